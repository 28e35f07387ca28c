// Journey: A user downloads the payments they searched for as a CSV whose amounts match the screens.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { ACCOUNTS, enterSignedIn, expect as baseExpect, expectNoAxeViolations, holdRequests, test } from './fixtures';

// Several suites share two cores: these screens get more time than the default before an expectation fails.
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH_MS = 30_000;
test.describe.configure({ timeout: 180_000 });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
// Five months before the last forty days: every kind of transaction the seed makes is in it, several times, and what
// other tests add meanwhile (refunds are dated now) stays out of it.
const FILTER = { dateFilter: 'transaction', date_from: daysAgo(200), date_to: daysAgo(40) };
const FILE = `payments-${FILTER.date_from}-${FILTER.date_to}.csv`;
const searchUrl = (filter: Record<string, unknown>) => `/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Signs the supervisor in and from then on records the export's reads of the search (the pages of 100 it asks for)
 * and the files the page hands to the browser.
 */
const watchedSession = async (page: Page) => {
  await enterSignedIn(page, ACCOUNTS.supervisor);
  const reads: string[] = [];
  const downloads: string[] = [];
  page.on('request', request => {
    if (request.url().includes('/api/payments/payments?') && request.url().includes('per_page=100'))
      reads.push(request.url());
  });
  page.on('download', download => downloads.push(download.suggestedFilename()));
  return { reads, downloads };
};

/** Opens the search and returns the count the results show. */
const openSearch = async (page: Page, filter: Record<string, unknown> = FILTER) => {
  await page.goto(searchUrl(filter));
  const count = page.getByText(/^[\d,]+ Result\(s\)$/);
  await expect(count).toBeVisible({ timeout: SEARCH_MS });
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: SEARCH_MS });
  return Number((await count.innerText()).replace(/\D/g, ''));
};

test.describe('payment export', () => {
  test('downloads every payment the search matches, as many rows as the total shown, each money column what the payment page and its receipt show; shows its progress and can be cancelled, and says why it failed, with nothing saved either time', async ({
    page,
  }) => {
    const { reads, downloads } = await watchedSession(page);
    const total = await openSearch(page);
    // More than one page of the API: the export has to page through it.
    expect(total).toBeGreaterThan(100);
    const firstRow = page.getByRole('table', { name: 'Payment search results' }).locator('tbody tr').first();
    const [id, , , date, , status, amount] = (await firstRow.locator('td').allInnerTexts()).map(text => text.trim());

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE);
    await expect(page.getByText('Export Complete')).toBeVisible();
    await expect(page.getByText(`${total.toLocaleString('en-US')} payment(s) saved to ${FILE}.`)).toBeVisible();
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toHaveLength(18);
    expect([rows[0][0], ...rows[0].slice(13)]).toEqual([
      'Transaction ID',
      'Amount',
      'Service fee',
      'Total',
      'Refunded',
      'Net',
    ]);
    expect(rows.length - 1).toBe(total);
    expect(new Set(rows.slice(1).map(row => row[0])).size).toBe(total);
    expect(reads).toHaveLength(Math.ceil(total / 100));
    // The first row is the table's first row, as the table shows it (the amount in plain dollars).
    expect([rows[1][0], rows[1][1], rows[1][6]]).toEqual([id, date, status]);
    // (A payment refunded in full shows its amount struck, and says so to a screen reader.)
    expect(rows[1][13]).toBe(amount.replace(/[$,]|\s*\(refunded in full\)/g, ''));
    // Every row whole, its amounts dollars with two decimals (Refunded empty where the row is not a payment), no cell
    // a formula (one assertion: 10,000 would each be a step of the trace).
    const malformed = rows
      .slice(1)
      .filter(
        row =>
          row.length !== 18 ||
          !row.slice(13).every((cell, index) => /^-?\d+\.\d{2}$/.test(cell) || (index === 3 && cell === '')) ||
          row.some(cell => /^[=+@\t\r]/.test(cell)),
      );
    expect(malformed).toEqual([]);

    // Cancelled: the pages after the first are held back, so the export is seen part way, and cancelled there.
    const laterPage = (url: URL) =>
      url.pathname === '/api/payments/payments' &&
      url.searchParams.get('per_page') === '100' &&
      Number(url.searchParams.get('page')) >= 2;
    const release = await holdRequests(page, laterPage);
    await page.getByRole('button', { name: 'Export' }).click();
    const progress = page.getByRole('progressbar', { name: /^Exporting [\d,]+ of [\d,]+ payments$/ });
    await expect(progress).toBeVisible();
    await expectNoAxeViolations(page);
    // Some of it read: the count and the bar say how much.
    const shownTotal = total.toLocaleString('en-US');
    await expect(progress).toHaveAttribute('aria-valuetext', new RegExp(`^[1-9][\\d,]* of ${shownTotal}$`));
    await expect(page.getByText(new RegExp(`^Exporting [1-9][\\d,]* of ${shownTotal} payments$`))).toBeVisible();
    const readsAtCancel = reads.length;
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Export Cancelled')).toBeVisible();
    await expect(page.getByText('Nothing was saved.')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    release();
    // The export ended with the pages it was reading when cancelled (each page that came in while the click was on
    // its way asked for one more ahead): no file beyond the first export's.
    expect(reads.length).toBeLessThanOrEqual(readsAtCancel + 2);
    expect(downloads).toEqual([FILE]);

    // Failed: the second page fails, and the first one read must not end up in a file.
    await page.route(laterPage, route =>
      route.fulfill({ status: 503, json: { message: 'Payment search is unavailable.' } }),
    );
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText('Export Failed')).toBeVisible();
    await expect(page.getByText('Nothing was saved: Payment search is unavailable.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(downloads).toEqual([FILE]);

    // Every money column of the first file is what the payment page and its receipt show, for a transaction of each kind.
    const [header, ...records] = rows;
    const column = (row: string[], title: string) => row[header.indexOf(title)];
    const cents = (dollars: string) => Math.round(Number(dollars) * 100);
    const kinds: [string, (row: string[]) => boolean][] = [
      ['successful', row => column(row, 'Status') === 'Successful' && column(row, 'Refunded') === '0.00'],
      ['partly refunded', row => column(row, 'Status') === 'Successful' && cents(column(row, 'Refunded')) < 0],
      ['fully refunded', row => column(row, 'Status') === 'Refunded'],
      ['voided', row => column(row, 'Status') === 'Voided'],
      ['failed payment', row => column(row, 'Status') === 'Failed' && column(row, 'Refunded') !== ''],
      ['failed refund', row => column(row, 'Status') === 'Failed' && column(row, 'Refunded') === ''],
      ['refund', row => column(row, 'Status') === 'Refund'],
      ['chargeback', row => column(row, 'Status') === 'Chargeback'],
      ['chargeback reversal', row => column(row, 'Status') === 'Chargeback Reversal'],
      ['ACH return', row => column(row, 'Status') === 'ACH Return'],
    ];
    /** The amounts a details list shows, in cents by label (null: the label is not there). */
    const shown = async (list: Locator) => {
      const amounts: Record<string, number | null> = {};
      for (const label of ['Subtotal', 'Service fee', 'Total', 'Refunded', 'Net']) {
        const term = list.locator('dt').getByText(label, { exact: true });
        if (!(await term.count())) {
          amounts[label] = null;
          continue;
        }
        const text = await term.locator('xpath=following-sibling::dd[1]').innerText();
        const [, minus, dollars] = /(-?)\$([\d,]+\.\d{2})/.exec(text)!;
        amounts[label] = (minus ? -1 : 1) * cents(dollars.replace(/,/g, ''));
      }
      return amounts;
    };
    for (const [kind, matches] of kinds) {
      const row = records.find(matches);
      expect(row, `a ${kind} row in the export`).toBeDefined();
      const file = {
        Subtotal: cents(column(row!, 'Amount')),
        'Service fee': cents(column(row!, 'Service fee')),
        Total: cents(column(row!, 'Total')),
        // The page lists Refunded where something was refunded; the file says 0.00 for a payment with none, and
        // nothing for a row that is not a payment.
        Refunded:
          column(row!, 'Refunded') === '' || column(row!, 'Refunded') === '0.00'
            ? null
            : cents(column(row!, 'Refunded')),
        Net: cents(column(row!, 'Net')),
      };
      await page.goto(`/payment/${column(row!, 'Transaction ID')}`);
      const details = page.getByRole('region', { name: 'Transaction Details' });
      await expect(details).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Status:' })
          .getByText(`Status: ${column(row!, 'Status')}`, { exact: true }),
      ).toBeVisible();
      expect({ kind, ...(await shown(details)) }).toEqual({ kind, ...file });
      await page.getByRole('button', { name: 'Print receipt' }).click();
      const receipt = page.getByRole('dialog');
      await expect(receipt.getByRole('heading', { level: 2 })).toBeVisible();
      expect({ kind, ...(await shown(receipt)) }).toEqual({ kind, ...file });
    }
  });

  test('above 100,000 matches asks to narrow the dates, and downloads nothing', async ({ page, mock }) => {
    const { reads, downloads } = await watchedSession(page);
    // This test's searches answer as a client with 150,000 payments would.
    const row = { id: 1000001, createdAt: '2025-01-02T15:00:00Z', status: 'successful', subtotal: 1000 };
    await mock.fault({
      path: '/api/payments/payments',
      type: 'status',
      status: 200,
      body: { total: 150_000, transactions: [row] },
    });
    expect(await openSearch(page, { dateFilter: 'transaction' })).toBe(150_000);
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This search matches 150,000 payments; an export holds at most 100,000. Narrow the dates, then export again.',
    );
    await expectNoAxeViolations(page);
    expect(reads).toEqual([]);
    expect(downloads).toEqual([]);
  });
});
