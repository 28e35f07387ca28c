import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export const ACCOUNTS = {
  platformAdmin: 'platform.admin@example.com',
  clientAdmin: 'client.admin@springfield.example.com',
  agencyAdmin: 'agency.admin@springfield.example.com',
  supervisor: 'supervisor@springfield.example.com',
  researcher: 'researcher@springfield.example.com',
  noRole: 'norole@springfield.example.com',
  federated: 'federated@springfield.example.com',
  deactivated: 'deactivated@springfield.example.com',
  shelbyvilleAdmin: 'client.admin@shelbyville.example.com',
} as const;

export interface FaultSpec {
  path: string;
  method?: string;
  type: 'status' | 'html' | 'truncated' | 'abort' | 'stall' | 'latency' | 'lost';
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
}

/** The mock's control routes, scoped to this test: faults and config apply only to its browser context. */
export class MockControl {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
    readonly scope: string,
  ) {}

  /**
   * One control call. The server closes a kept-alive connection after 5 idle seconds; a call that reuses it just
   * then fails (ECONNRESET, hang-up or time-out) before the server reads it, so that case is sent again on a new connection.
   */
  private async send(method: 'post' | 'delete', path: string, data?: unknown) {
    const call = () => this.request[method](`${this.baseURL}${path}`, data === undefined ? undefined : { data });
    const res = await call().catch(async (error: Error) => {
      if (!/ECONNRESET|socket hang up|Timeout/.test(error.message)) throw error;
      return call();
    });
    expect(res.ok()).toBe(true);
  }

  /** Whether this test has set faults or config at the server, which then has something to clear. */
  private faultsSet = false;
  private configSet = false;

  fault(spec: FaultSpec) {
    this.faultsSet = true;
    return this.send('post', '/__mock/faults', { ...spec, scope: this.scope });
  }

  async clearFaults() {
    if (this.faultsSet) await this.send('delete', `/__mock/faults?scope=${encodeURIComponent(this.scope)}`);
  }

  /** Deep-merges into the runtime config this test's browser receives (e.g. shorter timeouts). */
  config(patch: Record<string, unknown>) {
    this.configSet = true;
    return this.send('post', `/__mock/config?scope=${encodeURIComponent(this.scope)}`, patch);
  }

  async clearConfig() {
    if (this.configSet) await this.send('delete', `/__mock/config?scope=${encodeURIComponent(this.scope)}`);
  }

  private lifetimeSet = false;

  /** The lifetime of the access tokens the identity provider issues to this test's browser from now on. */
  async accessTokenLifetime(seconds: number) {
    this.lifetimeSet = true;
    await this.send('post', `/__mock/token-lifetime?scope=${encodeURIComponent(this.scope)}`, {
      accessTokenSeconds: seconds,
    });
  }

  async clearAccessTokenLifetime() {
    if (this.lifetimeSet) await this.send('delete', `/__mock/token-lifetime?scope=${encodeURIComponent(this.scope)}`);
    this.lifetimeSet = false;
  }
}

/** Signs in through the identity provider's pages, as a person would, and waits to land in the app. */
export const signIn = async (page: Page, email: string, path = '/login') =>
  base.step('signIn', async () => {
    await page.goto(path);
    await signInFromHere(page, email);
  });

/** From the sign-in screen the page is on: Sign in, then the identity provider's pages, then the app. */
export const signInFromHere = async (page: Page, email: string) => {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => !url.pathname.startsWith('/idp') && url.pathname !== '/login/callback');
};

/**
 * A new tab of a signed-in browser: /login signs it in silently while the identity provider's session lives, or
 * shows Sign in when that takes too long; either way it ends on the page, once `ready` shows.
 */
export const enterNewTab = async (tab: Page, path: string, ready: Locator) => {
  await tab.goto(path);
  const signInButton = tab.getByRole('button', { name: 'Sign in' });
  await expect(signInButton.or(ready)).toBeVisible({ timeout: 30_000 });
  if (await signInButton.isVisible()) await signInButton.click();
  await expect(ready).toBeVisible({ timeout: 30_000 });
};

/** Platform admin signs in and chooses a client on /admin. */
export const signInAsAdminFor = async (page: Page, brand: string) => {
  await signIn(page, ACCOUNTS.platformAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: `View Client ${brand}` }).click();
  await expect(page.getByText(`You are viewing ${brand}`)).toBeVisible();
};

/**
 * A signed-in browser session as the app keeps it: the identity provider's session cookie (and the client-choice
 * cookie) and this tab's sessionStorage, where oidc-client-ts keeps the user and its tokens. Playwright's
 * storageState carries cookies and localStorage but not sessionStorage, so the tab's entries are saved and put back
 * by hand.
 */
interface SavedSession {
  cookies: Cookie[];
  entries: [string, string][];
}

/** The tab's entries that make it signed in: the user with its tokens, and a platform admin's chosen client. */
const SESSION_KEYS = ['oidc.user', 'rm.selectedClient'];

/**
 * Saved sessions, shared by the run's workers through files in the directory globalSetup makes (E2E_SESSIONS_DIR):
 * each account (and client) of each server signs in through the real flow once per run, on the first test that needs
 * it, whichever worker runs it. Two workers may then use one session at the same time, so a test that ends its
 * session must sign in with signIn; the `sessionKept` fixture below fails one that ends a shared session.
 */
const sessionFile = (key: string) =>
  join(process.env.E2E_SESSIONS_DIR!, `${createHash('sha256').update(key).digest('hex')}.json`);

const readSession = (key: string): SavedSession | undefined => {
  try {
    return JSON.parse(fs.readFileSync(sessionFile(key), 'utf8')) as SavedSession;
  } catch {
    return undefined;
  }
};

const writeSession = (key: string, saved: SavedSession) => {
  // Written whole, then renamed: another worker reads the old file or the new one, never half of one.
  const file = sessionFile(key);
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(saved));
  fs.renameSync(`${file}.${process.pid}`, file);
};

/** Forgets `saved` unless another worker has already replaced it with a newer session. */
const forgetSession = (key: string, saved: SavedSession) => {
  const stored = readSession(key);
  if (stored && JSON.stringify(stored) === JSON.stringify(saved)) fs.rmSync(sessionFile(key), { force: true });
};

/** Whether the saved session's token is still honoured: the user-management API answers who it is for. */
const stillSignedIn = async (request: APIRequestContext, baseURL: string, saved: SavedSession) => {
  const stored = saved.entries.find(([name]) => name === 'oidc.user')?.[1];
  const token = stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
  if (!token) return false;
  const answer = await request.get(`${baseURL}/api/sso/myself`, { headers: { Authorization: `Bearer ${token}` } });
  return answer.ok();
};

/** The saved sessions this test was given (checked once it ends, see `sessionKept`). */
const handedOut: { key: string; saved: SavedSession }[] = [];

/**
 * Opens `path` signed in as `email` (a platform admin with `client` chosen). The first test of the run to ask signs
 * in through the identity provider's pages, as signIn does, and the session is saved; later tests put it back into
 * their own fresh browser context, which then loads the app as a returning tab would. For tests whose journey is
 * the page, not the sign-in: the sign-in flow itself is proven by shell.spec.ts, session.spec.ts and msal.spec.ts.
 * A test that signs out (or is signed out) ends the session for everyone who shares it, so it signs in with signIn
 * instead. Without `path` no page of the app is opened here: the test's own first `page.goto` opens it signed in (the
 * app started on a page the test leaves at once is a whole start-up spent for nothing).
 */
export const enterSignedIn = async (page: Page, email: string, path?: string, client?: string): Promise<void> =>
  base.step('enterSignedIn', async () => {
    const baseURL = base.info().project.use.baseURL!;
    const key = `${baseURL} ${email} ${client ?? ''}`;
    const saved = readSession(key);
    if (saved && !(await stillSignedIn(page.request, baseURL, saved))) {
      // A user deactivated and reactivated, or a test that ended it: sign in again.
      forgetSession(key, saved);
      return enterSignedIn(page, email, path, client);
    }
    if (saved) {
      await page.context().addCookies(saved.cookies);
      // Any page of the app's origin that does not start the app: its sessionStorage is the one the app will read.
      await page.goto('/config.json');
      await page.evaluate(entries => {
        for (const [name, value] of entries) sessionStorage.setItem(name, value);
      }, saved.entries);
      handedOut.push({ key, saved });
    } else {
      if (client) {
        await signIn(page, email);
        await page.getByRole('button', { name: `View Client ${client}` }).click();
        await expect(page.getByText(`You are viewing ${client}`)).toBeVisible();
      } else {
        await signIn(page, email);
        await page.waitForURL(url => !url.pathname.startsWith('/login'));
      }
      const entries = await page.evaluate(
        keys =>
          keys.flatMap(name => (sessionStorage.getItem(name) === null ? [] : [[name, sessionStorage.getItem(name)!]])),
        SESSION_KEYS,
      );
      const fresh = { cookies: await page.context().cookies(), entries: entries as [string, string][] };
      writeSession(key, fresh);
      handedOut.push({ key, saved: fresh });
    }
    if (path) await page.goto(path);
  });

/**
 * Finds a seeded fixture payment by its account number through the payment search (by transaction date) and opens
 * its page; returns its id.
 */
export const openPaymentByAccount = async (page: Page, account: string): Promise<string> => {
  await page.goto(
    `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', account_number: account }))}`,
  );
  const row = page
    .getByRole('table', { name: 'Payment search results' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: account, exact: true }) })
    .last();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const id = (await row.getByRole('link').innerText()).trim();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible({ timeout: 30_000 });
  return id;
};

/**
 * Opens the customer search panel if it is closed, and waits until it has finished opening: while it slides open,
 * its Search button is already "visible and stable" but clipped by the panel, so a click there lands on what is
 * below it (a failed CI run clicked the error card instead of Search).
 */
/**
 * Holds the requests `url` matches (at most `times` of them) until the returned function is called; they then go on to
 * the server (a request its page has given up on meanwhile is let go).
 */
export const holdRequests = async (page: Page, url: Parameters<Page['route']>[0], options?: { times?: number }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>(resolve => (release = resolve));
  await page.route(
    url,
    async route => {
      await held;
      await route.continue().catch(() => undefined);
    },
    options,
  );
  return release;
};

export const expandCustomerSearch = async (page: Page) => {
  const bar = page.getByRole('button', { name: /^(Search customers|Searching by)/ });
  await expect(bar).toBeVisible();
  if ((await bar.getAttribute('aria-expanded')) !== 'true') await bar.click();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport({ ratio: 1 });
};

/** Chooses `option` in the select (combobox) labelled `label`. */
export const choose = async (page: Page, label: RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The rules of those levels that read colours (axe's `cat.color`): all that can change when only the theme does. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Zero violations of WCAG 2.0/2.1/2.2 A and AA on what the page shows now (with `colours`, of the rules that read
 * colours only). Colours are judged as they end up: CSS transitions under way (a field or button just enabled fades
 * in) finish first.
 */
const scan = async (page: Page, { include, colours }: { include?: string; colours?: boolean }) => {
  const transitionsEnded = () =>
    page.waitForFunction(
      () =>
        !document
          .getAnimations()
          .some(animation => animation instanceof CSSTransition && animation.playState === 'running'),
      undefined,
      {
        timeout: 10_000,
      },
    );
  const options: axe.RunOptions = {
    // Only violations are read: axe then skips gathering the nodes of every rule that passed.
    resultTypes: ['violations'],
    runOnly: colours
      ? { type: 'rule', values: COLOUR_RULES }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  };
  const analyze = async (): Promise<axe.Result[]> => {
    // A page with frames (the dashboard's) goes through @axe-core/playwright, which scans each frame and merges the
    // results in a blank page of its own. A page without frames is scanned by axe.run in the page itself, axe-core
    // put in once per page load: the same rules and results, without a blank page and two copies of axe per scan.
    if (page.frames().length > 1) {
      let builder = new AxeBuilder({ page }).options(options);
      if (include) builder = builder.include(include);
      return (await builder.analyze()).violations;
    }
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    return page.evaluate(
      ([context, runOptions]) =>
        (window as unknown as { axe: typeof axe }).axe
          .run(context ?? document, runOptions)
          .then(results => results.violations),
      [include ?? null, options] as const,
    );
  };
  await transitionsEnded();
  let violations = await analyze();
  // A colour caught mid-fade (a button enabled by a render just after the transitions were waited for) is judged again
  // once that fade has ended; a colour that stays too faint fails both times.
  if (violations.some(violation => violation.id === 'color-contrast')) {
    await transitionsEnded();
    violations = await analyze();
  }
  expect(violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** Zero violations of WCAG 2.0/2.1/2.2 A and AA on what the page shows now (within `include`, when given). */
export const expectNoAxeViolations = (page: Page, include?: string) =>
  base.step('axe scan', () => scan(page, { include }));

/** The app (or sign-in, maintenance) shows `mode`: MUI's CssBaseline gives the page that colour scheme. */
export const expectMode = async (page: Page, mode: 'light' | 'dark') => {
  await expect(page.locator('html')).toHaveCSS('color-scheme', mode);
};

/**
 * axe on what the page shows now, in the light and in the dark theme: the device's scheme is switched (no mode chosen,
 * the app follows it) and put back, so what follows runs in light. The theme changes colours only, so in dark the
 * rules that read colours run again; the others have just judged the same page. Where a feature spec reaches a screen
 * or state, it scans it here; there is no separate sweep of every screen (docs/decisions.md, Tests).
 */
export const expectNoAxeViolationsInBothModes = async (page: Page) => {
  await expectNoAxeViolations(page);
  await base.step('axe dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await expectMode(page, 'dark');
      await scan(page, { colours: true });
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await expectMode(page, 'light');
  });
};

/**
 * Whether this project scans the screens it walks. The msal project walks the @auth journeys again to prove the paths
 * through MSAL; the screens on them (/admin, the idle warning, the signed-out notice) are the same whatever the sign-in
 * library, and the oidc project has scanned them already.
 */
export const scansScreens = () => base.info().project.name !== 'msal';

/**
 * Keyboard drag in a sortable table: Space picks `name` up, ArrowDown moves it one place, and the test
 * waits for each announcement. dnd-kit measures the rows after the pick-up, so an arrow pressed before
 * that is ignored (as it would be for a person, who presses it again): it is pressed again until moved.
 * Leaves the row held at position 2; the caller drops it (Space) or cancels (Escape).
 */
export const pickUpAndMoveDown = async (page: Page, table: Locator, name: string) => {
  await table.getByRole('button', { name: `Reorder ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up ${name}, at position 1 of`)).toBeAttached();
  const moved = page.getByText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is now at position 2 of`));
  await expect(async () => {
    if (!(await moved.count())) await page.keyboard.press('ArrowDown');
    await expect(moved).toBeAttached({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(table.locator('tbody tr[data-dragging]')).toHaveCount(1);
};

export const test = base.extend<{ mock: MockControl; sessionKept: void }>({
  /**
   * Once a test has ended, every saved session it was given must still be signed in: another worker may be using it
   * at that moment. A test that ended one (Log Out, a 401, a failed /myself) signs in with signIn instead.
   */
  sessionKept: [
    async ({ request, baseURL }, use) => {
      handedOut.length = 0;
      await use();
      const ended = [];
      for (const { key, saved } of handedOut.splice(0))
        if (!(await stillSignedIn(request, baseURL!, saved))) {
          forgetSession(key, saved);
          ended.push(key);
        }
      expect(ended, 'saved sessions this test ended: sign in with signIn instead of enterSignedIn').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ 'x-mock-scope': `${testInfo.testId}-${testInfo.retry}` });
    await use(context);
  },
  mock: async ({ request, baseURL }, use, testInfo) => {
    const control = new MockControl(request, baseURL!, `${testInfo.testId}-${testInfo.retry}`);
    await use(control);
    await control.clearFaults();
    await control.clearConfig();
    await control.clearAccessTokenLifetime();
  },
});

/** Switches flags at the mock flag service for this test's browser only (its x-mock-scope). */
export const setFlags = async (
  request: APIRequestContext,
  baseURL: string,
  mock: MockControl,
  flags: Record<string, boolean>,
) => {
  // A fresh connection each time: a kept-alive one may be closed by the server while the browser works.
  const res = await request.post(`${baseURL}/__mock/flags?scope=${encodeURIComponent(mock.scope)}`, {
    data: flags,
    headers: { connection: 'close' },
  });
  expect(res.ok()).toBe(true);
};

/** Flags are scoped to the test, so what is left affects no one; clearing them is housekeeping. */
export const clearFlags = (request: APIRequestContext, baseURL: string, mock: MockControl) =>
  request
    .delete(`${baseURL}/__mock/flags?scope=${encodeURIComponent(mock.scope)}`, { headers: { connection: 'close' } })
    .catch(() => undefined);

export { expect };
