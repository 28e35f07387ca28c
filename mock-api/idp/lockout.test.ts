import { createLockout, MAX_FAILED_SIGN_INS, MAX_TRACKED_ADDRESSES } from './lockout';

describe('sign-in lockout', () => {
  it('tracks a bounded number of addresses however many an attacker makes up, and still locks the newest', () => {
    const lockout = createLockout(() => 1_000);
    for (let n = 0; n < MAX_TRACKED_ADDRESSES + 500; n++) lockout.failed(`made-up-${n}@example.com`);
    expect(lockout.size()).toBe(MAX_TRACKED_ADDRESSES);
    for (let n = 0; n < MAX_FAILED_SIGN_INS; n++) lockout.failed('victim@example.com');
    expect(lockout.isLocked('victim@example.com')).toBe(true);
    expect(lockout.size()).toBe(MAX_TRACKED_ADDRESSES);
  });
});
