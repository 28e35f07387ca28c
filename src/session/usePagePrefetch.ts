import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import { canAccess } from '../auth/access';
import type { SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { findAppRoute } from '../routes';

/** The address the app was opened on: its path names the page, its query string what the page shows (a bookmark). */
export type OpenedAddress = Pick<Location, 'pathname' | 'search'>;

/** The query caches whose opened page has been asked for: once per start of the app, whoever asks first. */
const prefetched = new WeakSet<QueryClient>();

/**
 * The opened page's prefetch (see AppRoute), when the page is one the user may open: called by the start-up path once
 * the user is known (prepareApp in src/startApp.tsx), before the first render, so the page's first answer is on its
 * way while the layout and the page render and usually in when they do; and by CurrentUserProvider, for a start-up
 * that did not know the user in time. The first call asks; later ones do nothing.
 */
export const prefetchPage = (
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  { user, client }: { user: CurrentUser; client: SelectedClient | null },
  { pathname, search }: OpenedAddress,
) => {
  if (prefetched.has(queryClient)) return;
  prefetched.add(queryClient);
  const route = findAppRoute(pathname);
  if (!route?.prefetch) return;
  if (route.access && !canAccess(user, route.access.resource, route.access.action)) return;
  // Settings are not known yet: pages that depend on them are left to ask for themselves.
  if ((route.requiresClient && !client) || route.requiresCustomerManagement) return;
  route.prefetch({ queryClient, dataProvider, user, client, search });
};

/** What CurrentUserProvider calls once the signed-in user is known: `prefetchPage` with the app's cache and data. */
export const usePagePrefetch = () => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback((current: { user: CurrentUser; client: SelectedClient | null }, address: OpenedAddress) => prefetchPage(queryClient, dataProvider, current, address), [queryClient, dataProvider]);
};
