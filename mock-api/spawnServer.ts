import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface SpawnedServer {
  url: string;
  dataDir: string;
  /** Stops the server (waiting for it to exit) and removes its data folder unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

interface SpawnOptions {
  /** The repository root (mock-api/server.ts is under it). */
  root: string;
  /** The build the server serves. */
  distDir: string;
  /** More server options: `--xss`, `--scale large`. */
  args?: string[];
  /** The data folder's name starts with this. */
  dataPrefix: string;
  /** An existing data folder to open instead of a fresh one (a restart). */
  dataDir?: string;
  /** Who the server is, in the start-up errors. */
  name: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  /** Keep the server's stderr for the start-up error instead of passing it through. */
  captureStderr?: boolean;
}

/**
 * `npm start`'s server (mock-api/server.ts, app and every backend) in a child process on a free port
 * with fresh data, for the end-to-end tests and the benchmarks. Resolves once it says it is ready.
 */
export const spawnMockServer = async ({
  root,
  distDir,
  args = [],
  dataPrefix,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataPrefix)),
  name,
  timeoutMs,
  env = process.env,
  captureStderr = false,
}: SpawnOptions): Promise<SpawnedServer> => {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'mock-api', 'server.ts'),
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--dist-dir',
      distDir,
      ...args,
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', captureStderr ? 'pipe' : 'inherit'], env },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    // A server that never says it is ready is stopped: left running, it held the test run's output open for ever.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${name} did not start within ${timeoutMs / 1000} s\n${stderr}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', code => {
      clearTimeout(timer);
      reject(new Error(`The ${name} exited with ${code}\n${stderr}`));
    });
  });
  return {
    url: `http://localhost:${port}`,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise(resolve => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
