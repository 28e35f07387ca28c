// Journey: A user saves searches and arranges columns on /payments and /settings, and finds them as left after a
// reload, for that user only.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import {
  ACCOUNTS,
  enterSignedIn,
  expect as baseExpect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  signIn,
  signInFromHere,
  test,
} from './fixtures';

// Several suites share two cores: these screens get more time than the default before an expectation fails.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const FILTER = { dateFilter: 'transaction', date_from: daysAgo(62), date_to: daysAgo(60) };
const searchUrl = (filter: Record<string, unknown>) => `/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const results = (page: Page) => page.getByRole('table', { name: 'Payment search results' });

/** Opens the search and waits for its rows. */
const openSearch = async (page: Page) => {
  await page.goto(searchUrl(FILTER));
  await expect(page.getByText(/^[\d,]+ Result\(s\)$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 30_000 });
};

/** Saves what the list searches under `name`, by keyboard (react-admin's saved queries). */
const saveSearchAs = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Save current search…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save current search as' });
  await dialog.getByLabel('Search name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
};

test.describe('saved searches and columns', () => {
  test('a saved payments search reopens with its filters after a reload, for its user only', async ({ page }) => {
    await signIn(page, ACCOUNTS.supervisor, '/dashboard');
    await openSearch(page);
    await saveSearchAs(page, 'Two months back');

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await page.getByRole('button', { name: 'Two months back' }).click();
    await expect(page).toHaveURL(
      new RegExp(`date_from%22%3A%22${FILTER.date_from}.*date_to%22%3A%22${FILTER.date_to}`),
    );
    await expect(page.getByRole('button', { name: /^Remove Transaction date: / })).toBeVisible();
    await expect(results(page)).toBeVisible({ timeout: 30_000 });

    // Another user of the same browser does not see it.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInFromHere(page, ACCOUNTS.researcher);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Two months back' })).toHaveCount(0);
  });

  test('a hidden payments column stays hidden after a reload and is left out of a visible-columns export', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor, '/dashboard');
    await openSearch(page);
    const header = results(page).getByRole('columnheader', { name: 'Account number' });
    await expect(header).toBeVisible();
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Account number' }).press('Space');
    await page.keyboard.press('Escape');
    await expect(header).toHaveCount(0);

    await page.reload();
    await expect(results(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 30_000 });
    await expect(results(page).getByRole('columnheader', { name: 'Transaction ID' })).toBeVisible();
    await expect(header).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Visible columns' }).click();
    await expect(page.getByRole('button', { name: 'Visible columns' })).toHaveAttribute('aria-pressed', 'true');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const [columns] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(columns).toEqual([
      'Transaction ID',
      'Agency',
      'Transaction date',
      'Payment method',
      'Card/bank last four',
      'Status',
      'Amount',
    ]);
  });

  test('on /settings a saved search and a hidden column come back after a reload', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/settings');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(page.getByRole('status').getByText(/^All \d+ users loaded$/)).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('searchbox', { name: 'Search by Name or Email Address' });
    await search.fill('Greene');
    // Saved with its sort: names from Z to A.
    await table.getByRole('button', { name: /sort by name/i }).click();
    await expect(table.locator('.Mui-active.MuiTableSortLabel-directionDesc')).toHaveCount(1);
    await saveSearchAs(page, 'Greenes');
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Email Address' }).press('Space');
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Email Address' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('status').getByText(/^All \d+ users loaded$/)).toBeVisible({ timeout: 30_000 });
    await search.fill('');
    await expect(table.getByRole('columnheader', { name: 'Email Address' })).toHaveCount(0);
    await expect(table.locator('.Mui-active.MuiTableSortLabel-directionDesc')).toHaveCount(0);
    await page.getByRole('button', { name: 'Greenes' }).click();
    await expect(search).toHaveValue('Greene');
    await expect(table.getByRole('row').nth(1)).toContainText('Greene');
    // All it saved: the sort too, so it shows as the search applied.
    await expect(table.locator('.Mui-active.MuiTableSortLabel-directionDesc')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Greenes', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('saved searches and columns menus', () => {
  test('a payments column moved by keyboard alone keeps its place after a reload; Reset, named on a phone too, puts it back', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    await openSearch(page);
    const headers = results(page).getByRole('columnheader');
    await expect(headers.nth(0)).toHaveText('Transaction ID');
    await expect(headers.nth(2)).toHaveText('Account number');

    await page.getByRole('button', { name: 'Columns', exact: true }).focus();
    await page.keyboard.press('Enter');
    // To the menu's search box, into its items, then through them with the arrow keys.
    await page.keyboard.press('Tab');
    await expect(page.getByPlaceholder('Search columns')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menuitemcheckbox', { name: 'Transaction ID' })).toBeFocused();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
      await page.keyboard.press(key);
    await expect(page.getByRole('menuitem', { name: 'Move Account number up' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The focus follows the column: pressed again, it moves the same column.
    await expect(page.getByRole('menuitem', { name: 'Move Account number up' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Where it went is said with the item that has the focus now.
    const moved = page.getByRole('menuitem', { name: 'Move Account number down' });
    await expect(moved).toBeFocused();
    await expect(moved).toHaveAccessibleDescription('Account number moved to position 1 of 7.');
    await page.keyboard.press('Escape');
    await expect(headers.nth(0)).toHaveText('Account number');
    await expect(headers.nth(1)).toHaveText('Transaction ID');

    await page.reload();
    await expect(results(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 30_000 });
    await expect(headers.nth(0)).toHaveText('Account number');
    await expect(headers.nth(1)).toHaveText('Transaction ID');
    await expect(headers.nth(2)).toHaveText('Agency');
    // The spec's title for the date column, word for word.
    await expect(headers.nth(3)).toHaveText('Transactions date');

    // On a phone the menu's Reset is named on screen too, and puts the columns back in their first order.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    const reset = page.getByRole('button', { name: 'Reset', exact: true });
    await expect(reset).toBeVisible();
    expect(await reset.evaluate(button => getComputedStyle(button, '::after').content)).toBe('"Reset"');
    await reset.click();
    await page.keyboard.press('Escape');
    await expect(headers.nth(0)).toHaveText('Transaction ID');
    await expect(headers.nth(2)).toHaveText('Account number');
  });

  test('have no axe violations while open, in light and dark', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    await openSearch(page);
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Account number' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save current search…' }).click();
    await expect(page.getByRole('dialog', { name: 'Save current search as' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await page.keyboard.press('Escape');

    await saveSearchAs(page, 'Two months back');
    await page.getByRole('button', { name: 'Remove saved search “Two months back”' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove saved search?' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });
});
