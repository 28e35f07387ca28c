import type { AppRoute } from '../../src/routeTypes';

// The payments resource: its pages and routes arrive with its issue.
const routes: AppRoute[] = [];

export const payments = { routes };
