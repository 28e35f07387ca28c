// @vitest-environment jsdom
import type { User, UserManager } from 'oidc-client-ts';
import { createOidcSession, oidcSettings } from './oidcSession';
import { readStoredUser, USER_KEY } from './storedToken';

const user = (overrides: Partial<User> = {}) =>
  ({
    access_token: 'at',
    id_token: 'it',
    expired: false,
    state: { returnTo: '/payments' },
    ...overrides,
  }) as unknown as User;

const fakeManager = (current: User | null) => ({
  getUser: vi.fn(async () => current),
  signinRedirect: vi.fn(async () => undefined),
  signinRedirectCallback: vi.fn(async () => user()),
  signinSilent: vi.fn(async () => user({ access_token: 'renewed' })),
  removeUser: vi.fn(async () => undefined),
  signoutRedirect: vi.fn(async () => undefined),
});

const options = {
  issuer: 'https://idp.example.com',
  clientId: 'rm',
  scopes: 'openid profile email',
  origin: 'https://rm.example.com',
};

describe('oidc session (oidc-client-ts)', () => {
  beforeEach(() => sessionStorage.clear());

  it('uses the code flow with callback and logout paths on our origin and keeps tokens out of localStorage', async () => {
    const settings = await oidcSettings(options);
    expect(settings).toMatchObject({
      authority: 'https://idp.example.com',
      client_id: 'rm',
      redirect_uri: 'https://rm.example.com/login/callback',
      post_logout_redirect_uri: 'https://rm.example.com/login',
      response_type: 'code',
    });
    settings.userStore!.set('k', 'v');
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('sends the return path in the state and reads it back after the callback', async () => {
    const manager = fakeManager(null);
    const session = createOidcSession(options, async () => manager as unknown as UserManager);
    await session.signIn('/payments', 'sam@example.com');
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/payments' },
      login_hint: 'sam@example.com',
    });
    expect(await session.completeSignIn()).toBe('/payments');
  });

  it('renews an expired token silently', async () => {
    const manager = fakeManager(user({ expired: true }));
    const session = createOidcSession(options, async () => manager as unknown as UserManager);
    expect(await session.getAccessToken()).toBe('renewed');
  });

  it('treats login_required and invalid_grant as a session that is gone, and a network error as not', async () => {
    const manager = fakeManager(user());
    const session = createOidcSession(options, async () => manager as unknown as UserManager);
    expect(await session.sessionExists()).toBe(true);
    manager.signinSilent.mockRejectedValueOnce(Object.assign(new Error('x'), { error: 'invalid_grant' }));
    expect(await session.sessionExists()).toBe(false);
    manager.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await session.sessionExists()).toBe(true);
  });

  it('signs out at the identity provider without putting a token in the URL', async () => {
    const manager = fakeManager(user());
    const session = createOidcSession(options, async () => manager as unknown as UserManager);
    await session.signOut();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.removeUser.mock.invocationCallOrder[0]).toBeLessThan(
      manager.signoutRedirect.mock.invocationCallOrder[0],
    );
    // With no user left and no hint, oidc-client-ts names the client (client_id) on the end-session URL.
    expect(manager.signoutRedirect).toHaveBeenCalledWith();
  });

  describe('a page load with a valid token stored', () => {
    const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
    const store = (expiresAt: number, accessToken = 'stored') =>
      sessionStorage.setItem(
        USER_KEY,
        JSON.stringify({ access_token: accessToken, id_token: 'it', expires_at: expiresAt }),
      );
    afterEach(() => vi.useRealTimers());

    it('reads the token oidc-client-ts stored without loading the library', async () => {
      store(inSeconds(3600));
      const newManager = vi.fn(async () => fakeManager(null) as unknown as UserManager);
      const session = createOidcSession(options, newManager);
      expect(await session.isSignedIn()).toBe(true);
      expect(await session.getAccessToken()).toBe('stored');
      expect(newManager).not.toHaveBeenCalled();
    });

    it('leaves an expired, missing or unreadable token to the library', async () => {
      store(inSeconds(-5));
      expect(readStoredUser()).toBeNull();
      sessionStorage.setItem(USER_KEY, '{not json');
      expect(readStoredUser()).toBeNull();
      sessionStorage.clear();
      expect(readStoredUser()).toBeNull();
      store(inSeconds(-5));
      const manager = fakeManager(user({ expired: true }));
      const session = createOidcSession(options, async () => manager as unknown as UserManager);
      expect(await session.getAccessToken()).toBe('renewed');
      expect(manager.signinSilent).toHaveBeenCalled();
    });

    it('loads the library two minutes before the token expires, so it renews the token', async () => {
      vi.useFakeTimers();
      store(inSeconds(600));
      const manager = fakeManager(user());
      const newManager = vi.fn(async () => manager as unknown as UserManager);
      const session = createOidcSession(options, newManager);
      await session.getAccessToken();
      await vi.advanceTimersByTimeAsync(470_000);
      expect(newManager).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(newManager).toHaveBeenCalledTimes(1);
      // Once loaded, the library answers (and renews) from then on.
      await session.getAccessToken();
      expect(manager.getUser).toHaveBeenCalledTimes(2);
    });

    it('loads the library for the session check and for signing out', async () => {
      store(inSeconds(3600));
      const manager = fakeManager(user());
      const newManager = vi.fn(async () => manager as unknown as UserManager);
      const session = createOidcSession(options, newManager);
      expect(await session.sessionExists()).toBe(true);
      await session.signOut();
      expect(newManager).toHaveBeenCalledTimes(1);
      expect(manager.signoutRedirect).toHaveBeenCalled();
    });
  });

  it('when the library cannot be loaded, signing out still forgets the token and goes to /login; the next need asks again', async () => {
    sessionStorage.setItem(
      USER_KEY,
      JSON.stringify({ access_token: 'stored', expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    const manager = fakeManager(user());
    const newManager = vi
      .fn<() => Promise<UserManager>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    newManager.mockResolvedValue(manager as unknown as UserManager);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const session = createOidcSession(options, newManager);
      await session.signOut();
      expect(sessionStorage.getItem(USER_KEY)).toBeNull();
      expect(assign).toHaveBeenCalledWith('/login');
      expect(await session.sessionExists()).toBe(true);
      expect(newManager).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
