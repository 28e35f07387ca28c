/**
 * Debug helper: which packages and source files make up the JavaScript a page loads, in gzip bytes
 * (each chunk's gzip size shared out by the raw bytes each source wrote into it, read from its source map).
 *   npx vite build --sourcemap --outDir /tmp/dist-sm
 *   DIST_DIR=/tmp/dist-sm npx tsx mock-api/server.ts --port 4100 --data-dir /tmp/weigh-data
 *   npx tsx bench/tools/weigh.ts [path] [email]   (BASE: server, default :4100; DIST: the build, default /tmp/dist-sm;
 *                                             FILES=1 lists source files too; CHUNKS=1 each script with when it
 *                                             was asked for, ms after the navigation; CLIENT: the client a platform
 *                                             admin chooses)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { signedInOnBuild } from './signIn';

const { base, dist, target, browser, page } = await signedInOnBuild();
const scripts = new Set<string>();
const askedAt = new Map<string, number>();
let start = 0;
page.on('request', request => {
  if (request.resourceType() !== 'script' || !start) return;
  const file = new URL(request.url()).pathname.replace(/^\//, '');
  scripts.add(file);
  if (!askedAt.has(file)) askedAt.set(file, Date.now() - start);
});
await page.goto('about:blank');
start = Date.now();
await page.goto(`${base}${target}`);
await page.waitForLoadState('networkidle');
await browser.close();

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const bySource = new Map<string, number>();
let total = 0;
for (const file of scripts) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  total += gzip;
  if (process.env.CHUNKS) console.log(`${String(askedAt.get(file)).padStart(6)} ms ${kb(gzip)} KB ${file}`);
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) {
    bySource.set(file, (bySource.get(file) ?? 0) + gzip);
    continue;
  }
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const raw = new Map<string, number>();
  let last: { line: number; column: number; source: string } | undefined;
  const add = (source: string, bytes: number) => raw.set(source, (raw.get(source) ?? 0) + bytes);
  consumer.eachMapping(m => {
    if (last) {
      const bytes =
        m.generatedLine === last.line ? m.generatedColumn - last.column : lines[last.line - 1].length - last.column;
      add(last.source, bytes);
    }
    last = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(none)' };
  });
  if (last) add(last.source, lines[last.line - 1].length - last.column);
  const sum = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [source, bytes] of raw) bySource.set(source, (bySource.get(source) ?? 0) + (gzip * bytes) / sum);
}

const packageOf = (source: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : `app:${source.replace(/^(\.\.\/)+/, '').split('/')[0]}`;
};
const byPackage = new Map<string, number>();
for (const [source, bytes] of bySource)
  byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + bytes);
console.log(`${scripts.size} scripts, ${kb(total)} KB gzip`);
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(kb(bytes), name);
if (process.env.FILES)
  for (const [source, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.FILES) || 80))
    console.log(kb(bytes), source.replace(/^(\.\.\/)+/, ''));
