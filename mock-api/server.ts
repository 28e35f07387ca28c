import path from 'node:path';
import { parseArgs } from 'node:util';
import { openStore, startMockServer } from './app';
import { parseAuthMode } from './runtimeConfig';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/core';
import type { Scale } from './seed/types';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    scale: { type: 'string' },
    'data-dir': { type: 'string' },
    'dist-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    // The XSS sweep's data: every display string carries a script payload (mock-api/seed/xss.ts).
    xss: { type: 'boolean', default: false },
    // /__mock/* (faults, runtime config, flags) for the end-to-end tests and `npm run dev`; absent otherwise.
    'test-controls': { type: 'boolean', default: false },
  },
});
if (values.xss) process.env.MOCK_XSS = '1';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(values.port ?? process.env.PORT ?? 4000);
const scale = (values.scale ?? process.env.MOCK_SCALE ?? 'default') as Scale;
if (scale !== 'default' && scale !== 'large') throw new Error(`--scale must be default or large, not ${scale}`);
const auth = parseAuthMode(process.env.AUTH);
const dataDir = path.resolve(
  values['data-dir'] ?? process.env.MOCK_DATA_DIR ?? path.join(root, 'mock-api', '.data', scale),
);

if (values['seed-only']) {
  const { store, meta } = openStore(dataDir, scale, values.reset);
  store.close();
  console.log(`Seeded ${dataDir} (${meta.scale}, reference ${meta.referenceDate})`);
  process.exit(0);
}

const { publicUrl } = await startMockServer({
  port,
  scale,
  dataDir,
  reset: values.reset,
  distDir: path.resolve(values['dist-dir'] ?? process.env.DIST_DIR ?? path.join(root, 'dist')),
  publicUrl: process.env.PUBLIC_URL,
  version: process.env.npm_package_version,
  testControls: values['test-controls'],
  auth,
});

if (!values.quiet) {
  console.log(
    `\nRevenue Management is running at ${publicUrl} (sign-in through ${auth === 'msal' ? 'MSAL' : 'oidc-client-ts'})\n`,
  );
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(40)} ${account.role}${account.clientSlug ? ` · ${account.clientSlug}` : ''}`);
  console.log(`\nData: ${dataDir} (${scale} seed). Reset with: npm run mock:reset\n`);
} else {
  console.log(`ready ${publicUrl}`);
}
