import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { dayOf, endOfDayIso, startOfDayIso, todayIn } from '../../src/lib/dates';
import { signIn, Tab } from '../lib/browser';
import type { Results } from '../lib/results';
import { EXPORT } from '../scenarios';
import { accessTokenOf } from './largeData';

const GROUP = 'export';
const day = (today: string, back: number) => dayOf(today).subtract(back, 'day').format('YYYY-MM-DD');

/**
 * The shortest run of days ending yesterday whose payments reach `EXPORT.rows`, counted by the payment search API as
 * the app asks it (the user's timezone), so the export's size does not depend on the day the seed was made.
 */
const findRange = async (base: string, token: string) => {
  const today = todayIn(EXPORT.timezone);
  const to = day(today, 1);
  const countBack = async (days: number) => {
    const query = new URLSearchParams({
      client: EXPORT.client,
      per_page: '1',
      beginning_time: startOfDayIso(day(today, days), EXPORT.timezone),
      ending_time: endOfDayIso(to, EXPORT.timezone),
      dateFilter: 'transaction',
    });
    const res = await fetch(`${base}/api/payments/payments?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET /api/payments/payments answered ${res.status}`);
    return ((await res.json()) as { total: number }).total;
  };
  let low = 1;
  let high = 730;
  if ((await countBack(high)) < EXPORT.rows) throw new Error(`the large seed has fewer than ${EXPORT.rows} payments`);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await countBack(middle)) >= EXPORT.rows) high = middle;
    else low = middle + 1;
  }
  return { from: day(today, high), to };
};

/** payments-<from>-<to>.csv of a search of at least 21,000 payments (large seed): time to the file, and the heap after. */
export const measureExport = async (browser: Browser, base: string, results: Results, runs: number) => {
  const tab = await Tab.open(browser);
  const id = `export.payments.${EXPORT.rows}`;
  try {
    await signIn(tab.page, base, EXPORT.account);
    await tab.page.waitForLoadState('networkidle');
    const token = await accessTokenOf(tab.page);
    if (!token) throw new Error('no access token in the tab');
    const { from, to } = await findRange(base, token);
    const filter = { dateFilter: 'transaction', date_from: from, date_to: to };
    await tab.page.goto(`${base}/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const count = tab.page.getByText(/^[\d,]+ Result\(s\)$/);
    await count.waitFor({ timeout: 60_000 });
    const total = Number((await count.innerText()).replace(/\D/g, ''));
    const button = tab.page.getByRole('button', { name: 'Export', exact: true });
    if (!(await button.count())) {
      results.notBuilt(GROUP, id, 'payments export', 'no Export button on the payment results (not built)');
      return;
    }
    const times: number[] = [];
    let lines = 0;
    for (let run = 0; run < runs; run++) {
      const start = Date.now();
      const [download] = await Promise.all([tab.page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
      const file = await download.path();
      times.push(Date.now() - start);
      lines = fs.readFileSync(file, 'utf8').trim().split('\n').length - 1;
      await download.delete();
    }
    const note = `${lines} rows of ${total} matching (${from} to ${to})`;
    if (lines !== total || total < EXPORT.rows) throw new Error(`the file held ${note}`);
    results.add(GROUP, id, `payments export: ${total.toLocaleString('en-US')} payments to CSV`, 'ms', times, note);
    results.add(GROUP, 'export.payments.heap', 'JS heap after the export', 'MB', await tab.heapMb(), note);
  } catch (error) {
    results.broken(GROUP, id, 'payments export', error);
  } finally {
    await tab.close();
  }
};
