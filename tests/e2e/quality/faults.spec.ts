// Journey: Whatever a backend call answers (errors, garbage, silence), the user sees a clear message and loses nothing
// typed.
import type { Page, Request } from '@playwright/test';
import { ACCOUNTS, enterSignedIn, expect, signInFromHere, test, type FaultSpec } from '../fixtures';
import {
  CALLS,
  CONFIG_CALL,
  FAULT_MESSAGES,
  findPayment,
  genericMessage,
  pathMatches,
  type CallCase,
  type CallContext,
  type FaultName,
} from './faultCalls';
import { saveRows, writeReport, type FaultRow } from './faultReport';
import { apiGet, expectNotBlank, signInAs, softNavigated, visibleMessages } from './support';

/**
 * The fault matrix: every backend call × every fault. Each case asserts no blank screen, the spec's
 * message (or a clear one), what the user typed is kept, and that only 401 signs out (except where the
 * spec signs out: the current user). The table in docs/reliability.md is generated from these runs.
 *
 * The 30-second stall: the server holds the request for 30 s; the app's request timeout is shortened
 * to REQUEST_MS (5 s) for these tests (config `timeouts.requestMs`, 30 s in production), and the page's clock is
 * moved past it once the call has left, so the row does not wait it out.
 */
const REQUEST_MS = 5000;
/**
 * The wait before a read's one retry (config `timeouts.retryDelayMs`, 0.5 s in production), shortened for these tests:
 * each 5xx and network row of a read waits it once, and what is asserted is the message after the retry, not its pace.
 */
const RETRY_DELAY_MS = 50;
const TEST_TIMEOUTS = { timeouts: { requestMs: REQUEST_MS, retryDelayMs: RETRY_DELAY_MS } };
/** A call that timed out is not retried (src/lib/queryRetry.ts), so its message follows the timeout. */
const STALL_WAIT_MS = REQUEST_MS + 12_000;
/** How long the app waits for /config.json before it says it cannot start (src/startUp.ts). */
const CONFIG_TIMEOUT_MS = 20_000;

const FAULTS: { name: FaultName; spec: Omit<FaultSpec, 'path' | 'method'> }[] = [
  { name: '500 JSON', spec: { type: 'status', status: 500, body: { message: FAULT_MESSAGES[500] } } },
  { name: '502 HTML', spec: { type: 'html', status: 502 } },
  { name: '200 truncated', spec: { type: 'truncated', status: 200 } },
  { name: 'aborted', spec: { type: 'abort' } },
  { name: 'stall', spec: { type: 'stall', delayMs: 30_000 } },
  { name: '403', spec: { type: 'status', status: 403, body: { message: FAULT_MESSAGES[403] } } },
  { name: '409', spec: { type: 'status', status: 409, body: { message: FAULT_MESSAGES[409] } } },
  {
    name: '422',
    spec: {
      type: 'status',
      status: 422,
      body: { message: 'The request is not valid.', errors: [{ field: 'base', detail: FAULT_MESSAGES[422] }] },
    },
  },
  // Last: it signs out.
  {
    name: '401',
    spec: { type: 'status', status: 401, body: { message: 'The access token is invalid or has expired.' } },
  },
];

const LOST_ANSWER = 'answer lost, retried';
const FAULT_NAMES = [...FAULTS.map(fault => fault.name), LOST_ANSWER];

/** What the user saw, for the table: each distinct message once, shortened. */
const short = (text: string) => {
  const parts = text
    .split(' | ')
    .map(part => part.replace(/\s*(Try again|×)\s*$/g, '').trim())
    .filter(Boolean);
  const distinct = parts.filter(
    (part, index) =>
      !parts.some(
        (other, otherIndex) => otherIndex !== index && other.includes(part) && (other !== part || otherIndex < index),
      ),
  );
  const joined = distinct.join(' / ');
  return joined.length > 120 ? `${joined.slice(0, 117)}…` : joined;
};

interface Injector {
  inject: (call: CallCase, fault: (typeof FAULTS)[number]) => Promise<void>;
  clear: () => Promise<void>;
}

/** Faults injected by the mock server, for this test's browser context only. */
const mockInjector = (mock: {
  fault: (spec: FaultSpec) => Promise<void>;
  clearFaults: () => Promise<void>;
}): Injector => ({
  inject: (call, fault) => mock.fault({ path: call.path, method: call.method, ...fault.spec }),
  clear: () => mock.clearFaults(),
});

const HTML_502 =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/** The same faults injected in the browser, for what the mock answers before its fault layer (/config.json). */
const browserInjector = (page: Page): Injector => ({
  inject: async (call, fault) => {
    await page.route(`**${call.path}`, async route => {
      const { spec } = fault;
      if (spec.type === 'abort') return route.abort('connectionreset');
      if (spec.type === 'stall') return; // never answered: the app must give up by itself
      if (spec.type === 'html')
        return route.fulfill({ status: spec.status ?? 502, contentType: 'text/html', body: HTML_502 });
      if (spec.type === 'truncated')
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"api":{"payments":"http' });
      return route.fulfill({
        status: spec.status ?? 500,
        contentType: 'application/json',
        body: JSON.stringify(spec.body ?? {}),
      });
    });
  },
  clear: () => page.unrouteAll({ behavior: 'ignoreErrors' }),
});

/**
 * Closes the toasts a previous try left, so what shows next is this try's. A POS page keeps its last
 * alert until it is dismissed or replaced (a Network error there would pass for the next try's): it goes too.
 */
const dismissToasts = async (page: Page) => {
  const toasts = page.locator('.MuiSnackbar-root');
  const alerts = page.locator('.MuiAlert-root').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  for (const button of await toasts.or(alerts).getByRole('button', { name: 'Dismiss' }).all())
    await button.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
  await expect(alerts).toHaveCount(0);
};

/**
 * Waits until the page says `expected` (its visible text, white space as one space: alerts and toasts are in it),
 * checked in the page at each frame as it changes rather than polled from the test at growing intervals.
 */
const showsText = async (page: Page, expected: RegExp, timeout: number) => {
  try {
    await page.waitForFunction(
      ([source, flags]) => new RegExp(source, flags).test((document.body?.innerText ?? '').replace(/\s+/g, ' ')),
      [expected.source, expected.flags] as const,
      { timeout },
    );
  } catch (error) {
    throw new Error(
      `expected ${expected} (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`,
    );
  }
};

const runMatrix = async (
  call: CallCase,
  ctx: CallContext,
  injector: Injector,
  /** stallMs: how long the app waits before it gives up on a stalled call; the page's clock is moved past it. */
  opts: { signIn: boolean; stallMs: number; timeoutMs?: number },
) => {
  const { page } = ctx;
  const rows: FaultRow[] = [];
  // A row that signed out has just seen the sign-in screen: the user signs in again from it (a platform admin then
  // chooses the client again), without loading /login a second time.
  const signInAgain = async () => {
    if (!opts.signIn) return;
    const onSignIn = await page.getByRole('button', { name: 'Sign in' }).isVisible();
    if (!onSignIn || (call.account === 'platformAdmin' && call.client))
      return signInAs(page, call.account, call.client);
    await signInFromHere(page, ACCOUNTS[call.account]);
    await page.waitForURL(url => !url.pathname.startsWith('/login'));
  };
  // A form the previous fault left as the user had it is where the next try starts (see CallCase.kept).
  let ready = false;
  let stalled: ((request: Request) => void) | undefined;
  for (const fault of FAULTS) {
    let result = '';
    const began = Date.now();
    try {
      await injector.clear();
      if (new URL(page.url()).pathname.startsWith('/login')) {
        ready = false;
        await signInAgain();
      }
      if (!ready) await call.prepare?.(ctx);
      await dismissToasts(page);
      ready = false;
      await injector.inject(call, fault);
      // The message must come from this try: the call has to leave the page after the trigger. A page
      // opened without a reload may show what it already holds instead of asking: then it is reloaded.
      const isCall = (request: Request) =>
        request.method() === call.method && pathMatches(call.path, new URL(request.url()).pathname);
      const sentWithin = (timeout: number) =>
        page.waitForRequest(isCall, { timeout }).then(
          () => true,
          () => false,
        );
      const sent = sentWithin(20_000);
      const sentSoon = sentWithin(4000);
      // The app's time-out for a stalled call starts with it, on the page's clock (installed by the test): each time
      // the call leaves (a retry too), the clock is moved past it rather than the row waiting it out.
      if (fault.name === 'stall')
        stalled = request => {
          if (isCall(request)) page.clock.fastForward(opts.stallMs + 500).catch(() => undefined);
        };
      if (stalled) page.on('request', stalled);
      softNavigated.delete(page);
      await call.trigger(ctx);
      if (softNavigated.delete(page) && !(await sentSoon)) {
        const reloaded = sentWithin(20_000);
        await page.reload();
        expect(await reloaded, `${call.method} ${call.path} was sent`).toBe(true);
      } else expect(await sent, `${call.method} ${call.path} was sent`).toBe(true);
      const signsOut =
        !call.absorbs?.[fault.name] &&
        (fault.name === '401' ? opts.signIn : (call.signsOutOn ?? []).includes(fault.name));
      if (signsOut) {
        await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        const toast = await visibleMessages(page);
        result = `signed out to /login${toast ? `: ${toast}` : ''}`;
        if (fault.name !== '401') expect(toast).toMatch(/Authentication Failed/);
      } else if (call.absorbs?.[fault.name]) {
        await expectNotBlank(page);
        expect(new URL(page.url()).pathname, 'only 401 signs out').not.toMatch(/^\/login/);
        await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
        result = call.absorbs[fault.name]!;
      } else {
        const expected = call.expected?.(fault.name, ctx) ?? genericMessage(fault.name);
        await showsText(
          page,
          expected,
          opts.timeoutMs ?? (fault.name === 'stall' ? STALL_WAIT_MS : REQUEST_MS + 12_000),
        );
        await expectNotBlank(page);
        expect(new URL(page.url()).pathname, 'only 401 signs out').not.toMatch(/^\/login/);
        await call.kept?.(ctx);
        ready = !!call.kept && !call.prepareEachTime;
        result = (await visibleMessages(page)) || (await page.locator('h1').first().innerText());
      }
      rows.push({ call: call.name, fault: fault.name, ok: true, result: short(result) });
      if (process.env.FAULT_TIMING) console.log(`${call.name} × ${fault.name}: ${Date.now() - began} ms`);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      rows.push({
        call: call.name,
        fault: fault.name,
        ok: false,
        result: short(`${reason} [shown: ${await visibleMessages(page).catch(() => '?')}]`),
      });
    } finally {
      if (stalled) page.off('request', stalled);
      stalled = undefined;
      await injector.clear();
    }
  }
  saveRows(test.info().project.outputDir, call.name, rows);
  return rows;
};

test.describe('fault matrix', () => {
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(() => writeReport(test.info().project.outputDir, FAULT_NAMES));

  // `npm test` runs the core calls (CallCase.core) so CI stays well inside its time; `npm run test:faults`
  // (FAULT_MATRIX=all) runs every call. Both merge their rows into docs/reliability.md.
  for (const call of CALLS.filter(candidate => process.env.FAULT_MATRIX === 'all' || candidate.core)) {
    test(call.name, async ({ page, mock }) => {
      await mock.config(TEST_TIMEOUTS);
      await page.clock.install();
      // The 401 row signs out, which ends the provider session and revokes its grant: a saved session (fixtures.ts,
      // enterSignedIn) would be ended for every later test of the worker, so the matrix signs in with one of its own.
      await signInAs(page, call.account, call.client);
      const ctx: CallContext = { page, data: {} };
      await call.setup?.(ctx);
      const rows = await runMatrix(call, ctx, mockInjector(mock), { signIn: true, stallMs: REQUEST_MS });
      expect(rows.filter(row => !row.ok).map(row => `${row.fault}: ${row.result}`)).toEqual([]);
    });
  }

  test(CONFIG_CALL.name, async ({ page }) => {
    // The config is read before anything else and without a token: every fault shows the start-up error, none signs out.
    // The mock answers /config.json before its fault layer, so these faults are injected in the browser.
    await page.clock.install();
    const rows = await runMatrix(CONFIG_CALL, { page, data: {} }, browserInjector(page), {
      signIn: false,
      stallMs: CONFIG_TIMEOUT_MS,
      timeoutMs: CONFIG_TIMEOUT_MS + 8000,
    });
    expect(rows.filter(row => !row.ok).map(row => `${row.fault}: ${row.result}`)).toEqual([]);
  });

  /*
   * A refund or void whose answer is lost: the server acts, but its answer never arrives (the connection
   * drops). The app tries again with the same Idempotency-Key, the server answers with what it did the
   * first time, and the payment is refunded (or voided) once.
   */
  for (const action of ['void', 'refund'] as const) {
    test(`payments: ${action} retried after a lost answer reuses its idempotency key and acts once`, async ({
      page,
      mock,
    }, testInfo) => {
      const name = action === 'void' ? 'payments: PATCH /payments/{id}/void' : 'payments: POST /payments/{id}/refund';
      let row: FaultRow = { call: name, fault: LOST_ANSWER, ok: false, result: '' };
      try {
        await mock.config(TEST_TIMEOUTS);
        await enterSignedIn(page, ACCOUNTS.supervisor);
        const id = await findPayment(page, action === 'void' ? 'voidable' : 'refundable', 1 + testInfo.retry);
        const keys: (string | undefined)[] = [];
        const replayed: boolean[] = [];
        page.on('request', request => {
          if (new URL(request.url()).pathname.endsWith(`/payments/${id}/${action}`))
            keys.push(request.headers()['idempotency-key']);
        });
        page.on('response', response => {
          if (new URL(response.url()).pathname.endsWith(`/payments/${id}/${action}`))
            replayed.push(response.headers()['idempotent-replayed'] === 'true');
        });
        // The server acts on the first call, but its answer never arrives.
        await mock.fault({ path: `/api/payments/payments/${id}/${action}`, type: 'lost', times: 1 });
        await page.goto(`/payment/${id}`);
        await page.getByRole('button', { name: action === 'void' ? 'Void' : 'Refund', exact: true }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: action === 'void' ? /^Void transaction$/ : /^Refund \$/ })
          .click();
        const success =
          action === 'void'
            ? `Transaction ${id} has been successfully voided.`
            : `Transaction ${id} has been successfully refunded.`;
        await expect(page.getByText(success)).toBeVisible({ timeout: 3 * REQUEST_MS + 10_000 });
        // The call reached the server again after the lost answer: Chromium resends a request whose reused
        // connection dropped before any answer, the app resends one that failed with no answer. Either way
        // the server saw the same key and replayed its first answer instead of acting twice.
        expect(replayed, 'the answer that arrived was the replay of the first one').toContain(true);
        expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/i);
        expect(new Set(keys).size, 'every try carried the same Idempotency-Key').toBe(1);
        const detail = await apiGet<{
          data: { status: string; associatedPayments?: { paymentProcessTypeName?: string }[] };
        }>(page, `/api/payments/payments/${id}`);
        if (action === 'void') expect(detail.data.status).toBe('voided');
        else
          expect(
            (detail.data.associatedPayments ?? []).filter(payment => payment.paymentProcessTypeName === 'refund'),
          ).toHaveLength(1);
        row = {
          ...row,
          ok: true,
          result: `sent again with the same Idempotency-Key and replayed; ${action === 'void' ? 'voided' : 'refunded'} once; "${success}"`,
        };
      } catch (error) {
        row = { ...row, result: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
        throw error;
      } finally {
        saveRows(test.info().project.outputDir, `${name} (${LOST_ANSWER})`, [row]);
      }
    });
  }
});
