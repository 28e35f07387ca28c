// Journey: A signed-in session ends as it should: the idle warning and its countdown, Log Off, sign-out across tabs, a
// session the identity provider dropped, and a 401 mid-work that returns to the page after signing in again.
import {
  ACCOUNTS,
  enterNewTab,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  signIn,
  scansScreens,
  signInFromHere,
  test,
} from './fixtures';

const EXPIRED = 'For security purposes, you have been logged out. Please log in again to continue.';
const ENDED = 'Your session has ended. Sign in again to continue.';
const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
/** A user's edit page, whose form warns of unsaved changes (a fixture user no test here saves). */
const EDIT_USER = '/settings/users/00uf0000000000000004';

/**
 * Tagged @auth: run again in the msal project (playwright.config.ts), where the sign-out, the silent sign-in of a new tab,
 * the session check and the return after signing in again go through MSAL. Log Off differs from the countdown's end only
 * in the notice on /login, which the app decides whatever the library: oidc only.
 */
const AUTH = { tag: '@auth' };

test.describe('idle session', () => {
  test.slow();

  test(
    'idle leads to the warning; Stay Logged In keeps the session; the countdown ending signs out with the warning',
    AUTH,
    async ({ page, mock }) => {
      await mock.config({ timeouts: { idleMs: 4000, logoutCountdownMs: 20_000 } });
      // The idle timer reads the page's clock (src/session/IdleTimer.tsx): the waits for the warning and the second
      // countdown are moved through instead of waited for; the first countdown runs while the warning is looked at.
      await page.clock.install();
      await signIn(page, ACCOUNTS.agencyAdmin, '/customers');
      await expect(page).toHaveURL(/\/customers$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

      const dialog = page.getByRole('alertdialog', { name: 'Are You Still There?' });
      await page.clock.fastForward(5000);
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByRole('timer')).toHaveText(/You will be logged out in \d+ seconds?/);
      // Focus is in the warning, on Stay Logged In, so a keyboard user can answer it at once.
      await expect(dialog.getByRole('button', { name: 'Stay Logged In' })).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Log Off' })).toBeVisible();
      if (scansScreens()) await expectNoAxeViolationsInBothModes(page);
      await page.screenshot({ path: test.info().outputPath('idle-warning.png') });

      await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
      await expect(page).toHaveURL(/\/payments$/);
      await expect(page.getByRole('link', { name: `Profile of ${ACCOUNTS.agencyAdmin}` })).toBeVisible();

      // Left alone, the warning comes back and its countdown signs out.
      await page.clock.fastForward(5000);
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await page.clock.fastForward(21_000);
      await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
      await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      if (scansScreens()) await expectNoAxeViolationsInBothModes(page);
      await page.screenshot({ path: test.info().outputPath('idle-signed-out.png') });

      // Signed out for real: an app path asks for sign-in again.
      await page.goto('/payments');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fpayments$/);
    },
  );

  test('Log Off in the warning signs out at once, without the security warning: the user asked for it', async ({
    page,
    mock,
  }) => {
    await mock.config({ timeouts: { idleMs: 3000, logoutCountdownMs: 60_000 } });
    await page.clock.install();
    await signIn(page, ACCOUNTS.supervisor);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Are You Still There?' });
    // The wait for the warning is moved through on the page's clock.
    await page.clock.fastForward(4000);
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Log Off' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('unsaved changes never hold the countdown’s sign-out: it reaches /login unasked, signed out at the identity provider', async ({
    page,
    mock,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', dialog => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      // Stay, were the browser to ask: the page would then be kept, its tokens gone.
      void dialog.dismiss();
    });
    await mock.config({ timeouts: { idleMs: 3000, logoutCountdownMs: 2000 } });
    await page.clock.install();
    await signIn(page, ACCOUNTS.clientAdmin, EDIT_USER);
    // The user's form, changed and left: it warns of unsaved changes.
    await page.getByRole('textbox', { name: 'First name' }).fill('Changed');
    await page.clock.fastForward(6000);
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
    expect(dialogs).toEqual([]);
    // Signed out at the identity provider too: a new visit asks for sign-in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  });

  test('Log Out with unsaved changes asks first, in the app’s words: Stay keeps the form and the session, OK leaves unasked again', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    let answer: 'accept' | 'dismiss' = 'dismiss';
    page.on('dialog', dialog => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog[answer]();
    });
    await signIn(page, ACCOUNTS.clientAdmin, EDIT_USER);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Changed');
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(dialogs).toEqual([`confirm: ${UNSAVED}`]);
    await expect(firstName).toHaveValue('Changed');
    // Still signed in: leaving the form (its own question accepted) opens another page.
    answer = 'accept';
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    expect(dialogs).toEqual([`confirm: ${UNSAVED}`, `confirm: ${UNSAVED}`]);

    await page.goto(EDIT_USER);
    await firstName.fill('Changed');
    dialogs.length = 0;
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(dialogs).toEqual([`confirm: ${UNSAVED}`]);
  });

  test('signing out in one tab signs out the others', AUTH, async ({ page, context }) => {
    await signIn(page, ACCOUNTS.clientAdmin);
    const other = await context.newPage();
    // The second tab has its own tokens: it signs in through the identity provider's existing session.
    await enterNewTab(other, '/customers', other.getByRole('heading', { level: 1, name: 'Customers' }));
    await expect(other).toHaveURL(/\/customers$/);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await other.goto('/customers');
    await expect(other).toHaveURL(/\/login\?returnTo=%2Fcustomers$/);
  });

  test(
    'a session the identity provider no longer knows signs out at the next check',
    AUTH,
    async ({ page, context, mock }) => {
      await mock.config({ timeouts: { sessionCheckMs: 2000 } });
      await signIn(page, ACCOUNTS.agencyAdmin, '/customers');
      await expect(page).toHaveURL(/\/customers$/);
      // End the session at the identity provider behind the app's back (no app in this tab to tell the others).
      const idp = await context.newPage();
      await idp.goto('/idp/session/end');
      await expect(idp.getByRole('heading', { name: 'Signed out' })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
      await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
    },
  );

  test(
    'a 401 mid-work signs out once, says the session ended, and signing in again returns to the page with its search',
    AUTH,
    async ({ page, mock }) => {
      const search = `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'refunded' }))}`;
      await signIn(page, ACCOUNTS.researcher, search);
      const endSession: string[] = [];
      page.on('request', request => {
        if (request.url().includes('/idp/session/end?')) endSession.push(request.url());
      });
      const next = page.getByRole('button', { name: 'Next page' });
      await expect(next).toBeEnabled({ timeout: 20_000 });
      await mock.fault({
        path: '/api/**',
        type: 'status',
        status: 401,
        body: { message: 'The access token is invalid or has expired.' },
      });
      await next.click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert').filter({ hasText: ENDED })).toBeVisible();
      // Every call refused at once still ends the session at the identity provider once.
      expect(endSession).toHaveLength(1);
      await expect(page.getByText(EXPIRED)).toHaveCount(0);
      if (scansScreens()) await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('session-ended.png') });
      await mock.clearFaults();
      await signInFromHere(page, ACCOUNTS.researcher);
      await expect(page).toHaveURL(/\/payments\?.*status%22%3A%22refunded/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    },
  );
});
