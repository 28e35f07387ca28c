import type { Payment, PaymentSummary } from '../../dataProviders/payments';

/** A small payment record builder for component tests. */
export const testPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 1000042,
  status: 'successful',
  totalAmount: 7150,
  subtotal: 7000,
  serviceFee: 150,
  serviceType: 'Water bill',
  agency: 'Water Utilities',
  paymentSource: 'Web portal',
  paymentChannel: 'web',
  originalPaymentId: null,
  account: { number: 'WU-100200' },
  createdAt: '2025-01-15T15:00:00Z',
  fundedAt: '2025-01-16T12:00:00Z',
  paymentInitiator: 'customer',
  paymentProcessTypeName: 'payment',
  obligationSlug: 'water-bill',
  type: 'credit_card',
  refundable: true,
  voidable: false,
  refundTypeAllowed: 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM',
  amountRefundable: 7000,
  amountRefunded: 0,
  associatedPayments: [],
  specificParams: { emailAddress: null, reversalReason: null },
  creditCard: {
    type: 'visa',
    firstSix: '424242',
    lastFour: '4242',
    cardholderName: 'Ann Lee',
    expMonth: '4',
    expYear: '2028',
    zipCode: '62701',
  },
  bankAccount: null,
  wirePayment: null,
  checkImageUrlFront: null,
  checkImageUrlBack: null,
  lineItems: [
    {
      id: 1,
      customAttributes: { 'Water bill': 'March usage', Account: 'WU-100200' },
      amountInCents: 5000,
      amountRefundedInCents: 0,
      amountRefundableInCents: 5000,
    },
    {
      id: 2,
      customAttributes: { 'Water bill': 'Late fee' },
      amountInCents: 1500,
      amountRefundedInCents: 0,
      amountRefundableInCents: 1500,
    },
    { id: 3, customAttributes: {}, amountInCents: 500, amountRefundedInCents: 500, amountRefundableInCents: 0 },
  ],
  ...overrides,
});

export const WATER_BILL = {
  obligationSlug: 'water-bill',
  paymentAttributes: { description: 'Water bill', subDescription: 'Account' },
};

/** Transaction 1021296 after "Refund $40.00": its line items went back in one refund, the $1.00 service fee stayed. */
export const refundedPayment = (): Payment =>
  testPayment({
    status: 'refunded',
    subtotal: 4000,
    serviceFee: 100,
    totalAmount: 4100,
    amountRefunded: 4000,
    amountRefundable: 0,
    refundable: false,
    associatedPayments: [
      {
        id: 1000050,
        status: 'refunded',
        paymentProcessTypeName: 'refund',
        lineItems: [],
        createdAt: '2025-01-20T15:00:00Z',
        totalAmount: 4000,
      },
    ],
  });

/** A small search result builder (a row of GET /payments) for component and model tests. */
export const testPaymentSummary = (overrides: Partial<PaymentSummary> = {}): PaymentSummary => ({
  id: 1000001,
  createdAt: '2025-07-04T19:05:09Z',
  fundedAt: null,
  status: 'successful',
  type: 'credit_card',
  paymentInitiator: 'customer',
  creditCard: { type: 'visa', lastFour: '4242', cardholderName: 'Ann Lee' },
  bankAccount: null,
  subtotal: 123456,
  agency: 'Water Utilities',
  account: { number: 'WU-1' },
  originalPaymentId: null,
  serviceType: 'Water bill',
  paymentSource: 'Web portal',
  paymentChannel: 'web',
  serviceFee: 3086,
  totalAmount: 126542,
  paymentProcessTypeName: 'payment',
  amountRefunded: 0,
  ...overrides,
});
