import { getSelectedClient, setSelectedClient } from '../auth/clientSelection';
import { takeSignoutReason } from '../auth/signoutReason';
import { testAuthProvider, testUser } from '../test/render';
import { SESSION_CHANNEL, withCrossTabSignOut } from './crossTab';

describe('withCrossTabSignOut', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the other tabs when this one signs out, and forgets the chosen client', async () => {
    const base = testAuthProvider(testUser());
    const signOut = vi.spyOn(base, 'signOut');
    const listener = new BroadcastChannel(SESSION_CHANNEL);
    const received: unknown[] = [];
    listener.onmessage = event => received.push(event.data);
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    const provider = withCrossTabSignOut(base, tab);
    setSelectedClient({ slug: 's', brand: 'S' });
    sessionStorage.setItem('LaunchDarkly_ContextKeys_user', 'anon');
    sessionStorage.setItem('oidc.user:https://idp.test:rm', '{}');
    await provider.signOut({ kind: 'idle' });
    await vi.waitFor(() => expect(received).toEqual([{ type: 'signout', reason: { kind: 'idle' } }]));
    expect(signOut).toHaveBeenCalledWith({ kind: 'idle' });
    expect(getSelectedClient()).toBeNull();
    expect(sessionStorage.getItem('LaunchDarkly_ContextKeys_user')).toBeNull();
    // The identity provider's entries are the session's to remove.
    expect(sessionStorage.getItem('oidc.user:https://idp.test:rm')).toBe('{}');
    listener.close();
    tab.close();
  });

  it('signs this tab out locally when another tab signs out, keeping the reason', async () => {
    const base = testAuthProvider(testUser());
    const clearLocal = vi.spyOn(base.session, 'clearLocal');
    const signOut = vi.spyOn(base, 'signOut');
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    withCrossTabSignOut(base, tab);
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.postMessage({ type: 'signout', reason: { kind: 'idle' } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(clearLocal).toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(takeSignoutReason()).toEqual({ kind: 'idle' });
    other.close();
    tab.close();
  });

  it('broadcasts a Log Out too, but not from a tab that is not signed in', async () => {
    const base = testAuthProvider(testUser());
    const listener = new BroadcastChannel(SESSION_CHANNEL);
    const received: unknown[] = [];
    listener.onmessage = event => received.push(event.data);
    const tab = new BroadcastChannel(SESSION_CHANNEL);
    const provider = withCrossTabSignOut(base, tab);
    base.session.isSignedIn = async () => false;
    await provider.logout({});
    base.session.isSignedIn = async () => true;
    await provider.logout({});
    // Only the signed-in Log Out was announced (messages arrive in order).
    await vi.waitFor(() => expect(received).toEqual([{ type: 'signout' }]));
    listener.close();
    tab.close();
  });
});
