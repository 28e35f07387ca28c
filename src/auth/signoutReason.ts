/** Why the user was signed out, shown on /login after the identity provider sends them back. */
export type SignoutReason = { kind: 'auth_failed' } | { kind: 'deactivated'; email: string } | { kind: 'idle' };

const KEY = 'rm.signoutReason';

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
