// Journey: A user chooses light, dark or the device's theme, kept for the tab through a reload and a sign-out, on a
// phone too.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterSignedIn,
  expect,
  expectMode,
  expectNoAxeViolations,
  signIn,
  signInFromHere,
  test,
} from './fixtures';

const choose = async (page: Page, from: string, to: string) => {
  await page.getByRole('button', { name: `Theme: ${from}` }).click();
  await page.getByRole('menu', { name: 'Theme' }).getByRole('menuitemradio', { name: to }).click();
};

/** The brand's bar, white on the brand's colour in both modes. */
const STANDARD_BAR = 'rgb(11, 61, 110)';

test.describe('light, dark and system themes', () => {
  test('follows the system by default; Dark is kept for the tab through a reload and a sign-out', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, ACCOUNTS.supervisor, '/payments');
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expectMode(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectMode(page, 'light');

    await choose(page, 'System', 'Dark');
    await expectMode(page, 'dark');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', STANDARD_BAR);
    await expect(page.getByRole('banner')).toHaveCSS('color', 'rgb(255, 255, 255)');

    // The loading screen of the next page load is drawn in the mode chosen, before the app's code runs.
    await page.route('**/assets/boot-*.js', route => route.abort());
    await page.reload();
    await expect(page.getByText('Revenue Management could not load.', { exact: false })).toBeVisible();
    await expect(page.locator('.boot-splash')).toHaveCSS('background-color', 'rgb(15, 21, 28)');
    await page.unroute('**/assets/boot-*.js');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expectMode(page, 'dark');
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The sign-in screen after Log Out is in the mode chosen.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectMode(page, 'dark');
  });

  test('Light holds against a dark system, and System follows it again', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await enterSignedIn(page, ACCOUNTS.researcher, '/payments');
    await expectMode(page, 'dark');
    await choose(page, 'System', 'Light');
    await expectMode(page, 'light');
    await page.reload();
    await expectMode(page, 'light');
    await choose(page, 'Light', 'System');
    await expectMode(page, 'dark');
  });

  test('the rebrand styles the dark theme too: its bar, its background, its sign-in', async ({ page, mock }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.request.post(`/__mock/flags?scope=${encodeURIComponent(mock.scope)}`, {
      data: { 'rebrand-pos-revm': true },
    });
    try {
      // A page without a frame to come back to after sign-in (the dashboard's frame is another origin's).
      await page.goto('/customers');
      await expect(page.getByTestId('rebrand-logo')).toBeVisible();
      await expectMode(page, 'dark');
      await expectNoAxeViolations(page);
      await signInFromHere(page, ACCOUNTS.clientAdmin);
      await expect(page).toHaveURL(/\/customers$/);
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(74, 44, 130)');
      await expect(page.locator('main').locator('..')).toHaveCSS('background-color', 'rgb(21, 18, 27)');
      await expectNoAxeViolations(page);
    } finally {
      await page.request.delete(`/__mock/flags?scope=${encodeURIComponent(mock.scope)}`);
    }
  });

  test('motion follows the device: a menu grows open when it allows motion; when it asks for less, the menu opens at once and a focused button shows an outline, not a pulsing ripple', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await enterSignedIn(page, ACCOUNTS.researcher, '/payments');
    const themeButton = page.getByRole('button', { name: 'Theme: System' });
    const menu = page.getByRole('menu', { name: 'Theme' });
    // How long the open menu's transitions last.
    const menuMotion = () =>
      menu
        .locator('xpath=ancestor::div[contains(@class, "MuiPaper-root")][1]')
        .evaluate(paper => getComputedStyle(paper).transitionDuration);
    await themeButton.click();
    await expect(menu).toBeVisible();
    expect(await menuMotion()).not.toBe('0s');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The device's setting changes while the page is open: the next menu opens without motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await themeButton.click();
    await expect(menu).toBeVisible();
    await expect.poll(menuMotion).toBe('0s');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // No ripple pulses round the focused button: an outline shows where the keyboard is.
    await expect(themeButton).toBeFocused();
    await expect(themeButton).toHaveCSS('outline-style', 'solid');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('on a phone the switch is in the top bar too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await enterSignedIn(page, ACCOUNTS.researcher, '/payments');
    await choose(page, 'System', 'Dark');
    await expectMode(page, 'dark');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
  });
});
