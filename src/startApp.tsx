import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppDataProvider } from '../dataProviders';
import { App } from './App';
import type { AppAuthProvider } from './auth/authProvider';
import type { AppConfig } from './config/schema';
import type { FlagClient } from './flags/flagClient';
import { FlagsRoot } from './flags/FlagsRoot';
import { i18nProvider, preferredLocale } from './i18n';
import { createAppQueryClient } from './lib/queryRetry';
import { findAppRoute } from './routes';
import { clientSettingsQuery, seedCurrentUser } from './session/CurrentUserContext';

/** Starts fetching the chunk of the page at `pathname`, so it arrives while react-admin starts. */
export const preloadPage = (pathname: string) => {
  const page = findAppRoute(pathname)?.component as { preload?: () => Promise<unknown> } | undefined;
  page?.preload?.().catch(() => undefined);
};

preloadPage(window.location.pathname);

/**
 * What the app's first render needs besides its code: the query cache, and in it the session check, the current user
 * and the settings of the user's client, asked for as soon as the user is known (boot.tsx asked for the user while the chunks downloaded). Rendered with them, the layout and
 * the page show at once; without them, a loading state showed first, and every part that reads them rendered again
 * as each arrived. A language other than English has its messages loaded meanwhile, for the same reason.
 * `ready` settles when the settings are in, have failed, or are not needed; never rejects.
 */
export const prepareApp = (authProvider: AppAuthProvider, dataProvider: AppDataProvider) => {
  const queryClient = createAppQueryClient();
  const locale = preferredLocale();
  const messages = locale === i18nProvider.getLocale() ? undefined : i18nProvider.changeLocale(locale);
  const session = Promise.all([authProvider.session.isSignedIn(), authProvider.getCurrentUser()])
    .then(([signedIn, user]) => {
      seedCurrentUser(queryClient, signedIn, user);
      if (!signedIn) return undefined;
      return user.client ? queryClient.prefetchQuery(clientSettingsQuery(dataProvider, user.client.slug)) : undefined;
    })
    .catch(() => undefined);
  const ready = Promise.all([session, messages?.catch(() => undefined)]).then(() => undefined);
  return { queryClient, ready };
};

/**
 * A data router around the whole app (react-admin's "Using A Data Router": its routes are its own, under one splat
 * route): navigation blocking needs one, and forms warn of unsaved changes with it (warnWhenUnsavedChanges). Created
 * once, outside React, as react-router asks; it reads the address when created, after the sign-in path has set it.
 */
export const createAppRouter = (app: ReactElement) => createBrowserRouter([{ path: '*', element: app }]);

/**
 * The full react-admin app, loaded by src/boot.tsx for every path but the sign-in screens. Its first render is a
 * transition: React renders it in slices that leave the main thread free between them (a slow phone otherwise sits
 * in one long task while the layout and the page render), then shows it at once as before.
 */
export const renderApp = (
  root: Root,
  config: AppConfig,
  authProvider: AppAuthProvider,
  dataProvider: AppDataProvider,
  flags: FlagClient,
  queryClient: QueryClient,
) => {
  preloadPage(window.location.pathname);
  const router = createAppRouter(
    <App config={config} authProvider={authProvider} dataProvider={dataProvider} queryClient={queryClient} />,
  );
  startTransition(() =>
    root.render(
      <StrictMode>
        <FlagsRoot client={flags}>
          <RouterProvider router={router} />
        </FlagsRoot>
      </StrictMode>,
    ),
  );
};
