/**
 * `npm run dev`: the mock API on :4000, restarted when its code changes, and Vite's dev server on :5173 in front of it
 * (vite.config.ts proxies the mock's paths to it), with its /__mock test controls on. The mock is told the dev server's address (PUBLIC_URL), so its
 * config points the app at :5173 and its identity provider sends the sign-in back there.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const devUrl = process.env.PUBLIC_URL ?? 'http://localhost:5173';
const mock = spawn(process.execPath, ['--import', 'tsx', '--watch', 'mock-api/server.ts', '--test-controls'], {
  stdio: 'inherit',
  env: { ...process.env, PUBLIC_URL: devUrl },
});
const vite = await createServer({ server: { port: Number(new URL(devUrl).port), strictPort: true } });
await vite.listen();
vite.printUrls();

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  mock.kill();
  await vite.close();
  process.exit(code);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
mock.on('exit', code => void stop(code ?? 0));
