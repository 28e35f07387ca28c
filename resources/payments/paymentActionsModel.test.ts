import { refundBlockedBy, refusalReason, voidBlockedBy } from './paymentActionsModel';
import { testPayment, WATER_BILL } from './testPayment';

const supervisor = { role: 'SUPERVISOR', mayVoid: true, mayRefund: true };
const researcher = { role: 'RESEARCHER', mayVoid: false, mayRefund: false };
const keyOf = (text: { key: string } | null) => text?.key.replace('rm.payments.show.actions.', '');

describe('why an action is disabled', () => {
  it('explains the role first', () => {
    expect(voidBlockedBy(researcher, testPayment({ voidable: true }))).toEqual({
      key: 'rm.payments.show.actions.cannotVoidRole',
      args: { role: { key: 'rm.users.roles.RESEARCHER' } },
    });
    expect(keyOf(refundBlockedBy(researcher, testPayment()))).toBe('cannotRefundRole');
  });

  it('then already voided or refunded; nothing when the action is possible', () => {
    expect(keyOf(voidBlockedBy(supervisor, testPayment({ status: 'voided', voidable: false })))).toBe('alreadyVoided');
    expect(keyOf(refundBlockedBy(supervisor, testPayment({ status: 'refunded', refundable: false })))).toBe(
      'alreadyRefunded',
    );
    expect(voidBlockedBy(supervisor, testPayment({ voidable: true }))).toBeNull();
    expect(refundBlockedBy(supervisor, testPayment())).toBeNull();
  });

  it('says why a refund is not possible, not only that it is not', () => {
    const blocked = (overrides: Parameters<typeof testPayment>[0]) =>
      refundBlockedBy(supervisor, testPayment({ refundable: false, ...overrides }));
    expect(blocked({ status: 'voided' })).toEqual({ key: 'rm.payments.show.actions.refundVoided' });
    expect(blocked({ status: 'pending' })).toEqual({
      key: 'rm.payments.show.actions.refundNotSuccessful',
      args: { status: { key: 'rm.payments.statuses.pending' } },
    });
    expect(keyOf(blocked({ paymentProcessTypeName: 'refund' }))).toBe('refundNotAPayment');
    expect(keyOf(blocked({ fundedAt: null }))).toBe('refundNotFunded');
    expect(blocked({ amountRefundable: 0, amountRefunded: 7000 })).toEqual({
      key: 'rm.payments.show.actions.refundNothingLeft',
      args: { amount: '$70.00' },
    });
    expect(
      keyOf(
        blocked({
          associatedPayments: [
            {
              id: 9,
              status: 'chargeback',
              paymentProcessTypeName: 'chargeback',
              lineItems: [],
              createdAt: null,
              totalAmount: 100,
            },
          ],
        }),
      ),
    ).toBe('refundDisputed');
  });

  it('says why a void is not possible', () => {
    const blocked = (overrides: Parameters<typeof testPayment>[0]) =>
      voidBlockedBy(supervisor, testPayment({ voidable: false, ...overrides }));
    expect(keyOf(blocked({}))).toBe('voidFunded');
    expect(keyOf(blocked({ fundedAt: null, amountRefunded: 500 }))).toBe('voidRefunded');
    expect(keyOf(blocked({ status: 'failed' }))).toBe('voidNotSuccessful');
    expect(keyOf(blocked({ paymentProcessTypeName: 'chargeback' }))).toBe('voidNotAPayment');
  });
});

describe('why the server refused', () => {
  it('names each line that asked for more than it has left, in words, from the reloaded payment', () => {
    const now = testPayment({
      lineItems: testPayment().lineItems.map(line =>
        line.id === 2 ? { ...line, amountRefundedInCents: 1500, amountRefundableInCents: 0 } : line,
      ),
    });
    expect(
      refusalReason(
        {
          kind: 'refund',
          lines: [
            { id: 1, amount: 100 },
            { id: 2, amount: 1500 },
          ],
        },
        now,
        WATER_BILL,
        supervisor,
      ),
    ).toEqual([
      {
        key: 'rm.payments.show.actions.lineLeft',
        args: {
          description: 'Late fee',
          subDescription: { key: 'rm.payments.show.lineItems.defaultSubDescription' },
          amount: '$0.00',
        },
      },
    ]);
  });

  it('says why a full refund or a void is no longer possible', () => {
    expect(
      refusalReason(
        { kind: 'refund', lines: null },
        testPayment({ status: 'refunded', refundable: false }),
        WATER_BILL,
        supervisor,
      ),
    ).toEqual([{ key: 'rm.payments.show.actions.alreadyRefunded' }]);
    expect(refusalReason({ kind: 'void' }, testPayment({ status: 'voided' }), WATER_BILL, supervisor)).toEqual([
      { key: 'rm.payments.show.actions.alreadyVoided' },
    ]);
  });

  it('has nothing to add when the reloaded payment does not explain it', () => {
    expect(refusalReason({ kind: 'void' }, testPayment({ voidable: true }), WATER_BILL, supervisor)).toBeNull();
  });
});

describe('reasons in the page words', () => {
  const supervisor = { role: 'SUPERVISOR', mayVoid: true, mayRefund: true };
  it('a payment refunded in full is Refunded; a refund record says it is a refund', () => {
    const refunded = testPayment({ status: 'refunded', refundable: false, voidable: false, amountRefunded: 7000 });
    expect(voidBlockedBy(supervisor, refunded)).toEqual({
      key: 'rm.payments.show.actions.voidNotSuccessful',
      args: { status: { key: 'rm.payments.show.banner.refundedPayment' } },
    });
    const refund = testPayment({
      status: 'refunded',
      paymentProcessTypeName: 'refund',
      originalPaymentId: 1000041,
      refundable: false,
    });
    expect(refundBlockedBy(supervisor, refund)).toEqual({
      key: 'rm.payments.show.actions.refundNotAPayment',
      args: { type: { key: 'rm.payments.show.processTypes.refund', args: { _: 'refund' } } },
    });
  });
});
