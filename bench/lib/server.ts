import { spawnMockServer, type SpawnedServer } from '../../mock-api/spawnServer';

export { freePort } from '../../mock-api/spawnServer';

export type RunningServer = SpawnedServer;

/** `npm start`'s server (mock-api/server.ts) on a free port with fresh data, serving the given build. */
export const startServer = async (
  root: string,
  distDir: string,
  scale: 'default' | 'large',
): Promise<RunningServer> => {
  const server = await spawnMockServer({
    root,
    distDir,
    args: ['--scale', scale],
    dataPrefix: `rm-bench-${scale}-`,
    name: `${scale} mock server`,
    timeoutMs: 180_000,
    env: { ...process.env, NODE_ENV: 'production' },
    captureStderr: true,
  });
  // Let the server compress the assets before anything is timed.
  await fetch(`${server.url}/login`).then(res => res.text());
  return server;
};
