import {
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  ServerError,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { msalAuthProvider } from 'ra-auth-msal';
import type { AuthSession } from './session';

interface MsalOptions {
  authority: string;
  clientId: string;
  scopes: string[];
  knownAuthorities: string[];
  protocolMode?: 'AAD' | 'OIDC';
  authorityMetadata?: Record<string, unknown>;
  origin: string;
}

const RETURN_TO_KEY = 'rm.msal.returnTo';

export const createMsalInstance = ({
  authority,
  clientId,
  knownAuthorities,
  protocolMode,
  authorityMetadata,
  origin,
}: MsalOptions) =>
  new PublicClientApplication({
    auth: {
      clientId,
      authority,
      knownAuthorities,
      ...(protocolMode === 'OIDC'
        ? {
            protocolMode: ProtocolMode.OIDC,
            // Without offline_access the refresh token ends with the user's session at the provider, so the session check
            // sees a sign-out made elsewhere; and a provider that grants offline_access only with consent (oidc-provider)
            // refuses every renewal that asks for it.
            OIDCOptions: { defaultScopes: ['openid', 'profile'] },
          }
        : { protocolMode: ProtocolMode.AAD }),
      ...(authorityMetadata ? { authorityMetadata: JSON.stringify(authorityMetadata) } : {}),
      redirectUri: `${origin}/login/callback`,
      postLogoutRedirectUri: `${origin}/login`,
      // /login/callback finishes the sign-in itself and then goes where signIn was told (completeSignIn).
      navigateToLoginRequestUrl: false,
    },
    // Tokens live in this tab's sessionStorage, never in localStorage.
    cache: { cacheLocation: 'sessionStorage' },
  });

/**
 * Microsoft Entra (or, in OIDC protocol mode, another OpenID Connect provider) with ra-auth-msal and @azure/msal-browser:
 * ra-auth-msal drives the sign-in redirect and its callback, this adapts it to the app's AuthSession so the rest of the
 * app is the same for every provider. MSAL renews the access token itself when asked for it within five minutes of
 * its expiry (its refresh token, no redirect), and every API call asks (getAccessToken).
 */
export const createMsalSession = (
  options: MsalOptions,
  instance: IPublicClientApplication = createMsalInstance(options),
): AuthSession => {
  const loginRequest = { scopes: options.scopes };
  // A silent request MSAL cannot answer with its refresh token goes to the provider in a hidden frame: the frame comes
  // back to a blank page, not to the app (which may not be framed).
  const tokenRequest = { ...loginRequest, redirectUri: `${options.origin}/silent-callback.html` };
  const ra = msalAuthProvider({
    msalInstance: instance as PublicClientApplication,
    loginRequest,
    tokenRequest,
    redirectOnCheckAuth: false,
    enableDeepLinkRedirect: false,
  });
  const account = () => instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
  const ready = instance.initialize();

  return {
    kind: 'msal',
    async isSignedIn() {
      await ready;
      return !!account();
    },
    async getAccessToken() {
      await ready;
      const current = account();
      if (!current) return null;
      try {
        return (await instance.acquireTokenSilent({ ...tokenRequest, account: current })).accessToken;
      } catch {
        return null;
      }
    },
    async signIn(returnTo, loginHint) {
      await ready;
      if (returnTo) sessionStorage.setItem(RETURN_TO_KEY, returnTo);
      else sessionStorage.removeItem(RETURN_TO_KEY);
      if (loginHint) {
        await instance.loginRedirect({ ...loginRequest, loginHint });
        return;
      }
      await ra.login({});
    },
    async signInSilently() {
      await ready;
      try {
        // The provider's session cookie in a hidden frame (prompt=none), as getAccessToken's frame does.
        const result = await instance.ssoSilent(tokenRequest);
        instance.setActiveAccount(result.account);
        return true;
      } catch {
        return false;
      }
    },
    async completeSignIn() {
      await ready;
      await ra.handleCallback!();
      const returnTo = sessionStorage.getItem(RETURN_TO_KEY) ?? undefined;
      sessionStorage.removeItem(RETURN_TO_KEY);
      return returnTo;
    },
    async signOut() {
      await ready;
      // Not ra-auth-msal's logout, which does nothing without an active account: the tab would wait for a redirect for ever.
      // Another OpenID Connect provider sends the browser back to postLogoutRedirectUri only for a client it knows, so the
      // end-session URL names it (client_id, as the sign-out of oidc-client-ts does), never a token; Entra needs neither.
      await instance.logoutRedirect({
        account: account() ?? undefined,
        ...(options.protocolMode === 'OIDC' ? { extraQueryParameters: { client_id: options.clientId } } : {}),
      });
    },
    async clearLocal() {
      await ready;
      instance.setActiveAccount(null);
      await instance.clearCache();
    },
    async sessionExists() {
      await ready;
      const current = account();
      if (!current) return false;
      try {
        // The refresh token only: the provider refuses it once the session it belongs to has ended or been revoked.
        await instance.acquireTokenSilent({
          ...tokenRequest,
          account: current,
          cacheLookupPolicy: CacheLookupPolicy.RefreshToken,
        });
        return true;
      } catch (error) {
        // Only a clear answer from the provider ends the session; a network blip does not.
        return !(
          error instanceof InteractionRequiredAuthError ||
          (error instanceof ServerError && error.errorCode === 'invalid_grant')
        );
      }
    },
  };
};
