import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { ACCOUNTS, expect, signIn, test } from '../fixtures';
import { SCREEN_GROUPS, visitScreens } from './screens';
import { cardNumbersIn, signInAs, type Account } from './support';

const JWT = /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/;
const TOKEN_PARAM = /[?&#](access_token|id_token|refresh_token|id_token_hint)=/;

/** Everything the browser keeps for our origin: local and session storage, cookies, IndexedDB names. */
const storageDump = async (page: Page) => {
  const inPage = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    indexedDb: JSON.stringify(((await indexedDB.databases?.()) ?? []).map(db => db.name)),
  }));
  const cookies = JSON.stringify(await page.context().cookies());
  return { ...inPage, cookies };
};

test.describe('tokens', () => {
  // Run again in the msal project (playwright.config.ts), where MSAL keeps the tokens.
  test('after sign-in no token is in localStorage or any URL; after sign-out none is in any storage', { tag: '@auth' }, async ({ page }) => {
    const urls: string[] = [];
    page.on('request', request => urls.push(request.url()));
    page.on('framenavigated', frame => urls.push(frame.url()));
    await signIn(page, ACCOUNTS.supervisor);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

    const signedIn = await storageDump(page);
    expect(signedIn.local).not.toMatch(JWT);
    expect(signedIn.local).not.toMatch(/access_token|id_token|refresh_token/);
    // The session lives in this tab's sessionStorage (the identity provider's token store), as the spec says.
    expect(signedIn.session).toMatch(JWT);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const leaked = urls.filter(url => JWT.test(url) || TOKEN_PARAM.test(url));
    expect(leaked, 'tokens in URLs').toEqual([]);
    const signedOut = await storageDump(page);
    for (const [where, value] of Object.entries(signedOut)) {
      expect(value, `token left in ${where}`).not.toMatch(JWT);
      expect(value, `token left in ${where}`).not.toMatch(/access_token|refresh_token/);
    }
  });
});

test.describe('headers', () => {
  test('the app is served with a strict CSP, nosniff and a referrer policy', async ({ request }) => {
    for (const path of ['/login', '/payments', '/assets/', '/config.json']) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      const csp = Object.fromEntries(
        headers['content-security-policy']
          .split(';')
          .map(part => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['script-src'], path).toEqual(["'self'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      expect(csp['base-uri'], path).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      const config = (await (await request.get('/config.json')).json()) as { api: Record<string, string>; auth: { issuer: string }; dashboardOrigin: string };
      const allowed = new Set(["'self'", ...Object.values(config.api).map(url => new URL(url).origin), new URL(config.auth.issuer).origin]);
      for (const origin of csp['connect-src']) expect(allowed.has(origin) || origin.includes('launchdarkly') || origin.startsWith(new URL(config.api.sso).origin), `connect-src ${origin}`).toBe(true);
      expect(csp['frame-src'], path).toContain(config.dashboardOrigin);
    }
  });
  // That no screen reports a CSP violation is checked by the sweep of every screen in a11y.spec.ts.
});

test.describe('card data', () => {
  test('no full card number in the DOM, API responses, storage or users.csv', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    const scan = (where: string, text: string) => {
      for (const number of cardNumbersIn(text)) found.push(`${where}: ${number}`);
    };
    const open = async (account: Account, client?: string) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      page.on('response', async response => {
        const url = response.url();
        if (!/\/api\/|\/config-service\//.test(url)) return;
        scan(`response ${new URL(url).pathname}`, await response.text().catch(() => ''));
      });
      await signInAs(page, account, client);
      return { context, page };
    };

    for (const group of SCREEN_GROUPS.filter(candidate => candidate.account)) {
      const { context, page } = await open(group.account!, group.client);
      try {
        await visitScreens(page, group, async screen => {
          scan(`DOM ${screen.name}`, await page.content());
          scan(`text ${screen.name}`, await page.evaluate(() => document.body.innerText));
        });
        scan(`storage after ${group.name}`, JSON.stringify(await storageDump(page)));
      } finally {
        await context.close();
      }
    }

    // A card payment's detail shows the first six and last four digits only.
    const supervisor = await open('supervisor');
    try {
      const { page } = supervisor;
      await page.goto(`/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', account_number: 'E2E-CARD' }))}`);
      await page.locator('main table tbody tr').first().getByRole('link').first().click();
      await expect(page.getByText(/^\d{6}\D+4242$/)).toBeVisible();
      scan('payment detail', await page.content());
    } finally {
      await supervisor.context.close();
    }

    // users.csv
    const admin = await open('clientAdmin');
    try {
      const { page } = admin;
      await page.goto('/settings');
      const button = page.getByRole('button', { name: /^Download \d[\d,]* User\(s\)$/ });
      await expect(button).toBeEnabled({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await button.click();
      const csv = fs.readFileSync(await (await download).path(), 'utf8');
      expect(csv.split('\n').length).toBeGreaterThan(10);
      scan('users.csv', csv);
    } finally {
      await admin.context.close();
    }

    expect(found).toEqual([]);
  });
});
