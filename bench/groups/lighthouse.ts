import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import type { Results } from '../lib/results';
import { DEMO_PASSWORD, PAGES, type PageScenario } from '../scenarios';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
] as const;

/** Signs in through the identity provider in this tab; its sessionStorage keeps the session for Lighthouse. */
export const signInPuppeteer = async (page: Page, base: string, email: string, client?: string) => {
  await page.goto(`${base}/login`);
  await page.locator('main button').click();
  await page.waitForSelector('#email');
  await page.type('#email', email);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForSelector('#password');
  await page.type('#password', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForFunction(() => !location.pathname.startsWith('/login') && !location.pathname.startsWith('/idp'), {
    timeout: 30_000,
  });
  if (client) {
    await page.locator(`button[aria-label="View Client ${client}"]`).click();
    await page.waitForFunction(
      text => document.body.innerText.includes(text),
      { timeout: 15_000 },
      `You are viewing ${client}`,
    );
  }
};

interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failed: string[];
  finalPath: string;
}

const runOnce = async (page: Page, port: number, url: string, preset: 'mobile' | 'desktop'): Promise<Run> => {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
    preset === 'desktop' ? desktopConfig : undefined,
    page as never,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map(category => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map(([audit]) => [audit, lhr.audits[audit]?.numericValue ?? NaN]));
  const failed = CATEGORIES.flatMap(category =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(ref => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && category !== 'performance')
      .map(ref => `${category}:${ref.id}`),
  );
  return { scores, metrics, failed, finalPath: new URL(lhr.finalDisplayedUrl).pathname };
};

/**
 * One run, tried again (twice at most) when Lighthouse itself says to: its trace recording fails now and then on a
 * busy machine (NO_NAVSTART), which says nothing about the page.
 */
const runTrying = async (...args: Parameters<typeof runOnce>): Promise<Run> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(...args);
    } catch (error) {
      if (attempt >= 3 || !/Please run Lighthouse again/.test(String(error))) throw error;
    }
  }
};

/**
 * Lighthouse 12, mobile and desktop presets, cold cache, on every page of the scenario table. Results are recorded in
 * `group` as `lighthouse.<page>.<preset>.<metric>`, which the budgets judge; another group prefixes the ids with its
 * own name, so its results are only reported (the bench's reference app).
 */
export const measureLighthouse = async (
  base: string,
  results: Results,
  runs: number,
  pages: PageScenario[] = PAGES,
  group = 'lighthouse',
) => {
  const idOf = (id: string) => (group === 'lighthouse' ? id : `${group}.${id}`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    for (const scenario of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      try {
        if (scenario.account) await signInPuppeteer(page, base, scenario.account, scenario.client);
        for (const preset of ['mobile', 'desktop'] as const) {
          const prefix = `lighthouse.${scenario.id}.${preset}`;
          const label = `${scenario.label} (${preset})`;
          const done: Run[] = [];
          try {
            for (let run = 0; run < runs; run++) {
              const result = await runTrying(page, chrome.port, `${base}${scenario.path}`, preset);
              if (result.finalPath !== new URL(scenario.path, base).pathname) break;
              done.push(result);
            }
          } catch (error) {
            results.broken(group, idOf(`${prefix}.performance`), label, error);
            continue;
          }
          if (!done.length) {
            for (const category of CATEGORIES)
              results.notBuilt(
                group,
                idOf(`${prefix}.${category}`),
                `${label} ${category}`,
                `${scenario.path} redirects elsewhere (not built yet)`,
              );
            continue;
          }
          const failed = [...new Set(done.flatMap(run => run.failed))].join(', ');
          for (const category of CATEGORIES)
            results.add(
              group,
              idOf(`${prefix}.${category}`),
              `${label} ${category}`,
              'score',
              done.map(run => run.scores[category]),
              category === 'performance'
                ? undefined
                : failed
                    .split(', ')
                    .filter(id => id.startsWith(category))
                    .join(', ') || undefined,
            );
          for (const [audit, name, unit] of METRICS)
            results.add(
              group,
              idOf(`${prefix}.${name}`),
              `${label} ${name}`,
              unit,
              done.map(run => run.metrics[audit]),
            );
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
};
