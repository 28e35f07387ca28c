// Journey: A client admin manages the organisation's users: lists, searches, adds, edits, deactivates and reactivates
// them; every user edits their own profile.
import fs from 'node:fs';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterSignedIn,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  signIn,
  test,
} from './fixtures';

const USERS_API = '/api/sso/api/v1/sso/users';
const LOAD_TIMEOUT = 60_000;

/** Fixture users of the seed (mock-api/seed/core.ts FIXTURE_USERS), each changed by one test only. */
const FIXTURES = {
  pending: { id: '00uf0000000000000001', email: 'pending.activation@springfield.example.com', name: 'Paula Pending' },
  toggle: { id: '00uf0000000000000002', email: 'toggle.status@springfield.example.com', name: 'Tobias Toggle' },
  editTarget: { id: '00uf0000000000000003', email: 'edit.target@springfield.example.com', name: 'Edith Target' },
  conflict: { id: '00uf0000000000000004', email: 'edit.conflict@springfield.example.com', name: 'Ernie Conflict' },
};

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by Name or Email Address' });

/** /settings with every page loaded: the download button is enabled only then. */
const openUserList = async (page: Page) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({ timeout: LOAD_TIMEOUT });
};

const cellTexts = async (row: Locator) => (await row.locator('td').allInnerTexts()).map(text => text.trim());

const rowFor = (page: Page, email: string) => bodyRows(page).filter({ hasText: email });

/**
 * Add User as far as its Add User button, for Elsa {lastName}, a researcher with no agency: from the list's Add new user
 * link when the list is shown, else by its address.
 */
const submitNewResearcher = async (page: Page, lastName: string, email: string) => {
  if (new URL(page.url()).pathname === '/settings') await page.getByRole('link', { name: 'Add new user' }).click();
  else await page.goto('/settings/users/new');
  await page.getByRole('textbox', { name: 'First name' }).fill('Elsa');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
  await page.getByRole('combobox', { name: /Revenue Management role/ }).click();
  await page.getByRole('option', { name: 'Researcher' }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
};

test.describe('users', () => {
  // Loading every page of the list takes a while when the machine is busy; each test still fails on a real hang.
  test.describe.configure({ timeout: 150_000 });

  test('a client admin lists, searches, filters, sorts and downloads users.csv matching the table', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin);
    await openUserList(page);
    for (const column of ['Name', 'Email Address', 'Agencies', 'Revenue Management Role', 'Cashiering Role', 'Status'])
      await expect(table(page).getByRole('columnheader', { name: column })).toBeVisible();

    // Default sort: Last, First ascending, locale compare, case-insensitive (the rows shown first kept their places).
    await page.getByRole('button', { name: 'Sort all users' }).click();
    const collator = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });
    const names = await bodyRows(page).locator('td:first-child').allInnerTexts();
    expect(names.length).toBeGreaterThan(10);
    expect([...names].sort((a, b) => collator.compare(a.trim(), b.trim()))).toEqual(names);

    // Sort by email, then toggle to descending (the rows follow the click by a render: the table is deferred).
    const emailsSorted = async (direction: 1 | -1) => {
      const emails = await bodyRows(page).locator('td:nth-child(2)').allInnerTexts();
      return emails.every((email, index) => index === 0 || direction * collator.compare(emails[index - 1], email) <= 0);
    };
    await table(page)
      .getByRole('button', { name: /sort by email address/i })
      .click();
    await expect.poll(() => emailsSorted(1)).toBe(true);
    await table(page)
      .getByRole('button', { name: /sort by email address/i })
      .click();
    await expect.poll(() => emailsSorted(-1)).toBe(true);

    // Search by name or email. The list is scanned in both themes on the one row found: every row is drawn alike, and
    // "the first users show at once" scans the list with all its rows (and Sort all users) in light.
    await search(page).fill('MENDES');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Mendes, Carla');
    await expectNoAxeViolationsInBothModes(page);

    // Every status says itself whole ("Pending activation" went on past its column, cut).
    await search(page).fill(FIXTURES.pending.email);
    await expect(bodyRows(page).filter({ hasText: 'Pending activation' })).toHaveCount(1);
    const cutLabels = await bodyRows(page)
      .locator('td:last-child .MuiChip-label')
      .evaluateAll(labels =>
        labels.filter(label => label.scrollWidth > label.clientWidth + 1).map(label => label.textContent),
      );
    expect(cutLabels).toEqual([]);

    await search(page).fill('nobody-has-this-name');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    // Filter by agency, with a search that keeps the result on one page.
    await search(page).fill('springfield.example.com');
    await page.getByRole('combobox', { name: /^Agency/ }).click();
    // Select All comes first; any number of agencies may be chosen.
    await expect(page.getByRole('option').first()).toHaveText('Select All');
    await page.getByRole('option', { name: 'Municipal Court' }).click();
    await expect(page.getByRole('option', { name: 'Municipal Court' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolationsInBothModes(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: /^Agency/ })).toHaveText('Municipal Court');
    const downloadButton = page.getByRole('button', { name: /^Download \d+ User\(s\)$/ });
    // The agency applies at once; the search is a deferred value, so its count can still be the last search's (0).
    const countShown = async () => Number((await downloadButton.innerText()).match(/\d+/)![0]);
    await expect.poll(countShown).toBeGreaterThan(0);
    const count = await countShown();
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '100' }).click();
    await expect(bodyRows(page)).toHaveCount(Math.min(count, 100));
    const emailsShown = await bodyRows(page).locator('td:nth-child(2)').allInnerTexts();
    // The first rows in full: their long agency lists expanded with More.
    const firstRows = (await bodyRows(page).all()).slice(0, 12);
    for (const row of firstRows) {
      const more = row.getByRole('button', { name: /^More agencies of/ });
      if (await more.count()) await more.click();
    }
    const shown = await Promise.all(firstRows.map(cellTexts));
    for (const row of shown) expect(row[2]).toContain('Municipal Court');

    const downloadPromise = page.waitForEvent('download');
    await downloadButton.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('users.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const [header, ...rows] = Papa.parse<string[]>(text.trim()).data;
    expect(header).toEqual(['Name', 'Email Address', 'Agency', 'Revenue Management Role', 'Cashiering Role', 'Status']);
    expect(new Set(rows.map(row => row[1])).size).toBe(count);
    // Every user shown is in the file with the same name, roles and status, one row per agency, in the same order.
    const order = [...new Set(rows.map(row => row[1]))];
    expect(order.slice(0, emailsShown.length)).toEqual(emailsShown);
    for (const [name, email, agencies, role, posRole, status] of shown) {
      const mine = rows.filter(row => row[1] === email);
      expect(mine.map(row => row[2]).join(', ')).toBe(agencies.replace(/\s*Less$/, '').replace(/\s*\n\s*/g, ' '));
      for (const row of mine) expect([row[0], row[3], row[4], row[5]]).toEqual([name, role, posRole, status]);
    }
  });

  test('the first users show at once, in order, and stay in place as later pages arrive', async ({ page }) => {
    await signIn(page, ACCOUNTS.clientAdmin);
    // Page two waits for the test, page three and after for later still: the list cannot complete in between.
    let cursorPages = 0;
    const release = { second: () => {}, later: () => {} };
    const gates = {
      second: new Promise<void>(resolve => (release.second = resolve)),
      later: new Promise<void>(resolve => (release.later = resolve)),
    };
    await page.route(`**${USERS_API}?*`, async route => {
      if (new URL(route.request().url()).searchParams.get('page[cursor]')) {
        cursorPages += 1;
        await (cursorPages === 1 ? gates.second : gates.later);
      }
      await route.fallback();
    });
    await page.goto('/settings');
    const names = () => bodyRows(page).locator('td:first-child').allInnerTexts();
    const collator = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });
    const inOrder = (list: string[]) => list.every((name, i) => i === 0 || collator.compare(list[i - 1], name) <= 0);

    // The first page shows with no wait for the rest, in the chosen order (Last, First ascending).
    await expect(bodyRows(page)).toHaveCount(25);
    const first = await names();
    expect(inOrder(first)).toBe(true);
    await expect(page.getByText(/Rows shown stay in place/)).toBeVisible();
    // Where the rows are drawn on the page: the columns keep their widths whatever later rows hold, so no header or
    // cell wraps differently and no row moves (with the automatic table layout, page two moved them all 24 px down).
    const tops = () =>
      bodyRows(page).evaluateAll(rows =>
        rows.slice(0, 25).map(row => Math.round(row.getBoundingClientRect().top + window.scrollY)),
      );
    const firstTops = await tops();

    // The second page arrives: the table page fills below the rows shown, which have not moved.
    release.second();
    await expect(bodyRows(page)).toHaveCount(50);
    expect((await names()).slice(0, 25)).toEqual(first);
    expect(await tops()).toEqual(firstTops);
    expect(inOrder((await names()).slice(25))).toBe(true);

    // Every page in: the full order would move the rows shown, so they stay, and the line says so.
    const shownBefore = await names();
    release.later();
    await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({ timeout: LOAD_TIMEOUT });
    await expect(page.getByText(/^All \d+ users loaded · Rows shown kept their places/)).toBeVisible();
    expect(await names()).toEqual(shownBefore);
    expect(await tops()).toEqual(firstTops);
    // The whole list with the kept-order line and its button: the list's scan in both themes.
    await expectNoAxeViolationsInBothModes(page);

    // Its button, from the keyboard, puts the list in full order and leaves the focus on the table.
    await page.getByRole('button', { name: 'Sort all users' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => inOrder(await names())).toBe(true);
    expect(await names()).not.toEqual(shownBefore);
    await expect(table(page)).toBeFocused();
    await expect(page.getByRole('status').getByText(/^All \d+ users loaded$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort all users' })).toBeHidden();
  });

  test('a failed first page shows an error with a retry that loads the list; at 390 px it scrolls inside its table, each email on one line', async ({
    page,
    mock,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin);
    // The service stays down until the test brings it back.
    await mock.fault({
      path: USERS_API,
      method: 'GET',
      type: 'status',
      status: 503,
      body: { message: 'Service unavailable' },
    });
    await page.goto('/settings');
    await expect(page.getByText('The users could not be loaded: Service unavailable')).toBeVisible();
    await expectNoAxeViolations(page);
    await mock.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({ timeout: LOAD_TIMEOUT });

    // The list it loaded, on a phone: the page does not scroll sideways, the table does, and no email wraps.
    await page.setViewportSize({ width: 390, height: 844 });
    // The app has redrawn for the phone (its menu button replaces the tabs) before anything is measured.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const lines = await bodyRows(page)
      .locator('td:nth-child(2)')
      .evaluateAll(cells =>
        cells.map(cell => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
        }),
      );
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every(count => count === 1)).toBe(true);
  });

  test('a client admin adds a new user, who appears in the list; their own row opens their profile', async ({
    page,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `new.user.${stamp}@springfield.example.com`;
    // The list's Add new user link; the list itself is waited for in full once the user is added.
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/settings');
    await page.getByRole('link', { name: 'Add new user' }).click();
    await expect(page.getByRole('heading', { name: 'Add a New User' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Nadia');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`Newcomer${stamp}`);
    // The step's instructions are read in place, not announced as an alert on every visit.
    await expect(page.getByRole('note')).toContainText('Enter the email address of the person you are adding.');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter the email address' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    // Enter in a field goes on as Continue does; each step shown takes the focus on its heading, so a screen reader
    // says which step this is (the field or button the focus was on is gone).
    await page.getByRole('textbox', { name: 'Email address' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Add a New User', level: 1 })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeFocused();
    await page.getByRole('combobox', { name: /Revenue Management role/ }).click();
    await page.getByRole('option', { name: 'Supervisor' }).click();
    await page.getByRole('combobox', { name: /Cashiering role/ }).click();
    await expect(page.getByRole('option', { name: 'Client admin' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('option', { name: 'Cashier' }).click();
    await page.getByRole('checkbox', { name: 'Parking Services' }).check();
    await page.getByRole('checkbox', { name: 'Building Permits' }).check();
    await page.getByRole('button', { name: 'Add User' }).click();

    await expect(page.getByText('Create User Successful')).toBeVisible();
    await expect(page.getByText(`You have successfully created Nadia Newcomer${stamp}`)).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({ timeout: LOAD_TIMEOUT });
    await search(page).fill(email);
    await expect(bodyRows(page)).toHaveCount(1);
    expect(await cellTexts(bodyRows(page).first())).toEqual([
      `Newcomer${stamp}, Nadia`,
      email,
      'Building Permits, Parking Services',
      'Supervisor',
      'Cashier',
      'Pending activation',
    ]);
    // The current user's own row opens their profile, not the edit page.
    await search(page).fill(ACCOUNTS.clientAdmin);
    await rowFor(page, ACCOUNTS.clientAdmin).locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an existing email gets "User Already Exists"; another client\'s address is refused in one sentence that does not say where', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin);
    await page.goto('/settings/users/new');
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Porter');
    await page.getByRole('textbox', { name: 'Email address' }).fill(ACCOUNTS.supervisor);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('User Already Exists')).toBeVisible();
    await expect(
      page.getByText(
        "The user you are trying to add already exists. Please return to the user list to edit that user's permissions and roles from their settings page.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to user list' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // One sign-in is one account: Shelbyville's client admin cannot become a second account in Springfield.
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await submitNewResearcher(page, `Where${stamp}`, ACCOUNTS.shelbyvilleAdmin);
    await expect(page.getByText('This email address already belongs to an account.')).toBeVisible();
    // Back on the first step, where the email can be changed.
    await expect(page.getByRole('heading', { name: 'Add a New User' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await expect(page.getByText(/Shelbyville/i)).toHaveCount(0);
    await expect(page.getByText('Create User Successful')).toHaveCount(0);
    await expect(page.getByText(/The form is not valid/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings\/users\/new$/);
    await expectNoAxeViolations(page);
  });

  test("refusals say why and keep what was typed: a forbidden email check or edit is Access Denied, an Add User conflict is said in the server's words", async ({
    page,
    mock,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `refused.${stamp}@springfield.example.com`;
    const toast = (heading: string) => page.getByRole('alert').filter({ hasText: heading });
    await enterSignedIn(page, ACCOUNTS.clientAdmin);
    await mock.fault({
      path: `${USERS_API}/verify`,
      method: 'GET',
      type: 'status',
      status: 403,
      body: { message: 'You may not look up users of this client.' },
      times: 1,
    });
    await page.goto('/settings/users/new');
    await page.getByRole('textbox', { name: 'First name' }).fill('Elsa');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`Refused${stamp}`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast('Access Denied')).toContainText("Your role doesn't allow you to do this.");
    await expect(toast('Access Denied')).toContainText('You may not look up users of this client.');
    await expect(toast('Access Denied')).not.toContainText(/try again/i);
    await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Add a New User' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);

    // The check answers again; the add is refused as a conflict, which trying again cannot fix.
    await mock.fault({
      path: USERS_API,
      method: 'POST',
      type: 'status',
      status: 409,
      body: { message: 'Email taken in another client' },
      times: 1,
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
    await page.getByRole('combobox', { name: /Revenue Management role/ }).click();
    await page.getByRole('option', { name: 'Researcher' }).click();
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(toast('Unable to Create User')).toContainText('Email taken in another client');
    await expect(toast('Unable to Create User')).not.toContainText(/try again/i);
    await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Revenue Management role/ })).toHaveText('Researcher');
    await expect(page).toHaveURL(/\/settings\/users\/new$/);

    // Ernie Conflict is changed by no call here: the edit is refused.
    const { id } = FIXTURES.conflict;
    await mock.fault({
      path: `${USERS_API}/${id}`,
      method: 'PATCH',
      type: 'status',
      status: 403,
      body: { message: 'You do not administer this user.' },
      times: 1,
    });
    await page.goto(`/settings/users/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Last name' }).fill('Forbidden');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast('Access Denied')).toContainText('You do not administer this user.');
    await expect(toast('Access Denied')).not.toContainText(/try again/i);
    await expect(page.getByText('Unable to Edit User')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/settings/users/${id}$`));
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Forbidden');
  });

  test("an agency admin's agency filter lists their agencies; Select All keeps users with no agency", async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.agencyAdmin, '/settings');
    const download = page.getByRole('button', { name: /^Download \d+ User\(s\)$/ });
    await expect(download).toBeEnabled({ timeout: LOAD_TIMEOUT });
    const everyone = await download.textContent();
    const filter = page.getByRole('combobox', { name: /^Agency/ });
    await filter.click();
    const options = page.getByRole('listbox').getByRole('option');
    // The agencies they administer, as Payments and Add User offer them; not every agency of the client.
    await expect(options).toHaveText(['Select All', 'Parks & Recreation', 'Water Utilities', 'No agency']);
    await page.getByRole('option', { name: 'Select All' }).click();
    await page.keyboard.press('Escape');
    // Every choice made: nobody is left out.
    await expect(download).toHaveText(everyone!);
    await filter.click();
    await page.getByRole('option', { name: 'Select All' }).click();
    await page.getByRole('option', { name: 'No agency' }).click();
    await page.keyboard.press('Escape');
    await expect(bodyRows(page).first().getByText('No agencies')).toBeVisible();
    await expect(download).not.toHaveText(everyone!);
  });

  test('an injected 422 shows its details and keeps the form; Deactivate spins and the form is read-only while the change is on its way', async ({
    page,
    mock,
  }) => {
    // Ernie Conflict is changed by no call here: the edit is refused and the status call never completes.
    const { id } = FIXTURES.conflict;
    await enterSignedIn(page, ACCOUNTS.clientAdmin);
    await mock.fault({
      path: `${USERS_API}/${id}`,
      method: 'PATCH',
      type: 'status',
      status: 422,
      body: { errors: [{ field: 'grant_agencies', detail: 'Municipal Court is closed to new members' }] },
    });
    await page.goto(`/settings/users/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Last name' }).fill('Conflicted');
    await page.getByRole('checkbox', { name: 'Municipal Court' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Unable to Edit User')).toBeVisible();
    await expect(page.getByText('grant_agencies: Municipal Court is closed to new members.').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/settings/users/${id}$`));
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Conflicted');
    await expect(page.getByRole('checkbox', { name: 'Municipal Court' })).toBeChecked();
    await expectNoAxeViolations(page);

    // The status call is held until the test ends; nothing is changed.
    await expect(page.getByRole('button', { name: 'Deactivate User' })).toBeVisible();
    await mock.fault({ path: `${USERS_API}/${id}/status`, method: 'PATCH', type: 'stall', times: 1 });
    const action = 'Deactivate User';
    await page.getByRole('button', { name: action }).click();
    await page.getByRole('dialog').getByRole('button', { name: action }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const button = page.getByRole('button', { name: action });
    await expect(button).toBeDisabled();
    await expect(button.locator('.MuiCircularProgress-root')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  /*
   * These change seeded users for good, so they run once (no retry): a retry would start from what the failed
   * attempt saved, and a test that adapted to that would prove nothing.
   */
  test.describe('changes kept by the mock', () => {
    test.describe.configure({ retries: 0 });

    test('a user edited from the list: the list is back on its page with the saved row in view, highlighted with its check, and the new roles and agencies show after a reload', async ({
      page,
    }) => {
      const { email } = FIXTURES.editTarget;
      await enterSignedIn(page, ACCOUNTS.clientAdmin);
      await openUserList(page);
      await page.getByRole('combobox', { name: 'Rows per page:' }).click();
      await page.getByRole('option', { name: '25' }).click();
      // The rows shown, as the pagination says them ("151-175 of 212").
      const range = page.getByText(/^\d+-\d+ of \d+$/);
      while (!(await rowFor(page, email).count())) await page.getByRole('button', { name: 'Go to next page' }).click();
      const rangeShown = await range.innerText();
      expect(rangeShown.startsWith('1-')).toBe(false);
      await rowFor(page, email).scrollIntoViewIfNeeded();
      const before = await cellTexts(rowFor(page, email));
      expect(before[3]).toBe('Researcher');
      const role = 'Supervisor';
      const hadCourt = before[2].includes('Municipal Court');
      await rowFor(page, email).getByRole('link').click();
      await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
      await expectNoAxeViolationsInBothModes(page);
      await page.getByRole('combobox', { name: /Revenue Management role/ }).click();
      await page.getByRole('option', { name: role }).click();
      await expect(page.getByRole('combobox', { name: /Cashiering role/ })).toHaveText('No role or access');
      await page.getByRole('checkbox', { name: 'Municipal Court' }).setChecked(!hadCourt);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Edit User Successful')).toBeVisible();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(rowFor(page, email).getByRole('img', { name: 'Changes to Edith Target saved' })).toBeInViewport();
      await expect(range).toHaveText(rangeShown);
      expect(await bodyRows(page).count()).toBeLessThanOrEqual(25);
      const tint = await rowFor(page, email).evaluate(row => getComputedStyle(row).backgroundColor);
      const plain = await bodyRows(page)
        .filter({ hasNotText: email })
        .first()
        .evaluate(row => getComputedStyle(row).backgroundColor);
      expect(tint).not.toBe(plain);

      await page.reload();
      await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({
        timeout: LOAD_TIMEOUT,
      });
      await search(page).fill(email);
      await expect(bodyRows(page)).toHaveCount(1);
      await expect(rowFor(page, email)).toHaveCount(1);
      const after = await cellTexts(rowFor(page, email));
      expect(after[3]).toBe(role);
      expect(after[2].includes('Municipal Court')).toBe(!hadCourt);
    });

    test('two tabs on one user: a stale save says what changed, then loads theirs or saves over theirs on purpose', async ({
      page,
      browser,
    }) => {
      // A user of this test's own, so no other test's changes meet it.
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const email = `elsa.tabs.${stamp}@springfield.example.com`;
      await enterSignedIn(page, ACCOUNTS.clientAdmin);
      const created = page.waitForResponse(res => res.url().endsWith(USERS_API) && res.request().method() === 'POST');
      await submitNewResearcher(page, `Tabs${stamp}`, email);
      const { id } = ((await (await created).json()) as { data: { id: string } }).data;
      await expect(page.getByText('Create User Successful')).toBeVisible();

      // Tab A and tab B (a second signed-in window) open the user's edit page.
      const otherWindow = await browser.newContext();
      const other = await otherWindow.newPage();
      const editPath = `/settings/users/${id}`;
      await page.goto(editPath);
      await enterSignedIn(other, ACCOUNTS.clientAdmin, editPath);
      const lastName = (tab: Page) => tab.getByRole('textbox', { name: 'Last name' });
      const firstName = (tab: Page) => tab.getByRole('textbox', { name: 'First name' });
      const court = (tab: Page) => tab.getByRole('checkbox', { name: 'Municipal Court' });
      const save = (tab: Page) => tab.getByRole('button', { name: 'Save Changes' });
      const conflictIn = (tab: Page) => tab.getByRole('alert').filter({ hasText: 'someone else saved this record' });
      for (const tab of [page, other]) await expect(lastName(tab)).toHaveValue(`Tabs${stamp}`);

      // A renames the user.
      await lastName(page).fill(`Renamed${stamp}`);
      await save(page).click();
      await expect(page.getByText('Edit User Successful')).toBeVisible();

      // B, opened before, adds an agency: its save is refused and says what A changed; what B chose stays.
      await court(other).check();
      await save(other).click();
      const conflict = conflictIn(other);
      await expect(conflict.getByRole('listitem')).toHaveText([
        `Last name was changed from “Tabs${stamp}” to “Renamed${stamp}”.`,
      ]);
      await expect(conflict).toBeFocused();
      await expect(court(other)).toBeChecked();
      await expect(other.getByText('Unable to Edit User')).toHaveCount(0);
      await expectNoAxeViolations(other);

      // A opens the user again (renamed); then B loads A's version, so A's change is kept, and adds the agency to it.
      await page.goto(editPath);
      await expect(lastName(page)).toHaveValue(`Renamed${stamp}`);
      await conflict.getByRole('button', { name: 'Load their version (drop my changes)' }).click();
      await expect(lastName(other)).toHaveValue(`Renamed${stamp}`);
      await expect(court(other)).not.toBeChecked();
      await expect(conflict).toBeHidden();
      await court(other).check();
      await save(other).click();
      await expect(other.getByText('Edit User Successful')).toBeVisible();

      // Now A is the stale one: it saves over B's on purpose, and what A's form shows is what is saved.
      await firstName(page).fill('Elsie');
      await save(page).click();
      const stale = conflictIn(page);
      await expect(stale.getByRole('listitem')).toHaveText(['Agencies was changed from “empty” to “Municipal Court”.']);
      await stale.getByRole('button', { name: 'Save mine over theirs' }).click();
      await expect(page.getByText('Edit User Successful')).toBeVisible();
      await other.goto(editPath);
      await expect(firstName(other)).toHaveValue('Elsie');
      await expect(lastName(other)).toHaveValue(`Renamed${stamp}`);
      await expect(court(other)).not.toBeChecked();
      await otherWindow.close();
    });

    test('a client admin deactivates and reactivates a user', async ({ page }) => {
      const { id, email, name } = FIXTURES.toggle;
      await enterSignedIn(page, ACCOUNTS.clientAdmin);
      await page.goto(`/settings/users/${id}`);
      await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
      await page.getByRole('button', { name: 'Deactivate User' }).click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
      await expect(dialog).toBeVisible();
      // The question starts on Cancel: Enter pressed twice does not deactivate anyone.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Deactivate User' }).click();
      await expect(page.getByText(`${name} Deactivated.`)).toBeVisible();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({
        timeout: LOAD_TIMEOUT,
      });
      await search(page).fill(email);
      await expect(rowFor(page, email).getByText('Deactivated')).toBeVisible();
      await expect(rowFor(page, email).getByRole('img', { name: 'Changes to Tobias Toggle saved' })).toBeVisible();

      await rowFor(page, email).getByRole('link').click();
      await expect(page.getByText('Deactivated User Not Editable')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Deactivate User' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Reactivate User' }).click();
      await page
        .getByRole('dialog', { name: `Reactivate ${name}?` })
        .getByRole('button', { name: 'Reactivate User' })
        .click();
      await expect(page.getByText(`${name} Activated.`)).toBeVisible();
      await search(page).fill(email);
      await expect(rowFor(page, email).getByText('Active', { exact: true })).toBeVisible();
    });
  });

  test('a client admin resends the activation link to a user who has not activated', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin);
    await page.goto(`/settings/users/${FIXTURES.pending.id}`);
    await expect(page.getByText('User Has Not Activated Account')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Resend activation link' }).click();
    await expect(page.getByText('Activation Link Sent')).toBeVisible();
    await expect(page.getByText(`A new activation link was sent to ${FIXTURES.pending.email}.`)).toBeVisible();
  });

  test('every user edits their own profile from the top bar; Reset Password opens the returned page', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.noRole, '/');
    await page.getByRole('link', { name: `Profile of ${ACCOUNTS.noRole}` }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    // A cleared name is said at the field as it is left; Save is held meanwhile, saying why, and no toast says more.
    const firstNameBox = page.getByRole('textbox', { name: 'First name' });
    const firstName = await firstNameBox.inputValue();
    await firstNameBox.fill('');
    await firstNameBox.press('Tab');
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription(
      'Correct the fields marked in red to save.',
    );
    await expect(page.getByText(/The form is not valid/)).toHaveCount(0);
    await firstNameBox.fill(firstName);
    await expect(page.getByText('First name is required')).toHaveCount(0);
    const lastName = `Lowe${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByRole('combobox', { name: /Timezone/ }).click();
    await page.getByRole('option', { name: 'Mountain Time (America/Denver)' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile Update Successful')).toBeVisible();
    await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
    await expect(page.getByRole('combobox', { name: /Timezone/ })).toHaveText('Mountain Time (America/Denver)');

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(popup.getByText(ACCOUNTS.noRole)).toBeVisible();
    expect(new URL(popup.url()).origin).toBe(new URL(page.url()).origin);
    // The tab the reset started from says so too.
    await expect(page.getByText('Password Reset Opened')).toBeVisible();
    await expect(page.getByText('The page to reset your password opened in a new tab.')).toBeVisible();
    await popup.close();

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a failed profile save says so and keeps what was typed; federated users have no Reset Password', async ({
    page,
    mock,
  }) => {
    await enterSignedIn(page, ACCOUNTS.federated);
    await mock.fault({ path: '/api/sso/api/v1/sso/users/*/profile', method: 'PATCH', type: 'status', status: 500 });
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
    await page.getByRole('combobox', { name: /Timezone/ }).click();
    await page.getByRole('option', { name: 'Pacific Time (America/Los_Angeles)' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile Update Failed')).toBeVisible();
    await expect(
      page.getByText('An error ocurred while trying to update your profile. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Timezone/ })).toHaveText('Pacific Time (America/Los_Angeles)');
  });

  test('a platform admin creates a client admin for any client; a taken email is told at the field only', async ({
    page,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Create new client admin' }).click();
    await expect(page.getByRole('heading', { name: 'Create Client Admin' })).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Client is required')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    // An email that already has an account: said at the field, and nowhere else.
    await page.getByRole('combobox', { name: /Select Client/ }).click();
    await page.getByRole('option', { name: 'Shelbyville' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Taken');
    await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.shelbyvilleAdmin);
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('This email address already belongs to an account.')).toBeVisible();
    await expect(page.getByText(/The form is not valid/)).toHaveCount(0);
    await expect(page.getByText('Unable to Create User')).toHaveCount(0);
    await expect(page.getByText(/Please try again later/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/client-admins\/create$/);

    await page.getByRole('combobox', { name: /Select Client/ }).click();
    await page.getByRole('option', { name: 'Capital City' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Cora');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`Capital${stamp}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(`cora.${stamp}@capital-city.example.com`);
    await expect(page.getByRole('combobox', { name: /Revenue Management role/ })).toHaveText('Client admin');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Create Client Admin Successful')).toBeVisible();
    await expect(page.getByText(`You have successfully created Cora Capital${stamp}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'View Client Capital City' }).click();
    // Its users, from the client's own tab (no second start of the app).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download \d+ User\(s\)$/ })).toBeEnabled({ timeout: LOAD_TIMEOUT });
    await search(page).fill(`cora.${stamp}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowFor(page, `cora.${stamp}@capital-city.example.com`)).toHaveCount(1);
    const row = await cellTexts(bodyRows(page).first());
    expect(row.slice(0, 2)).toEqual([`Capital${stamp}, Cora`, `cora.${stamp}@capital-city.example.com`]);
    expect(row[3]).toBe('Client admin');
  });
});
