import fs from 'node:fs';
import path from 'node:path';
import { FULL_REFUND, paymentResponseSchema, searchResponseSchema } from '../../dataProviders/payments/contract';
import { Store } from '../store';
import { DEMO_USER_IDS, startTestServer } from '../testing';
import { rememberAnswer, type IdempotencyRecord } from './payments';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Row {
  id: number;
  createdAt: string;
  fundedAt: string | null;
  status: string;
  type: string;
  paymentInitiator: string;
  agency: string;
  subtotal: number;
  originalPaymentId: number | null;
  account: { number: string | null };
  creditCard: { lastFour: string; cardholderName?: string | null } | null;
  bankAccount: { lastFour: string; bankAccountHolderName?: string | null } | null;
  serviceType?: string | null;
  paymentSource?: string | null;
  paymentChannel?: string | null;
  serviceFee?: number | null;
  totalAmount?: number | null;
  paymentProcessTypeName?: string | null;
  amount_refunded?: number | null;
}

describe('mock payment API', () => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const search = async (query: string, who: keyof typeof DEMO_USER_IDS = 'researcher') => {
    const res = await server.call('GET', `/api/payments/payments?${query}`, { token: tokens[who] });
    expect(res.status).toBe(200);
    return searchResponseSchema.parse(res.json) as unknown as { total: number; transactions: Row[] };
  };
  const fixture = async (account: string) =>
    (await search(`account_number=${account}`)).transactions.find(
      row => row.account.number === account && !row.originalPaymentId,
    )!;
  const detail = async (id: number, who: keyof typeof DEMO_USER_IDS = 'supervisor') => {
    const res = await server.call('GET', `/api/payments/payments/${id}`, { token: tokens[who] });
    expect(res.status).toBe(200);
    return paymentResponseSchema.parse(res.json).data;
  };
  const refund = (id: number, body: unknown, key = crypto.randomUUID()) =>
    server.call('POST', `/api/payments/payments/${id}/refund`, {
      token: tokens.supervisor,
      body,
      headers: { 'Idempotency-Key': key },
    });
  const voidIt = (id: number, key = crypto.randomUUID()) =>
    server.call('PATCH', `/api/payments/payments/${id}/void`, {
      token: tokens.supervisor,
      headers: { 'Idempotency-Key': key },
    });

  beforeAll(async () => {
    server = await startTestServer();
    for (const [name, id] of Object.entries(DEMO_USER_IDS)) tokens[name] = await server.tokenFor(id);
  }, 60_000);
  afterAll(() => server.close());

  describe('search', () => {
    it('needs a token and SEARCH_TRANSACTIONS', async () => {
      expect((await server.call('GET', '/api/payments/payments')).status).toBe(401);
      const denied = await server.call('GET', '/api/payments/payments', { token: tokens.noRole });
      expect(denied.status).toBe(403);
      expect(denied.json.message).toMatch(/SEARCH_TRANSACTIONS/);
    });

    it('returns total and 20 transactions a page, newest first', async () => {
      const first = await search('');
      expect(first.total).toBeGreaterThan(10_000);
      expect(first.transactions).toHaveLength(20);
      const dates = first.transactions.map(row => row.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await search('page=2&per_page=20');
      expect(second.total).toBe(first.total);
      expect(second.transactions[0].createdAt <= dates[19]).toBe(true);
      expect(second.transactions.map(row => row.id)).not.toContain(first.transactions[0].id);
      const last = await search(`page=${Math.ceil(first.total / 20)}`);
      expect(last.transactions.length).toBe(first.total % 20 || 20);
    });

    it('serves pages of up to 100 that hold every match once, with the fields the export reads', async () => {
      const first = await search('status=refunded&per_page=100');
      expect(first.total).toBeGreaterThan(100);
      const rows = [...first.transactions];
      for (let page = 2; page <= Math.ceil(first.total / 100); page++)
        rows.push(...(await search(`status=refunded&per_page=100&page=${page}`)).transactions);
      expect(new Set(rows.map(row => row.id)).size).toBe(first.total);
      expect(rows).toHaveLength(first.total);
      for (const row of rows) {
        expect(row.serviceType).toBeTruthy();
        expect(row.paymentSource).toBeTruthy();
        expect(row.paymentChannel).toBeTruthy();
        if (row.creditCard) expect(row.creditCard.cardholderName).toBeTruthy();
        if (row.bankAccount) expect(row.bankAccount.bankAccountHolderName).toBeTruthy();
        // A fully refunded payment had its whole subtotal refunded; a refund itself had nothing refunded.
        expect(row.amount_refunded).toBe(row.originalPaymentId ? 0 : row.subtotal);
        // The export's money model reads the fee, the total and which kind of transaction the row is.
        expect(row.paymentProcessTypeName).toBe(row.originalPaymentId ? 'refund' : 'payment');
        expect(row.totalAmount).toBe(row.subtotal + row.serviceFee!);
      }
      const tooBig = await server.call('GET', '/api/payments/payments?per_page=101', { token: tokens.researcher });
      expect(tooBig.status).toBe(422);
      expect(tooBig.json.message).toBe('per_page must be a whole number from 1 to 100.');
    });

    it('refuses a malformed page or amount with 422', async () => {
      expect((await server.call('GET', '/api/payments/payments?page=0', { token: tokens.researcher })).status).toBe(
        422,
      );
      expect(
        (await server.call('GET', '/api/payments/payments?amount=12.5', { token: tokens.researcher })).status,
      ).toBe(422);
      expect(
        (await server.call('GET', '/api/payments/payments?credit_card_last_four=12345', { token: tokens.researcher }))
          .status,
      ).toBe(422);
    });

    it('finds by each criterion', async () => {
      const card = await fixture('E2E-CARD');
      expect((await search(`transaction_number=${card.id}`)).transactions.map(row => row.id)).toEqual([card.id]);
      const byAmount = await search(`amount=${card.subtotal}`);
      expect(byAmount.transactions.every(row => row.subtotal === card.subtotal || row.id === card.id)).toBe(true);
      expect(byAmount.transactions.map(row => row.id)).toContain(card.id);
      const byHolder = await search('cardholder_name=zelda%20fix');
      expect(byHolder.transactions.map(row => row.id)).toEqual([card.id]);
      const byFour = await search('credit_card_last_four=4242');
      expect(byFour.transactions.length).toBeGreaterThan(0);
      expect(byFour.transactions.every(row => row.creditCard?.lastFour === '4242')).toBe(true);
      const bank = await search('bank_account_holder_name=Quentin%20Fixture');
      expect(bank.transactions.map(row => row.account.number)).toEqual(['E2E-BANK']);
      const bankFour = await search('bank_account_last_four=6789');
      expect(bankFour.transactions.every(row => row.bankAccount?.lastFour === '6789')).toBe(true);
      const account = await search('account_number=e2e-refund-full');
      expect(account.transactions.map(row => row.account.number).sort()).toEqual([
        'E2E-REFUND-FULL-0',
        'E2E-REFUND-FULL-1',
        'E2E-REFUND-FULL-2',
      ]);
    });

    it('narrows by each filter', async () => {
      const voided = await search('status=voided');
      expect(voided.total).toBeGreaterThan(0);
      expect(voided.transactions.every(row => row.status === 'voided')).toBe(true);
      expect((await search('status=all')).total).toBe((await search('')).total);
      const autopay = await search('payment_mode=autopay');
      expect(autopay.transactions.every(row => row.paymentInitiator === 'schedule_service')).toBe(true);
      const oneTime = await search('payment_mode=one_time');
      expect(oneTime.transactions.every(row => row.paymentInitiator !== 'schedule_service')).toBe(true);
      const cards = await search('payment_method=credit_card&per_page=100');
      expect(new Set(cards.transactions.map(row => row.type)).size).toBeGreaterThan(1);
      expect(
        cards.transactions.every(row =>
          ['credit_card', 'externally_processed_card', 'external_read_credit_card', 'encrypted_card'].includes(
            row.type,
          ),
        ),
      ).toBe(true);
      const wires = await search('payment_method=wire_payment');
      expect(wires.transactions.every(row => row.type === 'wire_payment')).toBe(true);
      const water = await search('agencies[]=springfield-water-utilities');
      expect(water.transactions.every(row => row.agency === 'Water Utilities')).toBe(true);
      const all = await search('');
      expect(water.total).toBeLessThan(all.total);
      const kiosk = await search('payment_channel=kiosk');
      const web = await search('payment_channel=web');
      const cashier = await search('payment_channel=cashier');
      expect(kiosk.total + web.total + cashier.total).toBe(all.total);
      const options = await server.call('GET', '/api/payments/filter_options?agencies[]=springfield-water-utilities', {
        token: tokens.researcher,
      });
      const { serviceTypes, paymentSources } = (
        options.json as { data: { serviceTypes: { value: string }[]; paymentSources: { value: string }[] } }
      ).data;
      expect(serviceTypes.map(option => option.value)).toEqual(['meter-installation', 'sewer-service', 'water-bill']);
      const service = await search('service_type=water-bill');
      expect(service.total).toBeGreaterThan(0);
      expect((await search('agencies[]=springfield-water-utilities&service_type=water-bill')).total).toBe(
        service.total,
      );
      const source = await search(
        `payment_sources[]=${paymentSources[0].value}&agencies[]=springfield-water-utilities`,
      );
      expect(source.total).toBeGreaterThan(0);
      expect(source.total).toBeLessThan(water.total);
    });

    it('filters by transaction date or by funded date', async () => {
      const from = '2025-01-01T00:00:00.000-06:00';
      const to = '2025-01-31T23:59:59.999-06:00';
      const created = await search(
        `beginning_time=${encodeURIComponent(from)}&ending_time=${encodeURIComponent(to)}&dateFilter=transaction&per_page=100`,
      );
      expect(created.total).toBeGreaterThan(0);
      expect(
        created.transactions.every(
          row => Date.parse(row.createdAt) >= Date.parse(from) && Date.parse(row.createdAt) <= Date.parse(to),
        ),
      ).toBe(true);
      const funded = await search(
        `settlement_next_business_day_beginning_date=${encodeURIComponent(from)}&settlement_next_business_day_ending_date=${encodeURIComponent(to)}&dateFilter=funded&per_page=100`,
      );
      expect(funded.total).toBeGreaterThan(0);
      expect(
        funded.transactions.every(
          row =>
            row.fundedAt && Date.parse(row.fundedAt) >= Date.parse(from) && Date.parse(row.fundedAt) <= Date.parse(to),
        ),
      ).toBe(true);
      expect(funded.total).not.toBe(created.total);
    });

    it('scopes to the client and to the agencies a user may see', async () => {
      const agencyAdmin = await search('per_page=100', 'agencyAdmin');
      expect(new Set(agencyAdmin.transactions.map(row => row.agency)).size).toBeLessThanOrEqual(2);
      expect(agencyAdmin.total).toBeLessThan((await search('')).total);
      const shelbyville = await search('', 'shelbyvilleAdmin');
      const otherClient = shelbyville.transactions[0].id;
      expect(
        (await server.call('GET', `/api/payments/payments/${otherClient}`, { token: tokens.researcher })).status,
      ).toBe(404);
      expect((await server.call('GET', '/api/payments/payments', { token: tokens.platformAdmin })).status).toBe(422);
      const admin = await search('client=shelbyville', 'platformAdmin');
      expect(admin.total).toBe(shelbyville.total);
      // A payment's own address names no client: a platform admin reads any
      // client's, by its id.
      expect((await detail(otherClient, 'platformAdmin')).id).toBe(otherClient);
      expect(
        (
          await server.call('GET', `/api/payments/payments/${otherClient}?client=springfield`, {
            token: tokens.platformAdmin,
          })
        ).status,
      ).toBe(404);
      expect(
        (await server.call('GET', '/api/payments/payments/999999999', { token: tokens.platformAdmin })).status,
      ).toBe(404);
      const outside = (await search('', 'supervisor')).transactions.find(
        row => row.agency !== 'Water Utilities' && row.agency !== 'Parks & Recreation',
      );
      if (outside)
        expect(
          (await server.call('GET', `/api/payments/payments/${outside.id}`, { token: tokens.agencyAdmin })).status,
        ).toBe(404);
    });
  });

  describe('detail', () => {
    it('returns the full shape with related payments and derived amounts', async () => {
      const related = await fixture('E2E-RELATED');
      const payment = await detail(related.id);
      expect(payment.status).toBe('successful');
      expect(payment.associatedPayments!.map(associated => associated.paymentProcessTypeName)).toEqual([
        'refund',
        'refund',
        'refund',
        'refund',
        'chargeback',
        'chargeback_reversal',
      ]);
      expect(payment.amount_refunded).toBe(2 * (1000 + 500 + 250 + 125));
      expect(payment.amount_refundable).toBe(20000 - payment.amount_refunded!);
      expect(payment.refundable).toBe(true);
      expect(payment.voidable).toBe(false);
      const child = await detail(payment.associatedPayments![0].id);
      expect(child.originalPaymentId).toBe(related.id);
      expect(child.associatedPayments![0]).toMatchObject({ id: related.id, status: 'successful' });
      expect(child.refundable).toBe(false);
    });

    it('never holds a full card number', async () => {
      const payment = await detail((await fixture('E2E-CARD')).id);
      expect(payment.creditCard).toMatchObject({ type: 'visa', lastFour: '4242', cardholderName: 'Zelda Fixture' });
      expect(payment.creditCard!.firstSix).toHaveLength(6);
      expect(JSON.stringify(payment)).not.toMatch(/\d{12,19}/);
    });

    it('serves check images only at the signed address the detail handed its reader', async () => {
      const payment = await detail((await fixture('E2E-CHECK')).id);
      const address = new URL(payment.checkImageUrlFront!);
      expect(address.pathname).toMatch(/^\/api\/payments\/check_images\/\d+\/front\.svg$/);
      const image = await fetch(`${server.baseUrl}${address.pathname}${address.search}`);
      expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);

      const refused = async (search: string, pathname = address.pathname) => {
        const res = await fetch(`${server.baseUrl}${pathname}${search}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Not found' });
      };
      // No token and no signature: any id could be walked.
      await refused('');
      // Signed for one reader, presented as another (a user of another client).
      const other = new URLSearchParams(address.search);
      other.set('reader', DEMO_USER_IDS.shelbyvilleAdmin);
      await refused(`?${other}`);
      // The signature covers the side and the expiry too.
      await refused(address.search, address.pathname.replace('front', 'back'));
      const later = new URLSearchParams(address.search);
      later.set('expires', String(Number(later.get('expires')) + 60_000));
      await refused(`?${later}`);
    });

    it('needs VIEW_TRANSACTION_DETAILS', async () => {
      const res = await server.call('GET', '/api/payments/payments/1000001', { token: tokens.noRole });
      expect(res.status).toBe(403);
    });
  });

  describe('void', () => {
    it('voids a voidable payment once, then answers 409 with a message', async () => {
      const { id } = await fixture('E2E-VOID-0');
      const first = await voidIt(id);
      expect(first.status).toBe(200);
      expect(first.json.data as { status: string; voidable: boolean }).toMatchObject({
        status: 'voided',
        voidable: false,
      });
      const again = await voidIt(id);
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(`Transaction ${id} has already been voided.`);
      const funded = await fixture('E2E-REFUND-FULL-0');
      const late = await voidIt(funded.id);
      expect(late.status).toBe(409);
      expect(late.json.message).toBe(`Transaction ${funded.id} can no longer be voided.`);
    });

    it('replays the same answer for the same key and refuses the key on another request', async () => {
      const { id } = await fixture('E2E-VOID-1');
      const key = crypto.randomUUID();
      const first = await voidIt(id, key);
      const replay = await voidIt(id, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.json).toEqual(first.json);
      const other = await voidIt((await fixture('E2E-VOID-2')).id, key);
      expect(other.status).toBe(422);
    });

    it('a search made again after a write sees it (searches are kept only until the payments change)', async () => {
      const { id } = await fixture('E2E-VOID-2');
      expect((await search('account_number=E2E-VOID-2&status=voided', 'supervisor')).total).toBe(0);
      expect((await voidIt(id)).status).toBe(200);
      const after = await search('account_number=E2E-VOID-2&status=voided', 'supervisor');
      expect(after.transactions.map(row => [row.id, row.status])).toEqual([[id, 'voided']]);
    });

    it('takes no body or an empty object: any key is 422, a body that is not JSON 415', async () => {
      const { id } = await fixture('E2E-VOID-DOUBLE-0');
      const patch = (body: string | undefined, contentType?: string) =>
        fetch(`${server.baseUrl}/api/payments/payments/${id}/void`, {
          method: 'PATCH',
          headers: {
            Authorization: `Bearer ${tokens.supervisor}`,
            ...(contentType ? { 'Content-Type': contentType } : {}),
          },
          body,
        });
      const unknown = await patch('{"reason":"x"}', 'application/json');
      expect(unknown.status).toBe(422);
      expect(await unknown.json()).toEqual({
        message: 'base: Unrecognized key: "reason".',
        errors: [{ field: 'base', detail: 'Unrecognized key: "reason"' }],
      });
      expect((await patch('{}', 'text/plain')).status).toBe(415);
      expect((await detail(id)).status).toBe('successful');
      expect((await patch('{}', 'application/json')).status).toBe(200);
      const second = (await fixture('E2E-VOID-DOUBLE-1')).id;
      const bare = await fetch(`${server.baseUrl}/api/payments/payments/${second}/void`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${tokens.supervisor}` },
      });
      expect(bare.status).toBe(200);
    });

    it('is refused to a researcher with 403', async () => {
      const res = await server.call('PATCH', `/api/payments/payments/${(await fixture('E2E-VOID-FAIL-0')).id}/void`, {
        token: tokens.researcher,
      });
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/VOID_TRANSACTION/);
    });
  });

  describe('refund', () => {
    it('refunds in full: a refund payment appears, nothing is left refundable and the status is refunded', async () => {
      const { id } = await fixture('E2E-REFUND-FULL-0');
      const res = await refund(id, FULL_REFUND);
      expect(res.status).toBe(200);
      const payment = paymentResponseSchema.parse(res.json).data;
      expect(payment).toMatchObject({
        status: 'refunded',
        refundable: false,
        amount_refundable: 0,
        amount_refunded: 4000,
      });
      // The line items go back; the service fee is kept: the payment's own amounts are unchanged.
      expect(payment).toMatchObject({ subtotal: 4000, serviceFee: 100, totalAmount: 4100 });
      const created = payment.associatedPayments!.find(associated => associated.paymentProcessTypeName === 'refund')!;
      expect(created.totalAmount).toBe(4000);
      expect(await detail(created.id)).toMatchObject({
        originalPaymentId: id,
        status: 'refunded',
        subtotal: 4000,
        serviceFee: 0,
        totalAmount: 4000,
      });
      const again = await refund(id, FULL_REFUND);
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(`Transaction ${id} has already been refunded.`);
    });

    it('refunds amounts per line item, checked in cents against what is left', async () => {
      const { id } = await fixture('E2E-REFUND-AMOUNT-0');
      const before = await detail(id);
      const [a, b] = before.lineItems!;
      expect((await refund(id, { line_item_payments: [{ id: a.id, amount: 12.5 }] })).status).toBe(422);
      expect((await refund(id, { line_item_payments: [{ id: 999_999_999, amount: 100 }] })).status).toBe(422);
      expect((await refund(id, { line_item_payments: [{ id: a.id, amount: 0 }] })).status).toBe(422);
      const tooMuch = await refund(id, { line_item_payments: [{ id: a.id, amount: a.amountInCents + 1 }] });
      expect(tooMuch.status).toBe(409);
      const ok = await refund(id, {
        line_item_payments: [
          { id: a.id, amount: 1050 },
          { id: b.id, amount: 1 },
        ],
      });
      expect(ok.status).toBe(200);
      const after = paymentResponseSchema.parse(ok.json).data;
      expect(after.status).toBe('successful');
      expect(after.lineItems!.find(line => line.id === a.id)).toMatchObject({
        amountRefundedInCents: 1050,
        amountRefundableInCents: a.amountInCents - 1050,
      });
      expect(after.amount_refunded).toBe(1051);
    });

    it('honours the refund type: whole line items only, or the full amount only', async () => {
      const line = await detail((await fixture('E2E-REFUND-LINE-0')).id);
      const partOfLine = await refund(line.id, { line_item_payments: [{ id: line.lineItems![0].id, amount: 100 }] });
      expect(partOfLine.status).toBe(422);
      expect(partOfLine.json.message).toMatch(/can only be refunded in full/);
      const wholeLine = await refund(line.id, {
        line_item_payments: [{ id: line.lineItems![0].id, amount: line.lineItems![0].amountInCents }],
      });
      expect(wholeLine.status).toBe(200);
      const full = await detail((await fixture('E2E-REFUND-FAIL-0')).id);
      const partial = await refund(full.id, { line_item_payments: [{ id: full.lineItems![0].id, amount: 100 }] });
      expect(partial.status).toBe(422);
      expect(partial.json.message).toBe(`Transaction ${full.id} can only be refunded in full.`);
    });

    it('replays a refund for the same key and body, and refuses the key with another body (422)', async () => {
      const payment = await detail((await fixture('E2E-REFUND-AMOUNT-1')).id);
      const key = crypto.randomUUID();
      const body = { line_item_payments: [{ id: payment.lineItems![0].id, amount: 500 }] };
      const first = await refund(payment.id, body, key);
      const second = await refund(payment.id, body, key);
      expect(second.status).toBe(200);
      expect(second.json).toEqual(first.json);
      expect((await detail(payment.id)).amount_refunded).toBe(500);
      const changed = await refund(
        payment.id,
        { line_item_payments: [{ id: payment.lineItems![0].id, amount: 600 }] },
        key,
      );
      expect(changed.status).toBe(422);
      expect(changed.json.message).toMatch(/Idempotency-Key/);
    });

    it('lets one of two concurrent refunds of the same balance through and answers the other 409', async () => {
      const { id } = await fixture('E2E-REFUND-DOUBLE-0');
      const results = await Promise.all([refund(id, FULL_REFUND), refund(id, FULL_REFUND)]);
      expect(results.map(res => res.status).sort()).toEqual([200, 409]);
      const payment = await detail(id);
      expect(
        payment.associatedPayments!.filter(associated => associated.paymentProcessTypeName === 'refund'),
      ).toHaveLength(1);
    });

    it('refuses every body it does not understand (422, payment untouched), and a body that is not JSON (415)', async () => {
      const payment = await detail((await fixture('E2E-REFUND-AMOUNT-2')).id);
      const line = payment.lineItems![0].id;
      const post = (body: string | undefined, contentType = 'application/json') =>
        fetch(`${server.baseUrl}/api/payments/payments/${payment.id}/refund`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${tokens.supervisor}`,
            'Content-Type': contentType,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body,
        });
      const refused = [
        undefined,
        '',
        '{}',
        '{"amount":100}',
        `{"line_item_payment":[{"id":${line},"amount":100}]}`,
        `{"lineItemPayments":[{"id":${line},"amount":100}]}`,
        '{"data":{"refund_type":"FULL_AMOUNT"}}',
        '{"__proto__":{"refund_type":"FULL_AMOUNT"},"refund_type":"FULL_AMOUNT"}',
        `{"line_item_payments":[{"id":${line},"amount":100,"note":{"a":{"b":{"c":1}}}}]}`,
        `{"line_item_payments":[{"id":${line},"amount":1.5}]}`,
        `{"line_item_payments":[{"id":${line},"amount":"100"}]}`,
        '{"line_item_payments":[]}',
        `{"refund_type":"FULL_AMOUNT","line_item_payments":[{"id":${line},"amount":100}]}`,
        '{"refund_type":"PARTIAL_AMOUNT_PARTIAL_LINE_ITEM"}',
        '[]',
      ];
      for (const body of refused) {
        const res = await post(body);
        expect([body, res.status]).toEqual([body, 422]);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const json = (await res.json()) as { message: string; errors: { field: string; detail: string }[] };
        expect(json.errors.length).toBeGreaterThan(0);
        expect(json.message).toMatch(/\w+: .+\./);
      }
      expect((await post('{"amount":100}')).status).toBe(422);
      const unrecognised = await (await post('{"amount":100}')).json();
      expect(unrecognised.errors[0]).toEqual({ field: 'base', detail: 'Unrecognized key: "amount"' });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await post('{"refund_type":"FULL_AMOUNT"}', type);
        expect([type, res.status]).toEqual([type, 415]);
        expect(await res.json()).toEqual({
          message: 'The request body must be JSON (Content-Type: application/json).',
        });
      }
      expect((await detail(payment.id)).amount_refunded).toBe(0);
      const partial = await refund(payment.id, {
        line_item_payments: [{ id: line, amount: 100 }],
        refund_type: 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM',
      });
      expect(partial.status).toBe(200);
      const full = await refund(payment.id, FULL_REFUND);
      expect(full.status).toBe(200);
      expect(paymentResponseSchema.parse(full.json).data).toMatchObject({
        amount_refundable: 0,
        amount_refunded: payment.amount_refundable,
      });
    });

    it('keeps idempotency records only for accepted refunds, as a hash of the request', async () => {
      const key = crypto.randomUUID();
      const missing = await refund(999_999_999, { line_item_payments: [{ id: 1, amount: 100 }] }, key);
      expect(missing.status).toBe(404);
      const { id } = await fixture('E2E-REFUND-FAIL-1');
      // The 404 left no record, so the key is free for the refund the user meant.
      const accepted = await refund(id, FULL_REFUND, key);
      expect(accepted.status).toBe(200);
      const journal = fs.readFileSync(path.join(server.dataDir, 'journal.jsonl'), 'utf8');
      const records = journal
        .split('\n')
        .filter(Boolean)
        .flatMap(line => {
          const entry = JSON.parse(line) as {
            tx?: { c: string; rec?: Record<string, unknown> }[];
            c?: string;
            rec?: Record<string, unknown>;
          };
          return (entry.tx ?? [entry]).filter(one => one.c === 'idempotency_keys').map(one => one.rec!);
        });
      const mine = records.filter(record => String(record.id).endsWith(`:${key}`));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ status: 200, request: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // The answer to replay and a hash of the request: the request's body itself is not kept.
      expect(Object.keys(mine[0]).sort()).toEqual(['body', 'createdAt', 'id', 'request', 'status']);
      const reused = await refund(id, { line_item_payments: [{ id: 1, amount: 1 }] }, key);
      expect(reused.status).toBe(422);
      expect(reused.json.message).toBe(
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      );
    });

    it('is refused to a researcher with 403', async () => {
      const res = await server.call(
        'POST',
        `/api/payments/payments/${(await fixture('E2E-REFUND-FULL-1')).id}/refund`,
        { token: tokens.researcher, body: {} },
      );
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/REFUND_TRANSACTION/);
    });
  });
});

describe('idempotency records', () => {
  it('keeps a bounded number per user, forgetting that user’s oldest first and nobody else’s', () => {
    const store = new Store({});
    const record = (user: string, key: string, minute: number): IdempotencyRecord => ({
      id: `${user}:${key}`,
      request: 'sha',
      status: 200,
      body: {},
      createdAt: `2026-01-01T00:0${minute}:00.000Z`,
    });
    rememberAnswer(store, 'other', record('other', 'k0', 0), 3);
    for (let minute = 1; minute <= 5; minute++) rememberAnswer(store, 'me', record('me', `k${minute}`, minute), 3);
    expect(store.all<IdempotencyRecord>('idempotency_keys').map(kept => kept.id)).toEqual([
      'other:k0',
      'me:k3',
      'me:k4',
      'me:k5',
    ]);
  });
});
