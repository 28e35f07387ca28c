// Journey: Nothing secret leaks to the browser: no card numbers, no tokens in localStorage, the served security
// headers, and Log Out ends the session and revokes its tokens.
import fs from 'node:fs';
import { ACCOUNTS, enterSignedIn, expect, signIn, test } from '../fixtures';
import { accessToken, cardNumbersIn, storageDump, type Account } from './support';

const JWT = /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/;
const TOKEN_PARAM = /[?&#](access_token|id_token|refresh_token|id_token_hint)=/;

test.describe('tokens', () => {
  // Run again in the msal project (playwright.config.ts), where MSAL keeps the tokens and signs out.
  test(
    'after sign-in no token is in localStorage or any URL; Log Out ends the provider session and leaves none in any storage',
    { tag: '@auth' },
    async ({ page }) => {
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
      // Log Out ended the identity provider's session too: Sign in asks who it is again.
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('Email address')).toBeVisible();
    },
  );

  test('Log Out revokes: an access token captured before it gets 401 from the APIs after it', async ({ page }) => {
    await signIn(page, ACCOUNTS.supervisor);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const captured = { authorization: `Bearer ${await accessToken(page)}` };
    const calls = [
      '/api/sso/myself',
      '/api/payments/payments?client=springfield&status=successful',
      '/api/sso/agencies',
    ];
    for (const path of calls) expect((await page.request.get(path, { headers: captured })).status(), path).toBe(200);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    for (const path of calls) {
      const res = await page.request.get(path, { headers: captured });
      expect(res.status(), path).toBe(401);
      expect(await res.json()).toEqual({ message: 'The access token has been revoked.' });
    }
  });
});

/** The policy this server must send: every service on its own origin, the dashboard on the same server as 127.0.0.1. */
const expectedPolicy = (origin: string, frameAncestors: string) => {
  const dashboard = origin.replace('://localhost', '://127.0.0.1');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origin}`,
    `frame-src 'self' ${[dashboard, origin].sort().join(' ')}`,
    `form-action 'self' ${origin}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
};

test.describe('headers', () => {
  test('the CSP as served is the fixed policy of this origin, and /config.json names only this origin', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const config = (await (await request.get('/config.json')).json()) as {
      api: Record<string, string>;
      auth: { issuer: string };
      launchDarkly: Record<string, string>;
      dashboardOrigin: string;
    };
    // A hijacked config (another host for an API or the identity provider) fails here and in the policy below.
    expect(Object.values(config.api).map(url => new URL(url).origin)).toEqual(
      Object.values(config.api).map(() => origin),
    );
    expect(config.auth.issuer).toBe(`${origin}/idp`);
    expect(['baseUri', 'streamUri', 'eventsUri'].map(key => config.launchDarkly[key])).toEqual([
      `${origin}/ld`,
      `${origin}/ld`,
      `${origin}/ld`,
    ]);
    expect(config.dashboardOrigin).toBe(origin.replace('://localhost', '://127.0.0.1'));
    const asset = /\/assets\/[\w.-]+\.js/.exec(await (await request.get('/login')).text())![0];
    const configured = [
      ...new Set(
        [
          ...Object.values(config.api),
          config.auth.issuer,
          ...Object.values(config.launchDarkly).filter(value => value.includes('://')),
        ].map(url => new URL(url).origin),
      ),
    ];
    const served = (await request.get('/login')).headers()['content-security-policy'];
    const directive = (name: string) =>
      served
        .split('; ')
        .find(part => part.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    expect(directive('connect-src')).toEqual(["'self'", ...configured.sort()]);
    expect(directive('frame-src')).toEqual([
      "'self'",
      ...[...new Set([new URL(config.auth.issuer).origin, config.dashboardOrigin])].sort(),
    ]);
    for (const [path, ancestors] of [
      ['/login', "'none'"],
      ['/payments', "'none'"],
      [asset, "'none'"],
      ['/config.json', "'none'"],
      ['/silent-callback.html', "'self'"],
    ] as const)
      expect((await request.get(path)).headers()['content-security-policy'], path).toBe(
        expectedPolicy(origin, ancestors),
      );
  });

  test('the other headers as served are the ones docs/security.md lists', async ({ request }) => {
    const asset = /\/assets\/[\w.-]+\.js/.exec(await (await request.get('/login')).text())![0];
    const cacheControl: Record<string, string> = {
      '/login': 'no-cache',
      '/payments': 'no-cache',
      '/settings': 'no-cache',
      [asset]: 'public, max-age=31536000, immutable',
      '/config.json': 'no-store',
    };
    for (const [path, cache] of Object.entries(cacheControl)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control'], path).toBe(cache);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['permissions-policy'], path).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      );
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    // The hidden frame of silent renewal and the identity provider's pages may be framed by our own origin only.
    expect((await request.get('/silent-callback.html')).headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect((await request.get('/idp/.well-known/openid-configuration')).headers()['x-frame-options']).toBe(
      'SAMEORIGIN',
    );
  });

  // That no screen reports a CSP violation is checked by the XSS sweep of every screen (xss.spec.ts).
});

test.describe('card data', () => {
  // Every screen, its API responses and storage are scanned for card numbers by the XSS sweep (xss.spec.ts), which
  // visits them all anyway; here, the two places a card number is closest to the surface.
  test("a card payment's page shows the first six and last four digits only, and users.csv holds no card number", async ({
    browser,
    baseURL,
  }) => {
    const found: string[] = [];
    const scan = (where: string, text: string) => {
      for (const number of cardNumbersIn(text)) found.push(`${where}: ${number}`);
    };
    const open = async (account: Account) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      page.on('response', async response => {
        const url = response.url();
        if (!/\/api\/|\/config-service\//.test(url)) return;
        scan(`response ${new URL(url).pathname}`, await response.text().catch(() => ''));
      });
      await enterSignedIn(page, ACCOUNTS[account], '/');
      return { context, page };
    };
    // A card payment's detail shows the first six and last four digits only.
    const supervisor = await open('supervisor');
    try {
      const { page } = supervisor;
      await page.goto(
        `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', account_number: 'E2E-CARD' }))}`,
      );
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
