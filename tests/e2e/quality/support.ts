import type { Page } from '@playwright/test';
import { ACCOUNTS, expandCustomerSearch, expect, signIn, signInAsAdminFor } from '../fixtures';

export type Account = keyof typeof ACCOUNTS;

/** Signs in as a demo account; a platform admin with `client` chooses it on /admin first. */
export const signInAs = async (page: Page, account: Account, client?: string) => {
  if (account === 'platformAdmin' && client) return signInAsAdminFor(page, client);
  await signIn(page, ACCOUNTS[account]);
  // The callback goes back to the /login entry, which then enters the app: these accounts all land in it.
  await page.waitForURL(url => !url.pathname.startsWith('/login'));
};

/** Text a person can see on the page now (empty for a blank screen). */
export const visibleText = (page: Page) => page.evaluate(() => document.body.innerText.trim());

/** Not blank: the page shows a heading or an alert with words in it. */
export const expectNotBlank = async (page: Page) => {
  await expect
    .poll(async () => (await visibleText(page)).length, { message: 'the page is blank', timeout: 10_000 })
    .toBeGreaterThan(20);
  await expect(page.locator('h1, [role="alert"], [role="status"]').first()).toBeVisible();
};

/** Visible alerts, toasts and status messages, joined: what the app says after a failure. */
export const visibleMessages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"], [role="alertdialog"], .MuiSnackbar-root, .MuiAlert-message')]
      .filter(
        element => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed',
      )
      .map(element => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .filter((text, index, all) => all.indexOf(text) === index)
      .join(' | '),
  );

/** The access token the app keeps in this tab's sessionStorage (src/auth/storedToken.ts), for calling the mock API directly. */
export const accessToken = (page: Page) =>
  page.evaluate(() => {
    const stored = sessionStorage.getItem('oidc.user');
    if (stored) return (JSON.parse(stored) as { access_token: string }).access_token;
    throw new Error('not signed in');
  });

/** GET a mock API path as the signed-in user (test set-up, not the app). */
export const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const token = await accessToken(page);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` }, timeout: 30_000 });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
};

/** A bookmarked payment search with results (Springfield, successful payments). */
export const PAYMENTS_BOOKMARK = `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}&order=DESC&page=1&perPage=20&sort=createdAt`;

/** Luhn check of a digit string. */
export const luhnValid = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * Every card number in a text: a standalone run of 13–19 digits (spaces or dashes between digits
 * allowed; not part of a longer token such as an id like `00u3805…`) that passes the Luhn check and
 * starts with a card network's major industry identifier (2–6: Mastercard, Amex, Diners, JCB, Visa,
 * Discover, UnionPay). Merchant ids (8…) and other numbers that happen to pass Luhn are not cards.
 */
export const cardNumbersIn = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![0-9A-Za-z])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z])/g)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits)) found.push(digits);
  }
  return found;
};

/** Opens the customer search bar and asks for customers by last name. */
export const openCustomerSearch = async (page: Page, lastName: string) => {
  await expandCustomerSearch(page);
  await page.getByRole('combobox', { name: 'Select search criteria' }).first().click();
  await page.getByRole('option', { name: 'Last name' }).click();
  await page.getByRole('textbox', { name: 'Last name' }).first().fill(lastName);
};

/** Pages the last openInApp call moved without a reload (the fault matrix then checks the call was made). */
export const softNavigated = new WeakSet<Page>();

/**
 * Opens `path` in the app already running in the page without reloading it, as a link would: through
 * /profile (a page every user has), so the target page mounts afresh and asks the server again.
 * Signed out or not in the app: an ordinary page load.
 */
export const openInApp = async (page: Page, path: string) => {
  const inApp =
    !/^\/(login|idp)/.test(new URL(page.url()).pathname) &&
    (await page.getByRole('button', { name: 'Log Out' }).isVisible());
  if (!inApp || new URL(path, page.url()).pathname === '/profile') {
    await page.goto(path);
    return;
  }
  const push = (to: string) =>
    page.evaluate(target => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  if (new URL(page.url()).pathname !== '/profile') {
    await push('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  }
  await push(path);
  softNavigated.add(page);
};

/**
 * Content-Security-Policy violations the page reports from now on (DevTools issues and console errors), as
 * "url: what was blocked". The XSS sweep of every screen (xss.spec.ts) expects none.
 */
export const watchCspViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code !== 'ContentSecurityPolicyIssue') return;
    const details = issue.details.contentSecurityPolicyIssueDetails!;
    violations.push(
      `${page.url()}: ${details.violatedDirective} ${details.contentSecurityPolicyViolationType} ${details.blockedURL ?? details.sourceCodeLocation?.url ?? ''}`,
    );
  });
  page.on('console', message => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  return violations;
};

/** Where the quality specs have long imported them from; they live in fixtures.ts beside the scan itself. */
export { expectMode, expectNoAxeViolationsInBothModes } from '../fixtures';

/** Everything the browser keeps for our origin: local and session storage, cookies, IndexedDB names. */
export const storageDump = async (page: Page) => {
  const inPage = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    indexedDb: JSON.stringify(((await indexedDB.databases?.()) ?? []).map(db => db.name)),
  }));
  const cookies = JSON.stringify(await page.context().cookies());
  return { ...inPage, cookies };
};
