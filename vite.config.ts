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
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['{build,src,dataProviders,resources,mock-api}/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
  },
});
