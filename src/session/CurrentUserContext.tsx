import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { AlertTitle } from '@mui/material';
import { useAuthProvider, useDataProvider, useTranslate } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import type { ClientSettings } from '../../dataProviders/config/contract';
import type { AppAuthProvider } from '../auth/authProvider';
import { getSelectedClient, setSelectedClient, type SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { RetryAlert } from '../layout/RetryAlert';

interface CurrentUserContextValue {
  user: CurrentUser;
  /** The client the app works on: the user's own, or the one an admin chose. */
  client: SelectedClient | null;
  settings: ClientSettings | undefined;
  settingsError: Error | null;
  settingsPending: boolean;
  retrySettings: () => void;
}

const Context = createContext<CurrentUserContextValue | null>(null);

export const currentUserQueryKey = (slug: string | null) => ['rm', 'currentUser', slug] as const;
const signedInQueryKey = ['rm', 'signedIn'] as const;

/**
 * Puts what the start-up path already knows (src/startApp.tsx prepareApp: the session check and the current user) in
 * the query cache before the first render, so the provider renders the layout and the page at once instead of a
 * loading state first, then again for each answer it would have asked for anew.
 */
export const seedCurrentUser = (queryClient: QueryClient, signedIn: boolean, user: CurrentUser) => {
  queryClient.setQueryData(signedInQueryKey, signedIn);
  if (!signedIn) return;
  queryClient.setQueryData(currentUserQueryKey(getSelectedClient()?.slug ?? null), user);
};

/** The settings of the client the app works on; also asked for at start-up (prepareApp in src/startApp.tsx). */
export const clientSettingsQuery = (
  dataProvider: Pick<AppDataProvider, 'getClientSettings'>,
  slug: string | undefined,
) =>
  queryOptions({
    queryKey: ['rm', 'clientSettings', slug],
    queryFn: () => dataProvider.getClientSettings(slug!),
    enabled: !!slug,
    staleTime: 5 * 60_000,
  });

interface ProviderProps {
  children: ReactNode;
  loading: ReactNode;
}

/**
 * Signed-out visitors go to /login, remembering where they were headed. Signed-in ones get the
 * current user and their client's settings; children render once the user is known.
 */
export const CurrentUserProvider = ({ children, loading }: ProviderProps) => {
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const location = useLocation();
  const signedIn = useQuery({
    queryKey: signedInQueryKey,
    queryFn: () => authProvider.session.isSignedIn(),
    staleTime: Infinity,
    retry: false,
  });
  // While a sign-out leaves for the identity provider, stay put: going to /login would cancel it.
  if (signedIn.isPending || (!signedIn.data && authProvider.isSigningOut())) return <>{loading}</>;
  if (!signedIn.data) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <SignedIn loading={loading}>{children}</SignedIn>;
};

const SignedIn = ({ children, loading }: ProviderProps) => {
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const slug = getSelectedClient()?.slug ?? null;
  const userQuery = useQuery({
    queryKey: currentUserQueryKey(slug),
    queryFn: () => authProvider.getCurrentUser(),
    retry: false,
    staleTime: Infinity,
  });
  const client = userQuery.data?.client ?? null;
  const {
    data: settings,
    error: settingsError,
    isPending: settingsIsPending,
    refetch: refetchSettings,
  } = useQuery(clientSettingsQuery(dataProvider, client?.slug));
  // Built from the parts it shows, not from the query's result object: react-query hands a new result object on every
  // render, so each render of the layout gave every reader of the context (the tabs, the page) a new value.
  const value = useMemo<CurrentUserContextValue | null>(
    () =>
      userQuery.data
        ? {
            user: userQuery.data,
            client,
            settings,
            settingsError,
            settingsPending: !!client && settingsIsPending,
            retrySettings: () => void refetchSettings(),
          }
        : null,
    [userQuery.data, client, settings, settingsError, settingsIsPending, refetchSettings],
  );
  // The user's arrival is an urgent update (react-query's store), and what it shows, the whole layout and page, is
  // the largest render of a load: it is rendered from a deferred flag instead, in the background and in slices, with
  // the loading state kept meanwhile. Later updates of the value (the settings) render at once as before. On a
  // start-up the user is usually in the cache already (seedCurrentUser), and the first render shows the layout.
  const shown = useDeferredValue(value !== null);
  // A network failure keeps the session (any other failure signs out): say so, and offer to try again.
  if (!value && userQuery.isError)
    return <CurrentUserFailed message={userQuery.error.message} onRetry={() => void userQuery.refetch()} />;
  if (!value || !shown) return <>{loading}</>;
  return <Context.Provider value={value}>{children}</Context.Provider>;
};

const CurrentUserFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <RetryAlert sx={{ m: 2 }} retryLabel={translate('rm.shell.login.tryAgain')} onRetry={onRetry}>
      <AlertTitle>{translate('rm.shell.toasts.somethingWrongHeading')}</AlertTitle>
      {translate('rm.shell.toasts.somethingWrongText')} ({message})
    </RetryAlert>
  );
};

export const useCurrentUser = () => {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return value;
};

/** Admins choose and clear the client; choosing or clearing resets client, settings and state (what react-admin's canAccess answered too). */
export const useClientSelection = () => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const select = useCallback(
    (client: SelectedClient | null) => {
      setSelectedClient(client);
      authProvider.refreshCurrentUser();
      queryClient.removeQueries();
    },
    [authProvider, queryClient],
  );
  const clear = useCallback(() => select(null), [select]);
  return { select, clear };
};
