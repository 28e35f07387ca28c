import { ACCOUNTS, expect, expectNoAxeViolations, signIn, signInAsAdminFor, test } from './fixtures';

/** Run again in the msal project (playwright.config.ts): sign-in through MSAL as well as oidc-client-ts. */
const AUTH = { tag: '@auth' };

const navNames = async (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

/** Holds the start-up code back, so the loading screen stays, until the returned function is called. */
const holdStartUp = async (page: import('@playwright/test').Page) => {
  let release = () => undefined as void;
  const held = new Promise<void>(resolve => (release = resolve));
  await page.route('**/assets/boot-*.js', async route => {
    await held;
    await route.continue();
  });
  return release;
};

test.describe('sign-in and the shell', () => {
  test('the login page welcomes and has no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Welcome to Revenue Management. Please sign in to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
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

  test("on an app page the loading screen already shows the app's top bar, where the app draws it", async ({ page }) => {
    await signIn(page, ACCOUNTS.researcher, '/payments');
    const brand = page.getByText('Revenue Management', { exact: true });
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 61, 110)');
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
  });

  test("on a page its address names, the loading screen shows the page's heading where the page draws it, and it stays until the page shows", async ({ page }) => {
    await signIn(page, ACCOUNTS.clientAdmin, '/settings');
    const heading = page.getByRole('heading', { level: 1, name: 'User Settings' });
    await expect(page.getByRole('link', { name: 'Adams, Patricia' })).toBeVisible();
    const inApp = (await heading.boundingBox())!;
    // Every frame from the heading's first paint to the list's first row: was the heading there?
    await page.addInitScript(() => {
      const frames: boolean[] = [];
      (window as unknown as { __headingFrames: boolean[] }).__headingFrames = frames;
      const sample = () => {
        const shown = [...document.querySelectorAll('h1')].some(h1 => h1.textContent === 'User Settings');
        if (shown || frames.length) frames.push(shown);
        if (!document.querySelector('main table tbody tr a')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const release = await holdStartUp(page);
    await page.reload();
    await expect(page.getByText('Loading…', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(heading).toBeVisible();
    const inSplash = (await heading.boundingBox())!;
    expect(inSplash.x).toBe(inApp.x);
    // The page's heading row is as tall as its action button, which centres the heading 2 px lower.
    expect(Math.abs(inSplash.y - inApp.y)).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('link', { name: 'Adams, Patricia' })).toBeVisible();
    await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
    const frames = await page.evaluate(() => (window as unknown as { __headingFrames: boolean[] }).__headingFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter(shown => !shown)).toHaveLength(0);
    await expect(heading).toHaveCount(1);
  });

  test("the page's heading comes with the page itself, before any script has run", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, name] of [['/settings', 'User Settings'], ['/payments?filter=%7B%7D', 'Payments'], ['/dashboard', 'Dashboard'], ['/customers', 'Customers']]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Revenue Management', { exact: true })).toBeVisible();
    }
    // A page whose heading its address does not tell gets the plain loading screen.
    await page.goto('/pos-config/agencies');
    await expect(page.getByText('Revenue Management', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
    await context.close();
  });

  test("a bookmarked page's own code is asked for with the start-up code, before the app has run and routed", async ({ page }) => {
    await signIn(page, ACCOUNTS.clientAdmin, '/settings');
    await expect(page.getByRole('link', { name: 'Adams, Patricia' })).toBeVisible();
    // Requests and answers in the order the page saw them: the app can only route once the config has come back.
    const events: string[] = [];
    page.on('request', request => events.push(`sent ${new URL(request.url()).pathname}`));
    page.on('response', response => events.push(`answered ${new URL(response.url()).pathname}`));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Adams, Patricia' })).toBeVisible();
    const pageCode = events.findIndex(event => /^sent \/assets\/UserList-[\w-]+\.js$/.test(event));
    const config = events.indexOf('answered /config.json');
    expect(pageCode).toBeGreaterThan(-1);
    expect(config).toBeGreaterThan(-1);
    expect(pageCode).toBeLessThan(config);
  });

  test("the page's HTML asks for the start-up code itself, each file once, and the sign-in page leaves the app's out", async ({ page }) => {
    const scripts = (events: string[], pattern: RegExp) => events.filter(event => pattern.test(event));
    const events: string[] = [];
    page.on('request', request => events.push(`sent ${new URL(request.url()).pathname}`));
    page.on('response', response => events.push(`answered ${new URL(response.url()).pathname}`));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(scripts(events, /^sent \/assets\/boot-[\w-]+\.js$/)).toHaveLength(1);
    expect(scripts(events, /^sent \/assets\/app-[\w-]+\.js$/)).toHaveLength(0);

    await signIn(page, ACCOUNTS.clientAdmin, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // A cold load: from the browser's cache, each file would be answered as soon as asked for.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    events.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const sent = scripts(events, /^sent \/assets\/[\w.-]+\.js$/);
    expect(new Set(sent).size).toBe(sent.length);
    // Asked for with the entry, from the HTML, not once the entry has arrived and run.
    const entryAnswered = events.findIndex(event => /^answered \/assets\/index-[\w-]+\.js$/.test(event));
    for (const chunk of [/^sent \/assets\/boot-[\w-]+\.js$/, /^sent \/assets\/app-[\w-]+\.js$/]) {
      const index = events.findIndex(event => chunk.test(event));
      expect(index).toBeGreaterThan(-1);
      expect(index).toBeLessThan(entryAnswered);
    }
  });

  test('a signed-in page load asks for the signed-in user while the app is still downloading, and only once', async ({ page }) => {
    await signIn(page, ACCOUNTS.clientAdmin, '/settings');
    await expect(page.getByRole('link', { name: 'Adams, Patricia' })).toBeVisible();
    const myself: string[] = [];
    page.on('request', request => {
      if (new URL(request.url()).pathname === '/api/sso/myself') myself.push(request.headers().authorization ?? '');
    });
    // The app's code is held until the signed-in user has been asked for: a page that asked only once its code had
    // run would never get there.
    let asked = () => undefined as void;
    const userAsked = new Promise<void>(resolve => (asked = resolve));
    page.on('request', request => {
      if (new URL(request.url()).pathname === '/api/sso/myself') asked();
    });
    await page.route('**/assets/app-*.js', async route => {
      await userAsked;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Adams, Patricia' })).toBeVisible();
    expect(myself).toHaveLength(1);
    expect(myself[0]).toMatch(/^Bearer \S+$/);
  });

  test("a worker prepares the browser's date and number data off the main thread, and is ended once it has", async ({ page }) => {
    await signIn(page, ACCOUNTS.clientAdmin, '/payments');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const warmUp = /\/assets\/intlWarmUp\.worker-[\w-]+\.js$/;
    const script = page.waitForResponse(response => warmUp.test(response.url()));
    // Closed: it ran, said it was ready, and the page ended it rather than keep a thread for nothing.
    const closed = new Promise<void>(resolve =>
      page.on('worker', worker => {
        if (warmUp.test(worker.url())) worker.on('close', () => resolve());
      }),
    );
    await page.reload();
    expect((await script).status()).toBe(200);
    await closed;
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('when the start-up code cannot be loaded, the loading screen says so and Reload tries again', async ({ page }) => {
    await page.route('**/assets/boot-*.js', route => route.abort());
    await page.goto('/payments');
    await expect(page.getByText('Revenue Management could not load. Check your connection, then reload the page.')).toBeVisible();
    await expect(page.getByText('Loading…', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.unroute('**/assets/boot-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fpayments$/);
  });

  test("when a page's code cannot be loaded, the page says so and Reload page brings it, still signed in", async ({ page }) => {
    await signIn(page, ACCOUNTS.clientAdmin, '/payments');
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

  test('the identity provider asks for the email first, then the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address').fill(ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right. Try again.');
  });

  test('a platform admin lands on /admin, chooses a client and sees the banner and every tab', AUTH, async ({ page }) => {
    await signIn(page, ACCOUNTS.platformAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create new client admin' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Client name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View Client Springfield' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('You are viewing Springfield')).toBeVisible();
    await expect.poll(() => navNames(page)).toEqual(['Dashboard', 'Payments', 'Customers', 'Settings', 'Cashiering Configurations']);
    await page.getByRole('link', { name: 'Change client' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('You are viewing Springfield')).toHaveCount(0);
  });

  for (const [account, tabs] of [
    [ACCOUNTS.clientAdmin, ['Dashboard', 'Payments', 'Customers', 'Settings']],
    [ACCOUNTS.researcher, ['Dashboard', 'Payments', 'Customers', 'Settings']],
    [ACCOUNTS.noRole, ['Dashboard', 'Customers', 'Settings']],
    [ACCOUNTS.shelbyvilleAdmin, ['Dashboard', 'Payments', 'Settings']],
  ] as const) {
    test(`${account} lands on /dashboard with ${tabs.join(', ')}`, AUTH, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('link', { name: `Profile of ${account}` })).toBeVisible();
      await expect.poll(() => navNames(page)).toEqual([...tabs]);
      await expect(page.getByText(/You are viewing/)).toHaveCount(0);
    });
  }

  test('a deep link survives sign-in', AUTH, async ({ page }) => {
    await page.goto('/dashboard?from=bookmark');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%3Ffrom%3Dbookmark$/);
    await signIn(page, ACCOUNTS.clientAdmin, page.url());
    await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/);
  });

  for (const target of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)']) {
    test(`an open-redirect attempt to ${target} stays on our origin`, async ({ page, baseURL }) => {
      await signIn(page, ACCOUNTS.researcher, `/login?returnTo=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
    });
  }

  test('a deactivated user is signed out with the spec toast', AUTH, async ({ page }) => {
    await signIn(page, ACCOUNTS.deactivated);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`The user ${ACCOUNTS.deactivated} has been deactivated. Please contact your administrator with any questions.`),
    ).toBeVisible();
  });

  test('a failure to load the current user signs out with Authentication Failed', AUTH, async ({ page, mock }) => {
    await mock.fault({ path: '/api/sso/myself', type: 'status', status: 500 });
    await signIn(page, ACCOUNTS.researcher);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('We were unable to retrieve your account information. Please try again.')).toBeVisible();
  });

  test("a forced sign-out forgets the admin's chosen client: signing in again starts at the client chooser", async ({ page, mock }) => {
    await signInAsAdminFor(page, 'Springfield');
    await mock.fault({ path: '/api/sso/myself', type: 'status', status: 404, body: { message: 'Unknown client' } });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
    await mock.clearFaults();
    await signIn(page, ACCOUNTS.platformAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(page.getByText('You are viewing Springfield')).toHaveCount(0);
  });

  test('a 401 mid-session signs out once', AUTH, async ({ page, mock }) => {
    await signInAsAdminFor(page, 'Springfield');
    const endSession: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/idp/session/end?')) endSession.push(request.url());
    });
    // The dashboard's own calls finish first (its frame shows once framed), so the 401 answers the click below and not
    // one of them. (networkidle does not wait for calls after an in-app route change.)
    await expect(page.getByRole('link', { name: 'Change client' })).toBeVisible();
    await expect(page.getByTitle('Analytics dashboard of Springfield')).toBeVisible();
    await mock.fault({ path: '/api/', type: 'status', status: 401, body: { message: 'The access token is invalid or has expired.' } });
    await page.getByRole('link', { name: 'Change client' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(endSession).toHaveLength(1);
  });

  test('Log Out ends the identity-provider session and returns to /login', AUTH, async ({ page }) => {
    await signIn(page, ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[A-Za-z0-9_-]+\./);
  });
});
