import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import { DEMO_PASSWORD, type PageScenario, type ReadyProbe } from '../scenarios';

export const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Signs in through the identity provider's pages; the session lives in this tab's sessionStorage. */
export const signIn = async (page: Page, base: string, email: string, client?: string) => {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/login'), {
    timeout: 30_000,
  });
  if (client) {
    await page.getByRole('button', { name: `View Client ${client}` }).click();
    await page.getByText(`You are viewing ${client}`).waitFor();
  }
};

/**
 * Records, from the first byte of the document, when the ready probe first matches and the latest
 * largest-contentful-paint candidate. Installed before any page script runs; uses no eval (the CSP forbids it).
 */
/** tsx (esbuild keepNames) wraps functions in __name(); functions sent to the page need it defined. */
export const NAME_HELPER = { content: 'globalThis.__name = globalThis.__name || (fn => fn);' };

export const probeScript = (probe: ReadyProbe) => {
  const state = { ready: -1, lcp: -1 };
  window.__bench = state;
  const matches = () => {
    for (const element of document.querySelectorAll(probe.selector)) {
      const text = (element.textContent ?? '').trim();
      if (!text) continue;
      if (probe.exclude && element.querySelector(probe.exclude)) continue;
      if (probe.text && !text.includes(probe.text)) continue;
      return true;
    }
    return false;
  };
  const check = () => {
    if (state.ready < 0 && matches()) state.ready = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  try {
    new PerformanceObserver(list => {
      const entries = list.getEntries();
      state.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // not supported: lcp stays -1
  }
};

/** A request of a load: when it left and when its answer had arrived, in ms since the navigation started. */
export interface TimedRequest {
  url: string;
  startMs: number;
  endMs: number;
  script: boolean;
}

export interface LoadResult {
  readyMs: number;
  lcpMs: number;
  finalPath: string;
  scripts: string[];
  /** The scripts asked for before the page was ready (its first screen's code). */
  firstScreenScripts: string[];
  requests: string[];
  timed: TimedRequest[];
}

/** Every request any bench tab made, for the telemetry and third-party checks. */
export const allRequests: string[] = [];

export class Tab {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {}

  static async open(browser: Browser, viewport = { width: 1366, height: 900 }) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(NAME_HELPER);
    const page = await context.newPage();
    page.on('request', request => allRequests.push(request.url()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    return new Tab(context, page, cdp);
  }

  /**
   * A cold load: no HTTP cache, optional CPU throttling and network latency (`latencyMs` added to every round trip, as
   * Chrome's network emulation does), the session kept (same tab).
   */
  async coldLoad(
    base: string,
    scenario: Pick<PageScenario, 'path' | 'ready'>,
    cpu = 1,
    timeout = 30_000,
    latencyMs = 0,
  ): Promise<LoadResult> {
    const { page, cdp } = this;
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const scripts: string[] = [];
    const requests: string[] = [];
    const finished: Request[] = [];
    const onRequest = (request: Request) => {
      requests.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    const onFinished = (request: Request) => void finished.push(request);
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    const init = await page.addInitScript(probeScript, scenario.ready);
    try {
      await page.goto(`${base}${scenario.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench!.ready >= 0, null, { timeout, polling: 50 });
      await page.waitForLoadState('networkidle');
      // The browser reports LCP after the paint: a page that makes no request after its render (the stock app) can
      // be idle before the entry is delivered.
      await page
        .waitForFunction(() => window.__bench!.lcp >= 0, null, {
          timeout: 5_000,
          polling: 50,
        })
        .catch(() => undefined);
      const state = await page.evaluate(() => ({
        ...window.__bench!,
        origin: performance.timeOrigin,
      }));
      // Request timings are wall-clock starts with offsets from them; the page's are from its navigation's start.
      const timed = finished.map(request => {
        const { startTime, responseEnd } = request.timing();
        const startMs = startTime - state.origin;
        return {
          url: request.url(),
          startMs,
          endMs: startMs + responseEnd,
          script: request.resourceType() === 'script',
        };
      });
      return {
        readyMs: state.ready,
        lcpMs: state.lcp,
        finalPath: new URL(page.url()).pathname,
        scripts: [...scripts],
        firstScreenScripts: timed.filter(request => request.script && request.startMs <= state.ready).map(r => r.url),
        requests: [...requests],
        timed,
      };
    } finally {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await init.dispose();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    }
  }

  /** JS heap in use after a full garbage collection, in MB. */
  async heapMb() {
    await this.cdp.send('HeapProfiler.enable');
    await this.cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await this.cdp.send('Runtime.getHeapUsage');
    return usedSize / (1024 * 1024);
  }

  close() {
    return this.context.close();
  }
}
