import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnMockServer, type SpawnedServer } from '../../mock-api/spawnServer';

/**
 * Starts the mock server (app + every backend + identity provider, with the /__mock test controls) on a free port with
 * fresh data, unless E2E_BASE_URL points at one already running; and beside it the same server with `AUTH=msal` for the
 * msal project (playwright.config.ts), unless E2E_MSAL_BASE_URL points at one. The workers share the run's saved
 * sessions (fixtures.ts, enterSignedIn) through files in E2E_SESSIONS_DIR, made here and removed at the end.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  const wanted = (['oidc', 'msal'] as const).filter(
    auth => !process.env[auth === 'oidc' ? 'E2E_BASE_URL' : 'E2E_MSAL_BASE_URL'],
  );
  if (wanted.length && !fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error(`Build the app first: npm run build (looked in ${distDir})`);
  const started = await Promise.allSettled(
    wanted.map(auth =>
      spawnMockServer({
        root,
        distDir,
        args: ['--test-controls'],
        dataPrefix: `rm-e2e-${auth}-`,
        name: `${auth} mock server`,
        timeoutMs: 60_000,
        env: { ...process.env, AUTH: auth },
      }),
    ),
  );
  const servers = started.flatMap(result => (result.status === 'fulfilled' ? [result.value] : []));
  const sessionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-sessions-'));
  process.env.E2E_SESSIONS_DIR = sessionsDir;
  const stop = async () => {
    await Promise.all(servers.map(server => server.stop()));
    fs.rmSync(sessionsDir, { recursive: true, force: true });
  };
  const failed = started.find(result => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  wanted.forEach((auth, index) => {
    const server = (started[index] as PromiseFulfilledResult<SpawnedServer>).value;
    if (auth === 'oidc') process.env.E2E_BASE_URL = server.url;
    else process.env.E2E_MSAL_BASE_URL = server.url;
  });
  return stop;
}
