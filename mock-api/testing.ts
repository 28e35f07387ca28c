import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { startMockServer } from './app';
import { API_AUDIENCE } from './idp';
import { loadIdpSecrets } from './idp/keys';

/**
 * A mock server on a free port with fresh data, for tests of the mock's routes: `tokenFor(email)` signs an
 * access token as the identity provider would, so routes are exercised with real auth.
 */
export const startTestServer = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-mock-test-'));
  const running = await startMockServer({ port: 0, dataDir, publicUrl: 'http://localhost' });
  const { port } = running.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const { jwk } = loadIdpSecrets(dataDir);
  const key = await importJWK(jwk, 'RS256');

  const tokenFor = async (userId: string, { expiresIn = '1h' } = {}) =>
    new SignJWT({ scope: 'revenue-management' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setSubject(userId)
      .setIssuer(`${running.publicUrl}/idp`)
      .setAudience(API_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);

  const call = async (method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json: json as Record<string, unknown> & { data?: unknown; message?: string }, headers: res.headers };
  };

  return {
    baseUrl,
    dataDir,
    tokenFor,
    call,
    close: async () => {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Demo account ids as seeded (`00u` + position, zero-padded). */
export const DEMO_USER_IDS = {
  platformAdmin: '00u00000000000000001',
  clientAdmin: '00u00000000000000002',
  agencyAdmin: '00u00000000000000003',
  supervisor: '00u00000000000000004',
  researcher: '00u00000000000000005',
  noRole: '00u00000000000000006',
  federated: '00u00000000000000007',
  deactivated: '00u00000000000000008',
  shelbyvilleAdmin: '00u00000000000000009',
} as const;
