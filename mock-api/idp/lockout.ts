/** Wrong passwords in a row after which an email address is locked, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;

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
export const createLockout = (now: () => number = Date.now) => {
  const attempts = new Map<string, Attempts>();
  const keyOf = (email: string) => email.trim().toLowerCase();

  // Addresses an attacker makes up would otherwise pile up for ever.
  const prune = () => {
    if (attempts.size < 10_000) return;
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
  };
};
