// Journey: Signed in through MSAL: the sign-in, landing, deep-link, 401, idle, cross-tab and Log Out journeys of the
// shell, session and security specs (their @auth tests), and MSAL's own token renewal.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, type MockControl } from './fixtures';

/**
 * Sign-in through ra-auth-msal and @azure/msal-browser (OIDC protocol mode) against the local identity provider: the msal
 * project only (playwright.config.ts), whose server runs with `AUTH=msal`. The tests of shell, session and security specs
 * tagged @auth, those whose path goes through the sign-in library (sign-in and its return, silent sign-in of a new tab,
 * the session check, sign-out, token storage), run in this mode too; what the app decides whatever the library does not.
 */

interface Claims {
  iat: number;
  exp: number;
}

const claimsOf = (jwt: string): Claims => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Claims;

/** The bearer token of every API call the page makes, in order. */
const recordBearers = (page: Page) => {
  const bearers: string[] = [];
  page.on('request', request => {
    const authorization = request.headers().authorization;
    if (new URL(request.url()).pathname.startsWith('/api/') && authorization?.startsWith('Bearer '))
      bearers.push(authorization.slice(7));
  });
  return bearers;
};

/** The grant type of every request to the identity provider's token endpoint, in order. */
const recordGrants = (page: Page) => {
  const grants: string[] = [];
  page.on('request', request => {
    if (new URL(request.url()).pathname === '/idp/token')
      grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });
  return grants;
};

test.describe('sign-in through MSAL', { tag: '@auth' }, () => {
  test('the served config names MSAL; a supervisor signs in, lands on /dashboard, and MSAL keeps the session in this tab', async ({
    page,
    request,
  }) => {
    const { auth } = (await (await request.get('/config.json')).json()) as {
      auth: { type: string; protocolMode: string };
    };
    expect(auth).toMatchObject({ type: 'msal', protocolMode: 'OIDC' });

    await signIn(page, ACCOUNTS.supervisor);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: `Profile of ${ACCOUNTS.supervisor}` })).toBeVisible();
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.some(key => /\|accesstoken\|revenue-management\|/.test(key))).toBe(true);
    expect(keys.some(key => /\|refreshtoken\|revenue-management\|/.test(key))).toBe(true);
    expect(keys.filter(key => key.startsWith('oidc.'))).toEqual([]);
  });

  // A supervisor signs in above, an agency admin in session.spec.ts's idle test (this project runs it too); where each
  // role lands is the app's choice, shown in shell.spec.ts whatever the library.
  test(`a federated user (${ACCOUNTS.federated}) signs in and lands on /dashboard`, async ({ page }) => {
    await signIn(page, ACCOUNTS.federated);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: `Profile of ${ACCOUNTS.federated}` })).toBeVisible();
  });

  test('coming back from the sign-in page unfinished, Sign in starts again', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    // MSAL still holds the first attempt as under way: it must give way, not refuse (interaction_in_progress).
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  test('the access token is renewed with the refresh token before it expires, without leaving the page', async ({
    page,
    mock,
  }) => {
    const { bearers, grants, first, exp, searchLater } = await signInWithShortTokens(page, mock);
    const called = await searchLater();
    expect(grants).toEqual(['authorization_code', 'refresh_token']);
    const renewed = bearers.slice(called);
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe(first);
    expect(claimsOf(renewed[0]).exp).toBeGreaterThan(exp);
    expect(await page.evaluate(() => Date.now() / 1000)).toBeLessThan(exp);
    await expect(page).toHaveURL(/\/payments(\?|$)/);
  });

  test('without a refresh token, the access token is renewed through the provider session in a hidden frame', async ({
    page,
    mock,
  }) => {
    const { bearers, grants, first, searchLater } = await signInWithShortTokens(page, mock);
    const silent: string[] = [];
    page.on('request', request => {
      const url = new URL(request.url());
      if (url.pathname === '/idp/auth' && url.searchParams.get('prompt') === 'none')
        silent.push(url.searchParams.get('redirect_uri') ?? '');
    });
    await page.evaluate(() =>
      Object.keys(sessionStorage).forEach(key => key.includes('|refreshtoken|') && sessionStorage.removeItem(key)),
    );
    const called = await searchLater();
    expect(silent).toEqual([new URL('/silent-callback.html', page.url()).href]);
    expect(grants).toEqual(['authorization_code', 'authorization_code']);
    expect(bearers.slice(called)[0]).not.toBe(first);
    await expect(page).toHaveURL(/\/payments(\?|$)/);
  });
});

/**
 * Signs in with access tokens that live 330 s, which MSAL (renewing a token within five minutes of its expiry) uses as
 * they are for their first 30 s only, with the periodic session check, which renews too, out of the way. `searchLater`
 * moves the browser's clock 45 s on (285 s left) and makes an API call (a payments search), returning how many calls
 * came before it.
 */
const signInWithShortTokens = async (page: Page, mock: MockControl) => {
  await mock.accessTokenLifetime(330);
  await mock.config({ timeouts: { sessionCheckMs: 3_600_000 } });
  await page.clock.install();
  const bearers = recordBearers(page);
  const grants = recordGrants(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await signIn(page, ACCOUNTS.clientAdmin, '/settings');
  await expect(page.locator('main table tbody tr a').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  expect(grants).toEqual(['authorization_code']);
  const first = bearers.at(-1)!;
  expect(new Set(bearers)).toEqual(new Set([first]));
  const { iat, exp } = claimsOf(first);
  expect(exp - iat).toBe(330);

  const searchLater = async () => {
    await page.clock.fastForward('00:45');
    const called = bearers.length;
    await nav.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/^[\d,]+ Result\(s\)$/)).toBeVisible();
    await expect.poll(() => bearers.length).toBeGreaterThan(called);
    return called;
  };
  return { bearers, grants, first, exp, searchLater };
};
