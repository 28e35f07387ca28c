// Journey: A platform admin configures a client's cashiering: client settings, agencies, locations and terminals,
// their order included.
import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  choose,
  enterSignedIn,
  expect,
  expectMode,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  pickUpAndMoveDown,
  test,
} from './fixtures';

const SPLIT_DISABLED =
  'Split Fee fields are disabled because Convenience Fee fields have values. Clear the Convenience Fee fields to enable these.';
const CONVENIENCE_DISABLED =
  'Convenience Fee fields are disabled because Split Fee or Service Fee fields have values. Clear the Split Fee fields to enable these.';

/** Something unique to this run and retry, for records other tests never touch. */
const uniqueTag = () => `${Date.now().toString(36)}${test.info().retry}`.toUpperCase();

const pills = (page: Page) => page.getByRole('navigation', { name: 'Cashiering configuration sections' });

const openSection = async (page: Page, section: 'Client' | 'Locations' | 'Agencies' | 'Terminals') => {
  await pills(page).getByRole('link', { name: section, exact: true }).click();
  await expect(pills(page).getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'page');
};

/** The tool's first page, for `brand`: by its tab in the top bar once (the first test), by its address elsewhere. */
const openTool = async (page: Page, brand: string, from: 'tab' | 'address' = 'address') => {
  if (from === 'tab') {
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/', brand);
    await page.getByRole('link', { name: 'Cashiering Configurations' }).click();
  } else await enterSignedIn(page, ACCOUNTS.platformAdmin, '/pos-config/clients/edit', brand);
  await expect(page).toHaveURL(/\/pos-config\/clients\/edit$/);
};

/** The names in the first column of a list, in order. */
const rowNames = (table: Locator) => table.locator('tbody tr td:nth-child(2)').allTextContents();

/** Rows have loaded (not the loading placeholders): their links are there. */
const expectRows = (table: Locator) => expect(table.locator('tbody tr a').first()).toBeVisible();

const alertWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('cashiering configuration', () => {
  // The embedded analytics dashboard is another area's and heavy to render: these tests pass through /dashboard without it.
  test.beforeEach(async ({ page }) => {
    await page.route('**/dashboards/**', route => route.abort());
  });

  test('creates the missing client of Capital City', async ({ page }) => {
    // Client not found clears after 3 s, a timer of the page: moved through on its clock once it has been seen.
    await page.clock.install();
    await openTool(page, 'Capital City', 'tab');
    await expect(page.getByRole('heading', { level: 1, name: 'Cashiering Client Settings' })).toBeVisible();
    const notFound = alertWith(page, 'Client not found');
    const save = page.getByRole('button', { name: 'Save' });
    const create = page.getByRole('button', { name: 'Create' });
    // Create or Save shows once the server has said whether the client exists (a retry finds it created).
    await expect(create.or(save)).toBeVisible();
    if (await create.isVisible()) {
      // The lists of a client with no cashiering set-up say so and lead back here.
      await openSection(page, 'Agencies');
      await expect(page.getByRole('heading', { name: 'No cashiering client yet' })).toBeVisible();
      await expect(alertWith(page, 'There is no cashiering client for Capital City yet.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create New Agency' })).toBeHidden();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Set up the client' }).click();
      await expect(page).toHaveURL(/\/pos-config\/clients\/edit$/);
      await expect(create).toBeVisible();
      await expect(notFound).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Capital City');
      await expect(page.getByRole('textbox', { name: /^Name/ })).toBeEditable();
      await expect(page.getByRole('textbox', { name: /^Split Fee MID Default/ })).toBeDisabled();
      await expect(page.getByText(/^Split fee mid & text are optional fields\./)).toBeVisible();
      await page.clock.fastForward(3000);
      await expect(notFound).toBeHidden();
      await create.click();
      await expect(page.getByText('Time Zone is required')).toBeVisible();
      await expect(create).toBeDisabled();
      await choose(page, /^Time Zone/, '(GMT-08:00) Pacific Time (US & Canada)');
      await choose(page, /^Credit Card Reader Type/, 'PAX A920 Pro');
      await create.click();
      await expect(alertWith(page, 'Capital City Successfully Created')).toBeVisible();
      await expect(save).toBeEnabled();
      await expectNoAxeViolations(page);
    }
    await expect(save).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).not.toBeEditable();
    await page.reload();
    await expect(page.getByRole('combobox', { name: /^Time Zone/ })).toHaveText(
      '(GMT-08:00) Pacific Time (US & Canada)',
    );
  });

  test('edits the client settings, split fee defaults both or neither; creates an agency, then edits its fees both ways round', async ({
    page,
  }) => {
    test.slow();
    // The tool's own address opens its first page.
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/pos-config', 'Springfield');
    await expect(page).toHaveURL(/\/pos-config\/clients\/edit$/);
    await expect(pills(page).getByRole('link', { name: 'Client', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const timeZone = page.getByRole('combobox', { name: /^Time Zone/ });
    await expect(timeZone).toHaveText(/GMT/);
    await expectNoAxeViolationsInBothModes(page);
    const next = (await timeZone.textContent())?.includes('Central')
      ? '(GMT-05:00) Eastern Time (US & Canada)'
      : '(GMT-06:00) Central Time (US & Canada)';
    await choose(page, /^Time Zone/, next);
    const mid = page.getByRole('textbox', { name: /^Split Fee MID Default/ });
    await mid.fill('');
    await mid.blur();
    await expect(page.getByText('Split Fee MID Default is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await mid.fill('8788290012345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, 'City of Springfield Successfully Updated')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(timeZone).toHaveText(next);

    // An agency, created, then its fees edited both ways round.
    const tag = uniqueTag();
    await openSection(page, 'Agencies');
    const table = page.getByRole('table', { name: 'Agencies' });
    await expect(table.getByRole('link', { name: 'Water Utilities' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await page.getByRole('link', { name: 'Create New Agency' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Agency' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fees' })).toHaveCount(0);
    await page.getByRole('textbox', { name: /^Code/ }).fill(`T${tag}`);
    await page.getByRole('textbox', { name: /^Slug/ }).fill(`springfield-test-${tag.toLowerCase()}`);
    await page.getByRole('textbox', { name: /^Description/ }).fill(`Test Agency ${tag}`);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('combobox', { name: /^Locations/ }).click();
    await page.getByRole('option', { name: 'Select All' }).click();
    await expect(page.getByRole('option', { name: 'Select All' })).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Escape');
    // Every location chosen reads as a count, not a chip each.
    await expect(page.getByText(/^All \d+ locations$/)).toBeVisible();
    await expect(page.locator('.MuiChip-root')).toHaveCount(0);
    await expectNoAxeViolationsInBothModes(page);
    // A short window: the Create button sits below the fold, so the page is scrolled when it is pressed.
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/pos-config\/agencies\/\d+\/edit$/);
    const created = alertWith(page, `Test Agency ${tag} Successfully Created`);
    await expect(created).toBeVisible();
    // The alert comes into view and takes the focus the Create button had (issue 39, item 3).
    await expect(created).toBeInViewport();
    await expect(created).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Agency' })).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('heading', { name: 'Fees' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    const field = (name: RegExp) => page.getByRole('textbox', { name });
    await field(/^Convenience Fee/).fill('1.50');
    await expect(page.getByText(SPLIT_DISABLED)).toBeVisible();
    for (const name of [/^Split Fee MID/, /^Split Fee Text/, /^Service Fee Percentage/, /^Minimum Service Fee/])
      await expect(field(name)).toBeDisabled();
    await expectNoAxeViolations(page);
    await field(/^Convenience Fee/).fill('');
    await expect(page.getByText(SPLIT_DISABLED)).toBeHidden();
    await field(/^Service Fee Percentage/).fill('2.5');
    await expect(page.getByText(CONVENIENCE_DISABLED)).toBeVisible();
    await expect(field(/^Convenience Fee/)).toBeDisabled();
    await expect(field(/^Max Card Amount Allowed/)).toBeDisabled();
    await field(/^Service Fee Percentage/).blur();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Minimum Service Fee is required')).toBeVisible();
    await field(/^Minimum Service Fee/).fill('1.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, `Test Agency ${tag} Successfully Updated`)).toBeVisible();

    await page.reload();
    await expect(field(/^Service Fee Percentage/)).toHaveValue('2.5');
    await expect(field(/^Minimum Service Fee/)).toHaveValue('1.00');
    await expect(field(/^Convenience Fee/)).toBeDisabled();

    // Unsaved edits are not lost without warning: a pill asks first, and Cancel in its dialog stays (issue 39, item 4).
    await field(/^Description/).fill(`Test Agency ${tag} (unsaved)`);
    const asked = page.waitForEvent('dialog').then(async dialog => {
      const message = dialog.message();
      await dialog.dismiss();
      return message;
    });
    await pills(page).getByRole('link', { name: 'Agencies', exact: true }).click();
    expect(await asked).toMatch(/changes weren't saved/);
    await expect(page).toHaveURL(/\/pos-config\/agencies\/\d+\/edit$/);
    await expect(field(/^Description/)).toHaveValue(`Test Agency ${tag} (unsaved)`);
    page.once('dialog', dialog => void dialog.accept());
    await openSection(page, 'Agencies');
    await expect(table.getByRole('link', { name: `Test Agency ${tag}` })).toBeVisible();
  });

  test('creates and edits a terminal, and narrows terminals by location; the table spans the page whatever it shows, a search narrows it with dragging off; it scrolls with the page, seamless in dark mode, and fits 390px', async ({
    page,
  }) => {
    test.slow();
    const tag = uniqueTag();
    await openTool(page, 'Springfield');
    await openSection(page, 'Terminals');
    const table = page.getByRole('table', { name: 'Terminals' });
    await expectRows(table);
    await expectNoAxeViolationsInBothModes(page);
    // The cells are 75px to 250px wide (a full-width table stretched them to about 480px).
    const widths = await table
      .locator('thead th:not(:first-child)')
      .evaluateAll(cells => cells.map(cell => cell.getBoundingClientRect().width));
    expect(widths).toHaveLength(3);
    for (const width of widths) {
      expect(width).toBeGreaterThanOrEqual(75);
      expect(width).toBeLessThanOrEqual(250);
    }
    const tableWidth = async () => Math.round((await table.boundingBox())!.width);
    // The table spans the page, 1258px wide less its padding (it was 655px, as wide as its cells), whatever it shows.
    const full = await tableWidth();
    expect(full).toBeGreaterThan(1150);
    await page.screenshot({ path: test.info().outputPath('terminals-1366.png') });
    await choose(page, /^Location/, 'City Hall');
    await expect(page).toHaveURL(/\/pos-config\/terminals\?location_id=\d+$/);
    // The narrowed list replaces the loading rows (empty cells) once it arrives.
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents()))
      .toEqual(new Set(['City Hall']));
    expect(await tableWidth()).toBe(full);

    await page.getByRole('link', { name: 'Create New Terminal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Terminal' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveText('City Hall');
    await expect(page.getByRole('combobox', { name: /^Credit Card Reader Type/ })).toHaveText(
      'Use the client’s reader type',
    );
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Test Window ${tag}`);
    await choose(page, /^Payment Source/, 'Cashiering');
    await page.getByRole('textbox', { name: /^Kiosk ID/ }).fill(`TEST-${tag}`);
    await expectNoAxeViolationsInBothModes(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/pos-config\/terminals\/\d+\/edit$/);
    await expect(alertWith(page, `Test Window ${tag} Successfully Created`)).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await choose(page, /^Credit Card Reader Type/, 'Verifone P400');
    await page.getByRole('textbox', { name: /^Internal Device ID/ }).fill(`DEV-${tag}`);
    // By keyboard: Save, let go while it saves, hands the focus to the page's main region, not the document's start.
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(alertWith(page, `Test Window ${tag} Successfully Updated`)).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('combobox', { name: /^Credit Card Reader Type/ })).toHaveText('Verifone P400');

    await openSection(page, 'Terminals');
    // The edit page has a Location select too, and stays on screen while the list renders: choose once the list shows.
    await expectRows(table);
    await choose(page, /^Location/, 'City Hall');
    await expect(table.getByRole('link', { name: `Test Window ${tag}` })).toBeVisible();
    await choose(page, /^Location/, 'All Locations');
    await expect(page).toHaveURL(/\/pos-config\/terminals$/);
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents()).size)
      .toBeGreaterThan(1);

    const search = page.getByRole('searchbox', { name: 'Search terminals' });
    const [first] = await rowNames(table);
    await search.fill(first);
    await expect.poll(() => rowNames(table)).toContain(first);
    await expect(page.getByText(/^Clear the search to change the order/)).toBeVisible();
    await expect(table.getByRole('button', { name: `Reorder ${first}` })).toBeDisabled();
    expect(await tableWidth()).toBe(full);
    await expectNoAxeViolations(page);
    await search.fill('');
    await expect(table.getByRole('button', { name: `Reorder ${first}` })).toBeEnabled();

    // A long list scrolls with the page, its header in view; in dark mode its dividers have no seam.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
    // One scroll bar, the page's: nothing inside it scrolls.
    const innerScrollers = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(element => {
            const style = getComputedStyle(element);
            return /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
          }).length,
      );
    expect(await innerScrollers()).toBe(0);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await table.locator('thead th').first().boundingBox())?.y).toBeLessThan(5);
    // The divider under the last, CSS-only cell is the cells' own.
    const borders = await table.evaluate(element => {
      const row = element.querySelector('tbody tr')!;
      return [
        getComputedStyle(row.querySelector('td:last-of-type')!).borderBottomColor,
        getComputedStyle(row, '::after').borderBottomColor,
      ];
    });
    expect(borders[1]).toBe(borders[0]);

    // At 390px the terminals fit the screen, every letter shown, words whole where they fit their cells.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 390, height: 844 });
    await expectRows(table);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A word broken across lines has more than one box (a break after a hyphen is a line break, not a broken word):
    // only one wider than its cell may break, and none is cut (an ellipsis would hide its end past the cell's padding).
    const brokenWords = await table.locator('tbody td').evaluateAll(cells =>
      cells.flatMap(cell => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        const { left, right } = cell.getBoundingClientRect();
        const style = getComputedStyle(cell);
        const end = right - parseFloat(style.paddingRight);
        const room = end - left - parseFloat(style.paddingLeft);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/[^\s-]+-*/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()];
            const lines = new Set(rects.map(rect => Math.round(rect.top)));
            const width = rects.reduce((sum, rect) => sum + rect.width, 0);
            // A word within a pixel of its room may break on a rounding: only one clearly narrower must not.
            if (lines.size > 1 && width < room - 1) broken.push(match[0]);
            else if (rects.some(rect => rect.right > end + 0.5)) broken.push(`${match[0]} (cut)`);
          }
        }
        return broken;
      }),
    );
    expect(brokenWords).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('terminals-390.png'), fullPage: true });
  });

  test('two tabs on one agency: a stale save says what changed, then loads theirs or overwrites on purpose', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    // The second tab is a second signed-in window: each tab keeps its own session, as the app does.
    const otherWindow = await browser.newContext();
    const other = await otherWindow.newPage();
    await other.route('**/dashboards/**', route => route.abort());
    await openTool(page, 'Springfield');
    await openSection(page, 'Agencies');
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await agencies.locator('tbody tr a').last().click();
    await expect(page).toHaveURL(/\/pos-config\/agencies\/\d+\/edit$/);
    await enterSignedIn(other, ACCOUNTS.platformAdmin, page.url(), 'Springfield');
    const tabs = [page, other];
    const description = (tab: Page) => tab.getByRole('textbox', { name: /^Description/ });
    const payAt = (tab: Page) => tab.getByRole('textbox', { name: /^Pay At Message/ });
    const save = (tab: Page) => tab.getByRole('button', { name: 'Save', exact: true });
    for (const tab of tabs) await expect(description(tab)).not.toHaveValue('');
    const opened = await description(other).inputValue();
    const openedPayAt = await payAt(page).inputValue();

    // Tab A saves a new description.
    await description(page).fill(`Water ${tag}`);
    await save(page).click();
    await expect(alertWith(page, `Water ${tag} Successfully Updated`)).toBeVisible();

    // Tab B, opened before, changes only the Pay At Message: its save is refused and says what A changed.
    await payAt(other).fill(`Pay at window ${tag}`);
    await save(other).click();
    const conflict = other.getByRole('alert').filter({ hasText: 'someone else saved this record' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('listitem')).toHaveText([
      `Description was changed from “${opened}” to “Water ${tag}”.`,
    ]);
    await expect(conflict).toBeFocused();
    await expect(payAt(other)).toHaveValue(`Pay at window ${tag}`);
    await expectNoAxeViolations(other);

    // B loads A's version: its own typing goes, A's description shows; B's change made again then saves.
    await conflict.getByRole('button', { name: 'Load their version (drop my changes)' }).click();
    await expect(description(other)).toHaveValue(`Water ${tag}`);
    await expect(payAt(other)).toHaveValue(openedPayAt);
    await expect(conflict).toBeHidden();
    await payAt(other).fill(`Pay at window ${tag}`);
    await save(other).click();
    await expect(alertWith(other, `Water ${tag} Successfully Updated`)).toBeVisible();

    // Now A is the stale one; it overwrites on purpose, and what it shows is what is saved.
    await description(page).fill(`Water and Sewer ${tag}`);
    await save(page).click();
    const stale = page.getByRole('alert').filter({ hasText: 'someone else saved this record' });
    await expect(stale.getByRole('listitem')).toHaveText([
      `Pay At Message was changed from “${openedPayAt || 'empty'}” to “Pay at window ${tag}”.`,
    ]);
    await stale.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(alertWith(page, `Water and Sewer ${tag} Successfully Updated`)).toBeVisible();
    await other.reload();
    await expect(description(other)).toHaveValue(`Water and Sewer ${tag}`);
    await expect(payAt(other)).toHaveValue(openedPayAt);
    await otherWindow.close();
  });

  test('drags a location with the mouse, the order kept after a reload; creates and edits a location, and the server’s validation shows at the field', async ({
    page,
  }) => {
    test.slow();
    await openTool(page, 'Springfield');
    await openSection(page, 'Locations');
    const table = page.getByRole('table', { name: 'Locations' });
    await expectRows(table);
    await expectNoAxeViolationsInBothModes(page);
    const before = await rowNames(table);
    const [first, second, third] = before;

    const handle = table.getByRole('button', { name: `Reorder ${first}` });
    const target = table.getByRole('button', { name: `Reorder ${third}` });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
    await expect(table.locator('tbody tr[data-dragging]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.mouse.up();

    // The first three only: another test may add a location at the end of this client's list meanwhile.
    const firstThree = async () => (await rowNames(table)).slice(0, 3);
    await expect.poll(firstThree).toEqual([second, third, first]);
    await expect(page.getByText('Sort Order Updated')).toBeVisible();
    await page.reload();
    await expect.poll(firstThree).toEqual([second, third, first]);

    // A new location, checked at each field, refused by the server at one, then saved and edited.
    const tag = uniqueTag();
    await page.getByRole('link', { name: 'Create New Location' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Location' })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Location Code is required')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    await page.getByRole('textbox', { name: /^Name/ }).fill(`Test Office ${tag}`);
    await page.getByRole('textbox', { name: /^Location Code/ }).fill('SPF-001');
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await page.getByRole('textbox', { name: /^Email/ }).blur();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await page.getByRole('textbox', { name: /^Email/ }).fill(`office-${tag.toLowerCase()}@springfield.example.com`);
    // Phone and ZIP formats are checked; the float shows as money (issue 39, item 12).
    const phone = page.getByRole('textbox', { name: /^Phone 1/ });
    const zip = page.getByRole('textbox', { name: /^Zip Code/ });
    const float = page.getByRole('textbox', { name: /^Default Float/ });
    await phone.fill('call me maybe');
    await phone.blur();
    await expect(page.getByText('Phone 1 must be a phone number, like (217) 555-0199')).toBeVisible();
    await zip.fill('ABC!!');
    await zip.blur();
    await expect(page.getByText('Zip Code must be 5 digits, or ZIP+4 like 62701-1234')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(page.getByText('Correct the fields marked in red to save.')).toBeVisible();
    await phone.fill('(217) 555-0199');
    await page.getByRole('textbox', { name: /^Address 1/ }).fill('300 S 2nd St');
    await page.getByRole('textbox', { name: /^City/ }).fill('Springfield');
    await choose(page, /^State/, 'Illinois');
    await zip.fill('62701');
    await float.fill('150.5');
    await float.blur();
    await expect(float).toHaveValue('150.50');
    await page.getByRole('button', { name: 'Create' }).click();

    // SPF-001 belongs to a seeded location: the server says so once, at the field, in words, and nothing typed is lost
    // (issue 39, item 6).
    const code = page.getByRole('textbox', { name: /^Location Code/ });
    await expect(page.getByText('This location code is already used by another location.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await expect(page.getByText(/has already been taken/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(code).toHaveValue('SPF-001');
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`Test Office ${tag}`);
    await expect(page.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expectNoAxeViolations(page);

    await code.fill(`T-${tag}`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/pos-config\/locations\/\d+\/edit$/);
    await expect(alertWith(page, `Test Office ${tag} Successfully Created`)).toBeVisible();
    await expect(float).toHaveValue('150.50');
    await expectNoAxeViolationsInBothModes(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Test Office ${tag} Annex`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, `Test Office ${tag} Annex Successfully Updated`)).toBeVisible();
    await openSection(page, 'Locations');
    await expect(
      page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: `Test Office ${tag} Annex` }),
    ).toBeVisible();
  });

  test('Shelbyville: every page says its point of sale is off; a location moves with single clicks alone, kept after a reload, and a refused sort puts the old order back; across all locations terminals show by location and move only within theirs; a terminal is dragged with the keyboard alone, and Escape cancels a move', async ({
    page,
    mock,
  }) => {
    await openTool(page, 'Shelbyville');
    const notice = page.getByRole('note').filter({ hasText: 'Point of sale is turned off for Shelbyville' });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);

    // Locations move with single clicks alone: the handle's menu, announced, kept after a reload.
    await openSection(page, 'Locations');
    await expect(notice).toBeVisible();
    const locations = page.getByRole('table', { name: 'Locations' });
    await expectRows(locations);
    const listed = await rowNames(locations);
    const [first, second, third] = listed;
    const firstThree = async () => (await rowNames(locations)).slice(0, 3);

    await locations.getByRole('button', { name: `Reorder ${first}` }).click();
    const menu = page.getByRole('menu', { name: `Move ${first}` });
    await expect(menu.getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Move down' }).click();
    await expect.poll(firstThree).toEqual([second, first, third]);
    await expect(page.getByText(`${first} was moved to position 2 of ${listed.length}.`)).toBeAttached();
    await expect(page.getByText('Sort Order Updated')).toBeVisible();
    await expect(locations.getByRole('button', { name: `Reorder ${first}` })).toBeFocused();

    // To a position typed in: back to the top.
    await locations.getByRole('button', { name: `Reorder ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Move to position…' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${first} to position` });
    const position = dialog.getByRole('textbox', { name: `Position (1 to ${listed.length})` });
    await position.fill('0');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog.getByText(`Enter a position from 1 to ${listed.length}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await position.fill('1');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(firstThree).toEqual([first, second, third]);
    await page.reload();
    await expect.poll(firstThree).toEqual([first, second, third]);

    // A sort the server refuses puts the old order back and says so.
    const kept = await rowNames(locations);
    await mock.fault({
      path: '/api/pos/locations/sort',
      method: 'PUT',
      type: 'status',
      status: 500,
      body: { message: 'Sort order could not be saved' },
    });
    await pickUpAndMoveDown(page, locations, kept[0]);
    await page.keyboard.press('Space');
    await expect(page.getByText('Error Updating Sort Order')).toBeVisible();
    await expect.poll(() => rowNames(locations)).toEqual(kept);
    await page.reload();
    await expect.poll(() => rowNames(locations)).toEqual(kept);
    await mock.clearFaults();

    // Terminals, across all locations, show by location and move only within theirs.
    await openSection(page, 'Terminals');
    await expect(notice).toBeVisible();
    const table = page.getByRole('table', { name: 'Terminals' });
    await expectRows(table);
    const locationsShown = async () => table.locator('tbody tr td:nth-child(4)').allTextContents();
    // Each location's terminals are together.
    const shown = await locationsShown();
    const runs = shown.filter((name, index) => name !== shown[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    // The last terminal of the first location cannot go down into the next location.
    const lastOfFirst = shown.lastIndexOf(shown[0]);
    const names = await rowNames(table);
    const name = names[lastOfFirst];
    await table.getByRole('button', { name: `Reorder ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expect(
      page.getByText(`Terminals move within their location: ${name} stays at position ${lastOfFirst + 1} of`),
    ).toBeAttached();
    expect(await rowNames(table)).toEqual(names);

    // The location with the most terminals.
    const counts = new Map<string, number>();
    for (const shownLocation of shown) counts.set(shownLocation, (counts.get(shownLocation) ?? 0) + 1);
    const location = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    await choose(page, /^Location/, location);
    await expect.poll(async () => (await rowNames(table)).length).toBe(counts.get(location));
    const before = await rowNames(table);

    // Escape while moving puts the row back where it was, says so, and leaves the focus on its handle.
    await pickUpAndMoveDown(page, table, before[0]);
    await expect(page.getByText(`${before[0]} is now at position 2 of ${before.length}.`)).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(
      page.getByText(`Reordering cancelled. ${before[0]} returned to position 1 of ${before.length}.`),
    ).toBeAttached();
    await expect(table.locator('tbody tr[data-dragging]')).toHaveCount(0);
    expect(await rowNames(table)).toEqual(before);
    await expect(table.getByRole('button', { name: `Reorder ${before[0]}` })).toBeFocused();

    // Picked up again and dropped with Space: saved.
    await pickUpAndMoveDown(page, table, before[0]);
    await page.keyboard.press('Space');
    await expect(page.getByText(`${before[0]} was dropped at position 2 of ${before.length}.`)).toBeAttached();

    const after = [before[1], before[0], ...before.slice(2)];
    await expect.poll(() => rowNames(table)).toEqual(after);
    await expect(page.getByText('Sort Order Updated')).toBeVisible();
    await expect(table.getByRole('button', { name: `Reorder ${before[0]}` })).toBeFocused();
    await page.reload();
    await expect(page).toHaveURL(/location_id=\d+/);
    await expect.poll(() => rowNames(table)).toEqual(after);
  });

  test('shows the empty states', async ({ page, mock }) => {
    for (const list of ['agencies', 'locations', 'terminals']) {
      await mock.fault({ path: `/api/pos/${list}`, method: 'GET', type: 'status', status: 200, body: { data: [] } });
    }
    await openTool(page, 'Springfield');
    for (const [section, heading, text] of [
      ['Agencies', 'No Agencies', 'This client has no agencies. Create one to see them listed here.'],
      ['Locations', 'No Locations', 'This client has no locations. Create one to see them listed here.'],
      ['Terminals', 'No Terminals', 'This client has no terminals. Create one to see them listed here.'],
    ] as const) {
      await openSection(page, section);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('shows Error: with the server’s message when a list fails; Try again loads it, a long unbroken agency description cut and the Slug column in view', async ({
    page,
    mock,
  }) => {
    await mock.fault({
      path: '/api/pos/agencies',
      method: 'GET',
      type: 'status',
      status: 500,
      body: { message: 'The POS service is down' },
    });
    await openTool(page, 'Springfield');
    await openSection(page, 'Agencies');
    const alert = page.getByRole('alert').filter({ hasText: 'Error:' });
    await expect(alert).toContainText('Error:');
    await expect(alert).toContainText('The POS service is down');
    await expectNoAxeViolations(page);
    // The page says what happened in place too, and Try again loads the list once the service is back; the error
    // alert goes with the failure it told of (issue 39, item 5).
    await expect(page.getByText('This page could not be loaded.')).toBeVisible();
    // The service is back, with an agency whose description is one long word.
    await mock.clearFaults();
    const long = `Department${'X'.repeat(240)}`;
    await mock.fault({
      path: '/api/pos/agencies',
      method: 'GET',
      type: 'status',
      status: 200,
      body: {
        data: [
          { id: 1, description: long, slug: 'long-agency' },
          { id: 2, description: 'Water Utilities', slug: 'water' },
        ],
      },
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    const table = page.getByRole('table', { name: 'Agencies' });
    await expect(table.locator('tbody tr a').first()).toBeVisible();
    await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);
    await expect(alert).toHaveCount(0);
    // The long description is cut, whole in its tooltip; the rows keep one height and the Slug column stays in view.
    const slug = table.getByRole('cell', { name: 'long-agency' });
    await expect(slug).toBeVisible();
    const box = (await slug.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    const heights = await table
      .locator('tbody tr')
      .evaluateAll(rows => rows.map(row => Math.round(row.getBoundingClientRect().height)));
    expect(heights[0]).toBe(heights[1]);
    await table.getByRole('link', { name: long }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(long);
    await page.screenshot({ path: test.info().outputPath('agencies-long.png') });
  });

  test("another client's terminal, opened by its address, is not offered for editing under the chosen client", async ({
    page,
  }) => {
    await openTool(page, 'Shelbyville');
    await openSection(page, 'Terminals');
    const table = page.getByRole('table');
    await expectRows(table);
    await table.locator('tbody tr a').first().click();
    await expect(page).toHaveURL(/\/pos-config\/terminals\/\d+\/edit$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    const shelbyvilleTerminal = new URL(page.url()).pathname;

    await page.getByRole('link', { name: 'Change client' }).click();
    await page.getByRole('button', { name: 'View Client Springfield' }).click();
    await expect(page.getByText('You are viewing Springfield')).toBeVisible();
    await page.goto(shelbyvilleTerminal);
    await expect(page.getByText('Not part of Springfield')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('other-client.png') });
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/pos-config\/terminals$/);
    await expectNoAxeViolations(page);
  });

  test('other roles are told they may not use the tool, and nothing is asked of the cashiering API for them', async ({
    page,
  }) => {
    const posCalls: string[] = [];
    page.on('request', request => {
      if (new URL(request.url()).pathname.startsWith('/api/pos/')) posCalls.push(request.url());
    });
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/pos-config/agencies');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cashiering Configurations' })).toHaveCount(0);
    // Loaded again, the tab knows the user before /myself answers: the list is not read ahead for them either.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(posCalls).toEqual([]);
  });
});
