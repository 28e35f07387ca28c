import type { AssociatedPayment } from '../../dataProviders/payments';
import {
  displayAccount,
  formatDetailAmount,
  formatPaymentAmount,
  humanise,
  lineItemLabels,
  methodDetailsAvailable,
  pageCountOf,
  paymentIdFromPath,
  paymentMethodOf,
  previousRefundRows,
  moneyLines,
  moneyOf,
  type MoneyFacts,
  relatedLinks,
  statusLabelKey,
} from './paymentModel';

describe('pageCountOf', () => {
  it('counts pages as the ceiling of results over 20', () => {
    expect(pageCountOf(0)).toBe(0);
    expect(pageCountOf(20)).toBe(1);
    expect(pageCountOf(21)).toBe(2);
  });
});

describe('amounts', () => {
  it.each([
    [1234, 'successful', null, '$12.34'],
    [1234, 'refunded', null, '-$12.34'],
    [1234, 'ach_return', 5, '-$12.34'],
    [1234, 'chargeback', 5, '-$12.34'],
    [1234, 'chargeback_reversal', 5, '$12.34'],
    [1234, 'failed', null, '$12.34'],
    [1234, 'failed', 0, '$12.34'],
    [1234, 'failed', 7, '-$12.34'],
    [123456789, 'voided', null, '$1,234,567.89'],
  ] as const)('%i cents %s (original %s) shows %s', (cents, status, original, text) => {
    expect(formatPaymentAmount(cents, status, original)).toBe(text);
  });
});

describe('a refunded payment on its detail page', () => {
  // Transaction 1021296: subtotal $40.00, service fee $1.00, total $41.00, refunded in full ($40.00).
  const refunded = {
    status: 'refunded',
    originalPaymentId: null,
    paymentProcessTypeName: 'payment',
    totalAmount: 4100,
    serviceFee: 100,
    amountRefunded: 4000,
  };

  it('keeps its own amounts positive; a refund, chargeback or ACH return keeps its minus', () => {
    expect(formatDetailAmount(4100, refunded)).toBe('$41.00');
    expect(formatDetailAmount(100, refunded)).toBe('$1.00');
    const refund = { status: 'refunded', originalPaymentId: 1021296, paymentProcessTypeName: 'refund' };
    expect(formatDetailAmount(4000, refund)).toBe('-$40.00');
    expect(formatDetailAmount(2000, { ...refund, status: 'chargeback', paymentProcessTypeName: 'chargeback' })).toBe(
      '-$20.00',
    );
    expect(formatDetailAmount(2000, { ...refund, status: 'failed' })).toBe('-$20.00');
  });

  it('says what was refunded, the fee kept and the net', () => {
    const facts = { ...refunded, subtotal: 4000 };
    expect(moneyOf(facts)).toMatchObject({ refunded: -4000, feeKept: 100, net: 100 });
    expect(moneyOf({ ...facts, status: 'successful', amountRefunded: 1500 })).toMatchObject({
      refunded: -1500,
      feeKept: 100,
      net: 2600,
    });
    // A backend that refunded the fee too: nothing kept.
    expect(moneyOf({ ...facts, amountRefunded: 4100 })).toMatchObject({ refunded: -4100, feeKept: 0, net: 0 });
  });
});

/**
 * The one money model: the results, a transaction's page, its receipt and the export all read their amounts from
 * moneyOf, so here is where each kind of transaction is checked.
 */
describe('moneyOf', () => {
  const payment: MoneyFacts = {
    status: 'successful',
    paymentProcessTypeName: 'payment',
    originalPaymentId: null,
    subtotal: 4000,
    serviceFee: 100,
    totalAmount: 4100,
    amountRefunded: 0,
  };
  const related = (kind: string, status: string, cents = 4000): MoneyFacts => ({
    status,
    paymentProcessTypeName: kind,
    originalPaymentId: 1021296,
    subtotal: cents,
    serviceFee: 0,
    totalAmount: cents,
    amountRefunded: 0,
  });

  it.each([
    ['successful', payment, { subtotal: 4000, serviceFee: 100, total: 4100, refunded: 0, feeKept: null, net: 4100 }],
    [
      'partly refunded',
      { ...payment, amountRefunded: 1500 },
      { subtotal: 4000, total: 4100, refunded: -1500, feeKept: 100, net: 2600 },
    ],
    [
      'fully refunded',
      { ...payment, status: 'refunded', amountRefunded: 4000 },
      { subtotal: 4000, serviceFee: 100, total: 4100, refunded: -4000, feeKept: 100, net: 100, netNote: null },
    ],
    [
      'voided',
      { ...payment, status: 'voided' },
      { total: 4100, refunded: 0, net: 0, netNote: { kind: 'notCollected' } },
    ],
    ['failed', { ...payment, status: 'failed' }, { total: 4100, net: 0, netNote: { kind: 'notCollected' } }],
    ['pending', { ...payment, status: 'pending' }, { total: 4100, net: 0, netNote: { kind: 'notCollected' } }],
    ['overage (credited)', { ...payment, status: 'credited' }, { total: 4100, net: 4100, netNote: null }],
    [
      'a refund row',
      related('refund', 'refunded'),
      { subtotal: -4000, total: -4000, refunded: null, net: 0, netNote: { kind: 'inOriginal', id: 1021296 } },
    ],
    [
      'a failed refund',
      related('refund', 'failed'),
      { subtotal: -4000, total: -4000, refunded: null, net: 0, netNote: { kind: 'notCollected' } },
    ],
    ['a chargeback', related('chargeback', 'chargeback', 2000), { total: -2000, refunded: null, net: -2000 }],
    [
      'a chargeback reversal',
      related('chargeback_reversal', 'chargeback_reversal', 2000),
      { total: 2000, refunded: null, net: 2000 },
    ],
    ['an ACH return', related('ach_return', 'ach_return', 7650), { total: -7650, net: -7650 }],
    [
      'a search row that names no process type',
      { ...related('refund', 'refunded'), paymentProcessTypeName: null },
      { total: -4000, net: 0, netNote: { kind: 'inOriginal', id: 1021296 } },
    ],
    [
      'a payment whose refunds the API does not give',
      { ...payment, amountRefunded: null },
      { total: 4100, refunded: null, net: null },
    ],
  ] as [string, MoneyFacts, object][])('%s', (_, facts, money) => {
    expect(moneyOf(facts)).toMatchObject(money);
  });

  it('adds up: the nets of a payment, its refund, a chargeback and its reversal are what the client kept', () => {
    const refundedPayment = moneyOf({ ...payment, status: 'refunded', amountRefunded: 4000 });
    const rows = [
      refundedPayment,
      moneyOf(related('refund', 'refunded')),
      moneyOf(related('chargeback', 'chargeback', 100)),
      moneyOf(related('chargeback_reversal', 'chargeback_reversal', 100)),
    ];
    expect(rows.reduce((sum, row) => sum + row.net!, 0)).toBe(100);
  });

  it('lists the page and receipt lines, and why a net is zero', () => {
    expect(moneyLines(moneyOf(payment)).map(line => line.key)).toEqual([
      'subtotal',
      'serviceFee',
      'totalAmount',
      'net',
    ]);
    expect(moneyLines(moneyOf({ ...payment, amountRefunded: 1500 })).map(line => [line.key, line.cents])).toEqual([
      ['subtotal', 4000],
      ['serviceFee', 100],
      ['totalAmount', 4100],
      ['amountRefunded', -1500],
      ['feeKept', 100],
      ['net', 2600],
    ]);
    expect(moneyLines(moneyOf(related('refund', 'refunded'))).at(-1)).toEqual({
      key: 'net',
      cents: 0,
      note: { key: 'rm.payments.show.transactionDetails.netInOriginal', args: { id: 1021296 } },
    });
    expect(moneyLines(moneyOf({ ...payment, status: 'voided' })).at(-1)).toEqual({
      key: 'net',
      cents: 0,
      note: { key: 'rm.payments.show.transactionDetails.netNotCollected' },
    });
  });
});

describe('statusLabelKey', () => {
  it('names known statuses and falls back to Unknown status', () => {
    expect(statusLabelKey('debited')).toBe('rm.payments.statuses.debited');
    expect(statusLabelKey('mystery')).toBe('rm.payments.unknownStatus');
    expect(statusLabelKey(null)).toBe('rm.payments.unknownStatus');
  });
});

describe('displayAccount', () => {
  it('hides empty and UUID-looking accounts', () => {
    expect(displayAccount('WU-123456')).toBe('WU-123456');
    expect(displayAccount('')).toBeNull();
    expect(displayAccount('   ')).toBeNull();
    expect(displayAccount(null)).toBeNull();
    expect(displayAccount('3f2b8c1e-9a4d-4c2e-8f00-1234567890ab')).toBeNull();
  });
});

describe('paymentMethodOf', () => {
  it('shows card type and last four for every card payment type', () => {
    for (const type of ['credit_card', 'externally_processed_card', 'external_read_credit_card', 'encrypted_card']) {
      expect(
        paymentMethodOf({
          type,
          creditCard: { type: 'master_card', lastFour: '4444', cardholderName: null },
          bankAccount: null,
        }),
      ).toEqual({
        kind: 'card',
        text: {
          key: 'rm.payments.method.card',
          args: { type: { key: 'rm.payments.method.cardTypes.master_card' }, lastFour: '4444' },
        },
      });
    }
  });

  it('shows a bank last four, wire, cash, or the humanised type', () => {
    expect(
      paymentMethodOf({
        type: 'bank_account',
        creditCard: null,
        bankAccount: { lastFour: '6789', bankAccountHolderName: null },
      }),
    ).toMatchObject({ kind: 'bank', text: { args: { lastFour: '6789' } } });
    expect(
      paymentMethodOf({
        type: 'token_check',
        creditCard: null,
        bankAccount: { lastFour: '1111', bankAccountHolderName: null },
      }).kind,
    ).toBe('bank');
    expect(paymentMethodOf({ type: 'wire_payment', creditCard: null, bankAccount: null }).kind).toBe('wire');
    expect(paymentMethodOf({ type: 'cash', creditCard: null, bankAccount: null }).kind).toBe('cash');
    expect(paymentMethodOf({ type: 'loyalty_voucher', creditCard: null, bankAccount: null })).toEqual({
      kind: 'other',
      text: { key: 'rm.payments.filters.methods.loyalty_voucher', args: { _: 'Loyalty voucher' } },
    });
    expect(paymentMethodOf({ type: null, creditCard: null, bankAccount: null })).toEqual({
      kind: 'other',
      text: undefined,
    });
    expect(humanise('token_check')).toBe('Token check');
  });

  it('has no details for errored payments or unknown types', () => {
    expect(methodDetailsAvailable({ status: 'successful', type: 'check' })).toBe(true);
    expect(methodDetailsAvailable({ status: 'errored', type: 'credit_card' })).toBe(false);
    expect(methodDetailsAvailable({ status: 'successful', type: 'loyalty_voucher' })).toBe(false);
  });
});

describe('paymentIdFromPath', () => {
  it.each([
    ['/payment/1021333', 1021333],
    ['/payment/1021333/', 1021333],
    ['/payment/txn-42', 42],
    ['/payment/', null],
    ['/payment/abc', null],
    ['/payment/12abc', null],
    ['/payment/0', null],
    ['/payments/12', null],
  ] as const)('%s -> %s', (path, id) => {
    expect(paymentIdFromPath(path)).toBe(id);
  });
});

describe('lineItemLabels', () => {
  const obligation = {
    obligationSlug: 'water-bill',
    paymentAttributes: { description: 'Water bill', subDescription: 'Account' },
  };

  it('reads the attributes the obligation names', () => {
    expect(
      lineItemLabels({ id: 3, customAttributes: { 'Water bill': 'March usage', Account: 'WU-1' } }, obligation),
    ).toEqual({ description: 'March usage', subDescription: 'WU-1' });
  });

  it('falls back to Item {id} and Line Item', () => {
    expect(lineItemLabels({ id: 3, customAttributes: {} }, obligation)).toEqual({
      description: { key: 'rm.payments.show.lineItems.defaultDescription', args: { id: 3 } },
      subDescription: { key: 'rm.payments.show.lineItems.defaultSubDescription' },
    });
    expect(lineItemLabels({ id: 4, customAttributes: { 'Water bill': 'x' } }, undefined).description).toMatchObject({
      args: { id: 4 },
    });
  });
});

const associated = (
  id: number,
  paymentProcessTypeName: string,
  status: string,
  lineIds: number[] = [],
): AssociatedPayment => ({
  id,
  paymentProcessTypeName,
  status,
  lineItems: lineIds.map(lineId => ({
    id: lineId,
    customAttributes: {},
    amountInCents: 100,
    amountRefundedInCents: 100,
    amountRefundableInCents: 0,
  })),
  createdAt: null,
  totalAmount: 100,
});

describe('related transactions', () => {
  it('links the original payment, chargebacks, reversals and ACH returns, not refunds', () => {
    const payment = {
      originalPaymentId: null,
      associatedPayments: [
        associated(2, 'refund', 'refunded', [1]),
        associated(3, 'chargeback', 'chargeback'),
        associated(4, 'chargeback_reversal', 'chargeback_reversal'),
        associated(5, 'ach_return', 'ach_return'),
      ],
    };
    expect(relatedLinks(payment)).toEqual([
      { id: 3, kind: 'chargeback' },
      { id: 4, kind: 'chargeback_reversal' },
      { id: 5, kind: 'ach_return' },
    ]);
    expect(relatedLinks({ originalPaymentId: 1, associatedPayments: [associated(1, 'payment', 'refunded')] })).toEqual([
      { id: 1, kind: 'original' },
    ]);
  });

  it('lists previous refunds of a line 3 per row', () => {
    const payment = {
      originalPaymentId: null,
      associatedPayments: [10, 11, 12, 13, 14]
        .map(id => associated(id, 'refund', 'refunded', [7]))
        .concat(associated(15, 'refund', 'refunded', [8])),
    };
    expect(previousRefundRows(payment, 7).map(row => row.map(refund => refund.id))).toEqual([
      [10, 11, 12],
      [13, 14],
    ]);
    expect(previousRefundRows(payment, 9)).toEqual([]);
  });
});
