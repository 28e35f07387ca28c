import express, { type RequestHandler } from 'express';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { startMockServer } from './app';
import { API_AUDIENCE, GRANT_CLAIM } from './idp';
import { loadIdpSecrets } from './idp/keys';

/**
 * Signs access tokens as the identity provider of the server with this data folder and address would. `without` leaves
 * registered claims out, as a forged token might.
 */
export const tokenSigner = async (dataDir: string, publicUrl: string) => {
  const { jwk } = loadIdpSecrets(dataDir);
  const key = await importJWK(jwk, 'RS256');
  return async (
    userId: string,
    { expiresIn = '1h', grantId = 'test-grant', without = [] as ('exp' | 'iss' | 'aud')[] } = {},
  ) => {
    const jwt = new SignJWT({ scope: 'revenue-management', [GRANT_CLAIM]: grantId })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setSubject(userId)
      .setIssuedAt();
    if (!without.includes('iss')) jwt.setIssuer(`${publicUrl}/idp`);
    if (!without.includes('aud')) jwt.setAudience(API_AUDIENCE);
    if (!without.includes('exp')) jwt.setExpirationTime(expiresIn);
    return jwt.sign(key);
  };
};

/**
 * A mock server on a free port with fresh data, for tests of the mock's routes: `tokenFor(email)` signs an
 * access token as the identity provider would, so routes are exercised with real auth. The /__mock test controls are
 * on unless `testControls: false` (as `npm start` serves).
 */
export const startTestServer = async ({ testControls = true } = {}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-mock-test-'));
  const running = await startMockServer({ port: 0, dataDir, publicUrl: 'http://localhost', testControls });
  const { port } = running.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const tokenFor = await tokenSigner(dataDir, running.publicUrl);

  const call = async (
    method: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
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
    return {
      status: res.status,
      json: json as Record<string, unknown> & { data?: unknown; message?: string },
      headers: res.headers,
    };
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

/**
 * A throwaway built app (`files`: path in dist → content) served by `handlers` on a free port for the tests of one
 * describe block; `get` asks it for a path with the given request headers.
 */
export const serveTestDist = (files: Record<string, string>, handlers: (distDir: string) => RequestHandler[]) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  const app = express();
  app.use(...handlers(dist));
  let server: http.Server;
  beforeAll(() => {
    server = app.listen(0);
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (urlPath: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>((resolve, reject) => {
      http
        .get({ port: (server.address() as AddressInfo).port, path: urlPath, headers }, res => {
          const chunks: Buffer[] = [];
          res.on('data', chunk => chunks.push(chunk));
          res.on('end', () =>
            resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }),
          );
        })
        .on('error', reject);
    });
  return { get };
};
