// Journey: Feature flags change what everyone sees (maintenance, the rebrand, the version tag), evaluated once per
// page load for the user, and the app runs with every flag off without a flag service.
import {
  ACCOUNTS,
  clearFlags,
  enterSignedIn,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  setFlags,
  signIn,
  signInFromHere,
  test,
} from './fixtures';

const MAINTENANCE = 'display-maintenance-screen-rev-m';
const REBRAND = 'rebrand-pos-revm';
const VERSION_TAG = 'display-ld-version-tag-rev-m';

test.describe('feature flags', () => {
  test.slow();

  test.afterEach(({ request, baseURL, mock }) => clearFlags(request, baseURL!, mock));

  test('the maintenance flag replaces every path with /maintenance, and switching it off restores the app', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
    await expect(page.getByText('Revenue Management is down for maintenance. Please try again later.')).toBeVisible();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectNoAxeViolationsInBothModes(page);
    await page.screenshot({ path: test.info().outputPath('maintenance.png'), fullPage: true });

    for (const path of ['/payments', '/settings', '/dashboard', '/anything/else']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
      await expect(page).toHaveURL(/\/maintenance$/);
    }

    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: false });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toHaveCount(0);
  });

  test('maintenance also shows to signed-out visitors, sign-in page included', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: true });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: false });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the rebrand flag switches the login logo, the colours and the favicon', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    // A page without a frame to come back to after sign-in (the dashboard's frame is another origin's, not ours to brand).
    await page.goto('/customers');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('rebrand-logo')).toHaveCount(0);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');

    await setFlags(request, baseURL!, mock, { [REBRAND]: true });
    await expect(page.getByTestId('rebrand-logo')).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-rebrand.svg');
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(74, 44, 130)');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('rebrand-login.png') });

    await signInFromHere(page, ACCOUNTS.clientAdmin);
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(74, 44, 130)');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-rebrand.svg');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('rebrand-app.png') });
    // The next load's loading screen, before any flag has answered, draws its top bar in the brand last shown.
    const loadingBar = async (colour: string) => {
      await page.route('**/assets/boot-*.js', route => route.abort());
      await page.reload();
      await expect(
        page.getByText('Revenue Management could not load. Check your connection, then reload the page.'),
      ).toBeVisible();
      await expect(page.locator('.boot-bar')).toHaveCSS('background-color', colour);
      await page.unroute('**/assets/boot-*.js');
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
    };
    await loadingBar('rgb(74, 44, 130)');
    await setFlags(request, baseURL!, mock, { [REBRAND]: false });
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 61, 110)');
    await loadingBar('rgb(11, 61, 110)');
  });

  test('the version tag flag shows the version tag, and the flags are evaluated for the user and environment', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    // Signed in for real: the flags are evaluated for the anonymous visitor of /login first.
    await signIn(page, ACCOUNTS.supervisor);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/^Version /)).toBeVisible();
    await expect(page.getByTestId('version-tag')).toHaveCount(0);
    await setFlags(request, baseURL!, mock, { [VERSION_TAG]: true });
    await expect(footer.getByTestId('version-tag')).toHaveText(/^LOCAL · v\d/);
    await expectNoAxeViolations(page, 'footer');

    const contexts = (await (
      await request.get(`${baseURL}/__mock/flags/contexts?scope=${encodeURIComponent(mock.scope)}`)
    ).json()) as {
      kind: string;
      user: { key: string; anonymous?: boolean; role?: string; client?: string };
      environment: { key: string };
    }[];
    expect(
      contexts.some(
        context =>
          context.kind === 'multi' &&
          context.user.key === '00u00000000000000004' &&
          context.user.role === 'SUPERVISOR' &&
          context.user.client === 'springfield',
      ),
    ).toBe(true);
    expect(contexts.every(context => context.environment.key === 'local')).toBe(true);
    expect(contexts.some(context => context.user.anonymous === true)).toBe(true);
  });

  test('a signed-in page load evaluates the flags once, for its user, over one stream', async ({ page }) => {
    type Evaluation = { kind: 'poll' | 'stream'; user: { key: string; anonymous?: boolean } };
    const beforeReload: Evaluation[] = [];
    const afterReload: Evaluation[] = [];
    let seen = beforeReload;
    page.on('request', request => {
      const match = /^\/ld\/(sdk\/evalx\/[^/]+\/contexts|eval\/[^/]+)\/([\w-]+)$/.exec(new URL(request.url()).pathname);
      if (match)
        seen.push({
          kind: match[1].startsWith('eval/') ? 'stream' : 'poll',
          user: JSON.parse(Buffer.from(match[2], 'base64url').toString()).user,
        });
    });
    await enterSignedIn(page, ACCOUNTS.supervisor, '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // The signed-in page opens its stream after it draws; only once it has can the reloaded page's calls be told apart.
    await expect
      .poll(() =>
        beforeReload.some(evaluation => evaluation.kind === 'stream' && evaluation.user.key === '00u00000000000000004'),
      )
      .toBe(true);
    seen = afterReload;
    const stream = page.waitForRequest(request => new URL(request.url()).pathname.startsWith('/ld/eval/'));
    await page.reload();
    await stream;
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Not first for an anonymous visitor and again for the user.
    expect(afterReload).toEqual([
      {
        kind: 'poll',
        user: expect.objectContaining({ key: '00u00000000000000004', role: 'SUPERVISOR', client: 'springfield' }),
      },
      { kind: 'stream', user: expect.objectContaining({ key: '00u00000000000000004' }) },
    ]);
  });

  test('a signed-in user who is slow to come does not hold the maintenance screen back', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    await page.clock.install();
    // Signed in for real: what this tab remembers from its /login visit is part of what it starts from.
    await signIn(page, ACCOUNTS.supervisor);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await mock.fault({ path: '/api/sso/myself', type: 'stall', delayMs: 45_000 });
    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: true });
    const myself = page.waitForRequest(asked => new URL(asked.url()).pathname === '/api/sso/myself');
    await page.reload();
    await myself;
    // The tab remembers its flags, so it asks the flag service once the first screen is drawn, which the stalled user
    // holds back, or 8 s after the start at the latest (src/boot.tsx): moved through on the page's clock.
    await page.clock.fastForward(8000);
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
    await expect(page).toHaveURL(/\/maintenance$/);
  });

  test('without a reachable flag service the app runs with every flag off', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: true, [VERSION_TAG]: true });
    await mock.fault({ path: '/ld/**', type: 'abort' });
    // A load that remembers no flags waits for the flag service up to its time-out (src/flags/flagClient.ts) before it
    // starts with every flag off: once the flag service has failed, the page's clock is moved past that time-out.
    await page.clock.install();
    page.on('requestfailed', failed => {
      if (new URL(failed.url()).pathname.startsWith('/ld/')) page.clock.fastForward(5000).catch(() => undefined);
    });
    await signIn(page, ACCOUNTS.clientAdmin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toHaveCount(0);
    await expect(page.getByTestId('version-tag')).toHaveCount(0);
  });
});
