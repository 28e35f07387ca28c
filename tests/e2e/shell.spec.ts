// Journey: A person signs in through the identity provider, lands on the page their role allows, finds their way in
// the shell, and signs out.
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  enterSignedIn,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  signIn,
  signInAsAdminFor,
  signInFromHere,
  test,
  holdRequests,
  scansScreens,
} from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { accessToken, watchCspViolations } from './quality/support';

/** Run again in the msal project (playwright.config.ts): sign-in through MSAL as well as oidc-client-ts. */
const AUTH = { tag: '@auth' };

const navNames = async (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

/** Holds the start-up code back, so the loading screen stays, until the returned function is called. */
const holdStartUp = (page: import('@playwright/test').Page) => holdRequests(page, '**/assets/boot-*.js');

test.describe('sign-in and the shell', () => {
  // Tests whose journey is a page of the shell, not the way in, enter with a saved session (fixtures.ts, enterSignedIn);
  // the others sign in through the identity provider's pages.
  test('the login page welcomes, with no accessibility violations in either theme and no CSP violation', async ({
    page,
  }) => {
    // The accessibility sweep's scan of /login (tests/e2e/quality/screens.ts lists where each screen is scanned).
    const cspViolations = await watchCspViolations(page);
    await page.goto('/login');
    await expect(page.getByText('Welcome to Revenue Management. Please sign in to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    expect(cspViolations).toEqual([]);
  });

  test('a loading screen shows until the start-up code has run', async ({ page }) => {
    const release = await holdStartUp(page);
    // The page's load event waits for the start-up code its HTML asks for.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByText('Loading…', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  });

  test("on an app page the loading screen already shows the app's top bar, where the app draws it", async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher, '/payments');
    const brand = page.getByText('Revenue Management', { exact: true });
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 61, 110)');
    // On a computer, and on a phone, where the app's bar breaks the name onto two lines beside its buttons.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: width < 600 ? 'Open menu' : 'Log Out' })).toBeVisible();
      const inApp = await brand.boundingBox();
      const release = await holdStartUp(page);
      await page.reload();
      await expect(page.getByText('Loading…', { exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(brand).toBeVisible();
      expect(await brand.boundingBox()).toEqual(inApp);
      await expect(page.locator('.boot-bar')).toHaveCSS('background-color', 'rgb(11, 61, 110)');
      await expectNoAxeViolations(page);
      release();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
      expect(await brand.boundingBox()).toEqual(inApp);
      await page.unroute('**/assets/boot-*.js');
    }
  });

  test('when the start-up code cannot be loaded, the loading screen says so and Reload tries again', async ({
    page,
  }) => {
    await page.route('**/assets/boot-*.js', route => route.abort());
    await page.goto('/payments');
    await expect(
      page.getByText('Revenue Management could not load. Check your connection, then reload the page.'),
    ).toBeVisible();
    await expect(page.getByText('Loading…', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.unroute('**/assets/boot-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fpayments$/);
  });

  test('the start-up error when the configuration cannot be read has no accessibility violations in either theme', async ({
    page,
  }) => {
    // The mock answers /config.json before its fault layer: the failure is made in the browser.
    await page.route('**/config.json', route =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Revenue Management cannot start' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test("when a page's code cannot be loaded, the page says so and Reload page brings it, still signed in", async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/payments');
    await page.route('**/assets/UserList-*.js', route => route.abort());
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Something Went Wrong' });
    await expect(failure).toContainText('This page could not be loaded. Check your connection, then reload the page.');
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Return home' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/assets/UserList-*.js');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    await expect(page.locator('main table tbody tr a').first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("the identity provider's pages: email first, then the password; a deactivated user refused after the right password; an unknown email answered as a known one and locked after 5 wrong passwords", async ({
    page,
  }, testInfo) => {
    const startSignIn = async (email: string) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
    };
    const mismatch = 'That email address and password do not match. Try again.';

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address').fill(ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(mismatch);
    await expectNoAxeViolations(page);

    // A deactivated user is told so only after the right password.
    await startSignIn(ACCOUNTS.deactivated);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This account has been deactivated. Please contact your administrator with any questions.',
    );
    await expect(page).toHaveURL(/\/idp\/interaction\//);

    // An unknown email (one per retry and worker) gets the password page too, and is locked after 5 wrong passwords.
    await startSignIn(`nobody.${testInfo.retry}.${testInfo.workerIndex}@springfield.example.com`);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel('Password').fill(`wrong ${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText(mismatch);
    }
    await page.getByLabel('Password').fill('wrong 5');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const locked = 'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later.';
    await expect(page.getByRole('alert')).toHaveText(locked);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('idp-locked.png') });
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(locked);
  });

  test(
    'a platform admin lands on /admin, chooses a client and sees the banner and every tab',
    AUTH,
    async ({ page }) => {
      await signIn(page, ACCOUNTS.platformAdmin);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create new client admin' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Client name' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
      if (scansScreens()) await expectNoAxeViolationsInBothModes(page);
      // By keyboard: the button it was on goes with /admin, and the focus goes to the new page's main region.
      await page.getByRole('button', { name: 'View Client Springfield' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('You are viewing Springfield')).toBeVisible();
      await expect(page.getByRole('main')).toBeFocused();
      await expect
        .poll(() => navNames(page))
        .toEqual(['Dashboard', 'Payments', 'Customers', 'Settings', 'Cashiering Configurations']);
      await page.getByRole('link', { name: 'Change client' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText('You are viewing Springfield')).toHaveCount(0);
      await expect(page.getByRole('main')).toBeFocused();
    },
  );

  test('a client list that fails to load says so on /admin, and Try again loads it', async ({ page, mock }) => {
    // Twice: a read that fails once is asked again by itself.
    await mock.fault({ path: '/api/sso/clients', method: 'GET', type: 'status', status: 500, times: 2 });
    await signIn(page, ACCOUNTS.platformAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    const failed = page.getByRole('alert').filter({ hasText: 'The clients could not be loaded' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'View Client Springfield' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  /*
   * Landing and tabs by role and client settings. A researcher's tabs are proven in customers.spec.ts (no Customers
   * tab, Access Denied at /customers), a user without a role's in the test below. Which tabs show does not depend on
   * the sign-in library: the msal project's landings are the platform admin's above and msal.spec.ts's.
   */
  for (const [account, tabs, landing] of [
    [ACCOUNTS.clientAdmin, ['Dashboard', 'Payments', 'Customers', 'Settings'], '/dashboard'],
    [ACCOUNTS.shelbyvilleAdmin, ['Dashboard', 'Payments', 'Settings'], '/dashboard'],
  ] as const) {
    test(`${account} lands on ${landing} with ${tabs.join(', ')}`, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('link', { name: `Profile of ${account}` })).toBeVisible();
      await expect.poll(() => navNames(page)).toEqual([...tabs]);
      await expect(page.getByText(/You are viewing/)).toHaveCount(0);
    });
  }

  test('a user without a role lands on the dashboard with Dashboard and Settings, told what to ask their administrator for; pages of a role say no', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.noRole);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: `Profile of ${ACCOUNTS.noRole}` })).toBeVisible();
    await expect.poll(() => navNames(page)).toEqual(['Dashboard', 'Settings']);
    await expect(page.getByText(/You are viewing/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No Role Yet' })).toBeVisible();
    await expect(
      page.getByText(/Ask your administrator for a Revenue Management role: Researcher to search and view payments/),
    ).toBeVisible();
    await expect(page.getByText('Dashboard Not Available')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolationsInBothModes(page);
    await page.screenshot({ path: test.info().outputPath('no-role-dashboard.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('no-role-dashboard-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    // The pages of a role say so (each scanned in both themes here: no other test opens them as this user).
    await page.goto('/payments');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Nothing to See Here' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('on a phone the menu lists every tab, the current one marked, and nothing is cut off', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/settings', 'Springfield');
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    // No tab bar to scroll sideways; the app's name is whole, not ellipsed.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const name = page.getByRole('banner').getByText('Revenue Management', { exact: true });
    expect(await name.evaluate(element => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    const tabs = ['Dashboard', 'Payments', 'Customers', 'Settings', 'Cashiering Configurations'];
    for (const tab of tabs) await expect(menu.getByRole('menuitem', { name: tab, exact: true })).toBeInViewport();
    await expect(menu.getByRole('menuitem', { name: 'Settings', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('menu-390.png') });
    await menu.getByRole('menuitem', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    // By keyboard too.
    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payments$/);
  });

  test("on a tablet the bar keeps the app's name whole and its tabs in their row; the language, the profile and Log Out are in its menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    const name = page.getByRole('banner').getByText('Revenue Management', { exact: true });
    expect(await name.evaluate(element => element.clientWidth > 0 && element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Payments')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1000);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Payments', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: ACCOUNTS.clientAdmin }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('on a wide screen the whole bar is on one line: the email, and Log Out on one line in its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/settings');
    const logOut = page.getByRole('button', { name: 'Log Out' });
    await expect(logOut).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBe(64);
    const profile = page.getByRole('link', { name: `Profile of ${ACCOUNTS.clientAdmin}` });
    await expect(profile).toBeVisible();
    expect(await logOut.evaluate(element => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect((await logOut.boundingBox())?.height).toBeLessThan(40);
  });

  test('the footer sits at the bottom of a short page, not below the fold', async ({ page }) => {
    // A role without the user list is told so at /settings, with no way to add a user.
    await enterSignedIn(page, ACCOUNTS.supervisor, '/settings');
    await expect(page.getByRole('heading', { name: 'Nothing to See Here' })).toBeVisible();
    await expect(page.getByText("Your role doesn't allow you to see the user list.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new user' })).toHaveCount(0);
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeInViewport({ ratio: 1 });
      const box = (await footer.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(viewport.height);
      await page.screenshot({ path: test.info().outputPath(`short-page-${viewport.width}.png`) });
    }
  });

  test(
    "a deep link survives sign-in, and Back right after it does not show the identity provider's pages",
    AUTH,
    async ({ page }) => {
      await page.goto('/settings?from=bookmark');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fsettings%3Ffrom%3Dbookmark$/);
      await signInFromHere(page, ACCOUNTS.clientAdmin);
      await expect(page).toHaveURL(/\/settings\?from=bookmark$/);
      await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
      await page.goBack();
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await expect(page.getByLabel('Email address')).toHaveCount(0);
      expect(new URL(page.url()).pathname).not.toMatch(/^\/(idp|login)/);
    },
  );

  test('"Change client" asks before dropping unsaved edits, and staying keeps the client and the edits', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/pos-config/clients/edit', 'Springfield');
    const text = page.getByRole('textbox', { name: /^Split Fee Text/ });
    await expect(text).toBeEditable();
    await text.fill('Unsaved split fee text');
    const asked = page.waitForEvent('dialog').then(async dialog => {
      const message = dialog.message();
      await dialog.dismiss();
      return message;
    });
    await page.getByRole('link', { name: 'Change client' }).click();
    expect(await asked).toMatch(/changes weren't saved/);
    await expect(page).toHaveURL(/\/pos-config\/clients\/edit$/);
    await expect(text).toHaveValue('Unsaved split fee text');
    await expect(page.getByText('You are viewing Springfield')).toBeVisible();
    // Leaving on purpose: the client is cleared, as before.
    page.once('dialog', dialog => void dialog.accept());
    await page.getByRole('link', { name: 'Change client' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('You are viewing Springfield')).toHaveCount(0);
    await page.goto('/pos-config/clients/edit');
    await expect(page).toHaveURL(/\/admin\?next=/);
  });

  test("a platform admin's deep link survives sign-in and the client choice; a new tab keeps the choice", async ({
    page,
    context,
  }) => {
    await page.goto('/pos-config/locations?from=bookmark');
    await signInFromHere(page, ACCOUNTS.platformAdmin);
    await expect(page).toHaveURL(/\/admin\?next=%2Fpos-config%2Flocations%3Ffrom%3Dbookmark$/);
    await page.getByRole('button', { name: 'View Client Springfield' }).click();
    await expect(page).toHaveURL(/\/pos-config\/locations\?from=bookmark$/);
    await expect(page.getByText('You are viewing Springfield')).toBeVisible();
    // A second tab of this browser session works on the same client without choosing again.
    const second = await context.newPage();
    await second.goto('/pos-config/locations');
    await expect(second).toHaveURL(/\/pos-config\/locations$/);
    await expect(second.getByText('You are viewing Springfield')).toBeVisible();
    // Each tab keeps its own choice: changing client in the second leaves the first on Springfield.
    await second.getByRole('link', { name: 'Change client' }).click();
    await second.getByRole('button', { name: 'View Client Shelbyville' }).click();
    await expect(second.getByText('You are viewing Shelbyville')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You are viewing Springfield')).toBeVisible();
  });

  test('a page opened in a new tab of a signed-in browser signs in without a click and opens', async ({
    page,
    context,
  }) => {
    await signIn(page, ACCOUNTS.clientAdmin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const second = await context.newPage();
    const signInClicks: string[] = [];
    second.on('framenavigated', frame => {
      if (frame === second.mainFrame() && /\/idp\/interaction\//.test(frame.url())) signInClicks.push(frame.url());
    });
    await second.goto('/settings?from=new-tab');
    await expect(second).toHaveURL(/\/settings\?from=new-tab$/);
    await expect(second.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    expect(signInClicks).toEqual([]);
    // Signed out at the identity provider, a new tab asks for a sign-in again.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const third = await context.newPage();
    await third.goto('/settings');
    await expect(third.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(third).toHaveURL(/\/login\?returnTo=%2Fsettings$/);
  });

  test('an open-redirect attempt stays on our origin, through the sign-in and in a signed-in tab', async ({
    page,
    baseURL,
  }) => {
    // The sign-in page reads returnTo through one check for both ways in (src/pages/LoginPage.tsx); every form of
    // address it refuses is listed in src/auth/redirect.test.ts.
    await signIn(page, ACCOUNTS.researcher, `/login?returnTo=${encodeURIComponent('https://evil.example.com/')}`);
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    for (const target of ['//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)']) {
      await page.goto(`/login?returnTo=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
    }
  });

  /**
   * Signs in as a seeded user (one per retry; not a demo account or a fixture), has an administrator in another browser
   * deactivate them, runs `after` and reactivates them whatever happened.
   */
  const whileDeactivated = async (
    { page, browser, baseURL }: { page: Page; browser: Browser; baseURL?: string },
    retry: number,
    after: (email: string) => Promise<void>,
  ) => {
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    // The administrator's part is set-up: a saved session (fixtures.ts); the user signs in for real.
    await enterSignedIn(admin, ACCOUNTS.clientAdmin);
    const headers = { authorization: `Bearer ${await accessToken(admin)}` };
    const users = (await (
      await admin.request.get('/api/sso/api/v1/sso/users?filter[client-slug]=springfield&page[size]=100', { headers })
    ).json()) as {
      data: { id: string; role: string; status: string; statusLabel: string; profile: { email: string } }[];
    };
    const seeded = users.data.filter(
      user =>
        !/^00u(f|0{10})/.test(user.id) &&
        user.statusLabel === 'ACTIVE' &&
        ['RESEARCHER', 'SUPERVISOR'].includes(user.role),
    );
    const user = seeded[retry];
    const setStatus = async (status: 'ACTIVE' | 'DEACTIVATED') =>
      expect(
        (
          await admin.request.patch(`/api/sso/api/v1/sso/users/${user.id}/status`, {
            headers,
            data: { data: { status } },
          })
        ).status(),
      ).toBe(200);
    try {
      await signIn(page, user.profile.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The dashboard's own calls finish first: one refused mid-work would sign out as a 401 (session ended), not here.
      await expect(page.getByTitle('Analytics dashboard of Springfield')).toBeVisible();
      await setStatus('DEACTIVATED');
      await after(user.profile.email);
    } finally {
      await setStatus('ACTIVE');
      await adminContext.close();
    }
  };

  const expectDeactivatedToast = async (page: Page, email: string) => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`The user ${email} has been deactivated. Please contact your administrator with any questions.`),
    ).toBeVisible();
    await expect(page.getByText('Your session has ended.', { exact: false })).toHaveCount(0);
  };

  test('a user deactivated while signed in is signed out with the spec toast on the next page load', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await whileDeactivated({ page, browser, baseURL }, testInfo.retry, async email => {
      await page.reload();
      await expectDeactivatedToast(page, email);
    });
  });

  test('a user deactivated mid-work is told so, with their email, when the next call is refused', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Retries take the next seeded users: the test above takes the first ones.
    await whileDeactivated({ page, browser, baseURL }, testInfo.retry + 3, async email => {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
      await expectDeactivatedToast(page, email);
    });
  });

  test('a user deactivated while making no call is told so at the next session check, not warned of inactivity', async ({
    page,
    browser,
    baseURL,
    mock,
  }, testInfo) => {
    await mock.config({ timeouts: { sessionCheckMs: 2000 } });
    // Retries take the next seeded users: the tests above take the first ones.
    await whileDeactivated({ page, browser, baseURL }, testInfo.retry + 6, async email => {
      await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
      await expectDeactivatedToast(page, email);
      await expect(page.getByText('For security purposes', { exact: false })).toHaveCount(0);
    });
  });

  test('a failure to load the current user signs out with Authentication Failed', async ({ page, mock }) => {
    await mock.fault({ path: '/api/sso/myself', type: 'status', status: 500 });
    await signIn(page, ACCOUNTS.researcher);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('We were unable to retrieve your account information. Please try again.'),
    ).toBeVisible();
  });

  test("a forced sign-out forgets the admin's chosen client: signing in again starts at the client chooser", async ({
    page,
    mock,
  }) => {
    // The sign-out ends the session: one of its own, not the saved one other tests share (fixtures.ts, enterSignedIn).
    // The fault goes in once the app has settled on the chosen client, and /myself fails from the next start's first
    // call: a start under way when the fault came could meet it mid-start, and the sign-out it began would race the
    // test's navigation (cutting short the provider's end of session, whose pages signing in again then skips).
    await signInAsAdminFor(page, 'Springfield');
    await expect(page.getByTitle('Analytics dashboard of Springfield')).toBeVisible();
    await mock.fault({ path: '/api/sso/myself', type: 'status', status: 404, body: { message: 'Unknown client' } });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
    await mock.clearFaults();
    await signIn(page, ACCOUNTS.platformAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(page.getByText('You are viewing Springfield')).toHaveCount(0);
  });
});
