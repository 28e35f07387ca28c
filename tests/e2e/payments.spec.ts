// Journey: A user searches payments by criteria, filters and dates, pages through the results and comes back to the
// same search by its URL.
import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterSignedIn,
  expect as baseExpect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  holdRequests,
  test,
} from './fixtures';

// Several suites share two cores; these screens get more time than the default 10 s before an expectation fails.
const expect = baseExpect.configure({ timeout: 20_000 });

// Payment search: criteria, filters, dates, chips, paging and the URL. Each test enters signed in (fixtures.ts, enterSignedIn).
// Springfield users work in America/Chicago.
const TZ = 'America/Chicago';
// Searches scan the whole seed; on a busy machine they get more time than a click.
const SEARCH_MS = 30_000;
test.describe.configure({ timeout: 180_000 });

/** Two days ago (a calendar date): a search up to it leaves out what other tests add today (refunds are dated now). */
const BEFORE_TODAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

const searchUrl = (filter: Record<string, unknown>) =>
  `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', ...filter }))}`;

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Payment search results' });
const resultRows = (page: Page) => resultsTable(page).locator('tbody tr');
const column = (page: Page, index: number) => resultRows(page).locator(`td:nth-child(${index + 1})`);
const COL = { id: 0, agency: 1, account: 2, date: 3, method: 4, status: 5, amount: 6 } as const;

/**
 * Waits for a finished search (rows, no skeletons) and returns the texts of a column. Given the answer of the search
 * just run, waits for the table to show it: the rows of the search before stay on screen while it runs.
 */
const columnTexts = async (page: Page, index: number, answer?: SearchAnswer) => {
  if (answer) {
    await expect(page.getByText(`${answer.total.toLocaleString('en-US')} Result(s)`, { exact: true })).toBeVisible({
      timeout: SEARCH_MS,
    });
    if (answer.firstId !== undefined)
      await expect(column(page, COL.id).first()).toHaveText(String(answer.firstId), { timeout: SEARCH_MS });
  }
  await expect(page.getByText(/^[\d,]+ Result\(s\)$/)).toBeVisible({ timeout: SEARCH_MS });
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: SEARCH_MS });
  return column(page, index).allInnerTexts();
};

const chooseCriterion = async (page: Page, row: number, label: string) => {
  await page
    .getByRole('combobox', { name: /^Select search criteria/ })
    .nth(row)
    .click();
  await page.getByRole('option', { name: label, exact: true }).click();
};

const PARAMS: Record<string, string> = {
  'Account number': 'account_number',
  Amount: 'amount',
  'Bank account holder name': 'bank_account_holder_name',
  'Bank account last four': 'bank_account_last_four',
  'Cardholder name': 'cardholder_name',
  'Credit card last four': 'credit_card_last_four',
  'Transaction ID': 'transaction_number',
};

/**
 * A fresh search by one criterion, typed into the first row and run with Enter. On /payments already, Clear all
 * starts it over as a person would; the page is loaded only when the test is elsewhere.
 */
const searchByCriterion = async (page: Page, label: string, value: string) => {
  if (new URL(page.url()).pathname !== '/payments') await page.goto('/payments');
  await page
    .getByRole('button', { name: 'Clear all' })
    .or(page.getByRole('heading', { name: 'Perform a Search' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
  await chooseCriterion(page, 0, label);
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  return searched(page, () => input.press('Enter'), `${PARAMS[label]}=`);
};

/** What a payment search answered: the call's address, its count and its first row's id (none when nothing matched). */
interface SearchAnswer {
  url: string;
  total: number;
  firstId?: number;
}

/** Runs an action that changes the search and waits for the search it starts to come back. */
const searched = async (page: Page, action: () => Promise<unknown>, match = ''): Promise<SearchAnswer> => {
  const response = page.waitForResponse(
    res => res.url().includes('/api/payments/payments?') && res.url().includes(match),
    { timeout: SEARCH_MS },
  );
  await action();
  const answered = await response;
  const body = (await answered.json()) as { transactions: { id: number }[]; total: number };
  return { url: answered.url(), total: body.total, firstId: body.transactions[0]?.id };
};

const chooseFilter = async (page: Page, name: string, option: string, match = '') =>
  searched(
    page,
    async () => {
      await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
    },
    match,
  );

const fmt = (date: Date, timeZone = TZ) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

const visibleChip = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Applied search' }).getByRole('button', { name: text });

test.describe('payment search', () => {
  test('starts with "Perform a Search" and no request, and has no accessibility violations', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/api/payments/payments')) searches.push(request.url());
    });
    // From a page without the dashboard's frame: the tab is what is proven, not the landing.
    await enterSignedIn(page, ACCOUNTS.researcher, '/profile');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByText('Search payments')).toBeVisible();
    await expect(page.getByText('Build your search below')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expect(page.getByText('Please perform a search in the search bar above to see payments.')).toBeVisible();
    // The criteria form's code comes as the page shows: its first row, then the checks cover the real inputs.
    await expect(page.getByRole('combobox', { name: 'Select search criteria' })).toBeVisible();
    await expect(page.getByTestId('payment-search-placeholder')).toHaveCount(0);
    await expectNoAxeViolationsInBothModes(page);
    expect(searches).toEqual([]);
    // The search bar collapses and opens again.
    await page.getByRole('button', { name: 'Search payments' }).click();
    await expect(page.getByText('Build your search below')).toBeHidden();
    await page.getByRole('button', { name: 'Search payments' }).click();
    await expect(page.getByText('Build your search below')).toBeVisible();
    // Once the panel has finished sliding open: a click while it opens can land below the clipped Search button.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport({ ratio: 1 });
    // Search with nothing set lists every payment of the client.
    await searched(page, () => page.getByRole('button', { name: 'Search', exact: true }).click());
    expect(new URL(searches[0]).searchParams.toString()).toBe('client=springfield&page=1&per_page=20');
    await expect(resultRows(page)).toHaveCount(20);
  });

  test("a bookmarked search opens with the search bar closed and its criteria in chips; the form's code comes when the bar is pointed at, and shows the criteria", async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    const events: string[] = [];
    page.on('request', request => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/PaymentCriteriaForm-[\w-]+\.js$/.test(pathname)) events.push('form code asked for');
    });
    page.on('response', response => {
      if (response.url().includes('/api/payments/payments?')) events.push('results answered');
    });
    await page.goto(searchUrl({ status: 'successful', account_number: 'E2E-CARD' }));
    await expect(resultRows(page).first().locator('a')).toBeVisible({ timeout: SEARCH_MS });
    const bar = page.getByRole('button', { name: 'Search payments' });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Build your search below')).toBeHidden();
    await expect(visibleChip(page, 'Remove Account number: E2E-CARD')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Select search criteria/ })).toHaveCount(0);
    expect(events).toEqual(['results answered']);

    // Pointed at: the code is asked for; opened: the form holds the search's criteria.
    await bar.hover();
    await expect.poll(() => events).toEqual(['results answered', 'form code asked for']);
    await bar.click();
    await expect(page.getByText('Build your search below')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Select search criteria' })).toHaveText('Account number');
    const account = page.getByRole('textbox', { name: 'Account number', exact: true });
    await expect(account).toHaveValue('E2E-CARD');
    await expectNoAxeViolations(page);
    // What is typed stays while the bar is closed and opened again.
    await account.fill('E2E-BANK');
    await bar.click();
    await expect(page.getByText('Build your search below')).toBeHidden();
    await bar.click();
    await expect(account).toHaveValue('E2E-BANK');

    // Clearing the search leaves nothing to show but the builder: the bar opens on it.
    await bar.click();
    await expect(page.getByText('Build your search below')).toBeHidden();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Select search criteria' })).toBeVisible();
  });

  test('searches by each criterion; rows with a bank or autopay icon are as tall as the others', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    // The read-only fixtures each come alone in their results (other tests add refunds of mutable fixtures, which
    // would push them off a first page): a card payment without icons, a bank account (an icon by the last four) and
    // an autopay payment (an icon by the status).
    const rowHeight = async () => {
      const heights = await resultRows(page).evaluateAll(all => all.map(row => row.getBoundingClientRect().height));
      expect(heights).toHaveLength(1);
      return heights[0];
    };

    const card = await searchByCriterion(page, 'Account number', 'E2E-CARD');
    await expect(page).toHaveURL(/account_number%22%3A%22E2E-CARD/);
    expect(await columnTexts(page, COL.account, card)).toEqual(['E2E-CARD']);
    const plain = await rowHeight();
    await expect(resultRows(page).getByRole('img')).toHaveCount(0);
    const id = (await column(page, COL.id).first().innerText()).trim();
    const amount = (await column(page, COL.amount).first().innerText()).trim();
    await expect(page.getByText('1 Result(s)')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    const byId = await searchByCriterion(page, 'Transaction ID', id);
    expect(await columnTexts(page, COL.id, byId)).toEqual([id]);

    const byAmount = await searchByCriterion(page, 'Amount', amount.replace(/[$,]/g, ''));
    await expect(page).toHaveURL(new RegExp(`amount%22%3A${amount.replace(/[$,.]/g, '')}[,%]`));
    expect(await columnTexts(page, COL.id, byAmount)).toContain(id);

    const byHolder = await searchByCriterion(page, 'Cardholder name', 'zelda fixture');
    expect(await columnTexts(page, COL.id, byHolder)).toEqual([id]);

    const byCard = await searchByCriterion(page, 'Credit card last four', '4242');
    const cards = await columnTexts(page, COL.method, byCard);
    expect(cards.length).toBeGreaterThan(0);
    for (const method of cards) expect(method).toMatch(/•••• 4242$/);

    const byBankHolder = await searchByCriterion(page, 'Bank account holder name', 'Quentin Fixture');
    expect(await columnTexts(page, COL.account, byBankHolder)).toEqual(['E2E-BANK']);
    await expect(resultRows(page).getByRole('img', { name: 'Bank account' })).toHaveCount(1);
    expect(Math.abs((await rowHeight()) - plain)).toBeLessThan(0.5);

    const byBank = await searchByCriterion(page, 'Bank account last four', '6789');
    const banks = await columnTexts(page, COL.method, byBank);
    expect(banks.length).toBeGreaterThan(0);
    for (const method of banks) expect(method).toMatch(/•••• 6789$/);

    const autopay = await searchByCriterion(page, 'Account number', 'E2E-AMEX');
    expect(await columnTexts(page, COL.account, autopay)).toEqual(['E2E-AMEX']);
    await expect(resultRows(page).getByRole('img', { name: 'Autopay' })).toHaveCount(1);
    expect(Math.abs((await rowHeight()) - plain)).toBeLessThan(0.5);
  });

  test('validates criteria: no blank first choice, required values, each criterion once, last four digits only', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher, '/payments');
    await page.getByRole('combobox', { name: 'Select search criteria' }).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('Account number');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(7);
    await page.keyboard.press('Escape');
    await chooseCriterion(page, 0, 'Cardholder name');
    await page.getByRole('button', { name: 'Add search criteria' }).click();
    await chooseCriterion(page, 1, 'Credit card last four');
    const lastFour = page.getByRole('textbox', { name: 'Credit card last four' });
    await lastFour.pressSequentially('12ab345');
    await expect(lastFour).toHaveValue('1234');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Cardholder name is required')).toBeVisible();
    await expect(page).toHaveURL(/\/payments$/);
    // A criterion already chosen is not offered again.
    await page.getByRole('button', { name: 'Add search criteria' }).click();
    await page
      .getByRole('combobox', { name: /^Select search criteria/ })
      .nth(2)
      .click();
    await expect(page.getByRole('option', { name: 'Cardholder name' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('option', { name: 'Credit card last four' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove this criteria' }).nth(2).click();
    await expect(page.getByRole('combobox', { name: /^Select search criteria/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove this criteria' }).first().click();
    await expect(page.getByRole('combobox', { name: /^Select search criteria/ })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Credit card last four' }).press('Enter');
    await expect(page).toHaveURL(/credit_card_last_four%22%3A%221234/);
    for (const method of await columnTexts(page, COL.method)) expect(method).toMatch(/1234$/);

    // What is not an amount is kept as typed and flagged at its field; nothing is searched while it is there. An
    // amount written with its dollar sign and separators is read as the amount it is.
    await page.getByRole('button', { name: 'Add search criteria' }).click();
    await chooseCriterion(page, 1, 'Amount');
    const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
    const searches: string[] = [];
    const countSearch = (request: { url: () => string }) => {
      if (request.url().includes('/api/payments/payments?')) searches.push(request.url());
    };
    page.on('request', countSearch);
    for (const typed of ['1e3', '-5', '12.345']) {
      await amount.fill('');
      await amount.pressSequentially(typed);
      await amount.press('Enter');
      await expect(amount).toHaveValue(typed);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription('Enter an amount such as 12.34');
    }
    await expect(page).not.toHaveURL(/amount/);
    expect(searches).toEqual([]);
    page.off('request', countSearch);
    await amount.fill('$1,000.5');
    await searched(page, () => amount.press('Enter'), 'amount=100050');
    await expect(page).toHaveURL(/amount%22%3A100050[,%]/);
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('narrows by each filter; choosing an agency resets service type and source; Reset filters clears them', async ({
    page,
  }) => {
    // Up to two days ago: refunds other tests make meanwhile are dated today, and the counts compared here stay put.
    await enterSignedIn(page, ACCOUNTS.researcher, searchUrl({ date_to: BEFORE_TODAY }));
    await columnTexts(page, COL.id);
    const all = Number((await page.getByText(/^[\d,]+ Result\(s\)$/).innerText()).replace(/\D/g, ''));
    await expect(page.getByRole('button', { name: 'Reset filters' })).toHaveCount(0);

    const voided = await chooseFilter(page, 'Payment status', 'Voided');
    for (const status of await columnTexts(page, COL.status, voided)) expect(status).toBe('Voided');
    await expect(visibleChip(page, 'Remove Payment status: Voided')).toBeVisible();

    await chooseFilter(page, 'Payment status', 'All statuses');
    const wire = await chooseFilter(page, 'Payment method', 'Wire transfer');
    for (const method of await columnTexts(page, COL.method, wire)) expect(method).toBe('Wire transfer');
    await chooseFilter(page, 'Payment method', 'All payment methods');

    const autopay = await chooseFilter(page, 'Payment mode', 'Autopay');
    await columnTexts(page, COL.id, autopay);
    await expect(resultRows(page).first().getByRole('img', { name: 'Autopay' })).toBeVisible();
    expect(await resultRows(page).getByRole('img', { name: 'Autopay' }).count()).toBe(await resultRows(page).count());
    await chooseFilter(page, 'Payment mode', 'All payment modes');

    const kiosk = await chooseFilter(page, 'Channel', 'Kiosk', 'payment_channel=kiosk');
    await columnTexts(page, COL.id, kiosk);
    expect(kiosk.total).toBeLessThan(all);
    await chooseFilter(page, 'Channel', 'All channels');

    const water = await searched(
      page,
      async () => {
        await page.getByRole('combobox', { name: /^Agencies/ }).click();
        await page.getByRole('option', { name: 'Water Utilities' }).click();
        await page.keyboard.press('Escape');
      },
      'agencies[]=springfield-water-utilities',
    );
    for (const agency of await columnTexts(page, COL.agency, water)) expect(agency).toBe('Water Utilities');

    const waterBill = await chooseFilter(page, 'Service type', 'Water bill', 'service_type=water-bill');
    await columnTexts(page, COL.id, waterBill);
    expect(waterBill.total).toBeLessThan(water.total);
    await chooseFilter(page, 'Payment source', (await sourceOption(page)) ?? 'Web portal');
    await expect(visibleChip(page, /^Remove Payment source:/)).toBeVisible();
    await expect(visibleChip(page, 'Remove Service type: Water bill')).toBeVisible();
    await expectNoAxeViolations(page);

    // Another agency: service type and source go back to all.
    await page.getByRole('combobox', { name: /^Agencies/ }).click();
    await page.getByRole('option', { name: 'Municipal Court' }).click();
    // Open, with some agencies chosen: each option says so itself, its check mark only drawn (Select All part-ticked).
    await expect(page.getByRole('option', { name: 'Municipal Court' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolationsInBothModes(page);
    await page.keyboard.press('Escape');
    await expect(visibleChip(page, 'Remove Service type: Water bill')).toHaveCount(0);
    await expect(visibleChip(page, /^Remove Payment source:/)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Service type/ })).toContainText('All service types');
    for (const agency of await columnTexts(page, COL.agency))
      expect(['Water Utilities', 'Municipal Court']).toContain(agency);

    const reset = await searched(page, () => page.getByRole('button', { name: 'Reset filters' }).click());
    await expect(page.getByRole('button', { name: 'Reset filters' })).toHaveCount(0);
    await columnTexts(page, COL.id, reset);
    expect(reset.total).toBe(all);
  });

  test('a preset and typed dates, start never after end, invalid dates treated as empty; funded-date mode sends the settlement pair in the user timezone', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher, searchUrl({}));
    await page.getByRole('button', { name: 'Choose dates on a calendar' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a date range' });
    await expect(picker.getByRole('button', { name: 'Yesterday' })).toBeVisible();
    // The picker itself: the rows it lies over are checked on their own (quality/a11y), and a link it half covers would
    // read as a small target.
    await expectNoAxeViolations(page, '[role="dialog"][aria-label="Choose a date range"]');
    /** The day before `date`'s day in Chicago, as the date inputs show it. */
    const dayBefore = (date: Date) => {
      const [m, d, y] = fmt(date).split('/').map(Number);
      return fmt(new Date(Date.UTC(y, m - 1, d - 1, 12)), 'UTC');
    };
    // Worked out on both sides of the click: a run across midnight in Chicago may meet either day.
    const before = dayBefore(new Date());
    await picker.getByRole('button', { name: 'Yesterday' }).click();
    const after = dayBefore(new Date());
    const startDate = page.getByRole('textbox', { name: 'Start date' });
    await expect(startDate).toHaveValue(new RegExp(`^(${before}|${after})$`));
    const yesterday = await startDate.inputValue();
    await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(yesterday);
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();
    // The rows of the search before can still be on screen for a moment after the new search is in the URL.
    await expect
      .poll(async () => [...new Set((await columnTexts(page, COL.date)).map(date => date.slice(0, 10)))], {
        timeout: SEARCH_MS,
      })
      .toEqual([yesterday]);
    await expect(visibleChip(page, `Remove Transaction date: ${yesterday} – ${yesterday}`)).toBeVisible();

    // Typed dates: the mask adds the slashes.
    const start = page.getByRole('textbox', { name: 'Start date' });
    const end = page.getByRole('textbox', { name: 'End date' });
    await start.fill('');
    await start.pressSequentially('01052025');
    await expect(start).toHaveValue('01/05/2025');
    await end.fill('');
    await end.pressSequentially('01072025');
    await end.press('Tab');
    await expect(page).toHaveURL(
      /date_from%22%3A%222025-01-05%22.*date_to%22%3A%222025-01-07%22|date_to%22%3A%222025-01-07%22.*date_from%22%3A%222025-01-05%22/,
    );
    await expect
      .poll(
        async () =>
          (await columnTexts(page, COL.date)).every(date =>
            ['01/05/2025', '01/06/2025', '01/07/2025'].includes(date.slice(0, 10)),
          ),
        { timeout: SEARCH_MS },
      )
      .toBe(true);

    // An end before the start clears the start.
    await end.fill('');
    await end.pressSequentially('01012025');
    await expect(start).toHaveValue('');
    await expect(visibleChip(page, 'Remove Transaction date: until 01/01/2025')).toBeVisible();

    // An impossible date is treated as empty: typed over a date applied, it takes that date out of the search.
    await start.pressSequentially('12202024');
    await expect(visibleChip(page, 'Remove Transaction date: 12/20/2024 – 01/01/2025')).toBeVisible();
    await start.selectText();
    await start.pressSequentially('02302024');
    await expect(page.getByText(/Enter a real date from \d{4} to \d{4} as mm\/dd\/yyyy/)).toBeVisible();
    await expect(start).toHaveValue('02/30/2024');
    await expect(visibleChip(page, 'Remove Transaction date: until 01/01/2025')).toBeVisible();
    await expect(page).not.toHaveURL(/date_from/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(end).toHaveValue('');
    await expect(visibleChip(page, /Transaction date/)).toHaveCount(0);

    // Funded-date mode sends the settlement pair, in the user's time zone.
    await expect(start).toHaveValue('');
    await start.pressSequentially('01062025');
    await end.pressSequentially('01102025');
    await end.press('Tab');
    await expect(visibleChip(page, 'Remove Transaction date: 01/06/2025 – 01/10/2025')).toBeVisible();
    await columnTexts(page, COL.id);
    const request = page.waitForRequest(
      req => req.url().includes('/api/payments/payments?') && req.url().includes('dateFilter=funded'),
    );
    await page.getByRole('radio', { name: 'Funded date' }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('settlement_next_business_day_beginning_date')).toBe('2025-01-06T00:00:00.000-06:00');
    expect(url.searchParams.get('settlement_next_business_day_ending_date')).toBe('2025-01-10T23:59:59.999-06:00');
    expect(url.searchParams.get('beginning_time')).toBeNull();
    await expect(visibleChip(page, 'Remove Funded date: 01/06/2025 – 01/10/2025')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Funded date' })).toBeChecked();
    await columnTexts(page, COL.id);
    const transactionRequest = page.waitForRequest(
      req => req.url().includes('/api/payments/payments?') && req.url().includes('dateFilter=transaction'),
    );
    await page.getByRole('radio', { name: 'Transaction date' }).click();
    const transactionUrl = new URL((await transactionRequest).url());
    expect(transactionUrl.searchParams.get('beginning_time')).toBe('2025-01-06T00:00:00.000-06:00');
    expect(transactionUrl.searchParams.get('ending_time')).toBe('2025-01-10T23:59:59.999-06:00');
  });

  test('pages 20 at a time with first, last, neighbours and ellipses; a page that fails once is asked again, not swapped for page 1', async ({
    page,
    mock,
  }) => {
    // Up to two days ago: refunds other tests make meanwhile are dated today, and the page count stays put.
    const web = searchUrl({ payment_channel: 'web', date_to: BEFORE_TODAY });
    await enterSignedIn(page, ACCOUNTS.researcher, web);
    await columnTexts(page, COL.id);
    await expect(resultRows(page)).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Pages of results' });
    const total = Number((await page.getByText(/^[\d,]+ Result\(s\)$/).innerText()).replace(/\D/g, ''));
    const last = Math.ceil(total / 20);
    const pages = async () =>
      (await pager.getByRole('button').allInnerTexts()).filter(text => /^\d+$/.test(text.trim())).map(Number);
    expect(await pages()).toEqual([1, 2, 3, 4, last]);
    await expect(pager.getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute('aria-current', 'page');
    const firstPageIds = await column(page, COL.id).allInnerTexts();
    await mock.fault({ path: '/api/payments/payments', method: 'GET', type: 'status', status: 503, times: 1 });
    await pager.getByRole('button', { name: 'Page 4', exact: true }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(pager.getByRole('button', { name: 'Page 4, current page' })).toBeVisible();
    expect(await pages()).toEqual([1, 2, 3, 4, 5, 6, last]);
    const fourthIds = await columnTexts(page, COL.id);
    expect(fourthIds.some(id => firstPageIds.includes(id))).toBe(false);
    await pager.getByRole('button', { name: `Page ${last}`, exact: true }).click();
    await expect(pager.getByRole('button', { name: `Page ${last}, current page` })).toBeVisible();
    expect(await pages()).toEqual([1, last - 2, last - 1, last]);
    await expect(resultRows(page)).toHaveCount(total % 20 || 20);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(pager.getByRole('button', { name: `Page ${last - 1}, current page` })).toBeVisible();
    // A page beyond the last is clamped to the last.
    await page.goto(`${web}&page=${last + 50}&perPage=20`);
    await expect(pager.getByRole('button', { name: `Page ${last}, current page` })).toBeVisible();
    // The page size is 20 whatever the address asks for.
    const sizes: (string | null)[] = [];
    page.on('request', request => {
      if (request.url().includes('/api/payments/payments?'))
        sizes.push(new URL(request.url()).searchParams.get('per_page'));
    });
    await page.goto(`${web}&page=2&perPage=100`);
    await expect(pager.getByRole('button', { name: 'Page 2, current page' })).toBeVisible();
    await expect(resultRows(page)).toHaveCount(20);
    expect(await pages()).toEqual([1, 2, 3, 4, last]);
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set(['20']));
  });

  test('chips remove what they stand for, and clear all goes back to Perform a Search', async ({ page }) => {
    await enterSignedIn(
      page,
      ACCOUNTS.researcher,
      searchUrl({ account_number: 'E2E-REFUND', status: 'successful', payment_mode: 'one_time' }),
    );
    await expect(visibleChip(page, 'Remove Account number: E2E-REFUND')).toBeVisible();
    await expect(visibleChip(page, 'Remove Payment status: Successful')).toBeVisible();
    await expect(visibleChip(page, 'Remove Payment mode: One-time')).toBeVisible();
    // The search form (in the bar, closed on a bookmarked search) follows the chips.
    await page.getByRole('button', { name: 'Search payments' }).click();
    await expect(page.getByRole('textbox', { name: 'Account number', exact: true })).toHaveValue('E2E-REFUND');
    await visibleChip(page, 'Remove Account number: E2E-REFUND').click();
    await expect(visibleChip(page, /Account number/)).toHaveCount(0);
    await expect(page).not.toHaveURL(/account_number/);
    await expect(page.getByRole('textbox', { name: 'Search value' })).toHaveValue('');
    // Keyboard: focus a chip and press Delete.
    await visibleChip(page, 'Remove Payment mode: One-time').focus();
    await page.keyboard.press('Delete');
    await expect(visibleChip(page, /Payment mode/)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Payment mode/ })).toContainText('All payment modes');
    // The focus, lost with the chip, is on the page's main region, not the document's start.
    await expect(page.getByRole('main')).toBeFocused();
    await page.getByRole('button', { name: 'Clear all' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the search lives in the URL: reload restores it, Back returns to the previous one', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    // An account no other test refunds or voids meanwhile.
    await searchByCriterion(page, 'Account number', 'E2E-BANK');
    const successful = await chooseFilter(page, 'Payment status', 'Successful');
    const ids = await columnTexts(page, COL.id, successful);
    await page.reload();
    // Reloaded, the search bar is closed: the chips say what is searched.
    await expect(visibleChip(page, 'Remove Account number: E2E-BANK')).toBeVisible();
    await expect(visibleChip(page, 'Remove Payment status: Successful')).toBeVisible();
    expect((await columnTexts(page, COL.id)).sort()).toEqual([...ids].sort());
    // /payments by its address (it shows the last search; Back below comes through this entry), then a new search.
    await page.goto('/payments');
    const zelda = await searchByCriterion(page, 'Cardholder name', 'Zelda');
    expect(await columnTexts(page, COL.account, zelda)).toEqual(['E2E-CARD']);
    // Opening a payment and going back keeps the search too.
    await column(page, COL.id).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    await page.getByRole('link', { name: 'Back to payments' }).click();
    await expect(visibleChip(page, 'Remove Cardholder name: Zelda')).toBeVisible();
    // /payments without a search shows the last one (react-admin keeps list parameters for the session).
    await page.goBack();
    await expect(page).toHaveURL(/cardholder_name/);
    await page.goBack();
    await expect(visibleChip(page, 'Remove Account number: E2E-BANK')).toBeVisible();
    await expect(visibleChip(page, 'Remove Payment status: Successful')).toBeVisible();
  });

  test('shows 10 skeleton rows while loading, the error state when the search fails, and "No Results Found" when nothing matches', async ({
    page,
    mock,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    // The search's answer is held until the loading rows have been seen.
    const answer = await holdRequests(page, url => url.pathname === '/api/payments/payments', { times: 1 });
    await page.goto(searchUrl({ account_number: 'E2E-CASH' }));
    await expect(page.getByTestId('skeleton-row')).toHaveCount(10);
    await expect(page.getByText(/^Pending\.{0,3}$/)).toBeVisible();
    answer();
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: SEARCH_MS });
    await expect(resultRows(page)).toHaveCount(1);

    // The next searches are typed in the search bar of the page as it is (a page load would prove nothing here).
    const searchAccount = async (account: string) => {
      const bar = page.getByRole('button', { name: 'Search payments' });
      if ((await bar.getAttribute('aria-expanded')) === 'false') await bar.click();
      const input = page.getByRole('textbox', { name: 'Account number', exact: true });
      await input.fill(account);
      await input.press('Enter');
    };
    await mock.fault({ path: '/api/payments/payments', method: 'GET', type: 'status', status: 500 });
    await searchAccount('E2E-WIRE');
    await expect(
      page.getByText(
        'Something went wrong, please try your search again. If the problem persists, please contact your administrator.',
      ),
    ).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await mock.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(resultRows(page)).toHaveCount(1);

    // A refusal (403) explains in place of the results, with no Try again: another try would not help.
    await mock.fault({ path: '/api/payments/payments', method: 'GET', type: 'status', status: 403 });
    await searchAccount('E2E-BANK');
    const denied = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Access Denied' }) });
    await expect(denied).toContainText(
      "Your role doesn't allow you to search payments. If you think it should, please contact your administrator.",
      { timeout: SEARCH_MS },
    );
    await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/payments\?/);
    await expectNoAxeViolationsInBothModes(page);
    await mock.clearFaults();

    await searchAccount('no-such-account-anywhere');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible({ timeout: SEARCH_MS });
    await expect(
      page.getByText("We couldn't find anything that matched your search. Please edit your search and try again."),
    ).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('results show "Not available" for empty or UUID-like accounts and the leading minus of refunds; amounts are never cut, in English and Spanish, at 1280 px and wider or scrolling narrower', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher, searchUrl({ status: 'refunded' }));
    // A refund carries the minus; a payment refunded in full reads Refunded, its own amount struck.
    const statuses = await columnTexts(page, COL.status);
    const amounts = await columnTexts(page, COL.amount);
    expect(new Set(statuses)).toEqual(new Set(['Refund', 'Refunded']));
    statuses.forEach((status, row) =>
      expect(amounts[row]).toMatch(
        status === 'Refund' ? /^-\$[\d,]+\.\d{2}$/ : /^\$[\d,]+\.\d{2}\s+\(refunded in full\)$/,
      ),
    );
    await expect(resultsTable(page).locator('td del').first()).toBeVisible();
    await page.goto(searchUrl({ payment_channel: 'kiosk' }));
    await columnTexts(page, COL.id);
    // Somewhere in the first pages there is an account that is missing or looks like a UUID.
    for (let n = 0; n < 10; n++) {
      const accounts = await columnTexts(page, COL.account);
      if (accounts.includes('Not available')) break;
      const firstId = await column(page, COL.id).first().innerText();
      await page.getByRole('button', { name: 'Next page' }).click();
      // The next page's rows, not this page's still showing while it loads.
      await expect(column(page, COL.id).first()).not.toHaveText(firstId, { timeout: SEARCH_MS });
    }
    const missing = resultsTable(page).locator('td em', { hasText: 'Not available' }).first();
    await expect(missing).toBeVisible();
    const dates = await columnTexts(page, COL.date);
    for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (am|pm) C[SD]T$/);

    // Amounts are never cut: the results fit their card at 1280 px and wider, in English and Spanish; narrower they
    // scroll with the amount in view.
    // The longest status, in both languages.
    await page.goto(searchUrl({ status: 'chargeback_reversal' }));
    await columnTexts(page, COL.id);
    const frame = page
      .getByRole('table', { name: /^(Payment search results|Resultados de la búsqueda de pagos)$/ })
      .locator('xpath=ancestor::div[contains(@class, "MuiTableContainer-root")]');
    const measure = () =>
      frame.evaluate(box => {
        const edge = box.getBoundingClientRect();
        const amounts = [...box.querySelectorAll('tr > :last-child')].map(cell => cell.getBoundingClientRect());
        const last = box.querySelector('tbody tr > :last-child')!;
        return {
          overflow: box.scrollWidth - box.clientWidth,
          scrolls: getComputedStyle(box).overflowX === 'auto',
          // The rule at the amount column's left: the edge the rows slide under when the table scrolls.
          rule: getComputedStyle(last).borderLeftWidth,
          amountsInside: amounts.every(cell => cell.left >= edge.left && cell.right <= edge.right + 0.5),
        };
      });
    for (const language of ['English', 'Español']) {
      if (language === 'Español') {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: 'Español' }).click();
        await expect(page.getByRole('columnheader', { name: 'Monto' })).toBeVisible();
      }
      // Each size is read once the page has been laid out again at that width.
      for (const width of [1366, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(async () => ({ language, width, ...(await measure()) }))
          .toEqual({ language, width, overflow: 0, scrolls: true, rule: '0px', amountsInside: true });
      }
      // Narrow: the rows scroll sideways under the amount column, which stays in view, its rule marking the edge.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(measure).toMatchObject({ scrolls: true, rule: '1px', amountsInside: true });
      expect((await measure()).overflow).toBeGreaterThan(0);
      await frame.evaluate(box => box.scrollTo({ left: box.scrollWidth }));
      expect((await measure()).amountsInside).toBe(true);
      await frame.evaluate(box => box.scrollTo({ left: 0 }));
    }
  });

  test('an agency admin sees only the payments of their agencies; a platform admin those of the chosen client', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.agencyAdmin, searchUrl({}));
    for (const agency of await columnTexts(page, COL.agency))
      expect(['Water Utilities', 'Parks & Recreation']).toContain(agency);
    await page.getByRole('combobox', { name: /^Agencies/ }).click();
    await expect(page.getByRole('option').filter({ hasNotText: 'Select All' })).toHaveCount(2);
    await page.keyboard.press('Escape');
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await enterSignedIn(page, ACCOUNTS.platformAdmin, searchUrl({}), 'Shelbyville');
    for (const agency of await columnTexts(page, COL.agency))
      expect(['Public Utilities', 'Animal Services', 'Town Clerk']).toContain(agency);
  });
});

/** The first payment source offered for the chosen agencies. */
const sourceOption = async (page: Page): Promise<string | undefined> => {
  const combo: Locator = page.getByRole('combobox', { name: /^Payment source/ });
  await combo.click();
  // The sources of the chosen agencies come with a call of their own: wait for one beside "All payment sources".
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  const options = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return options.find(option => option !== 'All payment sources');
};
