// @vitest-environment jsdom
import type { Myself } from '../../dataProviders/sso/contract';
import { createAuthProvider } from '../auth/authProvider';
import { getSelectedClient, setSelectedClient } from '../auth/clientSelection';
import type { AuthSession } from '../auth/session';
import { takeSignoutReason } from '../auth/signoutReason';
import { readTabPref, writeTabPref } from '../lib/tabPrefs';
import { createCrossTabSignOut, SESSION_CHANNEL } from './crossTab';

const session = (signedIn = true): AuthSession => ({
  kind: 'oidc',
  isSignedIn: vi.fn(async () => signedIn),
  getAccessToken: async () => 'token',
  signIn: async () => undefined,
  completeSignIn: async () => undefined,
  signOut: vi.fn(async () => undefined),
  clearLocal: vi.fn(async () => undefined),
  sessionExists: async () => true,
});

const myself = {
  user_id: 'u1',
  role: 'CB_ADMIN',
  email: 'ada@example.com',
  active: true,
  status: 'ACTIVE',
  permissions: [],
} as unknown as Myself;

/** The app's wiring (src/boot.tsx): the authProvider tells the cross-tab channel of every sign-out. */
const wire = (tab: BroadcastChannel, tabSession = session(), getMyself: () => Promise<Myself> = async () => myself) => {
  const crossTab = createCrossTabSignOut(tab);
  crossTab.listen(tabSession);
  return { provider: createAuthProvider(tabSession, getMyself, crossTab.announce), session: tabSession };
};

const listen = () => {
  const listener = new BroadcastChannel(SESSION_CHANNEL);
  const received: unknown[] = [];
  listener.onmessage = event => received.push(event.data);
  return { listener, received };
};

describe('cross-tab sign-out', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the other tabs when this one signs out, and forgets the chosen client', async () => {
    const { listener, received } = listen();
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    const { provider, session: tabSession } = wire(tab);
    setSelectedClient({ slug: 's', brand: 'S' });
    sessionStorage.setItem('LaunchDarkly_ContextKeys_user', 'anon');
    sessionStorage.setItem('oidc.user', '{}');
    writeTabPref('theme', 'dark');
    writeTabPref('locale', 'es');
    await provider.signOut({ kind: 'idle' });
    await vi.waitFor(() => expect(received).toEqual([{ type: 'signout', reason: { kind: 'idle' } }]));
    expect(tabSession.signOut).toHaveBeenCalled();
    expect(getSelectedClient()).toBeNull();
    expect(sessionStorage.getItem('LaunchDarkly_ContextKeys_user')).toBeNull();
    // The reason survives the reset, for /login to show.
    expect(takeSignoutReason()).toEqual({ kind: 'idle' });
    // The identity provider's entries are the session's to remove.
    expect(sessionStorage.getItem('oidc.user')).toBe('{}');
    // Display preferences are not the session's: the sign-in screen keeps the chosen theme and language.
    expect(readTabPref('theme')).toBe('dark');
    expect(readTabPref('locale')).toBe('es');
    listener.close();
    tab.close();
  });

  it('resets the tab on a forced sign-out too: a chosen client whose user fails to load is not asked for again', async () => {
    const { listener, received } = listen();
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    const getMyself = vi.fn(async () => {
      throw Object.assign(new Error('Not found'), { status: 404 });
    });
    const { provider } = wire(tab, session(), getMyself);
    setSelectedClient({ slug: 'gone', brand: 'Gone' });
    await expect(provider.getCurrentUser()).rejects.toThrow('Not found');
    await vi.waitFor(() => expect(received).toEqual([{ type: 'signout', reason: { kind: 'auth_failed' } }]));
    expect(getMyself).toHaveBeenCalledWith('gone');
    expect(getSelectedClient()).toBeNull();
    expect(takeSignoutReason()).toEqual({ kind: 'auth_failed' });
    listener.close();
    tab.close();
  });

  it('resets the tab when a 401 signs it out', async () => {
    const { listener, received } = listen();
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    const { provider } = wire(tab);
    setSelectedClient({ slug: 's', brand: 'S' });
    await provider.checkError({ status: 401 });
    await vi.waitFor(() =>
      expect(received).toEqual([{ type: 'signout', reason: { kind: 'expired', returnTo: expect.any(String) } }]),
    );
    expect(getSelectedClient()).toBeNull();
    listener.close();
    tab.close();
  });

  it('signs this tab out locally when another tab signs out, keeping the reason', async () => {
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    const { session: tabSession } = wire(tab);
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.postMessage({ type: 'signout', reason: { kind: 'idle' } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(tabSession.clearLocal).toHaveBeenCalled();
    expect(tabSession.signOut).not.toHaveBeenCalled();
    expect(takeSignoutReason()).toEqual({ kind: 'idle' });
    other.close();
    tab.close();
  });

  it("brings each tab back to its own page when another tab's session ended mid-work", async () => {
    vi.stubGlobal('location', { ...window.location, pathname: '/settings', search: '?q=adams', assign });
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    wire(tab);
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.postMessage({ type: 'signout', reason: { kind: 'expired', returnTo: '/payments?page=3' } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(takeSignoutReason()).toEqual({ kind: 'expired', returnTo: '/settings?q=adams' });
    other.close();
    tab.close();
  });

  it('broadcasts a Log Out too, but not from a tab that is not signed in', async () => {
    const { listener, received } = listen();
    const signedOutTab = new BroadcastChannel(SESSION_CHANNEL);
    await wire(signedOutTab, session(false)).provider.logout({});
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    void wire(tab).provider.logout({});
    // Only the signed-in Log Out was announced (messages arrive in order).
    await vi.waitFor(() => expect(received).toEqual([{ type: 'signout' }]));
    listener.close();
    signedOutTab.close();
    tab.close();
  });
});
