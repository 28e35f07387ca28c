import type { PaymentNote, PaymentReceiptSent } from '../../dataProviders/payments';
import { noteLengthArgs, canCorrect, timelineOf } from './paymentTimelineModel';
import { testPayment } from './testPayment';

const note = (overrides: Partial<PaymentNote>): PaymentNote => ({
  id: 1,
  paymentId: 1000042,
  body: 'x',
  author: { id: 'u-sam', name: 'Sam Porter' },
  createdAt: '2025-01-20T10:00:00Z',
  updatedAt: null,
  editableUntil: null,
  action: null,
  ...overrides,
});

const receipt: PaymentReceiptSent = {
  id: 1,
  paymentId: 1000042,
  sentTo: 'j•••@example.net',
  sentBy: { id: 'u-sam', name: 'Sam Porter' },
  sentAt: '2025-01-18T09:00:00Z',
};

describe('timelineOf', () => {
  it('puts every event in time order, the refund before the note giving its reason, with who refunded', () => {
    const payment = testPayment({
      associatedPayments: [
        {
          id: 1000050,
          status: 'refunded',
          paymentProcessTypeName: 'refund',
          createdAt: '2025-01-20T10:00:00Z',
          totalAmount: 1500,
          lineItems: [
            {
              id: 1,
              customAttributes: {},
              amountInCents: 1500,
              amountRefundedInCents: 1500,
              amountRefundableInCents: 0,
            },
          ],
        },
        {
          id: 1000051,
          status: 'chargeback',
          paymentProcessTypeName: 'chargeback',
          createdAt: '2025-01-17T10:00:00Z',
          totalAmount: -7150,
          lineItems: [],
        },
      ],
    });
    const reason = note({ id: 2, body: 'Paid twice', action: { kind: 'refund', paymentId: 1000050 } });
    const later = note({ id: 3, createdAt: '2025-01-21T10:00:00Z' });
    const events = timelineOf(payment, [later, reason], [receipt]);
    expect(events.map(event => event.kind)).toEqual([
      'created',
      'funded',
      'chargeback',
      'receipt',
      'refund',
      'note',
      'note',
    ]);
    expect(events[4]).toMatchObject({
      kind: 'refund',
      id: 1000050,
      amount: 1500,
      lines: 1,
      by: 'Sam Porter',
      failed: false,
    });
    expect(events[2]).toMatchObject({ amount: 7150 });
    expect(events[5]).toMatchObject({ note: reason });
  });

  it('shows a void undated, right after the payment was made, and by whom when a reason was given', () => {
    const payment = testPayment({ status: 'voided', fundedAt: null });
    const reason = note({ action: { kind: 'void', paymentId: null }, createdAt: '2025-01-15T16:00:00Z' });
    const events = timelineOf(payment, [reason], []);
    expect(events.map(event => event.kind)).toEqual(['created', 'voided', 'note']);
    expect(events[1]).toEqual({ kind: 'voided', at: null, by: 'Sam Porter' });
  });

  it('does not list the original payment of a refund as an event of it', () => {
    const refund = testPayment({
      paymentProcessTypeName: 'refund',
      originalPaymentId: 1000001,
      associatedPayments: [
        {
          id: 1000001,
          status: 'successful',
          paymentProcessTypeName: 'payment',
          createdAt: null,
          totalAmount: 1,
          lineItems: [],
        },
      ],
    });
    expect(timelineOf(refund, [], []).map(event => event.kind)).toEqual(['created', 'funded']);
    expect(timelineOf(refund, [], [])[0]).toMatchObject({ processType: 'refund' });
  });
});

describe('canCorrect', () => {
  const mine = note({ editableUntil: '2025-01-20T10:15:00Z' });
  it('lets only the author correct, only until the time the API gave', () => {
    expect(canCorrect(mine, 'u-sam', Date.parse('2025-01-20T10:14:00Z'))).toBe(true);
    expect(canCorrect(mine, 'u-sam', Date.parse('2025-01-20T10:16:00Z'))).toBe(false);
    expect(canCorrect(mine, 'u-other', Date.parse('2025-01-20T10:01:00Z'))).toBe(false);
  });
});

describe('noteLengthArgs', () => {
  it('writes the length and the limit of a note the same way ("1,000 of 1,000", not "1000 of 1,000")', () => {
    expect(noteLengthArgs('x'.repeat(1000), 'en')).toEqual({ count: '1,000', max: '1,000' });
    expect(noteLengthArgs('x'.repeat(1001), 'en')).toEqual({ count: '1,001', max: '1,000' });
    expect(noteLengthArgs('abc', 'es')).toEqual({ count: '3', max: (1000).toLocaleString('es-US') });
  });
});
