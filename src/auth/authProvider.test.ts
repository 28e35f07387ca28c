// @vitest-environment jsdom
import type { Myself } from '../../dataProviders/sso/contract';
import { scopeAllows } from './currentUser';
import { createAuthProvider, readScopeOf } from './authProvider';
import { setSelectedClient } from './clientSelection';
import type { AuthSession } from './session';
import { takeSignoutReason } from './signoutReason';

const myself = (overrides: Partial<Myself> = {}): Myself => ({
  user_id: 'u1',
  role: 'SUPERVISOR',
  pos_role: 'NO_ROLE',
  email: 'sam@springfield.example.com',
  client: { brand: 'Springfield', slug: 'springfield' },
  agencies: [{ name: 'Water Utilities', slug: 'water' }],
  permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS', 'VOID_TRANSACTION', 'REFUND_TRANSACTION'],
  active: true,
  status: 'ACTIVE',
  first_name: 'Sam',
  last_name: 'Porter',
  timezone: 'America/Chicago',
  ...overrides,
});

const fakeSession = (
  signedIn = true,
): AuthSession & { signOut: ReturnType<typeof vi.fn>; signIn: ReturnType<typeof vi.fn> } => ({
  kind: 'oidc',
  isSignedIn: vi.fn(async () => signedIn),
  getAccessToken: vi.fn(async () => (signedIn ? 'token' : null)),
  signIn: vi.fn(async () => undefined),
  completeSignIn: vi.fn(async () => '/payments?status=voided'),
  signOut: vi.fn(async () => undefined),
  clearLocal: vi.fn(async () => undefined),
  sessionExists: vi.fn(async () => true),
});

describe('authProvider', () => {
  it('gets identity and access from /myself, for the client an admin chose', async () => {
    const getMyself = vi.fn(async () => myself());
    const provider = createAuthProvider(fakeSession(), getMyself);
    const identity = await provider.getIdentity!();
    expect(identity).toMatchObject({
      id: 'u1',
      fullName: 'Sam Porter',
      email: 'sam@springfield.example.com',
      role: 'SUPERVISOR',
    });
    expect(getMyself).toHaveBeenCalledWith(null);
    setSelectedClient({ slug: 'shelbyville', brand: 'Shelbyville' });
    await provider.canAccess!({ resource: 'payments', action: 'list' });
    expect(getMyself).toHaveBeenLastCalledWith('shelbyville');
  });

  it('loads the current user once while the client stays the same', async () => {
    const getMyself = vi.fn(async () => myself());
    const provider = createAuthProvider(fakeSession(), getMyself);
    await Promise.all([
      provider.getIdentity!(),
      provider.canAccess!({ resource: 'payments', action: 'list' }),
      provider.getCurrentUser(),
    ]);
    expect(getMyself).toHaveBeenCalledTimes(1);
    provider.refreshCurrentUser();
    await provider.getCurrentUser();
    expect(getMyself).toHaveBeenCalledTimes(2);
  });

  it('answers canAccess from the permission list', async () => {
    const provider = createAuthProvider(fakeSession(), async () =>
      myself({ role: 'RESEARCHER', permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS'] }),
    );
    expect(await provider.canAccess!({ resource: 'payments', action: 'list' })).toBe(true);
    expect(await provider.canAccess!({ resource: 'payments', action: 'refund' })).toBe(false);
    expect(await provider.canAccess!({ resource: 'clients', action: 'list' })).toBe(false);
    expect(await provider.canAccess!({ resource: 'unknown', action: 'list' })).toBe(false);
    expect(await provider.canAccess!({ resource: 'customers', action: 'list' })).toBe(false);
    const admin = createAuthProvider(fakeSession(), async () =>
      myself({ role: 'AGENCY_ADMIN', permissions: ['LIST_ADMINISTERED_USERS'] }),
    );
    expect(await admin.canAccess!({ resource: 'customers', action: 'list' })).toBe(true);
  });

  it('gives the scope of the reads made ahead what the user may do, as canAccess answers it', async () => {
    const provider = createAuthProvider(fakeSession(), async () =>
      myself({ role: 'RESEARCHER', permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS'] }),
    );
    const scope = readScopeOf(await provider.getCurrentUser());
    expect(scope).toMatchObject({ client: 'springfield', brand: 'Springfield', timezone: 'America/Chicago' });
    for (const access of [
      { resource: 'payments', action: 'list' },
      { resource: 'payments', action: 'show' },
      { resource: 'users', action: 'list' },
      { resource: 'agencies', action: 'list' },
      { resource: 'profile', action: 'show' },
    ])
      expect(scopeAllows(scope, access)).toBe(await provider.canAccess!(access));
    expect(scopeAllows(scope, { resource: 'payments', action: 'list' })).toBe(true);
    expect(scopeAllows(scope, { resource: 'agencies', action: 'list' })).toBe(false);
  });

  it('signs out once on 401 and never on 403 or a network error', async () => {
    const session = fakeSession();
    const provider = createAuthProvider(session, async () => myself());
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 0 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(session.signOut).not.toHaveBeenCalled();
    // The failure is not swallowed: react-admin would answer the call with empty data, as if it had succeeded.
    await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
    await vi.waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
  });

  it('a 401 mid-work leaves /login the reason and the page to come back to, search included', async () => {
    window.history.replaceState(null, '', '/payments?filter=%7B%22status%22%3A%22voided%22%7D&page=2');
    const session = fakeSession();
    const provider = createAuthProvider(session, async () => myself());
    await provider.checkError({ status: 401 });
    await vi.waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(takeSignoutReason()).toEqual({
      kind: 'expired',
      returnTo: '/payments?filter=%7B%22status%22%3A%22voided%22%7D&page=2',
    });
  });

  it('a 401 for a user deactivated mid-work says so, with their email, not that the session ended', async () => {
    const session = fakeSession();
    const getMyself = vi.fn(async () => myself());
    const provider = createAuthProvider(session, getMyself);
    await provider.getCurrentUser();
    getMyself.mockResolvedValue(myself({ active: false, status: 'DEACTIVATED' }));
    await provider.checkError({ status: 401 });
    await vi.waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(takeSignoutReason()).toEqual({ kind: 'deactivated', email: 'sam@springfield.example.com' });
  });

  it('a session the identity provider no longer knows: the deactivated message for a user deactivated meanwhile, else the security warning', async () => {
    const session = fakeSession();
    const getMyself = vi.fn(async () => myself());
    const provider = createAuthProvider(session, getMyself);
    await provider.getCurrentUser();
    getMyself.mockResolvedValue(myself({ active: false, status: 'DEACTIVATED' }));
    await provider.signOutSessionGone();
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(takeSignoutReason()).toEqual({ kind: 'deactivated', email: 'sam@springfield.example.com' });

    const ended = fakeSession();
    const still = createAuthProvider(ended, async () => myself());
    await still.signOutSessionGone();
    expect(ended.signOut).toHaveBeenCalledTimes(1);
    expect(takeSignoutReason()).toEqual({ kind: 'idle' });
  });

  it('signs out with "auth_failed" when /myself fails, but keeps the session on a network error', async () => {
    const session = fakeSession();
    const failing = createAuthProvider(session, async () =>
      Promise.reject(Object.assign(new Error('boom'), { status: 500 })),
    );
    await expect(failing.getCurrentUser()).rejects.toThrow('boom');
    await vi.waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(takeSignoutReason()).toEqual({ kind: 'auth_failed' });

    const offline = fakeSession();
    const provider = createAuthProvider(offline, async () =>
      Promise.reject(Object.assign(new Error('Network error'), { status: 0 })),
    );
    await expect(provider.getCurrentUser()).rejects.toThrow('Network error');
    expect(offline.signOut).not.toHaveBeenCalled();
  });

  it('never routes to /login while a sign-out is leaving for the identity provider', async () => {
    const session = fakeSession();
    const provider = createAuthProvider(session, async () =>
      Promise.reject(Object.assign(new Error('boom'), { status: 500 })),
    );
    expect(provider.isSigningOut()).toBe(false);
    await expect(provider.getCurrentUser()).rejects.toThrow('boom');
    expect(provider.isSigningOut()).toBe(true);
    const settled = vi.fn();
    void provider.checkAuth!({}).then(settled, settled);
    await new Promise(resolve => setTimeout(resolve, 0));
    expect(settled).not.toHaveBeenCalled();
  });

  it('signs a deactivated user out with their email for the toast', async () => {
    const session = fakeSession();
    const provider = createAuthProvider(session, async () => myself({ active: false, status: 'DEACTIVATED' }));
    await expect(provider.getCurrentUser()).rejects.toThrow('User deactivated');
    await vi.waitFor(() => expect(session.signOut).toHaveBeenCalled());
    expect(takeSignoutReason()).toEqual({ kind: 'deactivated', email: 'sam@springfield.example.com' });
  });

  it('lands on the same-origin path the user asked for, else /admin for admins, /dashboard for who may see it and the landing choice for others', async () => {
    const session = fakeSession();
    const provider = createAuthProvider(session, async () =>
      myself({ permissions: ['VIEW_DASHBOARD', 'SEARCH_TRANSACTIONS'] }),
    );
    expect(await provider.handleCallback!()).toEqual({ redirectTo: '/payments?status=voided' });

    session.completeSignIn = vi.fn(async () => 'https://evil.example.com/');
    expect(await provider.handleCallback!()).toEqual({ redirectTo: '/dashboard' });

    // Without the dashboard, the app's root picks the page the user's role has something on (LandingRedirect).
    const noRole = createAuthProvider({ ...fakeSession(), completeSignIn: async () => undefined }, async () =>
      myself({ role: 'NO_ROLE', permissions: ['UPDATE_OWN_USER_PROFILE'] }),
    );
    expect(await noRole.handleCallback!()).toEqual({ redirectTo: '/' });

    const admin = createAuthProvider({ ...fakeSession(), completeSignIn: async () => undefined }, async () =>
      myself({ role: 'CB_ADMIN', client: null }),
    );
    expect(await admin.handleCallback!()).toEqual({ redirectTo: '/admin' });
  });

  it('passes only a safe return path to the identity provider', async () => {
    const session = fakeSession(false);
    const provider = createAuthProvider(session, async () => myself());
    await provider.login({ returnTo: '//evil.example.com' });
    expect(session.signIn).toHaveBeenLastCalledWith(undefined, undefined);
    await provider.login({ returnTo: '/settings' });
    expect(session.signIn).toHaveBeenLastCalledWith('/settings', undefined);
  });

  it('does not ask /myself before there is a session', async () => {
    const getMyself = vi.fn(async () => myself());
    const provider = createAuthProvider(fakeSession(false), getMyself);
    expect(provider.getPermissions).toBeUndefined();
    expect(await provider.canAccess!({ resource: 'payments', action: 'list' })).toBe(false);
    await expect(provider.checkAuth!({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getMyself).not.toHaveBeenCalled();
  });

  it('logs out at the identity provider when signed in, and only locally otherwise', async () => {
    const signedIn = fakeSession(true);
    let settled = false;
    void createAuthProvider(signedIn, async () => myself()).logout!({}).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(signedIn.signOut).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).toBe(false);
    const signedOut = fakeSession(false);
    expect(await createAuthProvider(signedOut, async () => myself()).logout!({})).toBe('/login');
    expect(signedOut.signOut).not.toHaveBeenCalled();
    expect(signedOut.clearLocal).toHaveBeenCalled();
  });
});
