import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AppDataProvider } from '../dataProviders';
import { App } from './App';
import type { AppAuthProvider } from './auth/authProvider';
import type { AppConfig } from './config/schema';
import type { FlagClient } from './flags/flagClient';
import { FlagsRoot } from './flags/FlagsRoot';

/** The full react-admin app, loaded by src/main.tsx for every path but the sign-in screens. */
export const renderApp = (root: Root, config: AppConfig, authProvider: AppAuthProvider, dataProvider: AppDataProvider, flags: FlagClient) =>
  root.render(
    <StrictMode>
      <FlagsRoot client={flags}>
        <BrowserRouter>
          <App config={config} authProvider={authProvider} dataProvider={dataProvider} />
        </BrowserRouter>
      </FlagsRoot>
    </StrictMode>,
  );
