import type { User, UserManager } from 'oidc-client-ts';
import { createOidcSession, oidcSettings } from './oidcSession';

const user = (overrides: Partial<User> = {}) => ({ access_token: 'at', id_token: 'it', expired: false, state: { returnTo: '/payments' }, ...overrides }) as unknown as User;

const fakeManager = (current: User | null) => ({
  getUser: vi.fn(async () => current),
  signinRedirect: vi.fn(async () => undefined),
  signinRedirectCallback: vi.fn(async () => user()),
  signinSilent: vi.fn(async () => user({ access_token: 'renewed' })),
  removeUser: vi.fn(async () => undefined),
  signoutRedirect: vi.fn(async () => undefined),
});

const options = { issuer: 'https://idp.example.com', clientId: 'rm', scopes: 'openid profile email', origin: 'https://rm.example.com' };

describe('oidc session (oidc-client-ts)', () => {
  it('uses the code flow with callback and logout paths on our origin and keeps tokens out of localStorage', () => {
    const settings = oidcSettings(options);
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
    const session = createOidcSession(options, manager as unknown as UserManager);
    await session.signIn('/payments', 'sam@example.com');
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/payments' }, login_hint: 'sam@example.com' });
    expect(await session.completeSignIn()).toBe('/payments');
  });

  it('renews an expired token silently', async () => {
    const manager = fakeManager(user({ expired: true }));
    const session = createOidcSession(options, manager as unknown as UserManager);
    expect(await session.getAccessToken()).toBe('renewed');
  });

  it('treats login_required and invalid_grant as a session that is gone, and a network error as not', async () => {
    const manager = fakeManager(user());
    const session = createOidcSession(options, manager as unknown as UserManager);
    expect(await session.sessionExists()).toBe(true);
    manager.signinSilent.mockRejectedValueOnce(Object.assign(new Error('x'), { error: 'invalid_grant' }));
    expect(await session.sessionExists()).toBe(false);
    manager.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await session.sessionExists()).toBe(true);
  });

  it('signs out at the identity provider without putting a token in the URL', async () => {
    const manager = fakeManager(user());
    const session = createOidcSession(options, manager as unknown as UserManager);
    await session.signOut();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.removeUser.mock.invocationCallOrder[0]).toBeLessThan(manager.signoutRedirect.mock.invocationCallOrder[0]);
    // With no user left and no hint, oidc-client-ts names the client (client_id) on the end-session URL.
    expect(manager.signoutRedirect).toHaveBeenCalledWith();
  });
});
