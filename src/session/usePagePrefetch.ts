import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider, type AuthProvider } from 'ra-core';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../dataProviders';
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
export const prefetchPage = async (
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  authProvider: Pick<AuthProvider, 'canAccess'>,
  { user, client }: { user: CurrentUser; client: SelectedClient | null },
  { pathname, search }: OpenedAddress,
): Promise<void> => {
  if (prefetched.has(queryClient)) return;
  prefetched.add(queryClient);
  const route = findAppRoute(pathname);
  if (!route?.prefetch) return;
  // Settings are not known yet: pages that depend on them are left to ask for themselves.
  if ((route.requiresClient && !client) || route.requiresCustomerManagement) return;
  const access = route.prefetchAccess ?? route.access;
  if (access && authProvider.canAccess && !(await authProvider.canAccess(access).catch(() => false))) return;
  route.prefetch({ queryClient, dataProvider, user, client, search });
};

/** What CurrentUserProvider calls once the signed-in user is known: `prefetchPage` with the app's cache and data. */
export const usePagePrefetch = () => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider();
  return useCallback(
    (current: { user: CurrentUser; client: SelectedClient | null }, address: OpenedAddress) => void prefetchPage(queryClient, dataProvider, authProvider ?? {}, current, address),
    [queryClient, dataProvider, authProvider],
  );
};
