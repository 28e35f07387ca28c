import type { AppConfig } from '../config/schema';
import type { AuthSession } from './session';

/** Loads only the library the configured identity provider needs. */
export const createAuthSession = async (config: AppConfig, origin = window.location.origin): Promise<AuthSession> => {
  if (config.auth.type === 'msal') {
    const { createMsalSession } = await import('./msalSession');
    return createMsalSession({ ...config.auth, origin });
  }
  const { createOidcSession } = await import('./oidcSession');
  return createOidcSession({ ...config.auth, origin });
};
