import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/e2e/browser';

/**
 * End-to-end tests drive the built app in Debian's chromium against the mock server started by globalSetup. Project
 * oidc runs every spec with sign-in through oidc-client-ts; project msal runs the sign-in and session tests (tagged
 * @auth) again against a second server started with `AUTH=msal`, signing in through ra-auth-msal and @azure/msal-browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 900 },
    // The browser asks for less motion, as a person may set their device to (src/layout/theme.ts): menus and dialogs
    // open and close at once, so no test waits out an animation. theme.spec.ts checks both settings.
    reducedMotion: 'reduce',
    // Recording a trace of every test costs CI a good part of its CPU: there, a failed test's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // 'only-on-failure' photographs every page of every test as its context closes (a test's outcome is not known
    // then) and throws the pictures of passing tests away: about 50 ms a test. In CI a failure leaves its page's ARIA
    // snapshot (error-context.md) and its retry's trace, which holds screenshots.
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'oidc', testIgnore: '**/msal.spec.ts' },
    {
      name: 'msal',
      testMatch: ['**/shell.spec.ts', '**/session.spec.ts', '**/quality/security.spec.ts', '**/msal.spec.ts'],
      grep: /@auth/,
      use: { baseURL: process.env.E2E_MSAL_BASE_URL },
    },
  ],
});
