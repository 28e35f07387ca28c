import { afterEach } from 'vitest';

// The .ts tests that ask for jsdom (browser storage, cross-tab events) start each test with empty storage.
afterEach(() => {
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
