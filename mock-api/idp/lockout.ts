import { BoundedMap } from '../bounded';

/** Wrong passwords in a row after which an email address is locked, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;
/** Addresses tracked at most. */
export const MAX_TRACKED_ADDRESSES = 10_000;

interface Attempts {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

/**
 * Failed sign-ins per email address, known or not (so a lockout says nothing about whether an account exists).
 * After MAX_FAILED_SIGN_INS failures within LOCKOUT_MS the address is locked for LOCKOUT_MS, even to the right
 * password. Kept in memory: a restart of the dev identity provider forgets them.
 */
export const createLockout = (now: () => number = Date.now, max = MAX_TRACKED_ADDRESSES) => {
  // Addresses an attacker makes up would otherwise pile up for ever: the least recently failed is forgotten first.
  const attempts = new BoundedMap<string, Attempts>(max);
  const keyOf = (email: string) => email.trim().toLowerCase();

  // Expired entries go first, so a full map forgets a live counter only under a flood of fresh addresses.
  const prune = () => {
    if (attempts.size < max) return;
    const time = now();
    for (const [key, entry] of attempts)
      if (entry.lockedUntil <= time && time - entry.lastFailure > LOCKOUT_MS) attempts.delete(key);
  };

  return {
    isLocked: (email: string) => (attempts.get(keyOf(email))?.lockedUntil ?? 0) > now(),
    /** Records a wrong password; true when this one locks the address. */
    failed: (email: string) => {
      prune();
      const time = now();
      const previous = attempts.get(keyOf(email));
      const failures = previous && time - previous.lastFailure <= LOCKOUT_MS ? previous.failures + 1 : 1;
      const locks = failures >= MAX_FAILED_SIGN_INS;
      attempts.set(keyOf(email), {
        failures: locks ? 0 : failures,
        lastFailure: time,
        lockedUntil: locks ? time + LOCKOUT_MS : 0,
      });
      return locks;
    },
    succeeded: (email: string) => void attempts.delete(keyOf(email)),
    /** How many addresses are tracked. */
    size: () => attempts.size,
  };
};
