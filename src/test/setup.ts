import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';

// Captured before any test fakes the timers.
const realSetImmediate = globalThis.setImmediate;
const { asyncWrapper } = getConfig();

configure({
  // CI machines have 2 cores shared with a build and a browser: wait for conditions a little longer than the default.
  asyncUtilTimeout: 5000,
  /*
   * A findBy/waitFor can succeed on a DOM mutation in the instant between a commit React made on its own (a query
   * answered, a deferred render finished) and that commit's effects, which React's scheduler runs in its next task
   * (a setImmediate here). A click made then reaches components whose subscriptions are not yet in place, and the
   * test fails for a reason no user could meet. Waiting two scheduler tasks before returning lets those effects run.
   */
  asyncWrapper: cb =>
    asyncWrapper(async () => {
      const result = await cb();
      for (let task = 0; task < 2; task++) await new Promise(resolve => realSetImmediate(resolve));
      return result;
    }),
});

afterEach(() => {
  cleanup();
  // Absent in the files that run in Node's environment (the identity provider's, whose JWT signing jsdom breaks).
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  // Cookies too (the browser session's client choice, src/auth/clientSelection.ts).
  if (typeof document !== 'undefined')
    for (const cookie of document.cookie.split('; ').filter(Boolean))
      document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
});
