import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import { signIn as benchSignIn } from '../lib/browser';
import { ACCOUNTS, PAYMENTS_BOOKMARK } from '../scenarios';

/** Debug scripts: signs a demo account in through the identity provider and waits for the app. */
export const signIn = async (page: Page, base: string, email: string) => {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/idp'), {
    timeout: 15000,
  });
  await page.waitForLoadState('networkidle');
};

/**
 * Debug scripts that profile a cold load: a browser signed in as `email` on `base`, with the HTTP cache cleared;
 * arguments are the page path and the email (BASE env: the server, default :4100; SIGNED_OUT=1: not signed in;
 * CLIENT: the client a platform admin chooses).
 */
export const signedInCold = async () => {
  const base = process.env.BASE ?? 'http://localhost:4100';
  const path = process.argv[2] ?? '/settings';
  const email = process.argv[3] ?? 'client.admin@springfield.example.com';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  const page = await context.newPage();
  // SIGNED_OUT=1 profiles a signed-out visit (/login) instead; CLIENT: the client a platform admin chooses.
  if (process.env.CLIENT) await benchSignIn(page, base, email, process.env.CLIENT);
  else if (!process.env.SIGNED_OUT) await signIn(page, base, email);
  else await page.goto(`${base}/favicon.svg`); // the page then loads in the site's renderer, which the trace reads
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  return { base, path, browser, page, cdp };
};

/**
 * Debug scripts that read a page's scripts against a sourcemap build (weigh.ts, unused.ts): a browser signed in as the
 * second argument (default the supervisor; `none`: signed out; CLIENT: the client a platform admin chooses), the page
 * path the first (default the bench's bookmarked search). BASE: the server (default :4100); DIST: the build it serves.
 */
export const signedInOnBuild = async () => {
  const base = process.env.BASE ?? 'http://localhost:4100';
  const dist = process.env.DIST ?? '/tmp/dist-sm';
  const target = process.argv[2] ?? PAYMENTS_BOOKMARK;
  const email = process.argv[3] ?? ACCOUNTS.supervisor;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await (await browser.newContext()).newPage();
  if (email !== 'none') await benchSignIn(page, base, email, process.env.CLIENT);
  return { base, dist, target, browser, page };
};
