import { createDataProvider } from '../dataProviders';
import { createHttpClient } from '../dataProviders/http';
import { withStartUpReads } from '../dataProviders/startUpReads';
import type { AuthSession } from './auth/session';
import type { AppConfig } from './config/schema';

/**
 * The combined data provider over the one HTTP client, able to read the opened page's first rows ahead; loaded on
 * demand so /login stays light.
 */
export const createServices = (config: AppConfig, session: AuthSession) => {
  const http = createHttpClient({
    getAccessToken: () => session.getAccessToken(),
    timeoutMs: config.timeouts.requestMs,
  });
  return withStartUpReads(createDataProvider(config.api, http));
};
