import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The SPA is always served by mock-api/server.ts (npm start) or, in dev, proxied to it.
const mockTarget = process.env.MOCK_API_URL ?? 'http://localhost:4000';
const proxied = ['/config.json', '/api', '/idp', '/config-service', '/ld', '/dashboards', '/__mock'];

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
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
