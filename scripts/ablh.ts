/**
 * Debug helper: an interleaved A/B of Lighthouse mobile runs between two builds, so the machine's drift falls on both
 * alike (as scripts/abcold.ts does for cold loads). Each build is served by its own mock server.
 *   npx tsx scripts/ablh.ts <distA> <distB> [page ids, default settings,dashboard]   (N runs per side, default 5)
 * Prints the median score, TBT and LCP per side, and the long tasks of each side's last run. ROOT_A / ROOT_B: the
 * checkout whose mock server serves that side (default: this one), to compare server changes.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInPuppeteer } from '../bench/groups/lighthouse';
import { startServer } from '../bench/lib/server';
import { summarize } from '../bench/lib/stats';
import { PAGES } from '../bench/scenarios';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';

const [distA, distB, ids = 'settings,dashboard'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: ablh.ts <distA> <distB> [page ids]');
const runs = Number(process.env.N ?? 5);
const root = process.cwd();
const servers = await Promise.all([startServer(process.env.ROOT_A ?? root, distA, 'default'), startServer(process.env.ROOT_B ?? root, distB, 'default')]);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  for (const id of ids.split(',')) {
    const scenario = PAGES.find(page => page.id === id);
    if (!scenario) throw new Error(`No page ${id}`);
    const pages = await Promise.all(
      servers.map(async server => {
        const page = await (await browser.createBrowserContext()).newPage();
        if (scenario.account) await signInPuppeteer(page, server.url.replace('127.0.0.1', 'localhost'), scenario.account, scenario.client);
        return page;
      }),
    );
    const values: Record<string, number[][]> = { score: [[], []], TBT: [[], []], LCP: [[], []], FCP: [[], []], SI: [[], []] };
    const tasks: string[][] = [[], []];
    for (let run = 0; run < runs; run++)
      for (const side of run % 2 ? [1, 0] : [0, 1]) {
        const cdp = await pages[side].createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const base = servers[side].url.replace('127.0.0.1', 'localhost');
        const result = await lighthouse(`${base}${scenario.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, pages[side] as never);
        const lhr = result!.lhr;
        if (lhr.runtimeError) console.log(`run ${run} ${side ? 'B' : 'A'}: ${JSON.stringify(lhr.runtimeError)}`);
        values.score[side].push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        values.TBT[side].push(lhr.audits['total-blocking-time'].numericValue ?? NaN);
        values.LCP[side].push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
        values.FCP[side].push(lhr.audits['first-contentful-paint'].numericValue ?? NaN);
        values.SI[side].push(lhr.audits['speed-index'].numericValue ?? NaN);
        const items = ((lhr.audits['long-tasks'].details as { items?: { url: string; startTime: number; duration: number }[] })?.items ?? []);
        tasks[side] = items.map(item => `${Math.round(item.startTime)}+${Math.round(item.duration)} ${item.url.replace(base, '')}`);
      }
    console.log(`\n## ${id}`);
    for (const [name, sides] of Object.entries(values)) {
      const [a, b] = sides.map(summarize);
      console.log(`${name.padEnd(6)} A ${a.median.toFixed(0)} [${sides[0].map(v => v.toFixed(0)).join(' ')}]  B ${b.median.toFixed(0)} [${sides[1].map(v => v.toFixed(0)).join(' ')}]`);
    }
    for (const side of [0, 1]) console.log(`long tasks ${side ? 'B' : 'A'}: ${tasks[side].join(' | ')}`);
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map(server => server.stop()));
}
