/**
 * Debug helper: the request waterfall, paints and long tasks of cold loads of the bench's bookmarked
 * /payments search (signed in), to see what waits for what on the way to the first result row.
 *   npx tsx scripts/waterfall.ts   (BASE env: server, default :4100; N runs, default 2; CPU throttling rate)
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
import { signIn } from './signIn';
import { ACCOUNTS, PAYMENTS_BOOKMARK } from '../bench/scenarios';
const base = process.env.BASE ?? 'http://localhost:4100';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const page = await context.newPage();
await signIn(page, base, ACCOUNTS.supervisor);
await context.addInitScript(() => { (window as unknown as { __lt: number[][] }).__lt = []; new PerformanceObserver(list => { for (const e of list.getEntries()) (window as unknown as { __lt: number[][] }).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
const cdp = await context.newCDPSession(page);
await cdp.send('Network.clearBrowserCache');
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
for (let i = 0; i < Number(process.env.N ?? 2); i++) {
await cdp.send('Network.clearBrowserCache');
await page.goto('about:blank');
const t = Date.now();
await page.goto(`${base}${PAYMENTS_BOOKMARK}`);
await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 });
const first = Date.now() - t;
const entries = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(e => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType]));
const marks = await page.evaluate(() => [...performance.getEntriesByType('paint'), ...performance.getEntriesByType('mark')].map(e => [e.name, Math.round(e.startTime)]));
const lt = await page.evaluate(() => (window as unknown as { __lt: number[][] }).__lt);
console.log('first row', first, JSON.stringify(marks), 'long tasks', JSON.stringify(lt));
if (i === Number(process.env.N ?? 2) - 1) for (const e of entries) console.log(String(e[1]).padStart(5), String(e[2]).padStart(5), e[3], String(e[0]).slice(0, 90));
}
await browser.close();
