/**
 * Debug helper: screenshots of a signed-in page's loading screen (the start-up code held back) and of the page once
 * it has rendered, with the box of the first h1 in each, to compare where the loading screen and the app draw it.
 *   npx tsx scripts/splash.ts <base> <email> <path> <outPrefix> [width height]   (default 412 x 823, a phone)
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
import { signIn } from './signIn';
const [base, email, path, out, w = '412', h = '823'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await (await browser.newContext({ viewport: { width: Number(w), height: Number(h) } })).newPage();
await signIn(page, base, email);
let release = () => undefined as void;
const held = new Promise<void>(resolve => (release = resolve));
await page.route('**/assets/boot-*.js', async route => { await held; await route.continue(); });
await page.goto(base + path, { waitUntil: 'commit' });
await page.getByText('Loading…').first().waitFor();
await page.screenshot({ path: `${out}-splash.png` });
const box = async () => JSON.stringify(await page.locator('h1').first().boundingBox());
console.log('splash h1', await box());
release();
await page.locator('main table tbody tr, main iframe').first().waitFor().catch(async () => { await page.screenshot({ path: `${out}-stuck.png` }); throw new Error(`no rows on ${page.url()}`); });
await page.waitForLoadState('networkidle');
await page.screenshot({ path: `${out}-app.png` });
console.log('app h1', await box());
await browser.close();
