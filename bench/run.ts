/**
 * `npm run bench`: builds the app as `npm start` does and the stock react-admin app of bench/reference, serves both
 * with the mock API (default and --scale large seeds), measures bundle, cold loads, Lighthouse, large data and export in
 * headless Chromium, judges the app against its budgets (some relative to the stock app's numbers of the same run),
 * writes bench/results.json, updates the table in docs/performance.md, prints the table and exits non-zero when a
 * budget is exceeded. Not a test: CI does not run it.
 *
 *   npm run bench -- [--runs 7] [--only bundle,cold,lighthouse,reference,search,large,export,restart] [--no-docs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyseBuild } from './groups/bundle';
import { externalRequests, measureColdLoads, noteRequests, telemetryRequests } from './groups/coldLoad';
import { measureExport } from './groups/export';
import { measureGlobalSearch } from './groups/globalSearch';
import { measureLargeData } from './groups/largeData';
import { measureLighthouse } from './groups/lighthouse';
import { measureRestart } from './groups/restart';
import { REFERENCE_PAGE, startReference, type Reference } from './groups/reference';
import { allRequests, launch } from './lib/browser';
import { buildApp } from './lib/build';
import { markdownTable, textTable } from './lib/report';
import { Results } from './lib/results';
import { startServer, type RunningServer } from './lib/server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    only: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wants = (group: string) => !only || only.has(group);

const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-dist-'));
const results = new Results();
const servers: RunningServer[] = [];
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const measureServerOnly = async () => {
  if (!wants('restart')) return;
  log(`restart: the server on a 100 MB journal and on an empty one (${runs} runs)`);
  try {
    await measureRestart(root, outDir, results, runs);
  } catch (error) {
    results.broken('restart', 'restart', 'restart', error);
  }
};

const main = async () => {
  // The restart group times the server alone: `--only restart` builds nothing.
  if (!['bundle', 'cold', 'lighthouse', 'reference', 'search', 'large', 'export'].some(wants))
    return measureServerOnly();
  log(`building into ${outDir}`);
  const info = await buildApp(root, outDir);
  analyseBuild(info, results);

  if (wants('bundle') || wants('cold') || wants('lighthouse')) {
    let reference: Reference | undefined;
    if (wants('reference')) {
      try {
        reference = await startReference(root, log);
      } catch (error) {
        results.broken('reference', 'reference', 'stock react-admin app', error);
      }
    }
    log('starting the server (default seed)');
    const server = await startServer(root, outDir, 'default');
    servers.push(server);
    try {
      if (wants('bundle') || wants('cold')) {
        log(
          `cold loads: /login and a bookmarked /payments search${reference ? ' alternating with the stock app' : ''}, ${runs} runs each, 1x and 4x CPU`,
        );
        const browser = await launch();
        try {
          await measureColdLoads(browser, server.url, info, results, runs, reference);
        } catch (error) {
          results.broken('cold load', 'cold', 'cold loads', error);
        } finally {
          await browser.close();
        }
      }
      if (wants('lighthouse')) {
        log(`Lighthouse 12, mobile and desktop, ${runs} runs each${reference ? ', then the stock app' : ''}`);
        try {
          await measureLighthouse(server.url, results, runs);
          if (reference) await measureLighthouse(reference.url, results, runs, [REFERENCE_PAGE], 'reference');
        } catch (error) {
          results.broken('lighthouse', 'lighthouse', 'Lighthouse', error);
        }
      }
    } finally {
      await server.stop();
      await reference?.stop();
    }
  }

  if (wants('search')) {
    log('top bar search: 20 mixed lookups (default seed)');
    const server = await startServer(root, outDir, 'default');
    servers.push(server);
    const browser = await launch();
    try {
      await measureGlobalSearch(browser, server.url, results);
    } finally {
      await browser.close();
      await server.stop();
    }
  }

  if (wants('large') || wants('export')) {
    log('starting the server (--scale large seed)');
    const server = await startServer(root, outDir, 'large');
    servers.push(server);
    const browser = await launch();
    try {
      if (wants('large')) {
        log(`large data: payment search API, 10,000 users, 500 terminals (${runs} runs)`);
        await measureLargeData(browser, server.url, results, runs);
      }
      if (wants('export')) {
        log(`payments export: a search of 21,000 payments to CSV (${runs} runs)`);
        await measureExport(browser, server.url, results, runs);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  }

  await measureServerOnly();

  noteRequests({ requests: allRequests });
  results.add(
    'bundle',
    'bundle.telemetry',
    'telemetry pings (analytics, diagnostics)',
    'count',
    telemetryRequests.size,
    [...telemetryRequests].join(', ') || 'none',
  );
  results.add(
    'bundle',
    'bundle.externalRequests',
    'requests to other hosts (telemetry and the like)',
    'count',
    externalRequests.size,
    [...externalRequests].join(', ') || 'none',
  );
};

const write = () => {
  results.judge();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.platform()}`;
  const output = {
    date: new Date().toISOString(),
    runs,
    machine,
    measurements: results.measurements,
    details: results.details,
  };
  fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\n${textTable(results.measurements)}\n`);
  if (!values['no-docs'] && !only) {
    const docs = path.join(root, 'docs', 'performance.md');
    const start = '<!-- bench:results:start -->';
    const end = '<!-- bench:results:end -->';
    const table = `${start}\nMeasured on ${machine}; ${runs} runs per measurement (median, range).\n\n${markdownTable(results.measurements)}\n${end}`;
    const text = fs.existsSync(docs) ? fs.readFileSync(docs, 'utf8') : `# Performance\n\n${start}\n${end}\n`;
    fs.writeFileSync(
      docs,
      text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => table) : `${text}\n${table}\n`,
    );
    log('docs/performance.md updated');
  }
};

try {
  await main();
} catch (error) {
  results.broken('bench', 'bench', 'bench run', error);
  console.error(error);
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
  fs.rmSync(outDir, { recursive: true, force: true });
}
write();
const failures = results.failures;
const notBuilt = results.measurements.filter(measurement => measurement.status === 'not built');
if (notBuilt.length)
  console.log(`${notBuilt.length} measurement(s) wait for screens that are not built yet (listed as NOT BUILT).`);
if (failures.length) {
  console.log(
    `FAILED: ${failures.length} budget(s) exceeded or not measurable: ${failures.map(failure => failure.id).join(', ')}`,
  );
  process.exit(1);
}
console.log('Every budget met.');
process.exit(0);
