/** Debug helper: signs in on a running server started with --test-controls (BASE, default :4100), injects a fault, logs navigations. */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
const base = process.env.BASE ?? 'http://localhost:4100';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ extraHTTPHeaders: { 'x-mock-scope': 'dbg' } });
const page = await context.newPage();
const t0 = Date.now();
page.on('framenavigated', f => { if (f === page.mainFrame()) console.log(Date.now() - t0, 'NAV', f.url().slice(0, 140)); });
page.on('pageerror', err => console.log('pageerror:', err.message));
const signIn = async () => {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(process.argv[2] ?? 'client.admin@springfield.example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => !url.pathname.startsWith('/idp') && url.pathname !== '/login/callback');
};
for (let round = 0; round < 6; round++) {
  await signIn();
  console.log(Date.now() - t0, 'signed in', page.url());
  await fetch(`${base}/__mock/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/api/sso/myself', type: 'status', status: 500, scope: 'dbg' }) });
  await page.goto(`${base}/dashboard`);
  await page.waitForURL(/\/login(\?|$)/);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await fetch(`${base}/__mock/faults?scope=dbg`, { method: 'DELETE' });
  console.log(Date.now() - t0, 'signed out', page.url());
}
await browser.close();
