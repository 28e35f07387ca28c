import fc from 'fast-check';
import Papa from 'papaparse';
import type { PaymentSummary } from '../../dataProviders/payments';
import { i18nProvider } from '../../src/i18n';
import { cellText } from '../../src/test/arbitraries';
import { startsFormula } from '../../src/lib/csv';
import {
  createPaymentsCsv,
  exportFileName,
  ExportTooLarge,
  pageThrough,
  paymentCsvRow,
  type ExportText,
} from './paymentCsv';
import { EXPORT_COLUMNS, RESULT_SOURCES, visibleExportColumns } from './paymentExportModel';
import type { Text } from './paymentModel';
import { testPaymentSummary } from './testPayment';

const summary = (overrides: Partial<PaymentSummary> = {}) =>
  testPaymentSummary({ fundedAt: '2025-07-07T12:00:00Z', amountRefunded: 23456, ...overrides });

// As usePaymentText translates: a Text through the app's messages, a string as it is.
const tr = (text: Text | string): string => {
  if (typeof text === 'string') return text;
  const args = Object.fromEntries(
    Object.entries(text.args ?? {}).map(([name, value]) => [
      name,
      value && typeof value === 'object' ? tr(value as Text) : value,
    ]),
  );
  return i18nProvider.translate(text.key, args);
};
const TEXT: ExportText = { tr, timezone: 'America/Chicago' };
const parse = (csv: string) => Papa.parse<string[]>(csv).data;
const cellsOf = (row: string[]) => Object.fromEntries(EXPORT_COLUMNS.map((column, index) => [column, row[index]]));

describe('a payment as a CSV row', () => {
  it('has the columns an accountant needs, as the app shows them, in the user timezone', () => {
    expect(cellsOf(paymentCsvRow(summary(), TEXT))).toEqual({
      id: '1000001',
      createdAt: '07/04/2025 02:05:09 pm CDT',
      fundedAt: '07/07/25',
      agency: 'Water Utilities',
      account: 'WU-1',
      serviceType: 'Water bill',
      status: 'Successful',
      channel: 'Web',
      method: 'Visa',
      source: 'Web portal',
      mode: 'One-time',
      payer: 'Ann Lee',
      lastFour: '4242',
      amount: '1234.56',
      serviceFee: '30.86',
      total: '1265.42',
      refunded: '-234.56',
      net: '1030.86',
    });
  });

  // The money columns are moneyOf's (tested in paymentModel.test.ts), written as dollars; one row of each kind.
  it.each([
    [
      'a payment refunded in full reads Refunded and keeps its fee',
      { status: 'refunded', subtotal: 4000, serviceFee: 100, totalAmount: 4100, amountRefunded: 4000 },
      { status: 'Refunded', amount: '40.00', serviceFee: '1.00', total: '41.00', refunded: '-40.00', net: '1.00' },
    ],
    [
      'its refund row is negative and counted in the original',
      {
        status: 'refunded',
        paymentProcessTypeName: 'refund',
        originalPaymentId: 1021296,
        subtotal: 4000,
        serviceFee: 0,
        totalAmount: 4000,
        amountRefunded: 0,
      },
      { status: 'Refund', amount: '-40.00', serviceFee: '0.00', total: '-40.00', refunded: '', net: '0.00' },
    ],
    [
      'a voided payment collected nothing',
      { status: 'voided', subtotal: 6000, serviceFee: 150, totalAmount: 6150, amountRefunded: 0 },
      { status: 'Voided', amount: '60.00', total: '61.50', refunded: '0.00', net: '0.00' },
    ],
    [
      'a failed refund moved nothing',
      {
        status: 'failed',
        paymentProcessTypeName: 'refund',
        originalPaymentId: 7,
        subtotal: 2000,
        serviceFee: 0,
        totalAmount: 2000,
      },
      { status: 'Failed', amount: '-20.00', total: '-20.00', refunded: '', net: '0.00' },
    ],
    [
      'a chargeback takes its amount away',
      {
        status: 'chargeback',
        paymentProcessTypeName: 'chargeback',
        originalPaymentId: 7,
        subtotal: 2050,
        serviceFee: 0,
        totalAmount: 2050,
      },
      { status: 'Chargeback', amount: '-20.50', total: '-20.50', refunded: '', net: '-20.50' },
    ],
  ] as [string, Partial<PaymentSummary>, Record<string, string>][])('%s', (_, overrides, cells) => {
    expect(cellsOf(paymentCsvRow(summary(overrides), TEXT))).toMatchObject(cells);
  });

  it('names a bank payment, autopay and what the API did not give', () => {
    expect(
      cellsOf(
        paymentCsvRow(
          summary({
            type: 'bank_account',
            creditCard: null,
            bankAccount: { lastFour: '6789', bankAccountHolderName: 'Bo Ek' },
            paymentInitiator: 'schedule_service',
            paymentChannel: 'kiosk',
          }),
          TEXT,
        ),
      ),
    ).toMatchObject({ method: 'Bank account', payer: 'Bo Ek', lastFour: '6789', mode: 'Autopay', channel: 'Kiosk' });
    expect(
      cellsOf(
        paymentCsvRow(
          summary({
            fundedAt: null,
            agency: null,
            serviceType: null,
            paymentSource: null,
            paymentChannel: 'drive_through',
            type: 'wire_payment',
            creditCard: null,
            status: 'mystery',
            serviceFee: null,
            totalAmount: null,
            amountRefunded: null,
          }),
          TEXT,
        ),
      ),
    ).toMatchObject({
      fundedAt: '',
      agency: '',
      serviceType: '',
      source: '',
      channel: 'Drive through',
      method: 'Wire transfer',
      status: 'Unknown status',
      payer: '',
      lastFour: '',
      serviceFee: '',
      total: '',
      refunded: '',
      net: '',
    });
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1234.56'],
    [9007199254740991, '90071992547409.91'],
  ])('writes %i cents as %s dollars, with no float in between', (cents, dollars) => {
    expect(cellsOf(paymentCsvRow(summary({ subtotal: cents, amountRefunded: 0 }), TEXT)).amount).toBe(dollars);
  });

  it('never starts a text cell with a formula, and reads back as written (property)', () => {
    const text = cellText();
    const payment = fc.record({
      agency: text,
      serviceType: text,
      paymentSource: text,
      cardholderName: text,
      lastFour: text,
      subtotal: fc.integer({ min: 0, max: 10_000_000 }),
      refunded: fc.integer({ min: 0, max: 10_000_000 }),
      status: fc.constantFrom('successful', 'refunded', 'chargeback', 'voided'),
    });
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 6 }), specs => {
        const payments = specs.map((spec, i) =>
          summary({
            id: i + 1,
            agency: spec.agency,
            serviceType: spec.serviceType,
            paymentSource: spec.paymentSource,
            creditCard: { type: 'visa', lastFour: spec.lastFour, cardholderName: spec.cardholderName },
            subtotal: spec.subtotal,
            amountRefunded: spec.refunded,
            status: spec.status,
          }),
        );
        const csv = createPaymentsCsv(rows => Papa.unparse(rows), TEXT);
        csv.add(payments);
        const rows = parse(csv.parts().join('')).slice(1);
        expect(rows).toHaveLength(payments.length);
        rows.forEach((row, r) => {
          const cells = cellsOf(row);
          for (const column of EXPORT_COLUMNS) {
            if (['amount', 'serviceFee', 'total', 'refunded', 'net'].includes(column))
              expect(cells[column]).toMatch(/^-?\d+\.\d{2}$/);
            else expect(startsFormula(cells[column])).toBe(false);
          }
          const shown = { agency: specs[r].agency, payer: specs[r].cardholderName, lastFour: specs[r].lastFour };
          for (const [column, value] of Object.entries(shown))
            expect(startsFormula(value) ? cells[column].slice(1) : cells[column]).toBe(value);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the CSV file', () => {
  it('is a header of translated titles, then each page as it arrives, and spans the days of its rows', () => {
    const csv = createPaymentsCsv(rows => Papa.unparse(rows), TEXT);
    expect(csv.span()).toBeNull();
    csv.add([
      summary({ id: 3, createdAt: '2025-07-04T19:05:09Z' }),
      summary({ id: 2, createdAt: '2025-03-01T05:00:00Z' }),
    ]);
    csv.add([]);
    csv.add([summary({ id: 1, createdAt: '2025-01-01T03:00:00Z' })]);
    const rows = parse(csv.parts().join(''));
    expect(rows[0]).toEqual([
      'Transaction ID',
      'Transaction date',
      'Funded date',
      'Agency',
      'Account number',
      'Service type',
      'Status',
      'Channel',
      'Payment method',
      'Payment source',
      'Payment mode',
      'Payer name',
      'Card/bank last four',
      'Amount',
      'Service fee',
      'Total',
      'Refunded',
      'Net',
    ]);
    expect(rows.slice(1).map(row => row[0])).toEqual(['3', '2', '1']);
    expect(csv.rows).toBe(3);
    // 03:00 UTC on New Year's Day is still New Year's Eve in Chicago.
    expect(csv.span()).toEqual({ first: '2024-12-31', last: '2025-07-04' });
  });

  it('is named after the search dates, or the days exported where the search names none', () => {
    const span = { first: '2024-12-31', last: '2025-07-04' };
    expect(exportFileName({ date_from: '2025-01-01', date_to: '2025-01-31' }, span)).toBe(
      'payments-2025-01-01-2025-01-31.csv',
    );
    expect(exportFileName({ date_from: '2025-01-01' }, span)).toBe('payments-2025-01-01-2025-07-04.csv');
    expect(exportFileName({}, span)).toBe('payments-2024-12-31-2025-07-04.csv');
  });
});

describe('pageThrough', () => {
  const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => summary({ id: from + i }));
  /** A search of `total` payments, newest first, read `perPage` at a time. */
  const api = (total: number, perPage: number) =>
    vi.fn(async (page: number) => ({
      data: rows((page - 1) * perPage, Math.max(0, Math.min(perPage, total - (page - 1) * perPage))),
      total,
    }));

  it('reads page after page until the total, reporting how far it has got', async () => {
    const fetchPage = api(250, 100);
    const progress: string[] = [];
    const ids: number[] = [];
    const done = await pageThrough({
      fetchPage,
      perPage: 100,
      signal: new AbortController().signal,
      onPage: (payments, { done, total }) => {
        ids.push(...payments.map(payment => payment.id));
        progress.push(`${done} of ${total}`);
      },
    });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(progress).toEqual(['100 of 250', '200 of 250', '250 of 250']);
    expect(ids).toEqual([...Array(250).keys()]);
    expect(done).toEqual({ done: 250, total: 250 });
  });

  it('stops at a full last page, and at once when nothing matched', async () => {
    const full = api(200, 100);
    await pageThrough({ fetchPage: full, perPage: 100, signal: new AbortController().signal, onPage: () => undefined });
    expect(full).toHaveBeenCalledTimes(2);
    const none = api(0, 100);
    const done = await pageThrough({
      fetchPage: none,
      perPage: 100,
      signal: new AbortController().signal,
      onPage: () => undefined,
    });
    expect(none).toHaveBeenCalledTimes(1);
    expect(done).toEqual({ done: 0, total: 0 });
  });

  it('keeps a payment once when a new one pushes it onto the next page while reading', async () => {
    // A payment made after page 1 was read moves every older one down by one: page 2 starts with page 1's last.
    const fetchPage = vi.fn(async (page: number) =>
      page === 1 ? { data: rows(1, 3), total: 5 } : { data: rows(3, 3), total: 6 },
    );
    const ids: number[] = [];
    const done = await pageThrough({
      fetchPage,
      perPage: 3,
      signal: new AbortController().signal,
      onPage: payments => ids.push(...payments.map(payment => payment.id)),
    });
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(done.done).toBe(5);
  });

  it('refuses a search past the limit from its first page, before any row is kept', async () => {
    const fetchPage = api(100_001, 100);
    const onPage = vi.fn();
    const refused = pageThrough({ fetchPage, perPage: 100, signal: new AbortController().signal, onPage });
    await expect(refused).rejects.toBeInstanceOf(ExportTooLarge);
    await expect(refused).rejects.toMatchObject({ total: 100_001 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('asks for the next pages while it turns one into rows', async () => {
    const events: string[] = [];
    const fetchPage = api(250, 100);
    await pageThrough({
      fetchPage: page => {
        events.push(`ask ${page}`);
        return fetchPage(page);
      },
      perPage: 100,
      signal: new AbortController().signal,
      onPage: (_payments, { done }) => events.push(`rows to ${done}`),
    });
    expect(events).toEqual(['ask 1', 'ask 2', 'ask 3', 'rows to 100', 'rows to 200', 'rows to 250']);
  });

  it('stops when cancelled: the pages under way are dropped and no other is asked for', async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const fetchPage = vi.fn((page: number, signal: AbortSignal) => {
      signals.push(signal);
      return page === 1
        ? Promise.resolve({ data: rows(0, 10), total: 50 })
        : new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const onPage = vi.fn(() => controller.abort('cancelled'));
    await expect(pageThrough({ fetchPage, perPage: 10, signal: controller.signal, onPage })).rejects.toBe('cancelled');
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(signals.every(signal => signal.aborted)).toBe(true);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('passes a failed page on, with its reason, and drops the pages asked for ahead', async () => {
    let third: AbortSignal | undefined;
    const fetchPage = vi.fn(async (page: number, signal: AbortSignal) => {
      if (page === 2) throw new Error('Network error');
      if (page === 3) {
        third = signal;
        return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      }
      return { data: rows(0, 10), total: 30 };
    });
    await expect(
      pageThrough({ fetchPage, perPage: 10, signal: new AbortController().signal, onPage: () => undefined }),
    ).rejects.toThrow('Network error');
    expect(third?.aborted).toBe(true);
  });
});

describe('a visible-columns export', () => {
  it('writes the columns the results show, in the order they show them', () => {
    expect(visibleExportColumns(RESULT_SOURCES, [])).toEqual([
      'id',
      'agency',
      'account',
      'createdAt',
      'method',
      'lastFour',
      'status',
      'amount',
    ]);
    // Account hidden, the amount moved first (DataTable's column ranks).
    expect(visibleExportColumns(RESULT_SOURCES, ['account.number'], [6, 0, 1, 2, 3, 4, 5])).toEqual([
      'amount',
      'id',
      'agency',
      'createdAt',
      'method',
      'lastFour',
      'status',
    ]);
  });

  it('has a header of those columns only', () => {
    const csv = createPaymentsCsv(rows => Papa.unparse(rows), TEXT, ['id', 'amount']);
    csv.add([summary({ id: 7 })]);
    const rows = parse(csv.parts().join(''));
    expect(rows[0]).toEqual(['Transaction ID', 'Amount']);
    expect(rows[1]).toEqual(['7', '1234.56']);
  });
});
