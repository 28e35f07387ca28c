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

  return {
    revoke: (grantId: string) => record(grantId),
    isRevoked: (grantId: string) => revoked.has(grantId),
    /**
     * Ends every token of an account issued before now (a deactivation), whatever its grant: tokens of grants the
     * provider no longer remembers (issued before a restart) included. Grant ids never start with `account:`.
     */
    revokeAccount: (accountId: string) => record(accountKey(accountId)),
    /** Whether a token of the account issued at `issuedAt` (seconds, as `iat`) was issued before its revocation. */
    issuedBeforeRevocation: (accountId: string, issuedAt: number) => {
      const at = revoked.get(accountKey(accountId));
      // `iat` has whole seconds: a token of the revocation's own second is left to its grant's revocation.
      return at !== undefined && issuedAt < Math.floor(at / 1000);
    },
  };
};
