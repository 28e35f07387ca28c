/**
 * The user list at 10,000 users, in headless Chromium against the mock with the large seed (Springfield has 10,000
 * users there). Not a test. Writes bench/results-users.json.
 *
 *   npx tsx bench/users.ts [--dist-dir dist] [--runs 5]
 *
 * Without --dist-dir the app is built into bench/.tmp/users-dist first.
 * Measures: time to first rows and to all rows (from navigation start), the cursor requests made, client-side sort and
 * search times, users.csv export time, the longest main-thread task while loading and exporting, and the JS heap after
 * /settings has loaded every user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { spawnMockServer } from '../mock-api/spawnServer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';

const { values } = parseArgs({ options: { 'dist-dir': { type: 'string' }, runs: { type: 'string', default: '5' } } });
const root = path.resolve(import.meta.dirname, '..');
const runs = Math.max(1, Number(values.runs));
const ACCOUNT = 'client.admin@springfield.example.com';
const PASSWORD = 'Demo-Passw0rd!';
const TOTAL = 10_000;
const DOWNLOAD = /Download (\d+) User\(s\)/;

const log = (message: string) => console.log(`[bench users] ${message}`);
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const summary = (list: number[]) => ({
  median: Math.round(median(list)),
  min: Math.round(Math.min(...list)),
  max: Math.round(Math.max(...list)),
  runs: list.map(Math.round),
});

const build = () => {
  const outDir = path.join(root, 'bench', '.tmp', 'users-dist');
  log(`building into ${path.relative(root, outDir)}`);
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, stdio: 'ignore' },
  );
  return outDir;
};

const startServer = async (distDir: string) => {
  const server = await spawnMockServer({
    root,
    distDir,
    args: ['--scale', 'large'],
    dataPrefix: 'rm-bench-users-',
    name: 'mock server',
    timeoutMs: 180_000,
  });
  // The server compresses the built assets on first request: let it before anything is timed.
  await fetch(`${server.url}/login`).then(res => res.text());
  return server;
};

const signIn = async (page: Page, base: string) => {
  await page.goto(`${base}/login`, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/login'), {
    timeout: 60_000,
  });
};

/** Long main-thread tasks, recorded from the first byte of each document (the CSP allows no eval, so this is a real script). */
const installLongTaskProbe = () => {
  const state = { longest: 0, tasks: 0, since: 0 };
  (window as unknown as { __longTasks: typeof state }).__longTasks = state;
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < state.since) continue;
      state.tasks++;
      state.longest = Math.max(state.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
};

const resetLongTasks = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as { __longTasks: { longest: number; tasks: number; since: number } }).__longTasks;
    state.longest = 0;
    state.tasks = 0;
    state.since = performance.now();
  });
const longTasks = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { __longTasks: { longest: number; tasks: number } }).__longTasks }));

const downloadCount = (page: Page) =>
  page.evaluate(pattern => {
    for (const button of document.querySelectorAll('main button')) {
      const match = new RegExp(pattern).exec(button.textContent ?? '');
      if (match) return { count: Number(match[1]), enabled: !(button as HTMLButtonElement).disabled };
    }
    return { count: -1, enabled: false };
  }, DOWNLOAD.source);

/** Runs `act` in the page and resolves with the ms until `done` holds and the next frame has painted. */
const timeInPage = async (page: Page, act: 'sort' | 'search' | 'clear', argument: string) =>
  page.evaluate(
    async ({ act, argument }) => {
      const firstRow = () => document.querySelector('main table tbody tr')?.textContent ?? '';
      const count = () =>
        [...document.querySelectorAll('main button')]
          .map(button => button.textContent ?? '')
          .find(text => /Download \d+/.test(text)) ?? '';
      const before = act === 'sort' ? firstRow() : count();
      const start = performance.now();
      if (act === 'sort') {
        const header = [...document.querySelectorAll('main table thead [role="button"], main table thead button')].find(
          element => (element.textContent ?? '').includes(argument),
        ) as HTMLElement;
        header.click();
      } else {
        const input = document.querySelector('main input[type="search"]') as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, act === 'clear' ? '' : argument);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await new Promise<void>(resolve => {
        const check = () =>
          (act === 'sort' ? firstRow() : count()) !== before ? resolve() : requestAnimationFrame(check);
        check();
      });
      await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve)));
      return performance.now() - start;
    },
    { act, argument },
  );

const main = async () => {
  const distDir = values['dist-dir'] ? path.resolve(values['dist-dir']) : build();
  log('starting the mock with the large seed');
  const server = await startServer(distDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Record<string, unknown> = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    // tsx keeps function names with a __name helper that functions sent to the page would miss.
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || (fn => fn);' });
    await context.addInitScript(installLongTaskProbe);
    const page = await context.newPage();
    await signIn(page, server.url);
    let userRequests = 0;
    page.on('request', request => {
      if (request.url().includes('/api/v1/sso/users?')) userRequests++;
    });

    const firstRows: number[] = [];
    const allRows: number[] = [];
    const loadLongest: number[] = [];
    let requests = 0;
    for (let run = 0; run < runs; run++) {
      userRequests = 0;
      // A fresh document each run: nothing of the previous run's cache is reused.
      await page.goto(`${server.url}/settings`, { timeout: 120_000 });
      await page.waitForFunction(() => !!document.querySelector('main table tbody tr a'), undefined, {
        polling: 'raf',
        timeout: 60_000,
      });
      firstRows.push(await page.evaluate(() => performance.now()));
      await page.waitForFunction(
        ({ pattern, total }) =>
          [...document.querySelectorAll('main button')].some(button => {
            const match = new RegExp(pattern).exec(button.textContent ?? '');
            return !!match && Number(match[1]) >= total && !(button as HTMLButtonElement).disabled;
          }),
        { pattern: DOWNLOAD.source, total: TOTAL },
        { polling: 50, timeout: 180_000 },
      );
      allRows.push(await page.evaluate(() => performance.now()));
      loadLongest.push((await longTasks(page)).longest);
      requests = userRequests;
      log(
        `run ${run + 1}: first rows ${Math.round(firstRows[run])} ms, all ${TOTAL} rows ${Math.round(allRows[run])} ms, ${requests} page requests`,
      );
    }
    const loaded = await downloadCount(page);
    results.firstRowsMs = summary(firstRows);
    results.allRowsMs = summary(allRows);
    results.usersListed = loaded.count;
    results.cursorRequests = requests;
    results.longestTaskWhileLoadingMs = summary(loadLongest);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
    results.jsHeapAfterSettingsMb = {
      used: Math.round((heap.usedSize / 1024 / 1024) * 10) / 10,
      total: Math.round((heap.totalSize / 1024 / 1024) * 10) / 10,
    };
    log(`heap after /settings: ${JSON.stringify(results.jsHeapAfterSettingsMb)} MB`);

    const sorts: number[] = [];
    const searches: number[] = [];
    const clears: number[] = [];
    for (let run = 0; run < runs; run++) {
      sorts.push(await timeInPage(page, 'sort', 'Email Address'));
      searches.push(await timeInPage(page, 'search', 'smith'));
      clears.push(await timeInPage(page, 'clear', ''));
    }
    results.sortEmailMs = summary(sorts);
    results.searchSmithMs = summary(searches);
    results.clearSearchMs = summary(clears);
    log(
      `sort ${Math.round(median(sorts))} ms, search ${Math.round(median(searches))} ms, clear ${Math.round(median(clears))} ms (medians)`,
    );

    const csv: number[] = [];
    const csvLongest: number[] = [];
    let lines = 0;
    for (let run = 0; run < runs; run++) {
      await resetLongTasks(page);
      const button = page.getByRole('button', { name: DOWNLOAD });
      const start = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
      const file = await download.path();
      csv.push(Date.now() - start);
      csvLongest.push((await longTasks(page)).longest);
      lines = fs.readFileSync(file!, 'utf8').trim().split('\n').length - 1;
    }
    results.csvExportMs = summary(csv);
    results.csvDataLines = lines;
    results.longestTaskDuringCsvMs = summary(csvLongest);
    log(
      `users.csv ${Math.round(median(csv))} ms for ${lines} lines; longest task ${Math.round(median(csvLongest))} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  const output = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      loadAverage: os.loadavg().map(load => Math.round(load * 10) / 10),
    },
    seed: 'large (Springfield: 10,000 users)',
    account: ACCOUNT,
    runs,
    ...results,
  };
  fs.writeFileSync(path.join(root, 'bench', 'results-users.json'), `${JSON.stringify(output, null, 2)}\n`);
  log('wrote bench/results-users.json');
};

main().catch(error => {
  console.error(error);
  process.exit(1);
});
