import type { Express, Request, Response } from 'express';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import jsonServer from 'json-server';
import type { MockContext } from './context';
import { createFaults, SCOPE_HEADER } from './faults';
import { ACCESS_TOKEN_TTL, mountIdp } from './idp';
import { createTokenLifetimes } from './idp/lifetimes';
import { createRuntimeConfig, type AuthMode } from './runtimeConfig';
import { jsonBody, jsonErrors, LIST_ERRORS } from './requests';
import { mockBackends } from './routes';
import { OUTBOX } from './routes/paymentStory';
import { generateSeed, SEED_VERSION } from './seed';
import type { Scale } from './seed/types';
import { spa } from './spa';
import { sameOriginJsonOnly } from './testControls';
import { securityHeaders } from './securityHeaders';
import { discardJournal, Store } from './store';

export interface MockServerOptions {
  port: number;
  dataDir: string;
  scale?: Scale;
  /** The built SPA; when absent only the APIs are served. */
  distDir?: string;
  publicUrl?: string;
  reset?: boolean;
  version?: string;
  /** Serve the test controls under /__mock (faults, runtime config, flags): the test harness and `npm run dev` only. */
  testControls?: boolean;
  /** What config.json tells the app to sign in with; oidc when absent. */
  auth?: AuthMode;
}

interface Meta {
  seedVersion: number;
  scale: Scale;
  referenceDate: string;
}

/**
 * The seed's "now": noon UTC of the day, or the minute the data is made if that is earlier, so nothing is dated later
 * than the moment it was made (seeded before noon UTC, the newest payments were hours in the future: the next day in
 * the Americas, outside every search up to today).
 */
export const seedReferenceDate = (now: Date) => {
  const noon = new Date(now);
  noon.setUTCHours(12, 0, 0, 0);
  return new Date(Math.min(Math.floor(now.getTime() / 60_000) * 60_000, noon.getTime())).toISOString();
};

/** Opens the data folder: reseeds when asked, when empty or when made by another seed version or scale. */
export const openStore = (dataDir: string, scale: Scale, reset = false) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const metaFile = path.join(dataDir, 'meta.json');
  const journal = path.join(dataDir, 'journal.jsonl');
  let meta: Meta | undefined = fs.existsSync(metaFile) ? JSON.parse(fs.readFileSync(metaFile, 'utf8')) : undefined;
  if (reset || !meta || meta.seedVersion !== SEED_VERSION || meta.scale !== scale) {
    meta = { seedVersion: SEED_VERSION, scale, referenceDate: seedReferenceDate(new Date()) };
    discardJournal(journal);
    const temp = `${metaFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(meta));
    fs.renameSync(temp, metaFile);
  }
  // MOCK_COMPACT_EVERY: journal lines between compactions; small in the crash test, so kills land across them.
  const compactEvery = Number(process.env.MOCK_COMPACT_EVERY) || undefined;
  return { store: new Store(generateSeed(meta.scale, meta.referenceDate), journal, { compactEvery }), meta };
};

export const createMockApp = (options: MockServerOptions) => {
  const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`;
  const { store, meta } = openStore(options.dataDir, options.scale ?? 'default', options.reset);
  const app: Express = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const runtimeConfig = createRuntimeConfig(publicUrl, options.version ?? '1.0.0', options.auth);
  const faults = createFaults();
  const lifetimes = createTokenLifetimes(ACCESS_TOKEN_TTL);

  app.use(
    securityHeaders({
      publicUrl,
      dashboardOrigin: runtimeConfig.dashboardOrigin,
      config: () => runtimeConfig.current(),
    }),
  );
  const { requireAuth, endGrantsOf } = mountIdp({
    app,
    store,
    publicUrl,
    dataDir: options.dataDir,
    accessTokenSeconds: lifetimes.accessTokenSeconds,
  });
  const ctx: MockContext = { store, publicUrl, requireAuth, endGrantsOf };

  const controls = options.testControls
    ? [sameOriginJsonOnly([publicUrl, publicUrl.replace('localhost', '127.0.0.1')]), ...jsonBody(LIST_ERRORS)]
    : undefined;
  if (controls) {
    app.use('/__mock/faults', controls, faults.router);
    app.use('/__mock/config', controls, runtimeConfig.router);
    app.use('/__mock/token-lifetime', controls, lifetimes.router);
    app.get('/__mock/health', controls, (_req: Request, res: Response) => res.json({ ok: true, meta }));
    // What the mock "e-mailed" (payment receipts), newest last: the tests read what was sent, and how many times.
    app.get('/__mock/outbox', controls, (_req: Request, res: Response) => {
      res.json({ data: store.all(OUTBOX) });
    });
  }
  app.get('/config.json', (req, res) =>
    res.set('Cache-Control', 'no-store').json(runtimeConfig.current(req.header(SCOPE_HEADER) ?? '')),
  );

  if (controls) app.use(faults.middleware);
  const { flagControls } = mockBackends(app, ctx);
  if (controls) app.use('/__mock/flags', controls, flagControls);

  app.use(['/api', '/config-service', '/ld', '/__mock'], (_req, res) => res.status(404).json({ message: 'Not found' }));
  if (options.distDir) app.use(spa(options.distDir));
  // Whatever nothing above answered (a POST to a page's address, an unknown path) is a JSON 404, never Express's page.
  app.use((_req, res) => res.status(404).json({ message: 'Not found' }));
  app.use(jsonErrors);
  return { app, store, publicUrl };
};

export const startMockServer = (
  options: MockServerOptions,
): Promise<{ server: Server; publicUrl: string; close: () => Promise<void> }> => {
  const { app, store, publicUrl } = createMockApp(options);
  return new Promise(resolve => {
    const server = app.listen(options.port, () =>
      resolve({
        server,
        publicUrl,
        close: () =>
          new Promise<void>(done => {
            server.closeAllConnections?.();
            server.close(() => {
              store.close();
              done();
            });
          }),
      }),
    );
  });
};
