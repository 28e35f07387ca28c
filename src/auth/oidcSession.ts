import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthSession } from './session';

interface OidcOptions {
  issuer: string;
  clientId: string;
  scopes: string;
  origin: string;
}

const sessionGone = (error: unknown) => {
  const code = (error as { error?: string } | undefined)?.error;
  return code === 'login_required' || code === 'invalid_grant' || code === 'interaction_required';
};

export const oidcSettings = ({ issuer, clientId, scopes, origin }: OidcOptions): UserManagerSettings => ({
  authority: issuer,
  client_id: clientId,
  redirect_uri: `${origin}/login/callback`,
  silent_redirect_uri: `${origin}/silent-callback.html`,
  post_logout_redirect_uri: `${origin}/login`,
  response_type: 'code',
  scope: scopes,
  loadUserInfo: false,
  automaticSilentRenew: true,
  monitorSession: false,
  // Tokens live in this tab's sessionStorage, never in localStorage.
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
});

/** OpenID Connect (Okta, Keycloak, the dev identity provider) with oidc-client-ts: code flow with PKCE. */
export const createOidcSession = (options: OidcOptions, manager = new UserManager(oidcSettings(options))): AuthSession => ({
  kind: 'oidc',
  async isSignedIn() {
    const user = await manager.getUser();
    if (!user) return false;
    if (!user.expired) return true;
    try {
      return !!(await manager.signinSilent());
    } catch {
      return false;
    }
  },
  async getAccessToken() {
    let user = await manager.getUser();
    if (user?.expired) user = await manager.signinSilent().catch(() => null);
    return user?.access_token ?? null;
  },
  async signIn(returnTo, loginHint) {
    await manager.signinRedirect({ state: { returnTo }, login_hint: loginHint });
  },
  async completeSignIn() {
    const user = await manager.signinRedirectCallback();
    const state = user.state as { returnTo?: string } | undefined;
    return state?.returnTo;
  },
  async signOut() {
    // The tokens are gone before the redirect, so the end-session URL names the client (client_id), never a token.
    await manager.removeUser();
    await manager.signoutRedirect();
  },
  async clearLocal() {
    await manager.removeUser();
  },
  async sessionExists() {
    const user = await manager.getUser();
    if (!user) return false;
    try {
      await manager.signinSilent();
      return true;
    } catch (error) {
      // Only a clear answer from the provider ends the session; a network blip does not.
      return !sessionGone(error);
    }
  },
});
