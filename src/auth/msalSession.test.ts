// @vitest-environment jsdom
import {
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  ServerError,
  type AccountInfo,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { createMsalInstance, createMsalSession } from './msalSession';

const account = {
  homeAccountId: 'h',
  localAccountId: 'l',
  username: 'sam@contoso.com',
  environment: 'login',
  tenantId: 't',
} as AccountInfo;

/** Microsoft Entra is not reachable here: a fake PublicClientApplication stands in for it. */
const fakeInstance = () => {
  let active: AccountInfo | null = null;
  const fake = {
    initialize: vi.fn(async () => undefined),
    handleRedirectPromise: vi.fn(async () => ({ account })),
    getActiveAccount: vi.fn(() => active),
    setActiveAccount: vi.fn((next: AccountInfo | null) => {
      active = next;
    }),
    getAllAccounts: vi.fn(() => (active ? [active] : [])),
    loginRedirect: vi.fn(async () => undefined),
    logoutRedirect: vi.fn(async () => undefined),
    acquireTokenSilent: vi.fn(async () => ({ accessToken: 'entra-token' })),
    clearCache: vi.fn(async () => undefined),
  };
  return fake;
};

const options = {
  authority: 'https://login.microsoftonline.com/tenant',
  clientId: 'app',
  scopes: ['api://rm/.default'],
  knownAuthorities: [],
  origin: 'https://rm.example.com',
};

describe('msal session (ra-auth-msal + @azure/msal-browser)', () => {
  it('redirects to Entra with the configured scopes and remembers where to return', async () => {
    const instance = fakeInstance();
    const session = createMsalSession(options, instance as unknown as IPublicClientApplication);
    expect(await session.isSignedIn()).toBe(false);
    await session.signIn('/payments');
    expect(instance.loginRedirect).toHaveBeenCalledWith({ scopes: ['api://rm/.default'] });
    expect(sessionStorage.getItem('rm.msal.returnTo')).toBe('/payments');
    expect(localStorage.length).toBe(0);
  });

  it('completes the redirect, activates the account and returns the remembered path', async () => {
    const instance = fakeInstance();
    const session = createMsalSession(options, instance as unknown as IPublicClientApplication);
    sessionStorage.setItem('rm.msal.returnTo', '/settings');
    expect(await session.completeSignIn()).toBe('/settings');
    expect(instance.setActiveAccount).toHaveBeenCalledWith(account);
    expect(await session.isSignedIn()).toBe(true);
    expect(await session.getAccessToken()).toBe('entra-token');
    expect(instance.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['api://rm/.default'],
      account,
      redirectUri: 'https://rm.example.com/silent-callback.html',
    });
  });

  it('reports a session Entra no longer has, but not a passing failure', async () => {
    const instance = fakeInstance();
    instance.setActiveAccount(account);
    const session = createMsalSession(options, instance as unknown as IPublicClientApplication);
    expect(await session.sessionExists()).toBe(true);
    expect(instance.acquireTokenSilent).toHaveBeenLastCalledWith(
      expect.objectContaining({ account, cacheLookupPolicy: CacheLookupPolicy.RefreshToken }),
    );
    instance.acquireTokenSilent.mockRejectedValueOnce(new InteractionRequiredAuthError('login_required'));
    expect(await session.sessionExists()).toBe(false);
    instance.acquireTokenSilent.mockRejectedValueOnce(new ServerError('invalid_grant', 'grant request is invalid'));
    expect(await session.sessionExists()).toBe(false);
    instance.acquireTokenSilent.mockRejectedValueOnce(new ServerError('server_error', 'try again'));
    expect(await session.sessionExists()).toBe(true);
    instance.acquireTokenSilent.mockRejectedValueOnce(new Error('network'));
    expect(await session.sessionExists()).toBe(true);
  });

  it('logs out at Entra for the active account', async () => {
    const instance = fakeInstance();
    instance.setActiveAccount(account);
    const session = createMsalSession(options, instance as unknown as IPublicClientApplication);
    await session.signOut();
    expect(instance.logoutRedirect).toHaveBeenCalledWith({ account });
  });

  it('logs out at another OpenID Connect provider naming the client, with or without an active account', async () => {
    const instance = fakeInstance();
    instance.getAllAccounts.mockReturnValue([account]);
    const session = createMsalSession(
      { ...options, protocolMode: 'OIDC' },
      instance as unknown as IPublicClientApplication,
    );
    await session.signOut();
    expect(instance.logoutRedirect).toHaveBeenCalledWith({ account, extraQueryParameters: { client_id: 'app' } });
  });
});

describe('msal instance', () => {
  it('talks OpenID Connect to a provider given its discovery document, keeping tokens in sessionStorage', () => {
    const authorityMetadata = {
      issuer: 'http://localhost:4000/idp',
      authorization_endpoint: 'http://localhost:4000/idp/auth',
      token_endpoint: 'http://localhost:4000/idp/token',
      jwks_uri: 'http://localhost:4000/idp/jwks',
    };
    const { auth, cache } = createMsalInstance({
      ...options,
      authority: 'https://localhost:4000/idp',
      knownAuthorities: ['localhost:4000'],
      protocolMode: 'OIDC',
      authorityMetadata,
    }).getConfiguration();
    expect(auth).toMatchObject({
      protocolMode: 'OIDC',
      knownAuthorities: ['localhost:4000'],
      redirectUri: 'https://rm.example.com/login/callback',
      postLogoutRedirectUri: 'https://rm.example.com/login',
      navigateToLoginRequestUrl: false,
      OIDCOptions: { defaultScopes: ['openid', 'profile'] },
    });
    expect(JSON.parse(auth.authorityMetadata)).toEqual(authorityMetadata);
    expect(cache.cacheLocation).toBe('sessionStorage');
  });

  it('talks to Entra by default, discovering its endpoints itself', () => {
    const { auth } = createMsalInstance(options).getConfiguration();
    expect(auth).toMatchObject({
      protocolMode: 'AAD',
      authority: 'https://login.microsoftonline.com/tenant',
      authorityMetadata: '',
    });
  });
});
