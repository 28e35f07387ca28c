/**
 * Debug helper: the request waterfall of a cold load of a signed-in page, with when its first table row showed.
 *   npx tsx bench/tools/waterfall.ts <path> [email]   (BASE env: server, default :4100; CPU: throttling rate)
 */
import { FIRST_ROW } from '../scenarios';
import { signedInCold } from './signIn';

const { base, path, browser, page, cdp } = await signedInCold();
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
const rows: { url: string; start: number; end?: number }[] = [];
let t0 = 0;
page.on('request', request => rows.push({ url: request.url(), start: Date.now() - t0 }));
page.on('requestfinished', request => {
  const row = rows.find(candidate => candidate.url === request.url() && candidate.end === undefined);
  if (row) row.end = Date.now() - t0;
});
t0 = Date.now();
await page.goto(`${base}${path}`);
// A data row, as the bench's probe reads it (not a loading placeholder).
await page.locator(`${FIRST_ROW.selector}:not(:has(${FIRST_ROW.exclude}))`).first().waitFor({ timeout: 30_000 });
const firstRow = Date.now() - t0;
await browser.close();
for (const row of rows)
  console.log(
    `${String(row.start).padStart(5)} → ${String(row.end ?? '?').padStart(5)} ms  ${row.url.replace(base, '').slice(0, 110)}`,
  );
console.log(`first row at ${firstRow} ms`);
