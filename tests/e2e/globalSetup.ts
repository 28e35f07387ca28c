import fs from 'node:fs';
import path from 'node:path';
import { spawnMockServer } from '../../mock-api/spawnServer';

/**
 * Starts the mock server (app + every backend + identity provider, with the /__mock test controls) on a free port with fresh data,
 * unless E2E_BASE_URL points at one already running.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const root = path.resolve(import.meta.dirname, '../..');
  const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`Build the app first: npm run build (looked in ${distDir})`);
  const server = await spawnMockServer({ root, distDir, args: ['--test-controls'], dataPrefix: 'rm-e2e-', name: 'mock server', timeoutMs: 60_000 });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
