/**
 * Debug helper: an interleaved A/B of cold bookmarked /payments loads between two builds, so the machine's drift
 * from minute to minute falls on both alike. Each build is served by its own mock server; loads alternate A, B, A, B…
 *   npx tsx scripts/abcold.ts <distA> <distB>   (N runs per side and speed, default 9; CPU: rates, default "1,4")
 */
import { signIn, launch, Tab } from '../bench/lib/browser';
import { startServer } from '../bench/lib/server';
import { summarize } from '../bench/lib/stats';
import { paymentsScenario } from '../bench/groups/bundle';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: abcold.ts <distA> <distB>');
const runs = Number(process.env.N ?? 9);
const rates = (process.env.CPU ?? '1,4').split(',').map(Number);
const root = process.cwd();
const servers = await Promise.all([startServer(root, distA, 'default'), startServer(root, distB, 'default')]);
const browser = await launch();
try {
  const tabs = await Promise.all(servers.map(() => Tab.open(browser)));
  for (const [index, tab] of tabs.entries()) await signIn(tab.page, servers[index].url, paymentsScenario.account!, paymentsScenario.client);
  for (const cpu of rates) {
    const first: number[][] = [[], []];
    const lcp: number[][] = [[], []];
    const sent: number[][] = [[], []];
    const after: number[][] = [[], []];
    for (let run = 0; run < runs; run++)
      for (const side of run % 2 ? [1, 0] : [0, 1]) {
        const load = await tabs[side].coldLoad(servers[side].url, paymentsScenario, cpu);
        first[side].push(load.readyMs);
        lcp[side].push(load.lcpMs);
        // When the search left, and how long after its answer the first row showed.
        const search = await tabs[side].page.evaluate(() => {
          const entry = performance.getEntriesByType('resource').find(e => e.name.includes('/api/payments/payments')) as PerformanceResourceTiming | undefined;
          return entry ? [entry.startTime, entry.responseEnd] : [NaN, NaN];
        });
        sent[side].push(search[0]);
        after[side].push(load.readyMs - search[1]);
      }
    const line = (name: string, values: number[][]) => {
      const [a, b] = values.map(summarize);
      const diffs = summarize(values[1].map((value, index) => value - values[0][index]));
      console.log(`${cpu}x ${name.padEnd(9)} A ${a.median.toFixed(0).padStart(5)}  B ${b.median.toFixed(0).padStart(5)}  B−A paired median ${diffs.median.toFixed(0).padStart(5)} (${diffs.min.toFixed(0)}…${diffs.max.toFixed(0)})`);
    };
    line('first row', first);
    line('LCP', lcp);
    line('search sent', sent);
    line('answer→row', after);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map(server => server.stop()));
}
