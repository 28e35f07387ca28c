// Journey: A client admin finds a customer by name or email, pages through the results and opens the customer's
// payment portal.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterSignedIn,
  expandCustomerSearch,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  holdRequests,
  test,
} from './fixtures';

/** Opens the search bar and searches by one criterion. */
const searchBy = async (page: Page, criterion: 'Email address' | 'First name' | 'Last name', value: string) => {
  await expandCustomerSearch(page);
  const row = page.getByRole('group', { name: 'Search criteria 1' });
  await row.getByRole('combobox', { name: /Select search criteria/ }).click();
  await page.getByRole('option', { name: criterion }).click();
  await row.getByRole('textbox').fill(value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Customers' });

test.describe('customer search', () => {
  // Several sign-ins, searches and accessibility scans each.
  test.slow();

  test('checks the criteria, pages 20 at a time (a new search goes back to page 1), finds a customer by each criterion, and a fixture customer opens the payment portal in a new tab', async ({
    page,
    context,
  }) => {
    const formCode: string[] = [];
    page.on('request', request => {
      if (/\/assets\/CustomerCriteriaForm-[\w-]+\.js$/.test(new URL(request.url()).pathname))
        formCode.push(request.url());
    });
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible();
    await expect(page.getByText('Please perform a search in the search bar above to see customers.')).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    // The criteria form's code comes with the bar's first opening, not with the page.
    expect(formCode).toEqual([]);

    await expandCustomerSearch(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Choose a search criterion')).toBeVisible();
    const row = page.getByRole('group', { name: 'Search criteria 1' });
    await row.getByRole('combobox', { name: /Select search criteria/ }).click();
    await page.getByRole('option', { name: 'Email address' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole('textbox', { name: 'Email address' }).fill('example.org');
    await row.getByRole('textbox', { name: 'Email address' }).press('Enter');
    await expect(resultsTable(page).getByRole('row')).toHaveCount(21);
    const count = Number((await page.getByText(/Result\(s\)/).textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(40);
    const pager = page.getByRole('navigation', { name: 'Customer results pages' });
    await expect(pager.getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute('aria-current', 'page');
    const firstOnPage1 = await resultsTable(page).getByRole('row').nth(1).textContent();
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
    await expect(resultsTable(page).getByRole('row').nth(1)).not.toHaveText(firstOnPage1!);
    await expect(resultsTable(page).getByRole('row')).toHaveCount(21);

    await expect(page.getByRole('button', { name: /Searching by Email address: example.org/ })).toBeVisible();
    await expandCustomerSearch(page);
    await page.getByRole('button', { name: 'Add search criteria' }).click();
    const second = page.getByRole('group', { name: 'Search criteria 2' });
    await second.getByRole('combobox', { name: /Select search criteria/ }).click();
    await expect(page.getByRole('option', { name: 'Email address' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'Last name' }).click();
    await second.getByRole('textbox', { name: 'Last name' }).fill('S');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/Searching by Email address: example.org · Last name: S/)).toBeVisible();
    const narrowed = page.getByRole('navigation', { name: 'Customer results pages' });
    if (await narrowed.count())
      await expect(narrowed.getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    await expect(resultsTable(page).getByRole('row').nth(1)).toContainText(' S');

    for (const [criterion, value] of [
      ['First name', 'Marguerite'],
      ['Last name', 'okonkwo-lind'],
      ['Email address', 'MARGUERITE.OKONKWO@example'],
    ] as const) {
      await expandCustomerSearch(page);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await searchBy(page, criterion, value);
      await expect(page.getByText('1 Result(s)')).toBeVisible();
      await expect(resultsTable(page).getByRole('row')).toHaveCount(2);
      await expect(
        resultsTable(page).getByRole('cell', { name: 'Marguerite Okonkwo-Lindqvist', exact: true }),
      ).toBeVisible();
      await expect(
        resultsTable(page).getByRole('cell', { name: 'marguerite.okonkwo@example.net', exact: true }),
      ).toBeVisible();
    }
    expect(formCode).toHaveLength(1);
    await expect(resultsTable(page).getByText('Active')).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Customer name',
      'Email address',
      'Customer since',
      'Status',
      'Actions',
    ]);
    await expectNoAxeViolations(page);

    const view = resultsTable(page).getByRole('link', {
      name: 'View Marguerite Okonkwo-Lindqvist in the payment portal (opens in a new tab)',
    });
    await expect(view).toHaveAttribute(
      'href',
      'https://pay.springfield.example.com/admin/login/okta?after=/admin/fixture-customer-1/profile/settings',
    );
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    // The portal is another site; answer its request here so the test does not depend on the network.
    await context.route('https://pay.springfield.example.com/**', route =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Portal</title>' }),
    );
    const [portal] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await expect(portal).toHaveURL(
      'https://pay.springfield.example.com/admin/login/okta?after=/admin/fixture-customer-1/profile/settings',
    );
    expect(await portal.evaluate(() => window.opener)).toBeNull();
    await portal.close();

    // On a phone the table scrolls sideways inside its frame, and each row's View stays in view at its right edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const frame = resultsTable(page).locator('xpath=ancestor::div[contains(@class, "MuiPaper-root")][1]');
    await expect.poll(() => frame.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(view).toBeInViewport({ ratio: 1 });
    await frame.evaluate(element => element.scrollTo({ left: element.scrollWidth }));
    await expect(resultsTable(page).getByRole('columnheader', { name: 'Status' })).toBeInViewport();
    await expect(view).toBeInViewport({ ratio: 1 });
  });

  test('a pending customer does not open and says why; no results, the error state and the loading rows', async ({
    page,
    context,
    mock,
  }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/customers');
    await searchBy(page, 'Last name', 'Pendergast');
    await expect(resultsTable(page).getByText('Pending')).toBeVisible();
    let opened = false;
    const onPage = () => (opened = true);
    context.on('page', onPage);
    const reason = "You can't view this customer until they complete setting up their profile.";
    await resultsTable(page).getByRole('cell', { name: 'Penelope Pendergast', exact: true }).click();
    // Information, not an error: a status toast, not an alert.
    await expect(page.getByRole('status').filter({ hasText: reason })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(0);
    // The row's View does not look clickable, and says why on hover.
    const view = resultsTable(page).getByRole('button', { name: /View Penelope Pendergast/ });
    await expect(view).toBeDisabled();
    await view.hover({ force: true });
    await expect(page.getByRole('tooltip', { name: reason })).toBeVisible();
    expect(opened).toBe(false);
    context.off('page', onPage);
    await expectNoAxeViolations(page);

    await searchBy(page, 'Last name', 'Zzyzx-nobody');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(
      page.getByText("We couldn't find anything that match your search. Please edit your search again and try again."),
    ).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    // The search is held until the loading rows have been looked at.
    const release = await holdRequests(page, url => url.pathname === '/api/sso/sso/admin/users', { times: 1 });
    await searchBy(page, 'Last name', 'Smith');
    await expect(page.getByTestId('customer-placeholder-row')).toHaveCount(10);
    await expectNoAxeViolations(page);
    release();
    await expect(resultsTable(page).getByRole('cell', { name: /Smith/ }).first()).toBeVisible();

    await mock.fault({ path: '/api/sso/sso/admin/users', type: 'status', status: 500 });
    await searchBy(page, 'First name', 'Mary');
    await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'Something went wrong, please try your search again. If the problem persists, please contact your administrator.',
      ),
    ).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('a role that may not list administered users has no Customers tab, and /customers says Access Denied', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher, '/customers');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Search customers/ })).toHaveCount(0);
  });

  test('the Customers tab and route do not exist for a client without customer management', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.shelbyvilleAdmin, '/customers');
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toHaveCount(0);
  });
});
