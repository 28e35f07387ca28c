import { receiptOf } from './paymentReceiptModel';
import { refundedPayment, testPayment, WATER_BILL } from './testPayment';

describe('receiptOf', () => {
  it('names the payer and the card by brand and last four only', () => {
    const receipt = receiptOf(testPayment(), [WATER_BILL]);
    expect(receipt.payer).toBe('Ann Lee');
    expect(receipt.method).toEqual({
      key: 'rm.payments.method.card',
      args: { type: { key: 'rm.payments.method.cardTypes.visa' }, lastFour: '4242' },
    });
    // Nothing else of the card: not its first six digits, expiry or ZIP code.
    const text = JSON.stringify(receipt);
    for (const secret of ['424242', '2028', '62701']) expect(text).not.toContain(secret);
  });

  it('lists the line items with the obligation’s labels, what each cost and what went back', () => {
    const { lines } = receiptOf(testPayment(), [WATER_BILL]);
    expect(lines[0]).toEqual({
      id: 1,
      description: 'March usage',
      subDescription: 'WU-100200',
      amount: 5000,
      refunded: 0,
    });
    expect(lines[2]).toMatchObject({ amount: 500, refunded: 500 });
  });

  it('lists refunds with their dates, and what was refunded, kept and the net', () => {
    const receipt = receiptOf(refundedPayment(), [WATER_BILL]);
    expect(receipt.adjustments).toEqual([{ kind: 'refund', id: 1000050, date: '2025-01-20T15:00:00Z', amount: 4000 }]);
    expect(receipt.money).toMatchObject({ total: 4100, refunded: -4000, feeKept: 100, net: 100 });
  });

  it('lists the void of a voided payment (the API gives no date for it)', () => {
    const receipt = receiptOf(testPayment({ status: 'voided', totalAmount: 6150 }), []);
    expect(receipt.adjustments).toEqual([{ kind: 'void', id: 1000042, date: null, amount: 6150 }]);
    expect(receipt.money).toMatchObject({ total: 6150, refunded: 0, net: 0, netNote: { kind: 'notCollected' } });
  });

  it('a bank payment shows the account’s last four; an errored one no method, as the detail page', () => {
    const bank = testPayment({
      type: 'bank_account',
      creditCard: null,
      bankAccount: { lastFour: '6789', bankAccountHolderName: 'Quentin Fixture', bankAccountType: 'checking' },
    });
    expect(receiptOf(bank, [])).toMatchObject({
      payer: 'Quentin Fixture',
      method: { key: 'rm.payments.show.receipt.bank', args: { lastFour: '6789' } },
    });
    expect(receiptOf(testPayment({ status: 'errored' }), [])).toMatchObject({ payer: null, method: null });
  });
});
