/**
 * Debug helper: React's own timeline of a cold signed-in load (its "Scheduler" and "Components" performance tracks):
 * each render and commit with its lane (Blocking or Transition, time-sliced), the cascading updates effects set off,
 * and optionally which components rendered in a time window. Needs the profiling build, served by a mock server:
 *   npx vite build -c scripts/vite.profiling.config.ts --outDir /tmp/dist-prof
 *   DIST_DIR=/tmp/dist-prof npx tsx mock-api/server.ts --port 4100 --data-dir /tmp/mock-prof
 *   CPU=4 npx tsx scripts/tracks.ts '<path>' [email]   (BASE env: server, default :4100)
 * FROM/TO (ms): list the components rendered in that window, longest first. The component track needs React to think
 * its devtools are present, so a stand-in hook is installed. READY: the CSS selector whose first match is the "first row"
 * (default: a result row's link, or the page heading, which the loading screen already draws on some pages).
 */
import { signedInCold } from './signIn';

interface Calls {
  calls: [string, number, number, string, string?][];
  ready: number;
  requests: string[];
}

const { base, path, browser, page, cdp } = await signedInCold();
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
// A string, not a function: tsx would wrap a function's inner helpers in a __name call the page does not have.
await page.addInitScript(`
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: false, supportsFiber: true, renderers: new Map(), inject() { return 1; }, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {}, on() {}, off() {}, sub() {} };
  window.__tracks = { calls: [], ready: -1 };
  const timeStamp = console.timeStamp.bind(console);
  console.timeStamp = (...args) => { window.__tracks.calls.push(args); timeStamp(...args); };
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(process.env.READY ?? 'main table tbody tr a, main h1')})) { window.__tracks.ready = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`);
page.on('pageerror', error => console.log('page error', error.message));
await page.goto(`${base}${path}`);
await page.waitForFunction(() => (window as unknown as { __tracks: Calls }).__tracks.ready >= 0, undefined, { timeout: 30_000 });
await page.waitForLoadState('networkidle');
const { calls, ready, requests } = await page.evaluate(() => ({
  ...(window as unknown as { __tracks: Calls }).__tracks,
  requests: performance
    .getEntriesByType('resource')
    .filter(entry => /\/api\/|config-service|\/ld\//.test(entry.name))
    .map(entry => `${Math.round(entry.startTime)} → ${Math.round((entry as PerformanceResourceTiming).responseEnd)}  ${entry.name.replace(location.origin, '').slice(0, 80)}`),
}));
await browser.close();

const ms = (value: number) => value.toFixed(0).padStart(6);
for (const [label, start, end, track, group] of [...calls].sort((a, b) => a[1] - b[1]))
  if (group === 'Scheduler ⚛' && (end - start >= 2 || /Update|Promise/.test(label))) console.log(`${ms(start)} +${(end - start).toFixed(0).padStart(4)}  ${track.padEnd(11)} ${label}`);
console.log(requests.join('\n'));
console.log(`first row (or page heading) ${Math.round(ready)}`);
if (process.env.FROM) {
  const [from, to] = [Number(process.env.FROM), Number(process.env.TO ?? Infinity)];
  console.log(`\ncomponents rendered from ${from} to ${to} ms, longest first:`);
  const rendered = calls.filter(([, start, end, track]) => track === 'Components ⚛' && start >= from && start < to && end - start >= 1);
  for (const [label, start, end] of rendered.sort((a, b) => b[2] - b[1] - (a[2] - a[1])).slice(0, Number(process.env.TOP ?? 40))) console.log(`${ms(start)} +${(end - start).toFixed(1)}  ${label}`);
}
