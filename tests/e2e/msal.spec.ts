import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/**
 * Sign-in through ra-auth-msal and @azure/msal-browser (OIDC protocol mode) against the local identity provider: the msal
 * project only (playwright.config.ts), whose server runs with `AUTH=msal`. The sign-in, landing, deep-link, 401, Log Out,
 * idle, cross-tab and token-storage tests of shell, session and security specs run in this mode too.
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
    if (new URL(request.url()).pathname.startsWith('/api/') && authorization?.startsWith('Bearer ')) bearers.push(authorization.slice(7));
  });
  return bearers;
};

/** The grant type of every request to the identity provider's token endpoint, in order. */
const recordGrants = (page: Page) => {
  const grants: string[] = [];
  page.on('request', request => {
    if (new URL(request.url()).pathname === '/idp/token') grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });
  return grants;
};

test.describe('sign-in through MSAL', { tag: '@auth' }, () => {
  test('the served config names MSAL, and MSAL keeps the session in this tab', async ({ page, request }) => {
    const { auth } = (await (await request.get('/config.json')).json()) as { auth: { type: string; protocolMode: string } };
    expect(auth).toMatchObject({ type: 'msal', protocolMode: 'OIDC' });

    await signIn(page, ACCOUNTS.supervisor);
    await expect(page).toHaveURL(/\/dashboard$/);
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.some(key => /\|accesstoken\|revenue-management\|/.test(key))).toBe(true);
    expect(keys.some(key => /\|refreshtoken\|revenue-management\|/.test(key))).toBe(true);
    expect(keys.filter(key => key.startsWith('oidc.'))).toEqual([]);
  });

  for (const account of [ACCOUNTS.agencyAdmin, ACCOUNTS.supervisor, ACCOUNTS.federated]) {
    test(`${account} signs in and lands on /dashboard`, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('link', { name: `Profile of ${account}` })).toBeVisible();
    });
  }

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

  test('the access token is renewed with the refresh token before it expires, without leaving the page', async ({ page, mock }) => {
    // MSAL renews a token within five minutes of its expiry: one that lives 330 s is used as it is for its first 30 s only.
    await mock.accessTokenLifetime(330);
    // The periodic session check renews the token too; this test is about the renewal an API call asks for.
    await mock.config({ timeouts: { sessionCheckMs: 3_600_000 } });
    await page.clock.install();
    const bearers = recordBearers(page);
    const grants = recordGrants(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    const users = page.locator('main table tbody tr a').first();
    await signIn(page, ACCOUNTS.clientAdmin, '/settings');
    await expect(users).toBeVisible();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    expect(grants).toEqual(['authorization_code']);
    const first = bearers.at(-1)!;
    expect(new Set(bearers)).toEqual(new Set([first]));
    const { iat, exp } = claimsOf(first);
    expect(exp - iat).toBe(330);

    // 45 s later the token has 285 s left: the next API call (the payments search) renews it first, and the page stays.
    await page.clock.fastForward('00:45');
    const called = bearers.length;
    await nav.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/^[\d,]+ Result\(s\)$/)).toBeVisible();
    await expect.poll(() => bearers.length).toBeGreaterThan(called);
    expect(grants).toEqual(['authorization_code', 'refresh_token']);
    const renewed = bearers.slice(called);
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe(first);
    expect(claimsOf(renewed[0]).exp).toBeGreaterThan(exp);
    expect(await page.evaluate(() => Date.now() / 1000)).toBeLessThan(exp);
    await expect(page).toHaveURL(/\/payments(\?|$)/);
  });
});
