import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';

/** The signing key and cookie secret, kept in the data folder so tokens survive a restart. */
export const loadIdpSecrets = (dataDir: string): { jwk: JWK; cookieKeys: string[] } => {
  const file = path.join(dataDir, 'idp-secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' };
  const secrets = { jwk, cookieKeys: [crypto.randomBytes(32).toString('base64url')] };
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(secrets));
  fs.renameSync(temp, file);
  return secrets;
};

export const publicJwkOf = (jwk: JWK): JWK => {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
};
