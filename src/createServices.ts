import { createDataProvider } from '../dataProviders';
import { createHttpClient } from '../dataProviders/http';
import type { AuthSession } from './auth/session';
import type { AppConfig } from './config/schema';

/** The combined data provider over the one HTTP client; loaded on demand so /login stays light. */
export const createServices = (config: AppConfig, session: AuthSession) => {
  const http = createHttpClient({
    getAccessToken: () => session.getAccessToken(),
    timeoutMs: config.timeouts.requestMs,
  });
  return createDataProvider(config.api, http);
};
