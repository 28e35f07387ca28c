import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** `npm start`'s server (mock-api/server.ts) on a free port with fresh data, serving the given build. */
export const startServer = async (root: string, distDir: string, scale: 'default' | 'large'): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rm-bench-${scale}-`));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'mock-api', 'server.ts'), '--port', String(port), '--data-dir', dataDir, '--dist-dir', distDir, '--scale', scale, '--quiet'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${scale} mock server did not start within 180 s\n${stderr}`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', code => {
      clearTimeout(timer);
      reject(new Error(`The ${scale} mock server exited with ${code}\n${stderr}`));
    });
  });
  const url = `http://localhost:${port}`;
  // Let the server compress the assets before anything is timed.
  await fetch(`${url}/login`).then(res => res.text());
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise(resolve => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
