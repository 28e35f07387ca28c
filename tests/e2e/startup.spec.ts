// Journey: A returning tab opens a bookmarked page fast: what it remembers (client, time zone, flags) is used at once,
// each read is asked for once, and a slow or failed start-up call still ends on the page or a clear sign-out.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, clearFlags, enterSignedIn, expect, setFlags, signIn, test, holdRequests } from './fixtures';
import { apiGet } from './quality/support';

const MAINTENANCE = 'display-maintenance-screen-rev-m';
const BOOKMARK = `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}&order=DESC&page=1&perPage=20&sort=createdAt`;

/** The requests the page makes from now on whose address `matches`. */
const countRequests = (page: Page, matches: (url: URL) => boolean) => {
  const made: string[] = [];
  page.on('request', request => {
    if (matches(new URL(request.url()))) made.push(request.url());
  });
  return made;
};

/*
 * These tests are about a tab that comes back signed in, not about signing in: each enters with a saved session
 * (fixtures.ts, enterSignedIn), and its first page load is what the tab then remembers.
 */
const enterApp = async (page: Page) => {
  await enterSignedIn(page, ACCOUNTS.supervisor, '/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
};

const firstResultRow = (page: Page) => page.getByRole('main').locator('table tbody tr').first();

/** What this tab remembers between loads (the flags, the client settings, the scope of its reads). */
const forgetTabMemory = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('rm.last.')) sessionStorage.removeItem(key);
  });

test.describe('start-up', () => {
  test.slow();

  test.afterEach(({ request, baseURL, mock }) => clearFlags(request, baseURL!, mock));

  /**
   * Each page that names a first read: a cold load asks for it once (made while the code loads, then handed to the
   * page's controller), whether the tab remembers the user's scope or has to wait for /myself; remembered, it leaves
   * before /myself answers.
   */
  const firstReads: {
    name: string;
    open: (page: Page) => Promise<string>;
    request: (url: URL) => boolean;
    /** The page's own chunk (named after its module), asked for once the read has left. */
    code: string;
    shown: (page: Page) => Locator;
    /** What else each reload must show, given the requests it made. */
    also?: (page: Page, made: string[]) => Promise<void>;
  }[] = [
    {
      name: 'the rows of a bookmarked search',
      open: async page => (await enterSignedIn(page, ACCOUNTS.supervisor), BOOKMARK),
      request: url => url.pathname === '/api/payments/payments',
      code: 'PaymentList',
      shown: firstResultRow,
      also: async (page, made) => {
        expect(new URL(made[0]).searchParams.get('status')).toBe('successful');
        await expect(page.getByRole('main').locator('table tbody tr')).toHaveCount(20);
        await expect(page).toHaveURL(/\/payments\?/);
      },
    },
    {
      name: 'the users of /settings (their first page)',
      open: async page => (await enterSignedIn(page, ACCOUNTS.clientAdmin), '/settings'),
      request: url => url.pathname.endsWith('/sso/users') && !url.searchParams.has('page[cursor]'),
      code: 'UserList',
      shown: page => page.getByRole('main').locator('table tbody tr').first(),
    },
    {
      name: 'the payment of /payment/{id}',
      open: async page => {
        await enterSignedIn(page, ACCOUNTS.supervisor);
        // Any payment: the newest the supervisor's search finds (asked of the API, not through a page load of its own).
        const search = await apiGet<{ transactions: { id: number }[] }>(
          page,
          '/api/payments/payments?client=springfield&page=1&per_page=20&status=successful',
        );
        return `/payment/${search.transactions[0].id}`;
      },
      request: url => /^\/api\/payments\/payments\/\d+$/.test(url.pathname),
      code: 'PaymentShow',
      shown: page => page.getByRole('heading', { level: 2, name: 'Payment Details' }),
    },
    ...(
      [
        ['agencies', 'AgencyList'],
        ['locations', 'LocationList'],
        ['terminals', 'TerminalList'],
      ] as const
    ).map(([list, code]) => ({
      name: `the ${list} of /pos-config/${list}`,
      open: async (page: Page) => (
        await enterSignedIn(page, ACCOUNTS.platformAdmin, undefined, 'Springfield'),
        `/pos-config/${list}`
      ),
      request: (url: URL) => url.pathname === `/api/pos/${list}`,
      code,
      shown: (page: Page) => page.getByRole('main').locator('table tbody tr a').first(),
    })),
  ];

  for (const { name, open, request, code, shown, also } of firstReads)
    test(`a cold load asks for ${name} once, before /myself answers and before the page's code when the tab remembers the user's scope`, async ({
      page,
    }) => {
      const path = await open(page);
      await page.goto(path);
      await expect(shown(page)).toBeVisible();
      for (const memory of ['remembered', 'forgotten']) {
        const events: string[] = [];
        const made = countRequests(page, url => request(url) && !!events.push('asked for'));
        page.on('response', response => {
          if (new URL(response.url()).pathname === '/api/sso/myself') events.push('/myself answered');
        });
        const pageCode = new RegExp(`^/assets/${code}-[\\w-]+\\.js$`);
        page.on('request', request => {
          if (pageCode.test(new URL(request.url()).pathname)) events.push('page code asked for');
        });
        if (memory === 'forgotten') {
          await forgetTabMemory(page);
          await page.reload();
        } else {
          // /myself is held back until the read has left: a read that waited for it would never leave.
          const release = await holdRequests(page, url => url.pathname === '/api/sso/myself', { times: 1 });
          await page.reload();
          await expect.poll(() => made.length, { message: 'the read left while /myself was held back' }).toBe(1);
          release();
        }
        await expect(shown(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(made, `requests with the tab's memory ${memory}`).toHaveLength(1);
        // Remembered, the read leaves before the held-back /myself answers, and the page still ends on what it asked for;
        // the page's code is asked for after the read (its preload links would have held the read back).
        if (memory === 'remembered') {
          expect(events.filter(event => event !== 'page code asked for')).toEqual(['asked for', '/myself answered']);
          expect(events.indexOf('page code asked for')).toBeGreaterThan(events.indexOf('asked for'));
        }
        await also?.(page, made);
      }
    });

  test('a maintenance flag the tab remembers shows the maintenance screen at once, before the flag service answers', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    await enterApp(page);
    // Switched live: the stream brings it.
    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
    // The flag service now never answers: the screen on reload can only come from what the tab remembers.
    await mock.fault({ path: '/ld/**', type: 'stall', delayMs: 45_000 });
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('a tab that remembers the flags off still switches to maintenance live after a reload', async ({
    page,
    request,
    baseURL,
    mock,
  }) => {
    await enterApp(page);
    const stream = page.waitForRequest(request => new URL(request.url()).pathname.startsWith('/ld/eval/'));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await stream;
    await setFlags(request, baseURL!, mock, { [MAINTENANCE]: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
  });

  test('a tab that remembers its flags checks them with the flag service only once the bookmarked rows show', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    // A load whose flag checks are all made (the stream is the last): the count below sees only the next load's.
    const checked = page.waitForRequest(request => new URL(request.url()).pathname.startsWith('/ld/eval/'));
    await page.goto(BOOKMARK);
    await expect(firstResultRow(page)).toBeVisible();
    await checked;
    const release = await holdRequests(page, url => url.pathname === '/api/payments/payments');
    const flagChecks = countRequests(page, url => url.pathname.startsWith('/ld/'));
    await page.reload();
    // The page is in and its rows are on their way: the first screen is not drawn yet.
    await expect(page.getByRole('main').locator('table[aria-busy="true"]')).toBeVisible();
    expect(flagChecks).toEqual([]);
    release();
    await expect(page.getByRole('main').locator('table tbody tr')).toHaveCount(20);
    await expect.poll(() => flagChecks.length).toBeGreaterThan(0);
  });

  test('once the app is up, a page opened from another shows in place of it, with no loading state between', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, BOOKMARK);
    await expect(firstResultRow(page)).toBeVisible();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    // Both pages' code is in now. Going back and forth, whatever the main region shows is seen (a loading state that
    // showed for a single frame included): the pages alone.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"] .MuiCircularProgress-root')) seen.push('loading');
      }).observe(document.body, { subtree: true, childList: true });
    });
    for (const [tab, heading] of [
      ['Payments', 'Payments'],
      ['Settings', 'User Settings'],
    ]) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  });

  test('a failed /myself when a tab comes back signs out with Authentication Failed', async ({ page, mock }) => {
    // A slow one still ends on the page: the first reads above are each made with /myself held back. This one signs
    // out, which ends the session: one of its own, not the saved one other tests share (fixtures.ts, enterSignedIn).
    await signIn(page, ACCOUNTS.supervisor, BOOKMARK);
    await expect(firstResultRow(page)).toBeVisible();
    await mock.fault({ path: '/api/sso/myself', type: 'status', status: 500 });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
  });
});
