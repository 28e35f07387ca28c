import { afterEach } from 'vitest';

// The .ts tests that ask for jsdom (browser storage, cookies, cross-tab events) start each test with nothing kept.
afterEach(() => {
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  // The browser session's client choice (src/auth/clientSelection.ts) is a cookie.
  if (typeof document !== 'undefined')
    for (const cookie of document.cookie.split('; ').filter(Boolean))
      document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
});
