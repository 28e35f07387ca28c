import type { AppRoute } from '../../src/routeTypes';

// The customers resource: its pages and routes arrive with its issue.
const routes: AppRoute[] = [];

export const customers = { routes };
