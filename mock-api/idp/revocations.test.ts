import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRevocations } from './revocations';

describe('revocations', () => {
  it('ends every token of a deactivated account issued before it, by grant or by time, across a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-revocations-'));
    try {
      const now = () => 1_000_000_500;
      createRevocations(dir, 60_000, now).revokeAccount('u1', ['held-grant']);
      // A restart: only the file remembers.
      const revocations = createRevocations(dir, 60_000, now);
      expect(revocations.endedByDeactivation('u1', 'held-grant', 1_000_001)).toBe(true);
      expect(revocations.endedByDeactivation('u1', 'forgotten-grant', 999_999)).toBe(true);
      expect(revocations.endedByDeactivation('u1', 'new-grant', 1_000_001)).toBe(false);
      expect(revocations.endedByDeactivation('u2', 'other-grant', 999_999)).toBe(false);
      // A deactivation is not a Log Out: the grant is not on Log Out's list.
      expect(revocations.isRevoked('held-grant')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
