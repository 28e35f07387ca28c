import { generateSeed } from './index';
import { DEMO_ACCOUNTS } from './core';

describe('seed', () => {
  const reference = '2026-11-21T12:00:00.000Z';
  // Generating ~21,000 payments takes about a second: one seed serves every read-only check below.
  const seed = generateSeed('default', reference);

  it('is deterministic for a given reference date', () => {
    expect(JSON.stringify(generateSeed('default', reference))).toBe(JSON.stringify(seed));
  });

  it('has three clients, about twelve agencies and 300 users including every demo account', () => {
    expect(seed.clients).toHaveLength(3);
    expect(seed.agencies.length).toBeGreaterThanOrEqual(12);
    expect(seed.users).toHaveLength(300);
    const emails = new Set((seed.users as unknown as { email: string }[]).map(user => user.email));
    expect(emails.size).toBe(300);
    for (const demo of DEMO_ACCOUNTS) expect(emails.has(demo.email)).toBe(true);
  });

  it('covers every role, provider status and credentials provider', () => {
    const users = seed.users as unknown as {
      role: string;
      providerStatus: string;
      credentialsProvider: string;
    }[];
    for (const role of [
      'NO_ROLE',
      'CASHIER',
      'RESEARCHER',
      'SUPERVISOR',
      'AGENCY_ADMIN',
      'CLIENT_ADMIN',
      'CB_ADMIN',
      'CITYBASE_ADMIN',
    ])
      expect(users.some(user => user.role === role)).toBe(true);
    for (const status of [
      'STAGED',
      'PROVISIONED',
      'ACTIVE',
      'RECOVERY',
      'PASSWORD_EXPIRED',
      'LOCKED_OUT',
      'SUSPENDED',
      'DEPROVISIONED',
    ])
      expect(users.some(user => user.providerStatus === status)).toBe(true);
    expect(new Set(users.map(user => user.credentialsProvider))).toEqual(new Set(['FEDERATION', 'OKTA']));
  });
});
