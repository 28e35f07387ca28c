import { InteractionRequiredAuthError, PublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';
import { msalAuthProvider } from 'ra-auth-msal';
import type { AuthSession } from './session';

interface MsalOptions {
  authority: string;
  clientId: string;
  scopes: string[];
  knownAuthorities: string[];
  origin: string;
}

const RETURN_TO_KEY = 'rm.msal.returnTo';

export const createMsalInstance = ({ authority, clientId, knownAuthorities, origin }: MsalOptions) =>
  new PublicClientApplication({
    auth: { clientId, authority, knownAuthorities, redirectUri: `${origin}/login/callback`, postLogoutRedirectUri: `${origin}/login` },
    // Tokens live in this tab's sessionStorage, never in localStorage.
    cache: { cacheLocation: 'sessionStorage' },
  });

/**
 * Microsoft Entra with ra-auth-msal and @azure/msal-browser: ra-auth-msal drives the redirects,
 * this adapts it to the app's AuthSession so the rest of the app is the same for every provider.
 */
export const createMsalSession = (options: MsalOptions, instance: IPublicClientApplication = createMsalInstance(options)): AuthSession => {
  const loginRequest = { scopes: options.scopes };
  const ra = msalAuthProvider({
    msalInstance: instance as PublicClientApplication,
    loginRequest,
    tokenRequest: loginRequest,
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
        return (await instance.acquireTokenSilent({ ...loginRequest, account: current })).accessToken;
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
    async completeSignIn() {
      await ready;
      await ra.handleCallback!();
      const returnTo = sessionStorage.getItem(RETURN_TO_KEY) ?? undefined;
      sessionStorage.removeItem(RETURN_TO_KEY);
      return returnTo;
    },
    async signOut() {
      await ready;
      await ra.logout({});
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
        await instance.acquireTokenSilent({ ...loginRequest, account: current, forceRefresh: true });
        return true;
      } catch (error) {
        return !(error instanceof InteractionRequiredAuthError);
      }
    },
  };
};
