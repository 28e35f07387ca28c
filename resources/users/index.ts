import type { AppRoute } from '../../src/routeTypes';

// The users resource: its pages and routes arrive with its issue.
const routes: AppRoute[] = [];

export const users = { routes };
