import type { AppRoute, LazyPage } from '../../src/routeTypes';

export type PosListResource = 'agencies' | 'locations' | 'terminals';

// Apart from the pages (./posPages.tsx): the route table is on every page's first screen, the pages' code is not.
/**
 * A cashiering resource's routes: its list, create and edit pages under /pos-config (where <Resource>'s routing cannot
 * put them), each behind its resource's access rule and a chosen client.
 */
export const posRoutes = (
  resource: PosListResource,
  path: string,
  pages: { list: LazyPage; create: LazyPage; edit: LazyPage },
  /** The list's first reads, made while its code loads (AppRoute's firstRead). */
  listFirstRead?: AppRoute['firstRead'],
): AppRoute[] =>
  (
    [
      ['', pages.list, 'list'],
      ['/create', pages.create, 'create'],
      ['/:id/edit', pages.edit, 'edit'],
    ] as const
  ).map(([suffix, component, action]) => ({
    path: `${path}${suffix}`,
    component,
    access: { resource, action },
    requiresClient: true,
    ...(action === 'list' && listFirstRead ? { firstRead: listFirstRead } : {}),
  }));
