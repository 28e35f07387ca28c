/**
 * Debug helper: which source files' code a page loads but never runs, from Chromium's JS coverage of a cold load.
 *   npx vite build --sourcemap --outDir /tmp/dist-sm
 *   DIST_DIR=/tmp/dist-sm npx tsx mock-api/server.ts --port 4100 --data-dir /tmp/weigh-data
 *   npx tsx scripts/unused.ts [path] [email]   (BASE: server, default :4100; DIST: the build, default /tmp/dist-sm;
 *                                              FILES: how many files to list, default 60)
 * Prints, per package and then per file, the raw bytes loaded and the bytes of functions that never ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { signedInOnBuild } from './signIn';

const { base, dist, target, browser, page } = await signedInOnBuild();
await page.goto('about:blank');
await page.coverage.startJSCoverage({ resetOnNavigation: false });
await page.goto(`${base}${target}`);
await page.waitForLoadState('networkidle');
const coverage = await page.coverage.stopJSCoverage();
await browser.close();

const loaded = new Map<string, number>();
const unused = new Map<string, number>();
const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
for (const entry of coverage) {
  const file = new URL(entry.url).pathname.replace(/^\//, '');
  const mapFile = path.join(dist, `${file}.map`);
  if (!file.startsWith('assets/') || !fs.existsSync(mapFile)) continue;
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const used = new Uint8Array(code.length).fill(1);
  const ranges = entry.functions.flatMap(fn => fn.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) used.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  let last: { offset: number; source: string } | undefined;
  const close = (end: number) => {
    if (!last) return;
    let idle = 0;
    for (let i = last.offset; i < end; i++) if (!used[i]) idle++;
    add(loaded, last.source, end - last.offset);
    add(unused, last.source, idle);
  };
  consumer.eachMapping(m => {
    const offset = lineStarts[m.generatedLine - 1] + m.generatedColumn;
    close(offset);
    last = { offset, source: (m.source ?? '(none)').replace(/^(\.\.\/)+/, '') };
  });
  close(code.length);
}

const packageOf = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? `app:${source.split('/')[0]}`;
const byPackage = new Map<string, [number, number]>();
for (const [source, bytes] of loaded) {
  const entry = byPackage.get(packageOf(source)) ?? [0, 0];
  byPackage.set(packageOf(source), [entry[0] + bytes, entry[1] + (unused.get(source) ?? 0)]);
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const total = [...loaded.values()].reduce((a, b) => a + b, 0);
const idle = [...unused.values()].reduce((a, b) => a + b, 0);
console.log(`${kb(total)} KB loaded, ${kb(idle)} KB never ran (raw, minified)`);
for (const [name, [bytes, never]] of [...byPackage].sort((a, b) => b[1][1] - a[1][1])) console.log(`${kb(never)} of ${kb(bytes)}  ${name}`);
console.log('');
for (const [source, never] of [...unused].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.FILES ?? 60)))
  console.log(`${kb(never)} of ${kb(loaded.get(source) ?? 0)}  ${source}`);
