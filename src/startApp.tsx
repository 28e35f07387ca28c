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
import { scopeAllows, type ReadScope } from './auth/currentUser';
import type { StartUpRead } from '../dataProviders/startUpReads';

export { firstScreenDrawn } from './layout/firstScreen';

/**
 * Starts fetching the chunk of the page at `pathname`, so it arrives while react-admin starts (src/boot.tsx asks as soon
 * as the page's first read has left).
 */
export const preloadPage = (pathname: string) => {
  const page = findAppRoute(pathname)?.component as { preload?: () => Promise<unknown> } | undefined;
  page?.preload?.().catch(() => undefined);
};

/** The first reads of the page at `address`, in `scope`, if its route names any and the scope's user may open it. */
export const firstReadsOf = (address: { pathname: string; search: string }, scope: ReadScope): StartUpRead[] => {
  const route = findAppRoute(address.pathname);
  if (!route?.firstRead || (route.access && !scopeAllows(scope, route.access))) return [];
  return [route.firstRead(address, scope) ?? []].flat();
};

/**
 * What the app's first render needs besides its code: the query cache, and the messages of a language other than
 * English (react-admin's i18n context renders nothing until they are in). The current user, the client's settings and
 * the page's first rows were asked for already (src/boot.tsx) and are read through react-admin's hooks as they arrive.
 * `ready` settles when the messages are in or have failed; never rejects.
 */
export const prepareApp = (config: AppConfig) => {
  const queryClient = createAppQueryClient(config.timeouts.retryDelayMs);
  const locale = preferredLocale();
  const messages = locale === i18nProvider.getLocale() ? undefined : i18nProvider.changeLocale(locale);
  const ready = Promise.resolve(messages?.catch(() => undefined)).then(() => undefined);
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
