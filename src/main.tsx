import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createDataProvider } from '../dataProviders';
import { createHttpClient } from '../dataProviders/http';
import { App } from './App';
import { createAuthProvider } from './auth/authProvider';
import { createAuthSession } from './auth/createAuthSession';
import { CONFIG_MISSING_LOG, loadConfig } from './config/loadConfig';
import { ConfigErrorPage } from './pages/ConfigErrorPage';

const element = document.getElementById('main');
if (!element) throw new Error('No main element!');
const root = createRoot(element);

const start = async () => {
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error(CONFIG_MISSING_LOG, error);
    root.render(<ConfigErrorPage />);
    return;
  }
  const session = await createAuthSession(config);
  const http = createHttpClient({ getAccessToken: () => session.getAccessToken(), timeoutMs: config.timeouts.requestMs });
  const dataProvider = createDataProvider(config.api, http);
  const authProvider = createAuthProvider(session, slug => dataProvider.getMyself(slug));
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App config={config} authProvider={authProvider} dataProvider={dataProvider} />
      </BrowserRouter>
    </StrictMode>,
  );
};

void start();
