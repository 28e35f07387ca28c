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

  return {
    revoke: (grantId: string) => {
      const time = now();
      for (const [id, at] of revoked) if (time - at > keepMs) revoked.delete(id);
      revoked.set(grantId, time);
      save();
    },
    isRevoked: (grantId: string) => revoked.has(grantId),
  };
};
