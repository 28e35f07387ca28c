import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import { canAccess } from '../auth/access';
import type { SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { findAppRoute } from '../routes';

/**
 * What CurrentUserProvider calls once the signed-in user is known: the opened page's prefetch (see AppRoute), when
 * the page is one the user may open. The layout and the page then render while their first answer is on its way.
 */
export const usePagePrefetch = () => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    ({ user, client }: { user: CurrentUser; client: SelectedClient | null }, pathname: string) => {
      const route = findAppRoute(pathname);
      if (!route?.prefetch) return;
      if (route.access && !canAccess(user, route.access.resource, route.access.action)) return;
      // Settings are not known yet: pages that depend on them are left to ask for themselves.
      if ((route.requiresClient && !client) || route.requiresCustomerManagement) return;
      route.prefetch({ queryClient, dataProvider, user, client });
    },
    [queryClient, dataProvider],
  );
};
