import { PAYMENT_STATUSES } from '../../dataProviders/payments/contract';
import { seedAgencies, seedClients } from './core';
import { seedPayments, type MockAgencyPaymentOptions, type MockPayment } from './payments';
import { createRng } from './rng';

const reference = '2026-11-21T12:00:00.000Z';
const generate = () => {
  const clients = seedClients();
  const agencies = seedAgencies(clients);
  const seed = seedPayments(
    { rng: createRng(7), scale: 'default', referenceDate: reference },
    { clients, agencies, users: [] },
  );
  return {
    agencies,
    payments: seed.payments as unknown as MockPayment[],
    options: seed.payment_options as unknown as MockAgencyPaymentOptions[],
  };
};

describe('payment seed', () => {
  const { agencies, payments, options } = generate();
  const values = <T>(pick: (payment: MockPayment) => T) => new Set(payments.map(pick));

  it('is deterministic', () => {
    expect(JSON.stringify(generate().payments.slice(-200))).toBe(JSON.stringify(payments.slice(-200)));
  });

  it('has at least 20,000 payments over the two years before the reference date, with unique ids', () => {
    expect(payments.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(payments.map(payment => payment.id)).size).toBe(payments.length);
    const times = payments.map(payment => Date.parse(payment.createdAt));
    expect(Math.max(...times)).toBeLessThan(Date.parse(reference));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse(reference) - 2 * 366 * 86_400_000);
  });

  it('funds nothing on a day still to come, and refunds or reverses nothing before it was funded', () => {
    const seeded = payments.filter(payment => !/^E2E-/.test(payment.accountNumber ?? ''));
    const byId = new Map(payments.map(payment => [payment.id, payment]));
    for (const payment of seeded) {
      if (payment.fundedAt) expect(Date.parse(payment.fundedAt)).toBeLessThanOrEqual(Date.parse(reference));
      const original = payment.originalPaymentId ? byId.get(payment.originalPaymentId) : undefined;
      if (original?.fundedAt && !/^E2E-/.test(original.accountNumber ?? ''))
        expect(Date.parse(payment.createdAt)).toBeGreaterThanOrEqual(Date.parse(original.fundedAt));
    }
  });

  it('covers every client, agency, status, method, channel, mode and refund type', () => {
    expect(values(payment => payment.agencySlug)).toEqual(new Set(agencies.map(agency => agency.slug)));
    for (const status of PAYMENT_STATUSES) expect(values(payment => payment.status)).toContain(status);
    for (const type of [
      'credit_card',
      'bank_account',
      'wire_payment',
      'cash',
      'check',
      'token',
      'token_check',
      'externally_processed_card',
      'external_read_credit_card',
      'encrypted_card',
    ])
      expect(values(payment => payment.type)).toContain(type);
    expect(values(payment => payment.creditCard?.type)).toEqual(
      new Set([undefined, 'visa', 'master_card', 'discover', 'amex']),
    );
    expect(values(payment => payment.paymentChannel)).toEqual(new Set(['kiosk', 'cashier', 'web']));
    expect(values(payment => payment.paymentInitiator)).toContain('schedule_service');
    expect(values(payment => payment.refundTypeAllowed)).toEqual(
      new Set([null, 'FULL_AMOUNT', 'PARTIAL_AMOUNT_FULL_LINE_ITEM', 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM']),
    );
    expect(values(payment => payment.paymentProcessTypeName)).toEqual(
      new Set(['payment', 'refund', 'chargeback', 'chargeback_reversal', 'ach_return']),
    );
  });

  it('has payments of unknown type, errored ones, and empty or UUID-looking accounts', () => {
    expect(payments.some(payment => payment.type === 'loyalty_voucher')).toBe(true);
    expect(payments.filter(payment => payment.status === 'errored').length).toBeGreaterThan(10);
    expect(payments.some(payment => payment.accountNumber === null)).toBe(true);
    expect(payments.some(payment => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/.test(payment.accountNumber ?? ''))).toBe(
      true,
    );
  });

  it('keeps card numbers to the first six and last four digits', () => {
    const cards = payments.filter(payment => payment.creditCard);
    expect(
      cards.every(
        payment => /^\d{6}$/.test(payment.creditCard!.firstSix) && /^\d{4}$/.test(payment.creditCard!.lastFour),
      ),
    ).toBe(true);
    expect(JSON.stringify(payments.slice(0, 2000))).not.toMatch(/\d{12,19}/);
  });

  it('links related payments to existing originals, and refunds never exceed the line items', () => {
    const byId = new Map(payments.map(payment => [payment.id, payment]));
    for (const payment of payments) {
      if (payment.originalPaymentId !== null) expect(byId.has(payment.originalPaymentId)).toBe(true);
      for (const line of payment.lineItems) expect(line.amountRefundedInCents).toBeLessThanOrEqual(line.amountInCents);
      expect(payment.subtotal).toBe(payment.lineItems.reduce((sum, line) => sum + line.amountInCents, 0));
      expect(Number.isInteger(payment.totalAmount)).toBe(true);
    }
  });

  it('keys line item attributes to the client obligations', () => {
    const springfield = payments.find(
      payment =>
        payment.clientSlug === 'springfield' &&
        payment.obligationSlug === 'water-bill' &&
        payment.lineItems[0].customAttributes,
    )!;
    expect(Object.keys(springfield.lineItems[0].customAttributes!)).toEqual(['Water bill', 'Account']);
    expect(payments.some(payment => payment.clientSlug === 'capital-city' && payment.obligationSlug === null)).toBe(
      true,
    );
  });

  it('offers service types and payment sources per agency', () => {
    expect(options.map(option => option.id).sort()).toEqual(agencies.map(agency => agency.slug).sort());
    expect(options.every(option => option.serviceTypes.length >= 2 && option.paymentSources.length >= 3)).toBe(true);
  });
});
