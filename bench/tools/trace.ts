/**
 * Debug helper: main-thread tasks of a cold load of a signed-in page (Chrome trace), each task over
 * 12 ms with what ran in it, so the long tasks Lighthouse blames can be traced to code.
 *   npx tsx bench/tools/trace.ts <path> [email]   (BASE env: server, default :4100; CPU: throttling rate)
 */
import { NAME_HELPER, probeScript } from '../lib/browser';
import { FIRST_ROW } from '../scenarios';
import { signedInCold } from './signIn';

const { base, path, browser, page, cdp } = await signedInCold();
// CPU=4 throttles the main thread as the bench's 4x cold loads do.
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink.user_timing',
    'loading',
    ...(process.env.SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
  ],
});
// When the first data row showed, on the page's clock: the bench's own probe.
await page.addInitScript(NAME_HELPER);
await page.addInitScript(probeScript, FIRST_ROW);
if (process.env.BENCH) {
  await page.goto('about:blank');
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}
// LATENCY=<ms>: added to every round trip, as the bench's latency loads do.
if (process.env.LATENCY)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: Number(process.env.LATENCY),
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
await page.goto(`${base}${path}`);
await page.locator('main table tbody tr, main h1').first().waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');
const ready = await page.evaluate(() => window.__bench?.ready ?? -1);
const firstRowAt = ready >= 0 ? ready : undefined;
const buffer = await browser.stopTracing();
await browser.close();

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { data?: Record<string, unknown> };
}
const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
const mainThread = events.find(
  event =>
    event.name === 'thread_name' &&
    (event.args as { name?: string } | undefined)?.name === 'CrRendererMain' &&
    events.some(
      e =>
        e.pid === event.pid &&
        e.name === 'ParseHTML' &&
        String((e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '').startsWith(base),
    ),
);
const onMain = events.filter(
  event => event.pid === mainThread?.pid && event.tid === mainThread?.tid && event.ph === 'X',
);
const nav =
  events.find(event => event.name === 'navigationStart' || event.name === 'NavigationBodyLoader::StartLoadingBody') ??
  onMain[0];
const t0 = nav.ts;
const tasks = onMain.filter(
  event =>
    event.name === 'RunTask' && (event.dur ?? 0) > Number(process.env.MIN_TASK_MS ?? 12) * 1000 && event.ts >= t0,
);
/** The main-thread events that ran inside `task`. */
const eventsIn = (task: TraceEvent) =>
  onMain.filter(
    event => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0),
  );
let total = 0;
for (const task of tasks) {
  const inside = eventsIn(task);
  const byName = new Map<string, number>();
  for (const event of inside) {
    if (
      ![
        'FunctionCall',
        'EvaluateScript',
        'v8.evaluateModule',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseHTML',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'v8.compileModule',
        'v8.compile',
        'MajorGC',
        'MinorGC',
        'PrePaint',
        'Commit',
        'RunMicrotasks',
        'ParseAuthorStyleSheet',
      ].includes(event.name)
    )
      continue;
    const url = String(event.args?.data?.url ?? event.args?.data?.functionName ?? event.args?.data?.type ?? '')
      .replace(base, '')
      .slice(0, 60);
    const key = `${event.name}${url ? ` ${url}` : ''}`;
    byName.set(key, (byName.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const duration = (task.dur ?? 0) / 1000;
  total += Math.max(0, duration * 4 - 50);
  const parts = [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, value]) => `${key} ${value.toFixed(0)}`)
    .join(' | ');
  console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(5)} +${duration.toFixed(0).padStart(3)} ms  ${parts}`);
}
console.log(`≈ blocking time at 4x: ${total.toFixed(0)} ms`);
if (firstRowAt !== undefined) console.log(`first data row at ${Math.round(firstRowAt)} ms (the page's clock)`);
// User timing marks (performance.mark) on the same clock.
const marks = events.filter(
  e => (e.cat.includes('blink.user_timing') && e.ph === 'R') || (e.cat.includes('blink.user_timing') && e.ph === 'I'),
);
for (const event of marks) console.log(`${((event.ts - t0) / 1000).toFixed(0).padStart(5)} mark ${event.name}`);
// NET=1: when each request left and its answer arrived, on the same clock as the tasks above.
if (process.env.NET) {
  const sent = new Map<string, { url: string; ts: number }>();
  for (const event of events.filter(e => e.name === 'ResourceSendRequest'))
    sent.set(String(event.args?.data?.requestId), {
      url: String(event.args?.data?.url).replace(base, ''),
      ts: event.ts,
    });
  for (const event of events.filter(e => e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse')) {
    const request = sent.get(String(event.args?.data?.requestId));
    if (request && event.name === 'ResourceReceiveResponse')
      console.log(
        `${((request.ts - t0) / 1000).toFixed(0).padStart(5)} → ${((event.ts - t0) / 1000).toFixed(0).padStart(5)}  ${request.url.slice(0, 80)}`,
      );
  }
}

// What ran in the longest task: CPU samples inside it, by function (source-mapped when DIST has maps).
// AT=<ms>: that task instead of the longest (AT=row: the task in which the first data row was added; AT=mark:<regex>,
// the task of the last matching performance.mark, to be added to the code for the purpose).
const markAt = process.env.AT?.startsWith('mark:')
  ? marks.filter(mark => new RegExp(process.env.AT!.slice(5)).test(mark.name)).at(-1)
  : undefined;
const atMs = markAt
  ? (markAt.ts - t0) / 1000
  : process.env.AT === 'row'
    ? firstRowAt
    : process.env.AT
      ? Number(process.env.AT)
      : undefined;
const at = atMs !== undefined ? t0 + atMs * 1000 : undefined;
// TASK=<regex>: the longest task with an event inside whose name or URL matches.
const partsOf = (task: TraceEvent) =>
  eventsIn(task)
    .map(event => `${event.name} ${String(event.args?.data?.url ?? '')}`)
    .join('|');
const byTask = process.env.TASK
  ? tasks
      .filter(task => new RegExp(process.env.TASK!).test(partsOf(task)))
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]
  : undefined;
// LAST=1: the last task listed instead of the longest.
const longest =
  byTask ??
  (process.env.LAST ? tasks.at(-1) : undefined) ??
  (at !== undefined
    ? tasks.find(task => task.ts <= at && at <= task.ts + (task.dur ?? 0))
    : tasks
        .filter(
          task =>
            task.ts - t0 > 100_000 &&
            !onMain.some(e => e.name === 'v8.evaluateModule' && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0)),
        )
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]);
// Style and layout work inside that task, with the script that forced it (a synchronous layout read).
if (longest && process.env.LAYOUT) {
  for (const event of events.filter(
    e =>
      e.pid === mainThread?.pid &&
      e.tid === mainThread?.tid &&
      ['Layout', 'UpdateLayoutTree', 'RecalculateStyles'].includes(e.name) &&
      e.ts >= longest.ts &&
      e.ts <= longest.ts + (longest.dur ?? 0),
  )) {
    type Stack = { stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] };
    const data = event.args as { beginData?: Stack; data?: Stack } | undefined;
    const stack = data?.beginData?.stackTrace ?? data?.data?.stackTrace ?? [];
    console.log(
      `${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)} ms ${stack
        .slice(0, 4)
        .map(frame => `${frame.functionName}@${frame.url.replace(base, '')}:${frame.lineNumber}:${frame.columnNumber}`)
        .join(' < ')}`,
    );
  }
}
const profileStart = events.find(event => event.name === 'Profile' && event.pid === mainThread?.pid);
if (longest && profileStart) {
  const nodes = new Map<
    number,
    { callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }; parent?: number }
  >();
  let time = Number((profileStart.args?.data as { startTime?: number } | undefined)?.startTime ?? profileStart.ts);
  const self = new Map<number, number>();
  const sampleTimes: [number, number][] = [];
  for (const chunk of events.filter(event => event.name === 'ProfileChunk' && event.pid === mainThread?.pid)) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: { id: number; callFrame: never; parent?: number }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      // ALL=1: every sample from the navigation on, not only the task's.
      const inWindow = process.env.ALL ? time >= t0 : time >= longest.ts && time <= longest.ts + (longest.dur ?? 0);
      if (inWindow) self.set(id, (self.get(id) ?? 0) + 1);
      if (inWindow) sampleTimes.push([id, time]);
    });
  }
  const { readFileSync } = await import('node:fs');
  const { SourceMapConsumer } = await import('source-map-js');
  const maps = new Map<string, InstanceType<typeof SourceMapConsumer> | null>();
  const nameOf = async (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const file = (frame.url ?? '').match(/\/assets\/[^?]+\.js/)?.[0];
    if (file && frame.lineNumber >= 0) {
      if (!maps.has(file)) {
        try {
          maps.set(
            file,
            await new SourceMapConsumer(
              JSON.parse(readFileSync(`${process.env.DIST ?? '/tmp/dist-sm'}${file}.map`, 'utf8')),
            ),
          );
        } catch {
          maps.set(file, null);
        }
      }
      const pos = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (pos?.source)
        return `${pos.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+work\/main\//, '')}:${pos.line} ${pos.name ?? frame.functionName}`;
    }
    return `${frame.functionName || '(anon)'} ${(frame.url ?? '').replace(base, '')}`;
  };
  // Inclusive counts for our own code and react-admin components, self counts for everything.
  const inclusive = new Map<string, number>();
  const selfBy = new Map<string, number>();
  for (const [id, count] of self) {
    const own = await nameOf(id);
    selfBy.set(own, (selfBy.get(own) ?? 0) + count);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = nodes.get(at)?.parent) {
      const name = await nameOf(at);
      if (
        seen.has(name) ||
        !new RegExp(process.env.INCLUSIVE ?? '^(resources|src|dataProviders)/|ra-ui-materialui|ra-core').test(name)
      )
        continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + count);
    }
  }
  // CALLERS=<regex>: the call chains (innermost first) of the samples whose own frame matches, by count.
  const chains = new Map<string, number>();
  if (process.env.CALLERS)
    for (const [id, count] of self) {
      if (!new RegExp(process.env.CALLERS).test(await nameOf(id))) continue;
      const names: string[] = [];
      for (let at: number | undefined = id; at !== undefined && names.length < 10; at = nodes.get(at)?.parent)
        names.push(await nameOf(at));
      const chain = names.join('\n      < ');
      chains.set(chain, (chains.get(chain) ?? 0) + count);
    }
  // WHEN=<regex>: when the samples whose own frame matches ran, by 10 ms of the load.
  if (process.env.WHEN) {
    const buckets = new Map<number, number>();
    for (const [id, at] of sampleTimes)
      if (new RegExp(process.env.WHEN).test(await nameOf(id))) {
        const bucket = Math.floor((at - t0) / 10_000) * 10;
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
      }
    console.log(`WHEN ${process.env.WHEN}: ${[...buckets].map(([ms, n]) => `${ms}:${n}`).join(' ')}`);
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([key, value]) => `${String(value).padStart(5)}  ${key}`)
      .join('\n');
  console.log(
    `\nLongest task at ${((longest.ts - t0) / 1000).toFixed(0)} ms (${[...self.values()].reduce((a, b) => a + b, 0)} samples):\nself\n${top(selfBy)}\ninclusive (app and react-admin)\n${top(inclusive)}`,
  );
  if (process.env.CALLERS)
    console.log(
      [...chains.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([chain, count]) => `${String(count).padStart(5)}  ${chain}`)
        .join('\n'),
    );
}
