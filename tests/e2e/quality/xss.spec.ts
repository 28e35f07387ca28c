// Journey: Hostile text in any record shows as text on every screen and runs nothing; no screen shows a card number or
// breaks the Content-Security-Policy.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { spawnMockServer } from '../../../mock-api/spawnServer';
import { expect, test as base } from '../fixtures';
import { SCREEN_GROUPS, visitScreens } from './screens';
import { cardNumbersIn, signInAs, storageDump, watchCspViolations } from './support';

/**
 * XSS sweep: a second mock server started with --xss, whose every display string carries
 * `<img src=x onerror=window.__xss=1>` or `javascript:window.__xss=1`. Every view is visited and
 * nothing may run: window.__xss stays unset, no dialog opens, no javascript: URL reaches a link,
 * frame, form or new window.
 */
const startXssServer = () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  return spawnMockServer({
    root,
    distDir,
    args: ['--xss'],
    dataPrefix: 'rm-e2e-xss-',
    name: '--xss mock server',
    timeoutMs: 90_000,
  });
};

const test = base.extend<object, { xssServer: string }>({
  xssServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const server = await startXssServer();
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ xssServer }, use) => use(xssServer),
});

// One worker, one extra server.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Nothing ran, and nothing that could run is in place. */
const expectNothingRan = async (page: Page, where: string, dialogs: string[]) => {
  const state = await page.evaluate(() => {
    const attributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];
    const scriptUrls = [...document.querySelectorAll('*')].flatMap(element =>
      attributes
        .map(name => element.getAttribute(name))
        .filter(
          (value): value is string => !!value && /^\s*javascript:/i.test(value) && !/React has blocked/.test(value),
        )
        .map(value => `${element.tagName.toLowerCase()}[${value.slice(0, 60)}]`),
    );
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      scriptUrls,
      payloadShown: document.body.innerText.includes('onerror=window.__xss'),
    };
  });
  expect(state.xss, `${where}: a payload ran`).toBeUndefined();
  expect(state.scriptUrls, `${where}: javascript: URLs in the page`).toEqual([]);
  expect(dialogs, `${where}: dialogs opened`).toEqual([]);
  return state.payloadShown;
};

/*
 * The sweep also looks, on every screen, for what security.spec.ts guards elsewhere: a full card number in the page,
 * the API's answers or the browser's storage, and a Content-Security-Policy violation. This server is the app and
 * API of the other, its records' text poisoned: the screens are visited once for every check.
 */
for (const group of SCREEN_GROUPS) {
  test(`XSS: ${group.name} screens run nothing from the data, show no card number and break no CSP`, async ({
    page,
  }) => {
    const cards: string[] = [];
    const scan = (where: string, text: string) => {
      for (const number of cardNumbersIn(text)) cards.push(`${where}: ${number}`);
    };
    page.on('response', async response => {
      const url = response.url();
      if (!/\/api\/|\/config-service\//.test(url)) return;
      scan(`response ${new URL(url).pathname}`, await response.text().catch(() => ''));
    });
    const cspViolations = await watchCspViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', dialog => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const popups: string[] = [];
    page.context().on('page', popup => popups.push(popup.url()));
    // What the page asks window.open for (View of a customer opens the payment portal this way), before any refusal.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (url?: string | URL, ...rest) => {
        (window as unknown as { __opened?: string[] }).__opened = [
          ...((window as unknown as { __opened?: string[] }).__opened ?? []),
          String(url),
        ];
        return open(url, ...rest);
      };
    });
    if (group.account)
      await signInAs(
        page,
        group.account,
        group.client ? `<img src=x onerror=window.__xss=1>${group.client}` : undefined,
      );
    let shown = 0;
    const opened: string[] = [];
    await visitScreens(page, group, async screen => {
      if (await expectNothingRan(page, screen.name, dialogs)) shown += 1;
      opened.push(...(await page.evaluate(() => (window as unknown as { __opened?: string[] }).__opened ?? [])));
      scan(`DOM ${screen.name}`, await page.content());
      scan(`text ${screen.name}`, await page.evaluate(() => document.body.innerText));
    });
    if (group.account) scan(`storage after ${group.name}`, JSON.stringify(await storageDump(page)));
    expect(cards, 'full card numbers').toEqual([]);
    expect(cspViolations, 'CSP violations').toEqual([]);
    // Something of the poisoned data must have been on screen, or the sweep proved nothing (the signed-out
    // and no-role screens show no data).
    if (group.account && group.account !== 'noRole')
      expect(shown, 'no payload text was shown on any screen of the group').toBeGreaterThan(0);
    expect(
      [...opened, ...popups].filter(url => /^\s*javascript:/i.test(url)),
      'javascript: URLs opened',
    ).toEqual([]);
  });
}
