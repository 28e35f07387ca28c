// Journey: A person using a screen reader, the keyboard or either colour theme can use every screen, dialog and alert.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  enterSignedIn,
  expandCustomerSearch,
  expect,
  expectNoAxeViolations,
  pickUpAndMoveDown,
  test,
} from '../fixtures';
import { SCREEN_GROUPS, visitScreens } from './screens';
import { findPayment } from './faultCalls';
import {
  expectMode,
  expectNoAxeViolationsInBothModes,
  openCustomerSearch,
  PAYMENTS_BOOKMARK,
  signInAs,
  watchCspViolations,
} from './support';

/**
 * Accessibility: axe (WCAG 2.0/2.1/2.2 A and AA) on every screen, dialog, alert, empty and error state, each in the
 * light and the dark theme, and keyboard use of modals, live regions and drag sorting. The sweep of every screen also checks that
 * none reports a Content-Security-Policy violation (a security check, made here so the screens are visited once).
 */

const axeEachScreen = async (page: Page, groupName: string) => {
  const group = SCREEN_GROUPS.find(candidate => candidate.name === groupName)!;
  const cspViolations = await watchCspViolations(page);
  if (group.account) await enterSignedIn(page, ACCOUNTS[group.account], '/', group.client);
  const failures: string[] = [];
  await visitScreens(page, group, async screen => {
    for (const mode of ['light', 'dark'] as const) {
      await test.step(`${screen.name} (${mode})`, async () => {
        try {
          // No mode chosen: the app follows the device's scheme.
          await page.emulateMedia({ colorScheme: mode });
          await expectMode(page, mode);
          await expectNoAxeViolations(page);
        } catch (error) {
          failures.push(`${screen.name} (${mode}): ${(error as Error).message.split('\n').slice(0, 12).join(' ')}`);
        }
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });
  expect(failures).toEqual([]);
  expect(cspViolations).toEqual([]);
};

test.describe('accessibility of every screen', () => {
  // Each screen is checked twice (light and dark).
  test.describe.configure({ timeout: 300_000 });
  for (const group of SCREEN_GROUPS) {
    test(`${group.name}: every screen has no axe violations and no CSP violation`, async ({ page }) => {
      await axeEachScreen(page, group.name);
    });
  }
});

test.describe('accessibility of states, dialogs and alerts', () => {
  test('the identity provider pages and a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email address').fill(ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Password').fill(`${DEMO_PASSWORD}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the session-expired notice on /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('rm.signoutReason', JSON.stringify({ kind: 'idle' })));
    await page.reload();
    await expect(
      page.getByText('For security purposes, you have been logged out. Please log in again to continue.'),
    ).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('the start-up error when the configuration cannot be read', async ({ page }) => {
    // The mock answers /config.json before its fault layer: the failure is made in the browser.
    await page.route('**/config.json', route =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Revenue Management cannot start' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('payments: no results, a failed search, and the void and refund dialogs', async ({ page, mock }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor, '/');
    await page.goto(
      `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', transaction_number: '999999999' }))}`,
    );
    await expect(page.getByText('No Results Found')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    await mock.fault({ path: '/api/payments/payments', method: 'GET', type: 'status', status: 500 });
    await page.goto(PAYMENTS_BOOKMARK);
    await expect(page.getByText('Something went wrong, please try your search again.', { exact: false })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await mock.clearFaults();

    await page.goto(PAYMENTS_BOOKMARK);
    await page.locator('main table tbody tr').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Transaction \d+$/ })).toBeVisible();
    for (const action of ['Void', 'Refund']) {
      const button = page.getByRole('button', { name: action, exact: true });
      if (!(await button.isEnabled())) continue;
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolationsInBothModes(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('customers: perform a search, no results and a failed search', async ({ page, mock }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/');
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await mock.fault({ path: '/api/sso/sso/admin/users', method: 'GET', type: 'status', status: 500 });
    await openCustomerSearch(page, 'Zzyzx');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Something went wrong, please try your search again.', { exact: false })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await mock.clearFaults();
    await expandCustomerSearch(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('users: no results, and the dashboard and client settings failures', async ({ page, mock }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/');
    await page.goto('/settings');
    await page.getByPlaceholder('Search by Name or Email Address').fill('zzzz-nobody-zzzz');
    await expect(page.getByText('No Results Found')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    await mock.fault({ path: '/api/sso/periscope_dashboard', type: 'status', status: 500 });
    await page.goto('/dashboard');
    await expect(page.getByText('There was an issue trying to load the dashboard.', { exact: false })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await mock.clearFaults();

    await mock.fault({ path: '/config-service/settings/*/settings.json', type: 'status', status: 500 });
    await page.goto('/dashboard');
    await expect(page.getByText('The settings of Springfield could not be loaded', { exact: false })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('the maintenance screen', async ({ page, mock }) => {
    await page.request.post(`/__mock/flags?scope=${encodeURIComponent(mock.scope)}`, {
      data: { 'display-maintenance-screen-rev-m': true },
    });
    try {
      await signInAs(page, 'researcher').catch(() => page.goto('/dashboard'));
      await expect(page.getByRole('heading', { name: 'Down For Maintenance' })).toBeVisible();
      await expectNoAxeViolationsInBothModes(page);
    } finally {
      await page.request.delete(`/__mock/flags?scope=${encodeURIComponent(mock.scope)}`);
    }
  });

  test('the idle-session warning', async ({ page, mock }) => {
    await mock.config({ timeouts: { idleMs: 3000, logoutCountdownMs: 60_000 } });
    await signInAs(page, 'researcher');
    const dialog = page.getByRole('alertdialog', { name: 'Are You Still There?' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolationsInBothModes(page);
    // Focus is inside the warning, so a keyboard user can answer it at once.
    expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('keyboard', () => {
  test('focus moves into a modal, Escape closes it, and focus returns to what opened it', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor, '/');
    const id = await findPayment(page, 'voidable');
    await page.goto(`/payment/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Transaction ${id}` })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Void', exact: true });
    await expect(opener).toBeEnabled();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
    // Tab stays inside the dialog.
    for (let index = 0; index < 4; index++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('notices are announced through a live region', async ({ page, mock }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor, '/');
    const id = await findPayment(page, 'voidable');
    await page.goto(`/payment/${id}`);
    await mock.fault({ path: `/api/payments/payments/${id}/void`, method: 'PATCH', type: 'status', status: 500 });
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
    const notice = page.getByText(`Transaction ${id} could not be voided`);
    await expect(notice).toBeVisible();
    // The toast's text sits in a live region, so a screen reader reads it out without moving focus.
    expect(
      await notice.evaluate(
        element => !!element.closest('[aria-live="assertive"], [aria-live="polite"], [role="alert"], [role="status"]'),
      ),
    ).toBe(true);
    await expectNoAxeViolationsInBothModes(page);
  });

  test('drag sorting works by keyboard alone', async ({ page }) => {
    // Picks a row up, moves it and drops it back where it was, by keyboard: the whole interaction, with
    // nothing saved, so the lists other tests rely on keep their order. pos.spec.ts saves a keyboard drop.
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/', 'Springfield');
    await page.goto('/pos-config/locations');
    const table = page.getByRole('table', { name: 'Locations' });
    await expect(table.locator('tbody tr a').first()).toBeVisible();
    const names = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
    const before = await names();
    const handle = table.getByRole('button', { name: `Reorder ${before[0]}` });
    await pickUpAndMoveDown(page, table, before[0]);
    await expect(page.getByText(`${before[0]} is now at position 2 of ${before.length}.`)).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(
      page.getByText(`Reordering cancelled. ${before[0]} returned to position 1 of ${before.length}.`),
    ).toBeAttached();
    await expect(table.locator('tbody tr[data-dragging]')).toHaveCount(0);
    expect(await names()).toEqual(before);
    await expect(handle).toBeFocused();
  });
});
