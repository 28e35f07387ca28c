import type { Browser } from 'playwright-core';
import { signIn, Tab, type LoadResult } from '../lib/browser';
import type { BuildInfo } from '../lib/build';
import type { Results } from '../lib/results';
import type { PageScenario } from '../scenarios';
import { gzipOfScripts, heavyLibrariesIn, loginScenario, paymentsScenario } from './bundle';
import { REFERENCE_PAGE, type Reference } from './reference';

export const externalRequests = new Set<string>();
/** Analytics and diagnostics pings (LaunchDarkly events, react-admin telemetry), wherever they go. */
export const telemetryRequests = new Set<string>();
const TELEMETRY = /\/events\/(bulk|diagnostic)\/|react-admin-telemetry|events\.launchdarkly\.com|\/mobile\/events/;

const isLocal = (url: string) => {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === 'data:' ||
      protocol === 'blob:' ||
      protocol === 'about:' ||
      hostname === 'localhost' ||
      hostname === '127.0.0.1'
    );
  } catch {
    return true;
  }
};

export const noteRequests = (load: Pick<LoadResult, 'requests'>) => {
  for (const url of load.requests) {
    if (!isLocal(url)) externalRequests.add(new URL(url).origin);
    if (TELEMETRY.test(url)) telemetryRequests.add(new URL(url).pathname.replace(/[^/]+$/, '…'));
  }
};

/** Network latency of the second cold-load run: a 150 ms round trip, as over a government office's VPN. */
export const LATENCY_MS = 150;

/** The start-up requests of a bookmarked search, by what they are for. */
const START_UP_PATH: [string, RegExp][] = [
  ['config.json', /\/config\.json$/],
  ['/myself', /\/api\/sso\/myself(\?|$)/],
  ['client settings', /\/config-service\/settings\/[^/]+\/settings\.json$/],
  ['flags', /\/ld\/sdk\/evalx\//],
  ['rows', /\/api\/payments\/payments\?/],
];

/** When each start-up request of `loads` left and answered (medians), the first row, and the rows' lead on config. */
const reportStartUpPath = (results: Results, loads: LoadResult[], variant: string, label: string) => {
  const timing = (load: LoadResult, pattern: RegExp) => load.timed.find(request => pattern.test(request.url));
  for (const [name, pattern] of START_UP_PATH) {
    const found = loads.map(load => timing(load, pattern)).filter(request => request !== undefined);
    if (!found.length) continue;
    const id = name.replace(/[^a-z]/gi, '');
    results.add(
      'start-up path',
      `cold.payments.path.${id}.start.${variant}`,
      `${label}: ${name} asked for`,
      'ms',
      found.map(request => request.startMs),
    );
    results.add(
      'start-up path',
      `cold.payments.path.${id}.end.${variant}`,
      `${label}: ${name} answered`,
      'ms',
      found.map(request => request.endMs),
    );
  }
  const leads = loads
    .map(load => {
      const config = timing(load, START_UP_PATH[0][1]);
      const rows = timing(load, START_UP_PATH[4][1]);
      return config && rows ? rows.startMs - config.endMs : undefined;
    })
    .filter(lead => lead !== undefined);
  if (leads.length)
    results.add(
      'start-up path',
      `cold.payments.rowsAfterConfig.${variant}`,
      `${label}: rows asked for after config.json arrived`,
      'ms',
      leads,
    );
};

/** A route exists when a visit stays on it (the app sends unknown paths to /dashboard or /admin). */
export const routeBuilt = (scenario: PageScenario, load: LoadResult) =>
  load.finalPath === new URL(scenario.path, 'http://x').pathname;

/** `runs` cold loads of `scenario` in `tab`, their requests noted for the telemetry and third-party checks. */
export const repeat = async (tab: Tab, base: string, scenario: PageScenario, cpu: number, runs: number) => {
  const loads: LoadResult[] = [];
  for (let run = 0; run < runs; run++) {
    const load = await tab.coldLoad(base, scenario, cpu);
    noteRequests(load);
    loads.push(load);
  }
  return loads;
};

/**
 * What /login and a signed-in /payments search load, and how fast, cold, with and without 4x CPU throttling. With the
 * stock app (`reference`), each /payments load is followed by one of the stock app's list, in a tab of its own.
 */
export const measureColdLoads = async (
  browser: Browser,
  base: string,
  info: BuildInfo,
  results: Results,
  runs: number,
  reference?: Reference,
) => {
  const signedOut = await Tab.open(browser);
  try {
    const loads = await repeat(signedOut, base, loginScenario, 1, runs);
    const { chunks, kb } = gzipOfScripts(info, loads[0].scripts);
    results.add(
      'bundle',
      'bundle.login.js',
      'JavaScript loaded for /login (gzip)',
      'KB',
      kb,
      chunks.map(chunk => chunk.file).join(', '),
    );
    const heavy = chunks.flatMap(heavyLibrariesIn);
    results.add(
      'bundle',
      'bundle.heavyOnLogin',
      'heavy libraries loaded by /login',
      'count',
      heavy.length,
      heavy.join(', ') || 'none',
    );
    results.add(
      'cold load',
      'cold.login.ready.1x',
      '/login: Sign in button shown (1x CPU)',
      'ms',
      loads.map(load => load.readyMs),
    );
    results.add(
      'cold load',
      'cold.login.lcp.1x',
      '/login: LCP (1x CPU)',
      'ms',
      loads.map(load => load.lcpMs),
    );
    const throttled = await repeat(signedOut, base, loginScenario, 4, runs);
    results.add(
      'cold load',
      'cold.login.ready.4x',
      '/login: Sign in button shown (4x CPU)',
      'ms',
      throttled.map(load => load.readyMs),
    );
    results.add(
      'cold load',
      'cold.login.lcp.4x',
      '/login: LCP (4x CPU)',
      'ms',
      throttled.map(load => load.lcpMs),
    );
  } finally {
    await signedOut.close();
  }

  const tab = await Tab.open(browser);
  const stockTab = reference ? await Tab.open(browser) : undefined;
  try {
    await signIn(tab.page, base, paymentsScenario.account!, paymentsScenario.client);
    let probe: LoadResult | undefined;
    try {
      probe = await tab.coldLoad(base, paymentsScenario, 1, 20_000);
    } catch {
      probe = undefined;
    }
    if (!probe || !routeBuilt(paymentsScenario, probe)) {
      const note = `${paymentsScenario.path} shows no result rows yet (payment search not built)`;
      for (const [id, label] of [
        ['bundle.payments.js', 'JavaScript loaded for /payments with results (gzip)'],
        ['cold.payments.firstRow.1x', '/payments bookmark: first result row (1x CPU)'],
        ['cold.payments.lcp.1x', '/payments bookmark: LCP (1x CPU)'],
        ['cold.payments.firstRow.4x', '/payments bookmark: first result row (4x CPU)'],
        ['cold.payments.lcp.4x', '/payments bookmark: LCP (4x CPU)'],
      ])
        results.notBuilt(id.startsWith('bundle') ? 'bundle' : 'cold load', id, label, note);
      return;
    }
    // The first screen's code: what was asked for by the time the first row showed (the flag SDK of a tab that
    // remembers its flags, the export and the dialogs come after it). Everything loaded by network idle beside it.
    const { chunks, kb } = gzipOfScripts(info, probe.firstScreenScripts);
    results.add(
      'bundle',
      'bundle.payments.js',
      'JavaScript loaded for /payments with results (gzip, asked for before the first row)',
      'KB',
      kb,
      chunks.map(chunk => chunk.file).join(', '),
    );
    const all = gzipOfScripts(info, probe.scripts);
    results.add(
      'bundle',
      'bundle.payments.js.idle',
      'JavaScript loaded for /payments with results, by network idle (gzip)',
      'KB',
      all.kb,
      all.chunks
        .filter(chunk => !chunks.some(first => first.file === chunk.file))
        .map(chunk => chunk.file)
        .join(', ') || 'nothing after the first row',
    );
    if (reference && stockTab) {
      const stockProbe = await stockTab.coldLoad(reference.url, REFERENCE_PAGE, 1);
      const stock = gzipOfScripts(reference.info, stockProbe.firstScreenScripts);
      results.add(
        'reference',
        'reference.bundle.js',
        'stock react-admin app: JavaScript loaded for its list (gzip)',
        'KB',
        stock.kb,
        stock.chunks.map(chunk => chunk.file).join(', '),
      );
    }
    for (const cpu of [1, 4]) {
      const loads: LoadResult[] = [];
      const stockLoads: LoadResult[] = [];
      for (let run = 0; run < runs; run++) {
        const load = await tab.coldLoad(base, paymentsScenario, cpu);
        noteRequests(load);
        loads.push(load);
        if (reference && stockTab) stockLoads.push(await stockTab.coldLoad(reference.url, REFERENCE_PAGE, cpu));
      }
      results.add(
        'cold load',
        `cold.payments.firstRow.${cpu}x`,
        `/payments bookmark: first result row (${cpu}x CPU)`,
        'ms',
        loads.map(load => load.readyMs),
      );
      results.add(
        'cold load',
        `cold.payments.lcp.${cpu}x`,
        `/payments bookmark: LCP (${cpu}x CPU)`,
        'ms',
        loads.map(load => load.lcpMs),
      );
      reportStartUpPath(results, loads, `${cpu}x`, `/payments bookmark (${cpu}x CPU)`);
      if (!stockLoads.length) continue;
      results.add(
        'reference',
        `reference.cold.firstRow.${cpu}x`,
        `stock react-admin app: first list row (${cpu}x CPU)`,
        'ms',
        stockLoads.map(load => load.readyMs),
      );
      results.add(
        'reference',
        `reference.cold.lcp.${cpu}x`,
        `stock react-admin app: LCP (${cpu}x CPU)`,
        'ms',
        stockLoads.map(load => load.lcpMs),
      );
    }
    // Once more over a slow network: every round trip LATENCY_MS longer, for the app and the stock app alike.
    const slow: LoadResult[] = [];
    const stockSlow: LoadResult[] = [];
    for (let run = 0; run < runs; run++) {
      slow.push(await tab.coldLoad(base, paymentsScenario, 1, 60_000, LATENCY_MS));
      if (reference && stockTab)
        stockSlow.push(await stockTab.coldLoad(reference.url, REFERENCE_PAGE, 1, 60_000, LATENCY_MS));
    }
    const slowLabel = `${LATENCY_MS} ms latency, 1x CPU`;
    results.add(
      'cold load',
      'cold.payments.firstRow.latency',
      `/payments bookmark: first result row (${slowLabel})`,
      'ms',
      slow.map(load => load.readyMs),
    );
    reportStartUpPath(results, slow, 'latency', `/payments bookmark (${slowLabel})`);
    if (stockSlow.length)
      results.add(
        'reference',
        'reference.cold.firstRow.latency',
        `stock react-admin app: first list row (${slowLabel})`,
        'ms',
        stockSlow.map(load => load.readyMs),
      );
  } finally {
    await tab.close();
    await stockTab?.close();
  }
};
