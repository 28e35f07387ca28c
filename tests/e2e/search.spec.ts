// Journey: A signed-in user finds a payment, a user or a customer from the top bar's search, by keyboard alone, seeing
// only what their role may see.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterSignedIn,
  expect,
  expectNoAxeViolationsInBothModes,
  signIn,
  signInFromHere,
  test,
  holdRequests,
} from './fixtures';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search transactions, customers and users' });
/** Signs in and waits for the top bar's search, whose shortcuts work from then on. */
const signInToSearch = async (page: Page, email: string) => {
  await enterSignedIn(page, email, '/');
  await expect(page.getByRole('button', { name: 'Search transactions, customers and users' })).toBeVisible();
};
const group = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

test.describe('search from the top bar', () => {
  test('a supervisor pastes a transaction ID and lands on its payment by keyboard alone', async ({ page }) => {
    await signInToSearch(page, ACCOUNTS.supervisor);
    // The panel's code loads when the box first opens: what is pasted before it has arrived is kept.
    const release = await holdRequests(page, /\/assets\/SearchPanel-[\w-]+\.js$/);
    await page.keyboard.press('/');
    await page.keyboard.insertText('E2E-CARD');
    await expect(page.getByRole('textbox', { name: 'Search transactions, customers and users' })).toHaveValue(
      'E2E-CARD',
    );
    release();
    const found = group(page, 'Payments').getByRole('option').first();
    await expect(found).toHaveText(/^\d{7} · /);
    const id = (await found.innerText()).split(' ')[0];
    await page.keyboard.press('Escape');
    await expect(box(page)).toBeHidden();

    await page.keyboard.press('Control+K');
    await expect(page.getByText('Payments of the last 90 days')).toBeVisible();
    await page.keyboard.insertText(id);
    await expect(group(page, 'Payments').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status')).toHaveText('1 payment found');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
    // The keyboard carries on from the payment's page, not from the start of the document.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main, header'))).toBe(true);
  });

  test('a client admin types an e-mail and sees the customer and the user', async ({ page }) => {
    await signInToSearch(page, ACCOUNTS.clientAdmin);
    await page.getByRole('button', { name: 'Search transactions, customers and users' }).click();
    await box(page).fill(ACCOUNTS.agencyAdmin);
    await expect(group(page, 'Customers').getByRole('option', { name: /Aaron Greene/ })).toBeVisible();
    await expect(group(page, 'Users').getByRole('option', { name: /Aaron Greene/ })).toBeVisible();
    await expect(group(page, 'Payments')).toHaveCount(0);
    // The customer opens /customers on that search.
    await group(page, 'Customers')
      .getByRole('option', { name: /Aaron Greene/ })
      .click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole('row').filter({ hasText: ACCOUNTS.agencyAdmin })).toBeVisible();

    // A name: five customers at most, and "See all" opens /customers on the name, whatever it searched before.
    await page.getByRole('button', { name: 'Search transactions, customers and users' }).click();
    await box(page).fill('Smith');
    const customers = group(page, 'Customers');
    await expect(customers.getByRole('option', { name: /See all \d+/ })).toBeVisible();
    expect(await customers.getByRole('option').count()).toBeLessThanOrEqual(6);
    await customers.getByRole('option', { name: /See all \d+/ }).click();
    await expect(page.getByRole('row').filter({ hasText: /Smith/ }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ACCOUNTS.agencyAdmin })).toHaveCount(0);
  });

  test('a researcher types a name and sees only payments', async ({ page }) => {
    await signInToSearch(page, ACCOUNTS.researcher);
    await page.keyboard.press('/');
    await page.keyboard.insertText('Zelda Fixture');
    await expect(group(page, 'Payments').getByRole('option').first()).toContainText('•••• 4242');
    await expect(group(page, 'Customers')).toHaveCount(0);
    await expect(group(page, 'Users')).toHaveCount(0);
    // "See all" opens the payments search in its shareable address.
    await group(page, 'Payments')
      .getByRole('option', { name: /See all/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/payments\?filter=.*cardholder_name%22%3A%22Zelda%20Fixture/);
  });

  test('a user without customer management sees no Customers group', async ({ page }) => {
    await signInToSearch(page, ACCOUNTS.shelbyvilleAdmin);
    await page.keyboard.press('Control+K');
    await page.keyboard.insertText('Smith');
    await expect(page.getByRole('status')).toContainText('found');
    await expect(group(page, 'Customers')).toHaveCount(0);
  });

  test('has no axe violations with the panel open, in light and dark', async ({ page }) => {
    await signInToSearch(page, ACCOUNTS.clientAdmin);
    await page.keyboard.press('/');
    await page.keyboard.insertText('Greene');
    await expect(group(page, 'Users').getByRole('option').first()).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('fast typing never shows results of an older input', async ({ page }) => {
    await signInToSearch(page, ACCOUNTS.researcher);
    // The older input's payment searches answer late: held until the newer input's results show.
    let release = () => {};
    const held = new Promise<void>(resolve => (release = resolve));
    const older = (url: string) => url.includes('/api/payments/payments?') && url.includes('Greene');
    let settled = 0;
    const count = (url: string) => older(url) && settled++;
    page.on('requestfinished', request => count(request.url()));
    page.on('requestfailed', request => count(request.url()));
    await page.route(
      url => older(url.href),
      async route => {
        await held;
        await route.continue().catch(() => undefined);
      },
    );
    await page.keyboard.press('/');
    const asked = page.waitForRequest(request => older(request.url()));
    await page.keyboard.insertText('Greene');
    await asked;
    await box(page).fill('Zelda Fixture');
    const payments = group(page, 'Payments');
    await expect(payments.getByRole('option').first()).toContainText('•••• 4242');
    const shown = await payments.innerText();
    const announced = await page.getByRole('status').innerText();

    release();
    await expect.poll(() => settled).toBeGreaterThan(0);
    await expect(box(page)).toHaveValue('Zelda Fixture');
    expect(await payments.innerText()).toBe(shown);
    await expect(page.getByRole('status')).toHaveText(announced);
  });

  test('recent lookups stay for the tab through a reload, and go at sign-out', async ({ page }) => {
    // It signs out: a session of its own, not the saved one other tests share (fixtures.ts, enterSignedIn).
    await signIn(page, ACCOUNTS.researcher);
    await expect(page.getByRole('button', { name: 'Search transactions, customers and users' })).toBeVisible();
    await page.keyboard.press('/');
    await page.keyboard.insertText('Zelda Fixture');
    await expect(group(page, 'Payments').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\/\d+$/);

    await page.reload();
    await page.getByRole('button', { name: 'Search transactions, customers and users' }).click();
    await expect(group(page, 'Recent').getByRole('option', { name: 'Zelda Fixture' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInFromHere(page, ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Search transactions, customers and users' }).click();
    await expect(box(page)).toBeVisible();
    await expect(group(page, 'Recent')).toHaveCount(0);
  });

  test('at 390 px the panel takes the whole width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Search transactions, customers and users' }).click();
    const panel = await page.getByRole('dialog').boundingBox();
    expect(panel).toMatchObject({ x: 0, width: 390 });
  });
});
