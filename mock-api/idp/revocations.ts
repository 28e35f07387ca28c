import fs from 'node:fs';
import path from 'node:path';

/**
 * Grants revoked by the identity provider (Log Out ends the session and revokes its grant), kept in the data folder
 * beside the signing key so an access token stays refused after a restart as it stays valid across one. The API
 * refuses any access token whose grant is listed. An entry is dropped once no token of that grant can still be
 * unexpired (`keepMs` after the revocation).
 */
export const createRevocations = (dataDir: string, keepMs: number, now: () => number = Date.now) => {
  const file = path.join(dataDir, 'idp-revoked.json');
  const revoked = new Map<string, number>(
    fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>) : [],
  );

  const save = () => {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(Object.fromEntries(revoked)));
    fs.renameSync(temp, file);
  };

  const record = (key: string) => {
    const time = now();
    for (const [id, at] of revoked) if (time - at > keepMs) revoked.delete(id);
    revoked.set(key, time);
    save();
  };
  const accountKey = (accountId: string) => `account:${accountId}`;
  const deactivationKey = (grantId: string) => `deactivated:${grantId}`;

  return {
    revoke: (grantId: string) => record(grantId),
    /** Whether Log Out revoked the grant. */
    isRevoked: (grantId: string) => revoked.has(grantId),
    /**
     * A deactivation: ends the account's grants, and every token of the account issued before now, whatever its grant
     * (tokens of grants the provider no longer remembers, issued before a restart, included). Kept apart from Log Out's
     * list: a deactivated user's token still reads who they are, so the app can say they were deactivated.
     */
    revokeAccount: (accountId: string, grantIds: string[]) => {
      for (const grantId of grantIds) record(deactivationKey(grantId));
      record(accountKey(accountId));
    },
    /** Whether a deactivation ended this token (`issuedAt` in seconds, as `iat`). */
    endedByDeactivation: (accountId: string, grantId: string, issuedAt: number) => {
      if (revoked.has(deactivationKey(grantId))) return true;
      const at = revoked.get(accountKey(accountId));
      // `iat` has whole seconds: a token of the deactivation's own second is left to its grant's entry.
      return at !== undefined && issuedAt < Math.floor(at / 1000);
    },
  };
};
