import type { AppAuthProvider } from '../auth/authProvider';
import { setSignoutReason, type SignoutReason } from '../auth/signoutReason';

export const SESSION_CHANNEL = 'rm-session';

interface SignOutMessage {
  type: 'signout';
  reason?: SignoutReason;
}

const isSignOut = (data: unknown): data is SignOutMessage => !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'signout';

/** What the app and the flag SDK keep per tab; the identity provider's entries are the session's to remove. */
const APP_KEYS = /^(rm\.|LaunchDarkly_)/;

/** Forgets what this tab kept (chosen client, flag keys); memory state goes with the page load that follows. */
export const resetTabState = (store: Storage = sessionStorage) => {
  for (const key of Object.keys(store)) if (APP_KEYS.test(key)) store.removeItem(key);
};

const onSignInScreens = () => window.location.pathname === '/login' || window.location.pathname.startsWith('/login/');

/**
 * Signing out in one tab signs out every tab. Tokens live in each tab's sessionStorage, so the tab
 * that signs out tells the others on a BroadcastChannel; they forget their tokens and go to /login
 * (with the same reason, so an idle sign-out shows its warning everywhere). Every sign-out also
 * resets the tab's state: everything but the config.
 */
export const withCrossTabSignOut = (authProvider: AppAuthProvider, channel: BroadcastChannel | null = openChannel()): AppAuthProvider => {
  let leaving = false;
  const tellOthers = (reason?: SignoutReason) => {
    try {
      channel?.postMessage({ type: 'signout', ...(reason ? { reason } : {}) } satisfies SignOutMessage);
    } catch {
      // A closed channel only means there is no other tab to tell.
    }
  };

  channel?.addEventListener('message', event => {
    if (!isSignOut(event.data) || leaving || onSignInScreens()) return;
    leaving = true;
    resetTabState();
    if (event.data.reason) setSignoutReason(event.data.reason);
    void authProvider.session.clearLocal().finally(() => window.location.assign('/login'));
  });

  return {
    ...authProvider,
    async signOut(reason) {
      leaving = true;
      resetTabState();
      tellOthers(reason);
      return authProvider.signOut(reason);
    },
    async logout(params) {
      if (await authProvider.session.isSignedIn()) {
        leaving = true;
        resetTabState();
        tellOthers();
      }
      return authProvider.logout(params);
    },
  };
};

const openChannel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL));
