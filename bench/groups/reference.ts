import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { Tab } from '../lib/browser';
import { buildApp } from '../lib/build';
import type { Results } from '../lib/results';
import { startServer } from '../lib/server';
import { FIRST_ROW, type PageScenario } from '../scenarios';
import { gzipOfScripts } from './bundle';
import { repeat } from './coldLoad';
import { measureLighthouse } from './lighthouse';

/** The stock app's list page (react-admin's default hash router). */
export const REFERENCE_PAGE: PageScenario = { id: 'reference', label: 'stock react-admin /#/posts', path: '/#/posts', account: null, ready: FIRST_ROW };

/**
 * The yardstick, measured here instead of quoted: the stock react-admin app of bench/reference, built with
 * Vite's defaults and served by the same server (compression, headers), loaded cold exactly as the app's bookmarked
 * /payments search is, at 1x and 4x CPU, and put through Lighthouse. Its rows are information, never judged: they
 * say what this machine makes of a stock app today, so the app's numbers can be read against it despite the drift
 * of these machines from hour to hour.
 */
export const measureReference = async (browser: Browser, root: string, results: Results, runs: number, log: (message: string) => void) => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-reference-'));
  try {
    log('reference: building the stock react-admin app (bench/reference)');
    const info = await buildApp(path.join(root, 'bench', 'reference'), outDir, [react()]);
    const server = await startServer(root, outDir, 'default');
    try {
      const tab = await Tab.open(browser);
      try {
        const probe = await tab.coldLoad(server.url, REFERENCE_PAGE, 1);
        const { chunks, kb } = gzipOfScripts(info, probe.scripts);
        results.add('reference', 'reference.bundle.js', 'stock react-admin app: JavaScript loaded for its list (gzip)', 'KB', kb, chunks.map(chunk => chunk.file).join(', '));
        for (const cpu of [1, 4]) {
          const loads = await repeat(tab, server.url, REFERENCE_PAGE, cpu, runs);
          results.add('reference', `reference.cold.firstRow.${cpu}x`, `stock react-admin app: first list row (${cpu}x CPU)`, 'ms', loads.map(load => load.readyMs));
          results.add('reference', `reference.cold.lcp.${cpu}x`, `stock react-admin app: LCP (${cpu}x CPU)`, 'ms', loads.map(load => load.lcpMs));
        }
      } finally {
        await tab.close();
      }
      log(`reference: Lighthouse 12, mobile and desktop, ${runs} runs each`);
      await measureLighthouse(server.url, results, runs, [REFERENCE_PAGE], 'reference');
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
