// Journey: A supervisor refunds with a reason, adds notes and e-mails a receipt, and reads them in the payment's history.
// A researcher reading a history (and not allowed to add a note) is payments-detail.spec.ts's related-transactions
// test: the same account and payment.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  enterSignedIn,
  expect as baseExpect,
  expectNoAxeViolationsInBothModes,
  openPaymentByAccount,
  test,
} from './fixtures';
import { accessToken } from './quality/support';

// Several suites share two cores; these screens get more time than the default 10 s before an expectation fails.
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH_MS = 30_000;
test.describe.configure({ timeout: 180_000 });

// A payment's history: timeline, notes and e-mailed receipts. Fixture payments are named by their account number
// (mock-api/seed/payments.ts); the refund takes the copy numbered by its retry, so a retry finds a fresh one.

const API = '/api/payments/payments';

/** Opens the fixture payment found by its account number, once its history shows; returns its id. */
const openFixture = async (page: Page, account: string): Promise<string> => {
  const id = await openPaymentByAccount(page, account);
  await expect(history(page)).toBeVisible({ timeout: SEARCH_MS });
  return id;
};

const historySection = (page: Page) => page.getByRole('region', { name: 'History' });
const history = (page: Page) => historySection(page).getByRole('list');
const events = (page: Page) => history(page).getByRole('listitem');

const authed = async (page: Page) => ({ authorization: `Bearer ${await accessToken(page)}` });

test.describe('payment history', () => {
  test('a supervisor refunds with a reason and sees the refund, then the reason, in the history after a reload; a note with markup, by keyboard, shows as the text typed and runs nothing', async ({
    page,
  }, testInfo) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, `E2E-NOTE-REFUND-${testInfo.retry}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund transaction ${id}?` });
    await dialog
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('Paid twice:\nthe <b>bill</b> was already settled');
    const request = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/refund`));
    await dialog.getByRole('button', { name: /^Refund \$30\.00$/ }).click();
    expect((await request).postDataJSON()).toEqual({
      refund_type: 'FULL_AMOUNT',
      note: 'Paid twice:\nthe <b>bill</b> was already settled',
    });
    await expect(page.getByText('Transaction Refunded', { exact: true })).toBeVisible();

    await page.reload();
    await expect(events(page).first()).toBeVisible({ timeout: SEARCH_MS });
    const refund = events(page).filter({ hasText: /^Refund \d+ of \$30\.00, 2 line items by Sam Porter/ });
    const reason = events(page).filter({ hasText: /^Reason for refund \d+, by Sam Porter/ });
    await expect(refund).toHaveCount(1);
    await expect(reason).toHaveCount(1);
    await expect(reason).toContainText('Paid twice:\nthe <b>bill</b> was already settled', { useInnerText: true });
    const texts = await events(page).allInnerTexts();
    const refundAt = texts.findIndex(text => text.startsWith('Refund '));
    const reasonAt = texts.findIndex(text => text.startsWith('Reason for refund'));
    expect(texts[0]).toMatch(/^Payment of \$\d+\.\d\d made/);
    expect(refundAt).toBeGreaterThan(0);
    expect(reasonAt).toBe(refundAt + 1);

    // A note with markup, written by keyboard alone, shows as the text typed and runs nothing.
    const text = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> ${Date.now()}`;
    await historySection(page).getByRole('button', { name: 'Add note' }).focus();
    await page.keyboard.press('Enter');
    const box = historySection(page).getByRole('textbox', { name: 'Note' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(historySection(page).getByRole('button', { name: 'Save note' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toHaveAccessibleDescription('Write the note first.');
    await box.fill(text);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const posted = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/notes`) && req.method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText('Note Saved', { exact: true })).toBeVisible();
    const note = events(page).filter({ hasText: text });
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Note by Sam Porter');
    await expect(note.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // Their own, just written: they may correct it.
    await expect(note.getByRole('button', { name: /^Correct your note of / })).toBeVisible();
    // The form gone with its Save, the focus is back on Add note, where the keyboard left for it.
    const add = historySection(page).getByRole('button', { name: 'Add note' });
    await expect(add).toBeFocused();

    // A note being written is work a sign-out would lose: Log Out asks first, and Stay keeps it.
    await page.keyboard.press('Enter');
    await box.fill('A draft not saved yet');
    const asked: string[] = [];
    page.once('dialog', dialog => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(asked).toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
    await expect(box).toHaveValue('A draft not saved yet');
    await historySection(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeFocused();
  });

  test('a receipt is e-mailed to a typed address, shows masked in the history, and one key sends it once', async ({
    page,
  }) => {
    await enterSignedIn(page, ACCOUNTS.supervisor);
    const id = await openFixture(page, 'E2E-RECEIPT');
    const address = `jane.${Date.now()}@example.org`;
    await page.getByRole('button', { name: 'E-mail receipt' }).click();
    const dialog = page.getByRole('dialog', { name: `E-mail the receipt of transaction ${id}` });
    await dialog.getByRole('radio', { name: 'Another address' }).check();
    const field = dialog.getByRole('textbox', { name: 'E-mail address' });
    await field.fill('jane@example.org, bob@example.org');
    await dialog.getByRole('button', { name: 'Send receipt' }).click();
    await expect(field).toHaveAccessibleDescription('Enter one e-mail address, such as name@example.com.');
    await expect(field).toHaveValue('jane@example.org, bob@example.org');
    await expectNoAxeViolationsInBothModes(page);
    await field.fill(address);
    const sent = page.waitForRequest(req => req.url().endsWith(`/payments/${id}/receipt`));
    await dialog.getByRole('button', { name: 'Send receipt' }).dblclick();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ email: address });
    await expect(page.getByText('Receipt Sent', { exact: true })).toBeVisible();
    await expect(events(page).filter({ hasText: 'Receipt sent to j•••@example.org by Sam Porter' })).not.toHaveCount(0);

    // The same request with the same key again, as a retry after a lost answer would send it: replayed, not re-sent.
    const again = await page.request.post(`${API}/${id}/receipt`, {
      headers: { ...(await authed(page)), 'Idempotency-Key': request.headers()['idempotency-key'] },
      data: { email: address },
    });
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    const outbox = (await (await page.request.get('/__mock/outbox')).json()) as {
      data: { to: string; paymentId: number; text: string }[];
    };
    const mine = outbox.data.filter(message => message.to === address);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ paymentId: Number(id) });
    expect(mine[0].text).toContain(`Transaction ${id}`);
  });

  test("another client's payment's notes are refused as not found", async ({ page, browser }) => {
    await enterSignedIn(page, ACCOUNTS.shelbyvilleAdmin);
    const search = await page.request.get(`${API}?per_page=1`, { headers: await authed(page) });
    const [theirs] = ((await search.json()) as { transactions: { id: number }[] }).transactions;
    expect(theirs).toBeDefined();

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const springfield = await context.newPage();
      await enterSignedIn(springfield, ACCOUNTS.supervisor);
      const headers = await authed(springfield);
      const notes = await springfield.request.get(`${API}/${theirs.id}/notes`, { headers });
      expect(notes.status()).toBe(404);
      const write = await springfield.request.post(`${API}/${theirs.id}/notes`, { headers, data: { body: 'x' } });
      expect(write.status()).toBe(404);
      // Their own client's notes are read as usual.
      const own = await page.request.get(`${API}/${theirs.id}/notes`, { headers: await authed(page) });
      expect(own.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});
