import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AuthSession } from './session';
import { forgetStoredUser, readStoredUser, TabUserStore } from './storedToken';

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

/** Renewal is started this long before the access token expires (oidc-client-ts itself renews 60 s before). */
const RENEW_LEAD_SECONDS = 120;

const SILENT_SIGN_IN_SECONDS = 4;

const loadLibrary = () => import('oidc-client-ts');

export const oidcSettings = async ({ issuer, clientId, scopes, origin }: OidcOptions): Promise<UserManagerSettings> => {
  const { WebStorageStateStore } = await loadLibrary();
  return {
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
    userStore: new TabUserStore(),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
};

const createManager = async (options: OidcOptions): Promise<UserManager> =>
  new (await loadLibrary()).UserManager(await oidcSettings(options));

/**
 * OpenID Connect (Okta, Keycloak, the dev identity provider) with oidc-client-ts: code flow with PKCE.
 * A signed-in page load needs only the stored access token, so the library is loaded when it is first
 * needed: to sign in or out, to renew the token (shortly before it expires) or to ask whether the session still
 * exists (the periodic session check). Once loaded, its UserManager renews the token on its own.
 */
export const createOidcSession = (
  options: OidcOptions,
  newManager: () => Promise<UserManager> = () => createManager(options),
): AuthSession => {
  let manager: Promise<UserManager> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const library = () => {
    if (renewTimer !== undefined) clearTimeout(renewTimer);
    renewTimer = undefined;
    if (!manager) {
      const loading = newManager();
      // A chunk that failed to load (a network blip, a release that replaced it) is asked for again next time.
      loading.catch(() => {
        if (manager === loading) manager = undefined;
      });
      manager = loading;
    }
    return manager;
  };
  /** A valid stored token, with the library's renewal armed to start before it runs out. */
  const stored = () => {
    const user = manager ? null : readStoredUser();
    if (user && renewTimer === undefined) {
      const lead = (user.expires_at - RENEW_LEAD_SECONDS) * 1000 - Date.now();
      renewTimer = setTimeout(
        () =>
          void library()
            .then(instance => instance.getUser())
            .catch(() => undefined),
        Math.max(0, lead),
      );
    }
    return user;
  };

  return {
    kind: 'oidc',
    async isSignedIn() {
      if (stored()) return true;
      const instance = await library();
      const user = await instance.getUser();
      if (!user) return false;
      if (!user.expired) return true;
      try {
        return !!(await instance.signinSilent());
      } catch {
        return false;
      }
    },
    async getAccessToken() {
      const fast = stored();
      if (fast) return fast.access_token;
      const instance = await library();
      let user = await instance.getUser();
      if (user?.expired) user = await instance.signinSilent().catch(() => null);
      return user?.access_token ?? null;
    },
    async signIn(returnTo, loginHint) {
      await (await library()).signinRedirect({ state: { returnTo }, login_hint: loginHint });
    },
    async signInSilently() {
      try {
        // No stored user: the library asks the provider in a hidden frame with prompt=none. A provider that does
        // not answer a frame at all keeps the Sign in button waiting this long at most.
        return !!(await (await library()).signinSilent({ silentRequestTimeoutInSeconds: SILENT_SIGN_IN_SECONDS }));
      } catch {
        return false;
      }
    },
    async completeSignIn() {
      const user = await (await library()).signinRedirectCallback();
      const state = user.state as { returnTo?: string } | undefined;
      return state?.returnTo;
    },
    async signOut() {
      let instance: UserManager;
      try {
        instance = await library();
      } catch {
        // Without the library the identity provider cannot be asked to end its session: the tokens go, and /login.
        forgetStoredUser();
        window.location.assign('/login');
        return;
      }
      // The tokens are gone before the redirect, so the end-session URL names the client (client_id), never a token.
      await instance.removeUser();
      await instance.signoutRedirect();
    },
    async clearLocal() {
      const instance = await library().catch(() => undefined);
      if (instance) await instance.removeUser();
      else forgetStoredUser();
    },
    async sessionExists() {
      const instance = await library();
      const user = await instance.getUser();
      if (!user) return false;
      try {
        await instance.signinSilent();
        return true;
      } catch (error) {
        // Only a clear answer from the provider ends the session; a network blip does not.
        return !sessionGone(error);
      }
    },
  };
};
