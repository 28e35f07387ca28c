import type { AppRoute } from '../../src/routeTypes';

// The agencies resource: its pages and routes arrive with its issue.
const routes: AppRoute[] = [];

export const agencies = { routes };
