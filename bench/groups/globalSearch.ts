import type { Browser, Page } from 'playwright-core';
import { signIn, Tab } from '../lib/browser';
import type { Results } from '../lib/results';
import { GLOBAL_SEARCH } from '../scenarios';

const GROUP = 'search';
const BOX = 'Search transactions, customers and users';

/**
 * In the page: the time of the last input in the search box, and when its results were shown (the panel's live status
 * says what was found; it is empty while a search is pending, so a status saying "found" after an input is that
 * input's).
 */
const watch = (page: Page) =>
  page.evaluate(() => {
    const state = { input: 0, shown: 0 };
    window.__search = state;
    document.addEventListener(
      'input',
      () => {
        state.input = performance.now();
        state.shown = 0;
      },
      true,
    );
    new MutationObserver(() => {
      if (state.shown || !state.input) return;
      const status = document.querySelector('[role="dialog"] [role="status"]');
      if (status?.textContent?.includes('found')) state.shown = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

/** Types `query` into the open panel's empty box at once (one input) and returns the time to its results. */
const lookUp = async (page: Page, query: string) => {
  const box = page.getByRole('combobox', { name: BOX });
  await box.fill('');
  await box.focus();
  await page.keyboard.insertText(query);
  await page.waitForFunction(() => (window.__search?.shown ?? 0) > 0, null, {
    timeout: 30_000,
    polling: 50,
  });
  return page.evaluate(() => {
    const state = window.__search!;
    return state.shown - state.input;
  });
};

/** What the payments found for a name show: transaction IDs, amounts and last fours to look up. */
const factsOf = async (page: Page) => {
  const texts = await page
    .getByRole('group', { name: /^Payments/ })
    .getByRole('option')
    .allInnerTexts();
  const ids: string[] = [];
  const amounts: string[] = [];
  const lastFours: string[] = [];
  for (const text of texts) {
    const head = /^(\d{7}) · (\$[\d,]+\.\d{2})/.exec(text);
    if (head) {
      ids.push(head[1]);
      amounts.push(head[2]);
    }
    const four = /•••• (\d{4})/.exec(text);
    if (four) lastFours.push(four[1]);
  }
  return { ids, amounts, lastFours };
};

/** 20 lookups of mixed kinds in the top bar's search: the median from last keystroke to results shown (issue 47.4). */
export const measureGlobalSearch = async (browser: Browser, base: string, results: Results) => {
  const tab = await Tab.open(browser);
  const id = 'search.lookup.median';
  try {
    await signIn(tab.page, base, GLOBAL_SEARCH.account);
    const open = tab.page.getByRole('button', { name: BOX });
    if (
      !(await open.waitFor({ timeout: 30_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      results.notBuilt(GROUP, id, 'top bar search', 'no search in the top bar (not built)');
      return;
    }
    await open.click();
    await watch(tab.page);
    // Warm-up (not timed): the client's users load once, and the names give payments to look up.
    const facts = { ids: [] as string[], amounts: [] as string[], lastFours: [] as string[] };
    for (const name of GLOBAL_SEARCH.warmUp) {
      await lookUp(tab.page, name);
      const found = await factsOf(tab.page);
      facts.ids.push(...found.ids);
      facts.amounts.push(...found.amounts);
      facts.lastFours.push(...found.lastFours);
    }
    const kinds = [facts.ids, facts.lastFours, facts.amounts, GLOBAL_SEARCH.emails, GLOBAL_SEARCH.names];
    if (kinds.some(kind => kind.length === 0)) throw new Error('the warm-up found no payments to look up');
    const queries = Array.from(
      { length: GLOBAL_SEARCH.lookups },
      (_, index) => kinds[index % kinds.length][Math.floor(index / kinds.length) % kinds[index % kinds.length].length],
    );
    const times: number[] = [];
    for (const query of queries) times.push(await lookUp(tab.page, query));
    results.add(
      GROUP,
      id,
      `top bar search: last keystroke to results, ${queries.length} mixed lookups`,
      'ms',
      times,
      'transaction ID, last four, amount, e-mail and name in turn (includes the 200 ms pause after typing)',
    );
  } catch (error) {
    results.broken(GROUP, id, 'top bar search', error);
  } finally {
    await tab.close();
  }
};
