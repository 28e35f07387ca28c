/**
 * Debug helper: one Lighthouse run on one bench page, with the diagnostics behind its score
 * (LCP element, long tasks, script boot-up, layout shifts, failing best-practice audits).
 *   npx tsx bench/tools/lh.ts <page id: login|dashboard|payments|settings|posConfig> [mobile|desktop] [--url http://127.0.0.1:PORT]
 * Without --url it starts `npm start`'s server on the current dist/ with fresh data.
 * LANTERN=1: how Lighthouse's simulation timed what the LCP waits for: for its optimistic and pessimistic LCP graphs,
 * each request (simulated start and end, size) and each main-thread task of 20 ms or more, in simulated order.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import { signInPuppeteer } from '../groups/lighthouse';
import { startServer } from '../lib/server';
import { PAGES } from '../scenarios';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';

const [id = 'payments', preset = 'mobile'] = process.argv
  .slice(2)
  .filter(arg => !arg.startsWith('--') && !arg.startsWith('http'));
const urlIndex = process.argv.indexOf('--url');
const scenario = PAGES.find(page => page.id === id);
if (!scenario) throw new Error(`No page ${id}`);

const server = urlIndex > 0 ? undefined : await startServer(process.cwd(), 'dist', 'default');
const base = urlIndex > 0 ? process.argv[urlIndex + 1] : server!.url;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  if (scenario.account) await signInPuppeteer(page, base, scenario.account, scenario.client);
  // A cold cache, as the bench has (bench/groups/lighthouse.ts).
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    `${base}${scenario.path}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      disableStorageReset: true,
    },
    preset === 'desktop' ? desktopConfig : undefined,
    page as never,
  );
  const lhr = result!.lhr;
  const artifacts = result!.artifacts as unknown as {
    Trace?: { traceEvents: { name: string; ts: number; args?: { frame?: string; data?: Record<string, unknown> } }[] };
  };
  for (const event of artifacts.Trace?.traceEvents ?? [])
    if (event.name === 'LayoutShift')
      console.log('LayoutShift', event.ts, event.args?.frame, JSON.stringify(event.args?.data).slice(0, 600));
  const audit = (name: string) =>
    lhr.audits[name] as {
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Record<string, unknown>[] };
    };
  for (const event of artifacts.Trace?.traceEvents ?? [])
    if (event.name.startsWith('largestContentfulPaint::'))
      console.log(event.name, event.ts, event.args?.frame, JSON.stringify(event.args?.data).slice(0, 200));
  // TASKS=1: the page's main-thread tasks over 10 ms as observed (unthrottled; Lighthouse multiplies them by 4), with
  // what ran in each, on the clock of the long-tasks list below (ms from navigation start).
  if (process.env.TASKS) {
    type Event = {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      pid: number;
      tid: number;
      args?: { data?: Record<string, unknown> };
    };
    const events = (artifacts.Trace?.traceEvents ?? []) as Event[];
    const lcp = events.find(event => event.name.startsWith('largestContentfulPaint::'));
    const start = events.find(event => event.name === 'navigationStart' && event.pid === lcp?.pid);
    const onMain = events.filter(event => event.pid === lcp?.pid && event.tid === lcp?.tid && event.ph === 'X');
    for (const task of onMain.filter(
      event => event.name === 'RunTask' && (event.dur ?? 0) > 10_000 && event.ts >= (start?.ts ?? 0),
    )) {
      const inside = onMain.filter(
        event =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
          (event.dur ?? 0) > 1000,
      );
      const parts = inside.map(
        event =>
          `${event.name}${event.args?.data?.url ? ` ${String(event.args.data.url).replace(base, '').slice(0, 40)}` : ''} ${((event.dur ?? 0) / 1000).toFixed(0)}`,
      );
      console.log(
        `task ${((task.ts - (start?.ts ?? 0)) / 1000).toFixed(0)} +${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts.slice(0, 8).join(' | ')}`,
      );
    }
  }
  if (process.env.LANTERN) {
    interface Node {
      type: string;
      request?: { url: string; transferSize: number; protocol: string };
    }
    const all = (
      Lantern as unknown as {
        Simulation: { Simulator: { allNodeTimings: Map<string, Map<Node, { startTime: number; endTime: number }>> } };
      }
    ).Simulation.Simulator.allNodeTimings;
    for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
      console.log(`\n## ${label}`);
      for (const [node, { startTime, endTime }] of [...(all.get(label) ?? [])].sort(
        (a, b) => a[1].startTime - b[1].startTime,
      )) {
        const span = `${startTime.toFixed(0).padStart(5)}-${endTime.toFixed(0).padStart(5)}`;
        if (node.request)
          console.log(
            `${span} ${node.request.protocol} ${(node.request.transferSize / 1024).toFixed(1).padStart(6)} KB ${node.request.url.replace(base, '').slice(0, 70)}`,
          );
        else if (endTime - startTime >= 20) console.log(`${span} cpu ${(endTime - startTime).toFixed(0)} ms`);
      }
    }
  }
  if (lhr.runtimeError) console.log('runtimeError', JSON.stringify(lhr.runtimeError));
  console.log(
    'scores',
    Object.fromEntries(
      Object.entries(lhr.categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)]),
    ),
  );
  const observed = (audit('metrics').details?.items?.[0] ?? {}) as Record<string, number>;
  console.log(
    'observed',
    JSON.stringify(
      Object.fromEntries(Object.entries(observed).filter(([key]) => key.startsWith('observed') && !key.endsWith('Ts'))),
    ),
  );
  for (const metric of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
  ])
    console.log(metric, audit(metric).displayValue);
  for (const name of [
    'largest-contentful-paint-element',
    'lcp-lazy-loaded',
    'layout-shifts',
    'long-tasks',
    'bootup-time',
    'mainthread-work-breakdown',
    'render-blocking-resources',
    'network-requests',
    'inspector-issues',
    'errors-in-console',
    'valid-source-maps',
    'deprecations',
    'third-party-cookies',
  ] as const) {
    const details = audit(name)?.details;
    if (!details) continue;
    console.log(`\n## ${name} ${audit(name).displayValue ?? ''}`);
    const items = (details.items ?? []) as Record<string, unknown>[];
    for (const item of items.slice(0, name === 'network-requests' ? 40 : 12)) {
      if (name === 'network-requests')
        console.log(
          `${Math.round(Number(item.networkRequestTime))}-${Math.round(Number(item.networkEndTime))} ${item.transferSize} ${String(item.url).replace(base, '')}`,
        );
      else console.log(JSON.stringify(item).slice(0, name === 'layout-shifts' ? 900 : 300));
    }
  }
} finally {
  chrome.kill();
  await server?.stop();
}
