import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { AlertTitle } from '@mui/material';
import { useAuthProvider, useAuthState, useGetIdentity, useGetOne, useTranslate } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';
import type { ClientSettingsRecord } from '../../dataProviders/config';
import type { AppAuthProvider } from '../auth/authProvider';
import { setSelectedClient, type SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { RetryAlert } from '../layout/RetryAlert';
import { recallForTab, rememberForTab, TAB_MEMORY } from '../lib/tabMemory';

interface CurrentUserContextValue {
  user: CurrentUser;
  /** The client the app works on: the user's own, or the one an admin chose. */
  client: SelectedClient | null;
  settings: ClientSettingsRecord | undefined;
  settingsError: Error | null;
  settingsPending: boolean;
  retrySettings: () => void;
}

const Context = createContext<CurrentUserContextValue | null>(null);

type RememberedSettings = { slug: string; settings: ClientSettingsRecord };

/**
 * The settings of the client the app works on: the `clientSettings` record of its slug. A tab that had them before
 * starts from those (placeholder data) while they are asked for again; the answer replaces them and is remembered.
 */
const useClientSettings = (slug: string | undefined) =>
  useGetOne<ClientSettingsRecord>(
    'clientSettings',
    { id: slug ?? '' },
    {
      enabled: !!slug,
      staleTime: 5 * 60_000,
      placeholderData: () => {
        const last = recallForTab<RememberedSettings>(TAB_MEMORY.clientSettings);
        return last && last.slug === slug ? last.settings : undefined;
      },
      onSuccess: settings => rememberForTab(TAB_MEMORY.clientSettings, { slug: settings.id, settings }),
    },
  );

interface ProviderProps {
  children: ReactNode;
  loading: ReactNode;
}

/**
 * Signed-out visitors go to /login, remembering where they were headed. Signed-in ones get the current user (react-admin's
 * identity: authProvider.getIdentity, one /myself per load) and their client's settings; children render once the user
 * is known.
 */
export const CurrentUserProvider = ({ children, loading }: ProviderProps) => {
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const location = useLocation();
  const { authenticated, isPending } = useAuthState(undefined, false);
  // While a sign-out leaves for the identity provider, stay put: going to /login would cancel it.
  if (isPending || (!authenticated && authProvider.isSigningOut())) return <>{loading}</>;
  if (!authenticated) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <SignedIn loading={loading}>{children}</SignedIn>;
};

const SignedIn = ({ children, loading }: ProviderProps) => {
  const identityQuery = useGetIdentity({ retry: false, staleTime: Infinity });
  const user = identityQuery.identity as CurrentUser | undefined;
  const client = user?.client ?? null;
  const {
    data: settings,
    error: settingsError,
    isPending: settingsIsPending,
    refetch: refetchSettings,
  } = useClientSettings(client?.slug);
  // Built from the parts it shows, not from the query's result object: react-query hands a new result object on every
  // render, so each render of the layout gave every reader of the context (the tabs, the page) a new value.
  const value = useMemo<CurrentUserContextValue | null>(
    () =>
      user
        ? {
            user,
            client,
            settings,
            settingsError,
            settingsPending: !!client && settingsIsPending,
            retrySettings: () => void refetchSettings(),
          }
        : null,
    [user, client, settings, settingsError, settingsIsPending, refetchSettings],
  );
  // The user's arrival is an urgent update (react-query's store), and what it shows, the whole layout and page, is
  // the largest render of a load: it is rendered from a deferred flag instead, in the background and in slices, with
  // the loading state kept meanwhile. Later updates of the value (the settings) render at once as before.
  const shown = useDeferredValue(value !== null);
  // A network failure keeps the session (any other failure signs out): say so, and offer to try again.
  if (!value && identityQuery.isError)
    return <CurrentUserFailed message={identityQuery.error.message} onRetry={() => void identityQuery.refetch()} />;
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
