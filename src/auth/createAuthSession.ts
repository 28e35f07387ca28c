import type { AppConfig } from '../config/schema';
import { createOidcSession } from './oidcSession';
import type { AuthSession } from './session';

/**
 * The configured identity provider's session. The OpenID Connect session is a small module that loads oidc-client-ts
 * only when it needs it, so it comes with the start-up code and a signed-in page load asks for the user at once;
 * MSAL is loaded only when it is configured.
 */
export const createAuthSession = async (config: AppConfig, origin = window.location.origin): Promise<AuthSession> => {
  if (config.auth.type === 'msal') {
    const { createMsalSession } = await import('./msalSession');
    return createMsalSession({ ...config.auth, origin });
  }
  return createOidcSession({ ...config.auth, origin });
};
