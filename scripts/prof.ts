/**
 * Debug helper: CPU profile (0.1 ms samples) of a cold load of a signed-in page, with the hottest lines of the
 * hottest functions, source-mapped (DIST: the sourcemap build the server serves, default /tmp/dist-sm).
 *   npx tsx scripts/prof.ts <path> [email]   (BASE env: server, default :4100; FROM: profile from that request's answer)
 */
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';
import { signedInCold } from './signIn';

const { base, path, browser, page, cdp } = await signedInCold();
// CPU=4 throttles the main thread as the bench's 4x cold loads do.
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
// FROM=<url part>: profile only from when that request's answer arrives (e.g. FROM=/api/payments/payments).
if (process.env.FROM) page.on('response', response => { if (response.url().includes(process.env.FROM!)) void cdp.send('Profiler.start'); });
else await cdp.send('Profiler.start');
await page.goto(`${base}${path}`);
await page.locator(process.env.FROM ? 'main table tbody tr:not([data-testid]) td' : 'main table tbody tr td, main h1').first().waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }; hitCount?: number; positionTicks?: { line: number; ticks: number }[] }[] } };
await browser.close();

const maps = new Map<string, SourceMapConsumer | null>();
const mapOf = async (url: string) => {
  const file = url.match(/\/assets\/[^?]+\.js/)?.[0];
  if (!file) return null;
  if (!maps.has(file)) {
    try { maps.set(file, await new SourceMapConsumer(JSON.parse(readFileSync(`${process.env.DIST ?? '/tmp/dist-sm'}${file}.map`, 'utf8')))); } catch { maps.set(file, null); }
  }
  return maps.get(file) ?? null;
};
const where = async (url: string, line: number, column: number) => {
  if (line < 1) return url || '(native)';
  const map = await mapOf(url);
  const pos = map?.originalPositionFor({ line, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  return pos?.source ? `${pos.source.replace(/.*node_modules\//, '')}:${pos.line}` : `${url.replace(base, '')}:${line}`;
};
const byFunction = new Map<string, { hits: number; lines: Map<string, number> }>();
for (const node of profile.nodes) {
  if (!node.hitCount) continue;
  const key = `${await where(node.callFrame.url, node.callFrame.lineNumber + 1, node.callFrame.columnNumber)} ${node.callFrame.functionName}`;
  const entry = byFunction.get(key) ?? { hits: 0, lines: new Map() };
  entry.hits += node.hitCount;
  for (const tick of node.positionTicks ?? []) {
    // positionTicks give a line of the generated file; the column is unknown, so map the line's start.
    const line = await where(node.callFrame.url, tick.line, 0);
    entry.lines.set(line, (entry.lines.get(line) ?? 0) + tick.ticks);
  }
  byFunction.set(key, entry);
}
// Self time by package (node_modules) or app folder, to see which library the load spends its CPU in.
const byPackage = new Map<string, number>();
for (const [key, { hits }] of byFunction) {
  const source = key.split(' ')[0];
  const name = /^(@[^/]+\/[^/]+|[^/:]+)\//.exec(source)?.[1];
  const group = source.startsWith('(') || !source.includes('/') ? source.replace(/:\d+$/, '') : source.includes('src/') || source.includes('resources/') || source.includes('dataProviders/') ? `app ${source.replace(/^(\.\.\/)+/, '').split('/')[0]}` : (name ?? source);
  byPackage.set(group, (byPackage.get(group) ?? 0) + hits);
}
const total = [...byPackage.values()].reduce((sum, hits) => sum + hits, 0);
console.log(`by package (0.1 ms samples; ${total} in all):`);
for (const [group, hits] of [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${String(hits).padStart(6)}  ${(100 * hits / total).toFixed(1).padStart(5)}%  ${group}`);
const top = [...byFunction.entries()].sort((a, b) => b[1].hits - a[1].hits).slice(0, Number(process.env.TOP ?? 15));
for (const [key, { hits, lines }] of top) {
  console.log(`${String(hits).padStart(6)}  ${key}`);
  for (const [line, ticks] of [...lines.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`          line ${line}: ${ticks}`);
}
