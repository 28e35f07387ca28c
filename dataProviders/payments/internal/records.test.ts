import { paymentSchema, searchTransactionSchema } from '../contract';
import { toLineItem, toPayment, toPaymentSummary, toRefundType } from './records';

const wire = (extra: Record<string, unknown> = {}) =>
  paymentSchema.parse({
    id: 1000001,
    status: 'successful',
    totalAmount: 5150,
    subtotal: 5000,
    serviceFee: 150,
    createdAt: '2025-01-02T15:00:00Z',
    ...extra,
  });

describe('toPayment', () => {
  it('fills every missing field with null or an empty list', () => {
    const payment = toPayment(wire());
    expect(payment).toMatchObject({
      id: 1000001,
      agency: null,
      account: { number: null },
      fundedAt: null,
      creditCard: null,
      bankAccount: null,
      wirePayment: null,
      lineItems: [],
      associatedPayments: [],
      refundable: false,
      voidable: false,
      refundTypeAllowed: null,
      specificParams: { emailAddress: null, reversalReason: null },
    });
  });

  it('reads the server-side snake_case fields when the camelCase ones are absent', () => {
    const payment = toPayment(
      wire({
        service_type: 'Water bill',
        payment_source: 'Web portal',
        payment_type: 'cash',
        funded_at: '2025-01-03T00:00:00Z',
        amount_refundable: 300,
        amount_refunded: 200,
      }),
    );
    expect(payment).toMatchObject({
      serviceType: 'Water bill',
      paymentSource: 'Web portal',
      type: 'cash',
      fundedAt: '2025-01-03T00:00:00Z',
      amountRefundable: 300,
      amountRefunded: 200,
    });
  });

  it('derives refundable and refunded amounts from the line items when the server does not send them', () => {
    const payment = toPayment(
      wire({
        lineItems: [
          { id: 1, amountInCents: 3000, amountRefundedInCents: 1000 },
          { id: 2, amountInCents: 2000, amountRefundedInCents: 0, amountRefundableInCents: 2000 },
        ],
      }),
    );
    expect(payment.amountRefundable).toBe(4000);
    expect(payment.amountRefunded).toBe(1000);
  });

  it('keeps ids numeric even when sent as digit strings', () => {
    expect(toPayment(wire({ id: '1000002', originalPaymentId: '1000001' }))).toMatchObject({
      id: 1000002,
      originalPaymentId: 1000001,
    });
  });
});

describe('toLineItem', () => {
  it('keeps only non-empty attributes, as text', () => {
    expect(
      toLineItem({ id: 3, amountInCents: 100, customAttributes: { a: 'x', b: '', c: null, d: 7 } }).customAttributes,
    ).toEqual({ a: 'x', d: '7' });
  });
});

describe('toRefundType', () => {
  it.each([
    ['full_amount', 'FULL_AMOUNT'],
    ['PARTIAL_AMOUNT_FULL_LINE_ITEM', 'PARTIAL_AMOUNT_FULL_LINE_ITEM'],
    ['partial-amount-partial-line-item', 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM'],
    ['other', null],
    [null, null],
  ])('%s -> %s', (value, type) => {
    expect(toRefundType(value)).toBe(type);
  });
});

describe('toPaymentSummary', () => {
  it('maps a search row, missing account to null', () => {
    const row = searchTransactionSchema.parse({
      id: 5,
      createdAt: '2025-01-02T15:00:00Z',
      status: 'refunded',
      subtotal: -500,
      originalPaymentId: 4,
    });
    expect(toPaymentSummary(row)).toMatchObject({
      id: 5,
      account: { number: null },
      creditCard: null,
      originalPaymentId: 4,
      subtotal: -500,
      serviceType: null,
      paymentSource: null,
      paymentChannel: null,
      serviceFee: null,
      totalAmount: null,
      paymentProcessTypeName: null,
      amountRefunded: null,
    });
  });

  it('keeps what the export reads when the API gives it', () => {
    const row = searchTransactionSchema.parse({
      id: 6,
      createdAt: '2025-01-02T15:00:00Z',
      status: 'successful',
      subtotal: 5000,
      creditCard: { type: 'visa', lastFour: '4242', cardholderName: 'Ann Lee' },
      bankAccount: { lastFour: '6789', bankAccountHolderName: '' },
      serviceType: 'Water bill',
      paymentSource: 'Web portal',
      paymentChannel: 'web',
      serviceFee: 125,
      totalAmount: 5125,
      paymentProcessTypeName: 'payment',
      amount_refunded: 1250,
    });
    expect(toPaymentSummary(row)).toMatchObject({
      serviceFee: 125,
      totalAmount: 5125,
      paymentProcessTypeName: 'payment',
      creditCard: { type: 'visa', lastFour: '4242', cardholderName: 'Ann Lee' },
      bankAccount: { lastFour: '6789', bankAccountHolderName: null },
      serviceType: 'Water bill',
      paymentSource: 'Web portal',
      paymentChannel: 'web',
      amountRefunded: 1250,
    });
  });
});
