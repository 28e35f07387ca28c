// Journey: A supervisor opens a payment, reads every section, prints its receipt, and voids or refunds it (in full or
// in part).
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterNewTab,
  enterSignedIn,
  expect as baseExpect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  openPaymentByAccount,
  signIn,
  test,
} from './fixtures';
import { apiGet } from './quality/support';

// Several suites share two cores; these screens get more time than the default 10 s before an expectation fails.
const expect = baseExpect.configure({ timeout: 20_000 });

// Payment detail, void and refunds. Fixture payments are named by their account number (mock-api/seed/payments.ts);
// mutating tests take the copy numbered by their retry, so a retry finds a fresh one.
const SEARCH_MS = 30_000;
test.describe.configure({ timeout: 180_000 });

const searchUrl = (filter: Record<string, unknown>) =>
  `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', ...filter }))}`;

/**
 * Opens a fixture payment's page by its address, its id looked up in the API. Finding a payment through the search and
 * opening it from there is the card payment's test (and the platform admin's); the others start on the page.
 */
const openFixture = async (page: Page, account: string): Promise<string> => {
  const found = await apiGet<{ transactions: { id: number; account?: { number?: string | null } | null }[] }>(
    page,
    `/api/payments/payments?client=springfield&account_number=${encodeURIComponent(account)}&page=1&per_page=20`,
  );
  const id = String(found.transactions.filter(payment => payment.account?.number === account).at(-1)!.id);
  await page.goto(`/payment/${id}`);
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible({ timeout: SEARCH_MS });
  return id;
};

const field = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const receiptValue = (page: Page, label: string) =>
  page
    .getByRole('dialog', { name: 'Payment receipt' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const toast = (page: Page, heading: string) => page.getByText(heading, { exact: true });

/** Expects one error toast holding these lines, heading first (the toast is its live region, role alert). */
const expectErrorToast = async (page: Page, lines: string[]) => {
  const errorToast = page.getByRole('alert').filter({ hasText: lines[0] });
  await expect(errorToast).toBeVisible({ timeout: SEARCH_MS });
  await expect(errorToast.locator('p')).toHaveText(lines);
};

test.describe('payment detail', () => {
  test('a card payment shows every section, and has no accessibility violations; Print receipt puts it on a sheet of its own, without the app around it; a researcher sees Refund and Void disabled with the tooltip of their role', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    const id = await openPaymentByAccount(page, 'E2E-CARD');
    await expect(page.getByRole('heading', { name: `Transaction ${id}`, level: 1 })).toBeAttached();
    await expect(page.getByText('Transaction ID', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Status: Successful' })).toBeVisible();
    await expect(field(page, 'Payment Details', 'Card type')).toHaveText('Visa');
    await expect(field(page, 'Payment Details', 'Card number')).toHaveText(/^\d{6}•+4242$/);
    await expect(field(page, 'Payment Details', 'Cardholder name')).toHaveText('Zelda Fixture');
    await expect(field(page, 'Transaction Details', 'Account number')).toHaveText('E2E-CARD');
    await expect(field(page, 'Transaction Details', 'Transaction date')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (am|pm) C[SD]T$/,
    );
    await expect(field(page, 'Transaction Details', 'Funded date')).toHaveText(/^\d{2}\/\d{2}\/\d{2}$/);
    await expect(page.getByRole('region', { name: 'Line Items' })).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+\.\d{2} refundable$/).first()).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);

    // Print receipt: the payment on a sheet of its own, without the app around it.
    await page.getByRole('button', { name: 'Print receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Payment receipt' });
    await expect(receipt).toBeVisible();
    await expect(receiptValue(page, 'Transaction ID')).toHaveText(id);
    await expect(receiptValue(page, 'Payer')).toHaveText('Zelda Fixture');
    await expect(receiptValue(page, 'Agency')).toHaveText(/\w+/);
    await expect(receiptValue(page, 'Payment method')).toHaveText('Visa •••• 4242');
    await expect(receiptValue(page, 'Total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(receipt.getByRole('table', { name: 'Items' }).locator('tbody tr')).not.toHaveCount(0);
    // The card by brand and last four only: none of its first six digits, expiry or ZIP code.
    await expect(receipt).not.toContainText(/\d{6}•|Expiration|ZIP/);
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    // No top bar, nav tabs or footer; no Print and Close buttons; the receipt is all there is.
    await expect(page.locator('header, nav, footer').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print', exact: true, includeHidden: true })).toBeHidden();
    await expect(receiptValue(page, 'Payer')).toBeVisible();
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);

    await page.emulateMedia({ media: 'screen' });
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expect(receipt).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();

    // A researcher may not refund or void: both buttons say why, to the mouse and to the keyboard.
    const refund = page.getByRole('button', { name: 'Refund', exact: true });
    await expect(refund).toBeDisabled();
    await refund.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You cannot refund as a Researcher.');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    const voidButton = page.getByRole('button', { name: 'Void', exact: true });
    // Keyboard users reach the reason too: the disabled buttons stay in the tab order.
    await refund.focus();
    for (let n = 0; n < 3 && !(await voidButton.evaluate(element => element === document.activeElement)); n++)
      await page.keyboard.press('Tab');
    await expect(voidButton).toBeFocused();
    await expect(page.getByRole('tooltip').filter({ hasText: 'You cannot void as a Researcher.' })).toBeVisible();
    await voidButton.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a platform admin working on a client opens its payments as its staff do', async ({ page }) => {
    // The payment's own calls name no client: the API scopes an admin's to the
    // payment's client.
    await enterSignedIn(page, ACCOUNTS.platformAdmin, undefined, 'Springfield');
    await openPaymentByAccount(page, 'E2E-CARD');
    await expect(field(page, 'Transaction Details', 'Account number')).toHaveText('E2E-CARD');
    await expect(field(page, 'Payment Details', 'Cardholder name')).toHaveText('Zelda Fixture');
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
  });

  /** Each method's fixture and the details its page shows. */
  const METHODS: [string, [string, string | RegExp][]][] = [
    ['E2E-AMEX', [['Card type', 'American Express']]],
    [
      'E2E-BANK',
      [
        ['Bank account number', '•••• 6789'],
        ['Bank account holder name', 'Quentin Fixture'],
      ],
    ],
    ['E2E-TOKEN-CHECK', [['Bank account type', /^(Checking|Savings)$/]]],
    [
      'E2E-WIRE',
      [
        ['Payment method', 'Wire transfer'],
        ['Name', /Holdings LLC$/],
      ],
    ],
    ['E2E-CASH', [['Payment method', 'Cash']]],
    ['E2E-TOKEN', [['Card number', /^\d{6}•+\d{4}$/]]],
    ['E2E-EXTERNAL-CARD', [['Payment method', 'Externally processed card']]],
  ];

  test('each payment method shows its details; errored and unknown types say Details Unavailable; a bad path or unknown id says so', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    for (const [account, details] of METHODS) {
      await openFixture(page, account);
      for (const [label, value] of details) await expect(field(page, 'Payment Details', label)).toHaveText(value);
    }
    await openFixture(page, 'E2E-CHECK');
    await expect(page.getByRole('img', { name: 'Front of check' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Back of check' })).toBeVisible();
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'Front of check' }).evaluate(img => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    for (const [account, status] of [
      ['E2E-UNKNOWN', 'Successful'],
      ['E2E-ERRORED', 'Errored'],
    ]) {
      await openFixture(page, account);
      await expect(page.getByRole('heading', { name: 'Details Unavailable' })).toBeVisible();
      await expect(page.getByText('The payment method details for this transaction are unavailable.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `Status: ${status}` })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // An address that names no payment says so.
    await page.goto('/payment/not-a-number');
    await expect(page.getByText('Invalid id query parameter')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/payment/999999999');
    await expect(page.getByText('Transaction Not Found')).toBeVisible({ timeout: SEARCH_MS });
  });

  test('related transactions, refunds with their line items, previous refunds 3 per line; a researcher reads the history but cannot add a note, and is told why', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.researcher);
    const id = await openFixture(page, 'E2E-RELATED');
    const related = page.getByRole('navigation', { name: 'Related transactions' });
    await expect(related.getByRole('link', { name: /^Chargeback \d+$/ })).toBeVisible();
    await expect(related.getByRole('link', { name: /^Chargeback reversal \d+$/ })).toBeVisible();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.locator('tbody > tr')).toHaveCount(4);
    await expect(refunds.getByRole('cell', { name: '$20.00' })).toBeVisible();
    // What went back of each line carries the minus of every refunded amount (the spec's Refunds table alone is $amount).
    const refundedOfLines = await page
      .getByRole('table', { name: 'Line Items' })
      .locator('tbody > tr > td:nth-child(3)')
      .allInnerTexts();
    expect(refundedOfLines.length).toBeGreaterThan(0);
    for (const text of refundedOfLines) expect(text.trim()).toMatch(/^-\$[\d,]+\.\d\d$|^\$0\.00$/);
    expect(refundedOfLines.some(text => text.trim().startsWith('-$'))).toBe(true);
    const first = refunds.getByRole('button', { name: /^Show line items of refund \d+$/ }).first();
    await first.click();
    await expect(refunds.getByRole('table', { name: /^Line items of refund/ })).toBeVisible();
    await expect(
      refunds.getByRole('table', { name: /^Line items of refund/ }).getByRole('cell', { name: '$10.00' }),
    ).toHaveCount(2);
    // Its history: the notes, the refunds' reasons and the chargeback, read by a researcher who may not add a note
    // and is told why.
    const history = page.getByRole('region', { name: 'History' });
    const events = history.getByRole('list').getByRole('listitem');
    await expect(events.filter({ hasText: 'Payer called about the statement.' })).toHaveCount(1);
    await expect(events.filter({ hasText: /^Reason for refund \d+, by Sam Porter/ })).toHaveCount(4);
    await expect(events.filter({ hasText: /^Chargeback \d+ of \$20\.00/ })).toHaveCount(1);
    const add = history.getByRole('button', { name: 'Add note' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await add.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You cannot add notes as a Researcher.');
    // Pressing it does nothing: no note box opens.
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(history.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'E-mail receipt' })).toHaveAttribute('aria-disabled', 'true');
    await page.mouse.move(0, 0);
    await expectNoAxeViolationsInBothModes(page);
    // Four refunds touched the first line: three links on one line, one on the next.
    const lines = page
      .getByRole('region', { name: 'Line Items' })
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(3)
      .locator('> div');
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByRole('link')).toHaveCount(3);
    await expect(lines.nth(1).getByRole('link')).toHaveCount(1);
    // A refund links back to its original payment.
    await lines.first().getByRole('link').first().click();
    await expect(
      page
        .getByRole('navigation', { name: 'Related transactions' })
        .getByRole('link', { name: `Original payment ${id}` }),
    ).toBeVisible({ timeout: SEARCH_MS });
    // The refund's amount shows its leading minus in the header and in Transaction Details (subtotal and total).
    await expect(page.getByText('-$20.00')).toHaveCount(3);
    const details = page.getByRole('region', { name: 'Transaction Details' });
    await expect(details.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '-$20.00',
    );
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('void and refund', () => {
  test('a supervisor voids a payment: modal (by keyboard too), pessimistic update, toast, then Void says it is voided', async ({
    page,
  }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-VOID-${testInfo.retry}`);
    // By keyboard first: focus moves into the modal and Tab keeps it there; Escape closes it, focus back on Void.
    const opener = page.getByRole('button', { name: 'Void', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Void transaction ${id}?` });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
    for (let index = 0; index < 4; index++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Voiding cancels the whole payment of $61.50.');
    await expectNoAxeViolationsInBothModes(page);
    const request = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/void`) && req.method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Void transaction' }).click();
    expect((await request).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(toast(page, 'Transaction Voided')).toBeVisible({ timeout: SEARCH_MS });
    await expect(page.getByText(`Transaction ${id} has been successfully voided.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Status: Voided' })).toBeVisible();
    const voidButton = page.getByRole('button', { name: 'Void', exact: true });
    await expect(voidButton).toBeDisabled();
    await voidButton.hover();
    await expect(page.getByRole('tooltip')).toHaveText("Can't void an already voided transaction.");
    // The search shows the new status too.
    await page.goto(searchUrl({ account_number: `E2E-VOID-${testInfo.retry}` }));
    await expect(
      page.getByRole('table', { name: 'Payment search results' }).getByRole('cell', { name: 'Voided' }),
    ).toBeVisible({ timeout: SEARCH_MS });
  });

  test('leaving the app while a void is on its way asks first, and the outcome is then shown', async ({
    page,
  }, testInfo) => {
    // The payment is opened by its address, a page load of its own as a link from elsewhere would be: Back leaves
    // this document for the one before (where the session was put back, or the sign-in landed).
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const before = page.url();
    const id = await openFixture(page, `E2E-VOID-LEAVE-${testInfo.retry}`);
    // The void's answer is held until the test lets it through.
    let answer!: () => void;
    const held = new Promise<void>(resolve => (answer = resolve));
    const sent = page.waitForRequest(request => request.url().endsWith(`/payments/${id}/void`));
    await page.route(`**/payments/${id}/void`, async route => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
    await sent;
    const asked = page.waitForEvent('dialog');
    // Back as the browser's button does it: from the page, so nothing waits for a navigation the user then refuses.
    const back = page.evaluate(() => history.back());
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await back;
    await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
    answer();
    await expect(toast(page, 'Transaction Voided')).toBeVisible({ timeout: SEARCH_MS });
    await expect(page.getByText(`Transaction ${id} has been successfully voided.`)).toBeVisible();
    // Once answered, leaving asks nothing.
    const questions: string[] = [];
    page.on('dialog', dialog => {
      questions.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect(page).toHaveURL(before);
    expect(questions).toEqual([]);
  });

  test('a supervisor refunds in full', async ({ page }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-REFUND-FULL-${testInfo.retry}`);
    await expect(page.getByRole('button', { name: 'Partial refund' })).toHaveCount(0);
    // Enter on Refund, then Enter again: the question starts on Cancel, so nothing is refunded.
    const refunds: string[] = [];
    page.on(
      'request',
      request => void (request.url().endsWith(`/payments/${id}/refund`) && refunds.push(request.url())),
    );
    await page.getByRole('button', { name: 'Refund', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Refund transaction ${id}?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeFocused();
    expect(refunds).toEqual([]);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toContainText('The full refundable amount of $40.00 will be refunded.');
    await expectNoAxeViolationsInBothModes(page);
    const request = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/refund`));
    await dialog.getByRole('button', { name: 'Refund $40.00' }).click();
    expect((await request).postDataJSON()).toEqual({ refund_type: 'FULL_AMOUNT' });
    await expect(toast(page, 'Transaction Refunded')).toBeVisible({ timeout: SEARCH_MS });
    await expect(page.getByText(`Transaction ${id} has been successfully refunded.`)).toBeVisible();
    // Focus is back on the actions, on Refund, which now says why it is disabled.
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveAttribute('aria-disabled', 'true');
    // What went back, what was kept and the net: the payment's own amounts stay those it was paid with.
    await expect(page.getByRole('status').filter({ hasText: 'Status: Refunded' })).toBeVisible();
    // The header's amount and the Total.
    await expect(page.getByText('$41.00', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Refunded -$40.00 · Net $1.00')).toBeVisible();
    await expect(page.getByText('-$41.00')).toHaveCount(0);
    for (const [label, value] of [
      ['Transaction type', 'Payment'],
      ['Subtotal', '$40.00'],
      ['Service fee', '$1.00'],
      ['Total', '$41.00'],
      ['Refunded', '-$40.00'],
      ['Service fee kept', '$1.00'],
      ['Net', '$1.00'],
    ])
      await expect(field(page, 'Transaction Details', label)).toHaveText(value);
    await expect(page.getByRole('region', { name: 'Refunds' }).locator('tbody > tr')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('cell', { name: '$40.00' })).toBeVisible();
    const refundId = await page.getByRole('region', { name: 'Refunds' }).locator('tbody a').innerText();
    // The receipt says the same, with the refund and its date.
    await page.getByRole('button', { name: 'Print receipt' }).click();
    for (const [label, value] of [
      ['Status', 'Refunded'],
      ['Total', '$41.00'],
      ['Refunded', '-$40.00'],
      ['Service fee kept', '$1.00'],
      ['Net', '$1.00'],
    ])
      await expect(receiptValue(page, label)).toHaveText(value);
    const adjustments = page.getByRole('dialog').getByRole('table', { name: 'Refunds and voids' });
    await expect(adjustments.locator('tbody tr')).toHaveText([
      new RegExp(`^Refund ${refundId}\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2} (am|pm) C[SD]T-\\$40\\.00$`),
    ]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const refund = page.getByRole('button', { name: 'Refund', exact: true });
    await refund.hover();
    await expect(page.getByRole('tooltip')).toHaveText("Can't refund an already refunded transaction.");
  });

  test('a partial refund of whole line items', async ({ page }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-REFUND-LINE-${testInfo.retry}`);
    await page.getByRole('button', { name: 'Partial refund' }).click();
    const panel = page.getByRole('region', { name: 'Partial refund' });
    await expect(panel.getByText('Choose the line items to refund; each is refunded in full.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Refund $0.00' })).toBeDisabled();
    await expectNoAxeViolations(page);
    // Its own Cancel closes it and gives the focus back to Partial refund; pressed again, it opens.
    await panel.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Partial refund' })).toBeFocused();
    await page.keyboard.press('Enter');
    const boxes = panel.getByRole('checkbox', { name: /^Refund / });
    await boxes.nth(1).check();
    await expect(panel.getByText('Total refund: $25.00')).toBeVisible();
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    const request = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/refund`));
    await panel.getByRole('button', { name: 'Refund $25.00' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund transaction ${id}?` });
    await expect(dialog).toContainText('$25.00 will be refunded for 1 line item(s).');
    await dialog.getByRole('button', { name: 'Refund $25.00' }).click();
    const body = (await request).postDataJSON() as { line_item_payments: { id: number; amount: number }[] };
    expect(body.line_item_payments).toHaveLength(1);
    expect(body.line_item_payments[0].amount).toBe(2500);
    await expect(toast(page, 'Transaction Refunded')).toBeVisible({ timeout: SEARCH_MS });
    await expect(panel).toBeHidden();
    // The panel and its Refund button are gone: focus is back on the actions, on Partial refund.
    await expect(page.getByRole('button', { name: 'Partial refund' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('cell', { name: '$25.00' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: '$25.00 of this transaction has been refunded.' }),
    ).toBeVisible();

    // On a phone the money of the line items and the refunds is on screen, whole (the rest scrolls under it).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const region of ['Line Items', 'Refunds']) {
      const cells = page.getByRole('region', { name: region }).locator('td.rm-money');
      await expect(cells.first()).toBeVisible();
      const cut = await cells.evaluateAll(all =>
        all
          .filter(cell => {
            const box = cell.getBoundingClientRect();
            return box.right > window.innerWidth || cell.scrollWidth > cell.clientWidth + 1;
          })
          .map(cell => cell.textContent),
      );
      expect(cut).toEqual([]);
    }
  });

  test('a partial refund by amount: validation, select all, cents to the API', async ({ page }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-REFUND-AMOUNT-${testInfo.retry}`);
    await page.getByRole('button', { name: 'Partial refund' }).click();
    const panel = page.getByRole('region', { name: 'Partial refund' });
    const boxes = panel.getByRole('checkbox', { name: /^Refund / });
    const amounts = panel.getByRole('textbox', { name: /^Refund amount for / });
    await boxes.first().check();
    await expect(amounts.first()).toHaveValue('100.00');
    // On a phone every amount field fits the card: nothing to scroll sideways to.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = (await panel.boundingBox())!;
    for (const amount of await amounts.all()) {
      const field = (await amount.boundingBox())!;
      expect(field.x + field.width).toBeLessThanOrEqual(card.x + card.width);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await amounts.first().fill('150');
    await expect(panel.getByText('More than allowed')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Refund \$/ })).toBeDisabled();
    await amounts.first().fill('-1');
    await expect(panel.getByText('Invalid Amount')).toBeVisible();
    // What is not an amount stays as typed, is said so at the field and cannot be refunded.
    await amounts.first().fill('1e5');
    await expect(amounts.first()).toHaveValue('1e5');
    await expect(panel.getByText('Enter an amount like 12.50')).toBeVisible();
    await expect(panel.getByText('Total refund: $0.00')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Refund \$/ })).toBeDisabled();
    await amounts.first().fill('12.345');
    await expect(amounts.first()).toHaveValue('12.345');
    await expect(panel.getByText('Enter an amount like 12.50')).toBeVisible();
    await amounts.first().fill('12.34');
    await expect(panel.getByText('Enter an amount like 12.50')).toHaveCount(0);
    await expect(panel.getByText('Total refund: $12.34')).toBeVisible();
    // One line of several: Select all is part-ticked, said by the native checkbox's own mixed state.
    expect(
      await panel
        .getByRole('checkbox', { name: 'Select all line items' })
        .evaluate(box => (box as HTMLInputElement).indeterminate),
    ).toBe(true);
    await expectNoAxeViolationsInBothModes(page);
    await panel.getByRole('checkbox', { name: 'Select all line items' }).check();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).toBeChecked();
    await expect(amounts.first()).toHaveValue('12.34');
    await expect(panel.getByText('Total refund: $67.34')).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('checkbox', { name: 'Select all line items' }).uncheck();
    await expect(panel.getByText('Total refund: $0.00')).toBeVisible();
    await boxes.nth(2).check();
    await amounts.nth(2).fill('');
    await expect(boxes.nth(2)).not.toBeChecked();
    await boxes.first().check();
    await amounts.first().fill('12.34');
    await boxes.nth(1).check();
    await amounts.nth(1).fill('0.01');
    const request = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/refund`));
    await panel.getByRole('button', { name: 'Refund $12.35' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund $12.35' }).click();
    const sent = await request;
    const body = sent.postDataJSON() as { line_item_payments: { id: number; amount: number }[] };
    expect(body.line_item_payments.map(line => line.amount)).toEqual([1234, 1]);
    expect(sent.headers()['idempotency-key']).toBeTruthy();
    await expect(toast(page, 'Transaction Refunded')).toBeVisible({ timeout: SEARCH_MS });
    await expect(page.getByText('$87.66 refundable')).toBeVisible();
  });

  test('a failed void or refund shows the error toast and keeps the page', async ({ page, mock }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-VOID-FAIL-${testInfo.retry}`);
    for (const action of ['void', 'refund'])
      await mock.fault({
        path: `/api/payments/payments/*/${action}`,
        type: 'status',
        status: 500,
        body: { message: 'The payment processor is unavailable.' },
      });
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
    // One message: the spec's heading and text, and the server's reason, in the same toast, and nowhere else.
    await expectErrorToast(page, [
      'Transaction Void Unsuccessful',
      `Transaction ${id} could not be voided`,
      'The payment processor is unavailable.',
    ]);
    // The toast's text sits in a live region, so a screen reader reads it out without moving focus.
    expect(
      await page
        .getByText(`Transaction ${id} could not be voided`)
        .evaluate(
          element =>
            !!element.closest('[aria-live="assertive"], [aria-live="polite"], [role="alert"], [role="status"]'),
        ),
    ).toBe(true);
    await expect(page.getByText('The payment processor is unavailable.')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Status: Successful' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Void', exact: true })).toBeEnabled();

    const refundId = await openFixture(page, `E2E-REFUND-FAIL-${testInfo.retry}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Refund \$/ })
      .click();
    await expectErrorToast(page, [
      'Transaction Refund Unsuccessful',
      `Transaction ${refundId} could not be refunded`,
      'The payment processor is unavailable.',
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'Status: Successful' })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });

  test('another tab acted first: a void refused says why in words, in the same toast; a partial refund refused unticks the line refunded meanwhile and recomputes the total', async ({
    page,
    context,
  }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-VOID-DOUBLE-${testInfo.retry}`);
    // Meanwhile the same user voids it in another tab (its own tokens, through the identity provider's session).
    const other = await context.newPage();
    const voidButton = other.getByRole('button', { name: 'Void', exact: true });
    await enterNewTab(other, `/payment/${id}`, voidButton);
    await voidButton.click();
    await other.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
    await expect(toast(other, 'Transaction Voided')).toBeVisible({ timeout: SEARCH_MS });

    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
    await expectErrorToast(page, [
      'Transaction Void Unsuccessful',
      `Transaction ${id} could not be voided`,
      "Can't void an already voided transaction.",
    ]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Status: Voided' })).toBeVisible();

    // A partial refund with two lines ticked, while the other tab refunds the second line.
    const refundId = await openFixture(page, `E2E-REFUND-TWICE-${testInfo.retry}`);
    await page.getByRole('button', { name: 'Partial refund' }).click();
    const panel = page.getByRole('region', { name: 'Partial refund' });
    const boxes = panel.getByRole('checkbox', { name: /^Refund / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(panel.getByText('Total refund: $75.00')).toBeVisible();
    const partial = other.getByRole('button', { name: 'Partial refund' });
    await other.goto(`/payment/${refundId}`);
    await partial.click();
    await other
      .getByRole('region', { name: 'Partial refund' })
      .getByRole('checkbox', { name: /^Refund / })
      .nth(1)
      .check();
    await other.getByRole('region', { name: 'Partial refund' }).getByRole('button', { name: 'Refund $25.00' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Refund $25.00' }).click();
    await expect(toast(other, 'Transaction Refunded')).toBeVisible({ timeout: SEARCH_MS });
    await other.close();

    await panel.getByRole('button', { name: 'Refund $75.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund $75.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Transaction Refund Unsuccessful' })).toBeVisible({
      timeout: SEARCH_MS,
    });
    // The line refunded meanwhile is unticked (nothing is left of it), and the total is what can still be refunded.
    await expect(boxes.nth(1)).not.toBeChecked();
    await expect(boxes.nth(1)).toBeDisabled();
    await expect(boxes.nth(0)).toBeChecked();
    await expect(panel.getByText('Total refund: $50.00')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Refund $50.00' })).toBeEnabled();
  });

  test('a void refused with 401 signs out and never says the payment was voided', async ({ page, mock }, testInfo) => {
    // The 401 ends the session: one of its own, not the saved one other tests share (fixtures.ts, enterSignedIn).
    await signIn(page, ACCOUNTS.supervisor);
    await openFixture(page, `E2E-VOID-FAIL-${testInfo.retry}`);
    // Every text the page shows from here on, across the sign-out's navigations.
    const seen: string[] = [];
    await page.exposeFunction('reportText', (text: string) => seen.push(text));
    await page.evaluate(() => {
      const report = (window as unknown as { reportText: (text: string) => void }).reportText;
      new MutationObserver(() => report(document.body.innerText)).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await mock.fault({
      path: '/api/payments/payments/*/void',
      type: 'status',
      status: 401,
      body: { message: 'The access token is invalid or has expired.' },
    });
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: SEARCH_MS });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(seen.some(text => text.includes('Transaction Voided') || text.includes('successfully voided'))).toBe(false);
  });

  test('a double click refunds once, and a retry after a lost answer reuses the key', async ({
    page,
    mock,
  }, testInfo) => {
    // Calls give up after 5 s; the first refund call is answered after 7 s, so the app retries it once. The time-out is
    // a timer of the page (dataProviders/http.ts): moved through on the page's clock once the call has left.
    await mock.config({ timeouts: { requestMs: 5000 } });
    await page.clock.install();
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-REFUND-DOUBLE-${testInfo.retry}`);
    const calls: (string | undefined)[] = [];
    page.on('request', req => {
      if (req.url().endsWith(`/payments/${id}/refund`)) calls.push(req.headers()['idempotency-key']);
    });
    await mock.fault({ path: `/api/payments/payments/${id}/refund`, type: 'latency', delayMs: 7000, times: 1 });
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const first = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/refund`));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Refund \$/ })
      .dblclick();
    await first;
    await page.clock.fastForward(5000);
    await expect(toast(page, 'Transaction Refunded')).toBeVisible({ timeout: SEARCH_MS });
    // One click was one intent: the retry carried the same key, and the server refunded once.
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]).toBe(calls[0]);
    await expect(page.getByRole('region', { name: 'Refunds' }).locator('tbody > tr')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Refunds' }).locator('tbody > tr')).toHaveCount(1, {
      timeout: SEARCH_MS,
    });
  });
});
