import { forgetBrowserClient } from '../auth/clientSelection';
import { leaveWithoutAsking } from '../auth/leaving';
import type { AuthSession } from '../auth/session';
import { sessionEndedHere, setSignoutReason, type SignoutReason } from '../auth/signoutReason';
import { TAB_PREF_PREFIX } from '../lib/tabPrefs';

export const SESSION_CHANNEL = 'rm-session';

interface SignOutMessage {
  type: 'signout';
  reason?: SignoutReason;
}

const isSignOut = (data: unknown): data is SignOutMessage =>
  !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'signout';

/** What the app and the flag SDK keep per tab; the identity provider's entries are the session's to remove. */
const APP_KEYS = /^(rm\.|LaunchDarkly_)/;

/**
 * Forgets what this tab kept (chosen client, flag keys) but its display preferences (theme and language); memory state
 * goes with the page load that follows.
 */
export const resetTabState = (store: Storage = sessionStorage) => {
  for (const key of Object.keys(store))
    if (APP_KEYS.test(key) && !key.startsWith(TAB_PREF_PREFIX)) store.removeItem(key);
  forgetBrowserClient();
};

const onSignInScreens = () => window.location.pathname === '/login' || window.location.pathname.startsWith('/login/');

/**
 * Signing out in one tab signs out every tab. Tokens live in each tab's sessionStorage, so the tab
 * that signs out tells the others on a BroadcastChannel; they forget their tokens and go to /login
 * (with the same reason, so an idle sign-out shows its warning everywhere). Every sign-out also
 * resets the tab's state: everything but the config. `announce` is the authProvider's `onSignOut`, so
 * every sign-out does this, whether asked for (Log Out, idle) or forced (a 401, a failed or deactivated user).
 */
export const createCrossTabSignOut = (channel: BroadcastChannel | null = openChannel()) => {
  let leaving = false;
  return {
    announce(reason?: SignoutReason) {
      leaving = true;
      resetTabState();
      try {
        channel?.postMessage({ type: 'signout', ...(reason ? { reason } : {}) } satisfies SignOutMessage);
      } catch {
        // A closed channel only means there is no other tab to tell.
      }
    },
    /** Another tab's sign-out: forget this tab's tokens and go to /login. */
    listen(session: Pick<AuthSession, 'clearLocal'>) {
      channel?.addEventListener('message', event => {
        if (!isSignOut(event.data) || leaving || onSignInScreens()) return;
        leaving = true;
        resetTabState();
        // An ended session brings each tab back to its own page.
        const reason = event.data.reason?.kind === 'expired' ? sessionEndedHere() : event.data.reason;
        if (reason) setSignoutReason(reason);
        leaveWithoutAsking();
        void session.clearLocal().finally(() => window.location.assign('/login'));
      });
    },
  };
};

const openChannel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL));
