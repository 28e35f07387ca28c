import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { startUpGroups } from './build/startUpChunks';

// The SPA is always served by mock-api/server.ts (npm start) or, in dev, proxied to it.
const mockTarget = process.env.MOCK_API_URL ?? 'http://localhost:4000';
const proxied = ['/config.json', '/api', '/idp', '/config-service', '/ld', '/dashboards', '/__mock'];

/** The package a module id belongs to (`@scope/name` or `name`), or undefined for the app's own files. */
const packageOf = (id: string) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1].replace('\\', '/');
const REACT = /^(react|react-dom|scheduler)$/;
/** MUI and what it is built on. */
const MUI =
  /^(@mui|@emotion)\/|^(react-transition-group|@popperjs\/core|stylis|clsx|prop-types|react-is|hoist-non-react-statics|dom-helpers|@babel\/runtime)$/;
/**
 * Libraries loaded only where they are used (date pickers, drag and drop, CSV, MSAL, the flag SDK, the identity
 * library), which no shared chunk may take in; and zod, which the sign-in shell uses without react-admin.
 */
const OWN_CHUNKS =
  /^(@mui\/x-date-pickers|@dnd-kit\/.+|papaparse|@azure\/.+|ra-auth-msal|@launchdarkly\/.+|oidc-client-ts|zod)$/;
/** The shared chunk a package's modules may go into: React, MUI, or react-admin and its helpers. */
const familyOf = (id: string) => {
  const name = packageOf(id);
  if (!name || OWN_CHUNKS.test(name)) return undefined;
  if (REACT.test(name)) return 'react';
  return MUI.test(name) ? 'mui' : 'react-admin';
};
/**
 * A module of MUI or react-admin goes into its family's chunk when at least this many of the app's lazily loaded
 * parts (start-up code, pages, dialogs, forms) use it: the core every page renders with. Less shared modules keep
 * Vite's default chunks, so a page does not load what only other pages use (docs/decisions.md, Performance).
 */
const SHARED_BY = 20;

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The start-up code in a chunk per part (build/startUpChunks.ts). */
const START_UP = {
  entry: source('src/main.tsx'),
  shell: source('src/boot.tsx'),
  app: [source('src/startApp.tsx'), source('src/createServices.ts')],
};

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page and /login run all of React: one chunk, so it never rides in with another group.
            { name: 'react', test: id => familyOf(id) === 'react', priority: 6 },
            { name: 'mui', test: id => familyOf(id) === 'mui', minShareCount: SHARED_BY, priority: 5 },
            // With react-router, react-query, react-hook-form, lodash and react-admin's other helpers.
            { name: 'react-admin', test: id => familyOf(id) === 'react-admin', minShareCount: SHARED_BY, priority: 4 },
            // The entry's, the sign-in shell's and the app's start-up code, each with what else only it uses.
            ...startUpGroups(START_UP, 3),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map(path => [path, { target: mockTarget, changeOrigin: false }])),
  },
  test: {
    globals: true,
    css: false,
    testTimeout: 20000,
    // Tests that start a mock server first wait for it: on a busy machine that can take longer than the default 10 s.
    hookTimeout: 60000,
    // Both cores run test files (vitest's default keeps one for its own process): 80 s for the whole suite on a quiet
    // 2-core machine instead of 134 s. Beside other heavy work (an e2e run) component tests may reach testTimeout;
    // `npx vitest run --maxWorkers=1` there.
    maxWorkers: 2,
    /*
     * Pure modules (models, money, dates, query strings, contracts, providers, the mock's routes and store) run in
     * Node, which starts a file in a fraction of jsdom's time; only components (.tsx) get a DOM. A .ts test that needs
     * browser storage or events asks for jsdom in its first line (`// @vitest-environment jsdom`).
     */
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // These files share a worker's module cache (zod, the mock and its seed load once per worker, not once per
          // file); each test empties storage after itself.
          isolate: false,
          setupFiles: ['./src/test/setup.node.ts'],
          include: ['{build,src,dataProviders,resources,mock-api}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          /*
           * One jsdom and one module cache per worker, not per file: react-admin, MUI and their styles load once
           * (isolated, importing them and building a jsdom took 100 of the suite's 227 s). Each test unmounts what it
           * rendered and empties storage and cookies (src/test/setup.ts); a test that changes the document's head
           * changes only its own part of it.
           */
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          include: ['{build,src,dataProviders,resources,mock-api}/**/*.test.tsx'],
        },
      },
    ],
  },
});
