import autocannon from 'autocannon';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { signIn, Tab } from '../lib/browser';
import type { Results } from '../lib/results';
import { percentile } from '../lib/stats';
import { ACCOUNTS, FIRST_ROW, PAYMENT_API_SEARCHES, TERMINALS, USERS } from '../scenarios';
import { noteRequests, routeBuilt } from './coldLoad';

/** The access token the app keeps in this tab's sessionStorage (src/auth/storedToken.ts). */
export const accessTokenOf = (page: Page) =>
  page.evaluate(() => {
    const stored = sessionStorage.getItem('oidc.user');
    if (stored) return (JSON.parse(stored) as { access_token: string }).access_token;
    return null;
  });

/** Payment search API latency on loopback: autocannon, bounded by time, every response's latency kept. */
const measurePaymentsApi = async (browser: Browser, base: string, results: Results) => {
  const tab = await Tab.open(browser);
  try {
    await signIn(tab.page, base, ACCOUNTS.supervisor);
    // The landing page's calls (the dashboard's analytics stand-in among them) finish before the API is loaded.
    await tab.page.waitForLoadState('networkidle');
    const token = await accessTokenOf(tab.page);
    const probe = await fetch(`${base}${PAYMENT_API_SEARCHES[0]}`, { headers: { authorization: `Bearer ${token}` } });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      results.notBuilt(
        'large data',
        'large.paymentsApi.p50',
        'payment search API p50',
        'GET /api/payments/payments answers 404 (not built)',
      );
      results.notBuilt(
        'large data',
        'large.paymentsApi.p95',
        'payment search API p95',
        'GET /api/payments/payments answers 404 (not built)',
      );
      return;
    }
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({
      url: base,
      connections: 8,
      duration: 10,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      requests: PAYMENT_API_SEARCHES.map(path => ({ method: 'GET', path })),
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    const outcome = await instance;
    const failures =
      outcome.errors + outcome.timeouts ? `; ${outcome.errors} errors, ${outcome.timeouts} timeouts` : '';
    const note = `${latencies.length} requests in 10 s over 8 connections; statuses ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}${failures}`;
    const ok = latencies.length > 0 && !failures && [...statuses.keys()].every(status => status === 200);
    if (!ok) {
      results.broken('large data', 'large.paymentsApi.p50', 'payment search API p50', new Error(note));
      return;
    }
    results.add('large data', 'large.paymentsApi.p50', 'payment search API p50', 'ms', percentile(latencies, 50), note);
    results.add('large data', 'large.paymentsApi.p95', 'payment search API p95', 'ms', percentile(latencies, 95), note);
  } finally {
    await tab.close();
  }
};

/** Milliseconds from a change made in the page until the first data row reads differently. */
const timeUntilFirstRowChanges = (page: Page, change: 'sort' | 'filter', argument: string) =>
  page.evaluate(
    async ({ change, argument, selector }) => {
      const firstRow = () => document.querySelector(selector)?.textContent ?? '';
      const before = firstRow();
      const start = performance.now();
      if (change === 'sort') {
        const header = [...document.querySelectorAll('main th')].find(th =>
          th.textContent?.trim().startsWith(argument),
        );
        const button = (header?.querySelector('button, [role="button"]') ?? header) as HTMLElement | null;
        if (!button) throw new Error(`No column header ${argument}`);
        button.click();
      } else {
        const input = [...document.querySelectorAll('main input')].find(
          element =>
            element.getAttribute('placeholder') === argument || element.getAttribute('aria-label') === argument,
        ) as HTMLInputElement | undefined;
        if (!input) throw new Error(`No input ${argument}`);
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, (input.dataset.benchText = input.dataset.benchText === 'smith' ? '' : 'smith'));
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the list did not change within 10 s')), 10_000);
        const observer = new MutationObserver(() => {
          if (firstRow() !== before) {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          }
        });
        observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true });
      });
      await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve)));
      return performance.now() - start;
    },
    { change, argument, selector: 'main table tbody tr' },
  );

/** The user list with 10,000 users: first rows, every cursor page, sort, filter, CSV, and the heap it takes. */
const measureUsers = async (browser: Browser, base: string, results: Results, runs: number) => {
  const tab = await Tab.open(browser);
  const group = 'large data';
  try {
    await signIn(tab.page, base, USERS.account);
    let first;
    try {
      first = await tab.coldLoad(base, { path: USERS.path, ready: FIRST_ROW }, 1, 20_000);
    } catch {
      first = undefined;
    }
    if (
      !first ||
      !routeBuilt({ id: 'settings', label: '', account: null, path: USERS.path, ready: FIRST_ROW }, first)
    ) {
      for (const id of ['firstRows', 'allRows', 'sort', 'filter', 'csv'])
        results.notBuilt(
          group,
          `large.users.${id}`,
          `users: ${id}`,
          'the user list (/settings) shows no rows yet (not built)',
        );
      results.notBuilt(
        'memory',
        'memory.settings.heap',
        'JS heap after /settings with 10,000 users',
        'the user list is not built yet',
      );
      return;
    }
    noteRequests(first);
    const firstRows: number[] = [];
    const allRows: number[] = [];
    const countOf = () =>
      tab.page.evaluate(pattern => {
        for (const button of document.querySelectorAll('main button, main a')) {
          const match = new RegExp(pattern).exec(button.textContent ?? '');
          if (match) return Number(match[1].replace(/,/g, ''));
        }
        return 0;
      }, USERS.download.source);
    for (let run = 0; run < runs; run++) {
      const load = await tab.coldLoad(base, { path: USERS.path, ready: FIRST_ROW }, 1);
      firstRows.push(load.readyMs);
      await tab.page.waitForFunction(
        ({ pattern, total }) =>
          [...document.querySelectorAll('main button, main a')].some(element => {
            const match = new RegExp(pattern).exec(element.textContent ?? '');
            return !!match && Number(match[1].replace(/,/g, '')) >= total;
          }),
        { pattern: USERS.download.source, total: USERS.total },
        { timeout: 60_000, polling: 50 },
      );
      allRows.push(await tab.page.evaluate(() => performance.now()));
    }
    results.add(group, 'large.users.firstRows', 'users: first rows of 10,000', 'ms', firstRows);
    results.add(
      group,
      'large.users.allRows',
      `users: all ${USERS.total} through the cursor pages`,
      'ms',
      allRows,
      `${await countOf()} users listed`,
    );

    results.add(
      'memory',
      'memory.settings.heap',
      'JS heap after /settings with 10,000 users',
      'MB',
      await tab.heapMb(),
    );

    const sorts: number[] = [];
    const filters: number[] = [];
    for (let run = 0; run < runs; run++) {
      sorts.push(await timeUntilFirstRowChanges(tab.page, 'sort', USERS.sortColumn));
      filters.push(await timeUntilFirstRowChanges(tab.page, 'filter', USERS.searchLabel));
    }
    results.add(
      group,
      'large.users.sort',
      `users: client-side sort of ${USERS.total} (${USERS.sortColumn})`,
      'ms',
      sorts,
    );
    results.add(
      group,
      'large.users.filter',
      `users: client-side filter of ${USERS.total} ("${USERS.searchText}", incl. any debounce)`,
      'ms',
      filters,
    );

    const csv: number[] = [];
    let lines = 0;
    for (let run = 0; run < runs; run++) {
      const button = tab.page.getByRole('button', { name: USERS.download });
      const start = Date.now();
      const [download] = await Promise.all([tab.page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
      const file = await download.path();
      csv.push(Date.now() - start);
      lines = fs.readFileSync(file, 'utf8').trim().split('\n').length - 1;
    }
    results.add(
      group,
      'large.users.csv',
      `users.csv export of ${USERS.total} users`,
      'ms',
      csv,
      `${lines} data lines (one per agency)`,
    );
  } catch (error) {
    results.broken(group, 'large.users', 'users at 10,000', error);
  } finally {
    await tab.close();
  }
};

/** Keyboard reorder of a 500-terminal list: until the row moves (optimistic) and until the server confirms. */
export const measureTerminalReorder = async (browser: Browser, base: string, results: Results, runs: number) => {
  const tab = await Tab.open(browser);
  const group = 'large data';
  try {
    await signIn(tab.page, base, TERMINALS.account, TERMINALS.client);
    let load;
    try {
      load = await tab.coldLoad(base, { path: TERMINALS.path, ready: FIRST_ROW }, 1, 20_000);
    } catch {
      load = undefined;
    }
    const handles = tab.page.locator(TERMINALS.handle);
    if (
      !load ||
      !routeBuilt({ id: 'terminals', label: '', account: null, path: TERMINALS.path, ready: FIRST_ROW }, load) ||
      (await handles.count()) === 0
    ) {
      for (const id of ['reorderShown', 'reorderSaved'])
        results.notBuilt(
          group,
          `large.terminals.${id}`,
          `terminals: ${id}`,
          'the sortable terminal list is not built yet',
        );
      return;
    }
    const rows = await tab.page.locator('main table tbody tr').count();
    const shown: number[] = [];
    const saved: number[] = [];
    for (let run = 0; run < runs; run++) {
      const handle = handles.nth(run % 5);
      await handle.focus();
      await tab.page.keyboard.press('Space');
      // dnd-kit measures every row after the pick-up and ignores an arrow pressed before that (as a
      // person would see, and press again): wait for the announcement, then press until it has moved.
      await tab.page.getByText(/^Picked up .*, at position \d+ of/).waitFor({ state: 'attached', timeout: 15_000 });
      const moved = tab.page.getByText(/ is now at position \d+ of/);
      for (let press = 0; press < 20 && !(await moved.count()); press++) {
        await tab.page.keyboard.press('ArrowDown');
        await moved.waitFor({ state: 'attached', timeout: 1000 }).catch(() => undefined);
      }
      const timings = await tab.page.evaluate(
        ({ saved }) =>
          new Promise<{ shown: number; saved: number }>((resolve, reject) => {
            const rowsText = () =>
              [...document.querySelectorAll('main table tbody tr')].map(row => row.textContent).join('|');
            const before = rowsText();
            const start = performance.now();
            let shownAt = -1;
            const timer = setTimeout(() => reject(new Error('no change or confirmation within 15 s')), 15_000);
            const observer = new MutationObserver(() => {
              if (shownAt < 0 && rowsText() !== before) shownAt = performance.now() - start;
              if (shownAt >= 0 && document.body.innerText.includes(saved)) {
                observer.disconnect();
                clearTimeout(timer);
                resolve({ shown: shownAt, saved: performance.now() - start });
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            document.activeElement?.dispatchEvent(
              new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true }),
            );
          }),
        { saved: TERMINALS.saved },
      );
      shown.push(timings.shown);
      saved.push(timings.saved);
      await tab.page
        .getByText(TERMINALS.saved)
        .first()
        .waitFor({ state: 'hidden', timeout: 10_000 })
        .catch(() => undefined);
    }
    const note = `${rows} terminals listed${rows < TERMINALS.minRows ? ` (fewer than ${TERMINALS.minRows}!)` : ''}`;
    results.add(
      group,
      'large.terminals.reorderShown',
      `terminals: keyboard reorder shown (${rows} rows)`,
      'ms',
      shown,
      note,
    );
    results.add(
      group,
      'large.terminals.reorderSaved',
      `terminals: reorder confirmed by the server (${rows} rows)`,
      'ms',
      saved,
      note,
    );
  } catch (error) {
    results.broken(group, 'large.terminals', 'terminal reorder at 500', error);
  } finally {
    await tab.close();
  }
};

export const measureLargeData = async (browser: Browser, base: string, results: Results, runs: number) => {
  await measurePaymentsApi(browser, base, results);
  await measureUsers(browser, base, results, runs);
  await measureTerminalReorder(browser, base, results, runs);
};
