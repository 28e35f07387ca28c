import type { AppRoute } from '../../src/routeTypes';

// The locations resource: its pages and routes arrive with its issue.
const routes: AppRoute[] = [];

export const locations = { routes };
