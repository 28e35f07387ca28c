import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the mock server (app + every backend + identity provider) on a free port with fresh data,
 * unless E2E_BASE_URL points at one already running.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const root = path.resolve(import.meta.dirname, '../..');
  const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`Build the app first: npm run build (looked in ${distDir})`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'mock-api', 'server.ts'), '--port', String(port), '--data-dir', dataDir, '--dist-dir', distDir, '--quiet'], {
    cwd: root,
    env: { ...process.env, E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The mock server did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', code => reject(new Error(`The mock server exited with ${code}`)));
  });
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
