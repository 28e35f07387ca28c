import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AppDataProvider } from '../dataProviders';
import { App } from './App';
import type { AppAuthProvider } from './auth/authProvider';
import type { AppConfig } from './config/schema';
import type { FlagClient } from './flags/flagClient';
import { FlagsRoot } from './flags/FlagsRoot';
import { findAppRoute } from './routes';

/** Starts fetching the chunk of the page at `pathname`, so it arrives while react-admin starts. */
export const preloadPage = (pathname: string) => {
  const page = findAppRoute(pathname)?.component as { preload?: () => Promise<unknown> } | undefined;
  page?.preload?.().catch(() => undefined);
};

preloadPage(window.location.pathname);

/**
 * The full react-admin app, loaded by src/boot.tsx for every path but the sign-in screens. Its first render is a
 * transition: React renders it in slices that leave the main thread free between them (a slow phone otherwise sits
 * in one long task while the layout and the page render), then shows it at once as before.
 */
export const renderApp = (root: Root, config: AppConfig, authProvider: AppAuthProvider, dataProvider: AppDataProvider, flags: FlagClient) => {
  preloadPage(window.location.pathname);
  startTransition(() =>
    root.render(
      <StrictMode>
        <FlagsRoot client={flags}>
          <BrowserRouter>
            <App config={config} authProvider={authProvider} dataProvider={dataProvider} />
          </BrowserRouter>
        </FlagsRoot>
      </StrictMode>,
    ),
  );
};
