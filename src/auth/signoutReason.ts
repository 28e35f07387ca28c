import { safeRedirectPath } from './redirect';

/**
 * Why the user was signed out, shown on /login after the identity provider sends them back. `expired`: the API
 * refused the session mid-work (a 401); signing in again returns to `returnTo`, the page and its search.
 */
export type SignoutReason =
  | { kind: 'auth_failed' }
  | { kind: 'deactivated'; email: string }
  | { kind: 'idle' }
  | { kind: 'expired'; returnTo?: string };

const KEY = 'rm.signoutReason';

/** The reason of a sign-out the API forced on this page: signing in again returns to it. */
export const sessionEndedHere = (): SignoutReason => ({
  kind: 'expired',
  returnTo: safeRedirectPath(`${window.location.pathname}${window.location.search}`),
});

export const setSignoutReason = (reason: SignoutReason) => sessionStorage.setItem(KEY, JSON.stringify(reason));

/** Reads and forgets the reason, so it shows once. */
export const takeSignoutReason = (): SignoutReason | undefined => {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as SignoutReason;
  } catch {
    return undefined;
  }
};
