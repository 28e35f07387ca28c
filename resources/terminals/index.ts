import type { AppRoute } from '../../src/routeTypes';

// The terminals resource: its pages and routes arrive with its issue.
const routes: AppRoute[] = [];

export const terminals = { routes };
