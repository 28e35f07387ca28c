import { existsSync } from 'node:fs';

/** Debian's chromium, as every machine here has it; Playwright's own browser downloads are not reachable. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell when it is installed (the old headless mode, as
 * Playwright's own headless Chromium is: no browser interface to run, it signs in about 1.7 times as fast here), else
 * CHROMIUM_PATH. The benchmarks keep CHROMIUM_PATH, the full browser, for what they measure.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
