import { z } from 'zod';

/** Payment statuses of spec §4. */
export const PAYMENT_STATUSES = [
  'pending',
  'voided',
  'successful',
  'refunded',
  'ach_return',
  'chargeback',
  'chargeback_reversal',
  'failed',
  'errored',
  'duplicated',
  'expired',
  'rejected',
  'rejected_velocity',
  'reversal_needed',
  'debited',
  'credited',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_TYPES = ['FULL_AMOUNT', 'PARTIAL_AMOUNT_FULL_LINE_ITEM', 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const CARD_TYPES = ['visa', 'master_card', 'discover', 'amex'] as const;
/** Payment types that carry a card (spec §9). */
export const CARD_PAYMENT_TYPES = ['credit_card', 'externally_processed_card', 'external_read_credit_card', 'encrypted_card'] as const;
export const BANK_PAYMENT_TYPES = ['bank_account', 'token_check'] as const;

/** Values of the filters of spec §9, as the API receives them. */
export const PAYMENT_METHOD_FILTERS = ['cash', 'check', 'credit_card', 'token', 'token_check', 'wire_payment'] as const;
export const PAYMENT_CHANNELS = ['kiosk', 'cashier', 'web'] as const;
export const PAYMENT_MODES = ['one_time', 'autopay'] as const;
export const DATE_FILTERS = ['transaction', 'funded'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Autopay payments are started by the scheduler. */
export const AUTOPAY_INITIATOR = 'schedule_service';

/** Page size of the transaction search (spec §9 resultsPerPage). */
export const RESULTS_PER_PAGE = 20;

/** The seven search criteria, named as GET /payments receives them. */
export const SEARCH_CRITERIA = [
  'account_number',
  'amount',
  'bank_account_holder_name',
  'bank_account_last_four',
  'cardholder_name',
  'credit_card_last_four',
  'transaction_number',
] as const;
export type SearchCriterion = (typeof SEARCH_CRITERIA)[number];

/**
 * A payment search as the app keeps it (in the URL and react-admin's list filter): criteria by their
 * API names (amount in cents), filters, and calendar days that become instants in the user's timezone.
 */
export interface PaymentSearch {
  transaction_number?: string;
  account_number?: string;
  amount?: number;
  cardholder_name?: string;
  bank_account_holder_name?: string;
  bank_account_last_four?: string;
  credit_card_last_four?: string;
  agencies?: string[];
  service_type?: string;
  status?: PaymentStatus;
  payment_channel?: (typeof PAYMENT_CHANNELS)[number];
  payment_method?: (typeof PAYMENT_METHOD_FILTERS)[number];
  payment_sources?: string;
  payment_mode?: (typeof PAYMENT_MODES)[number];
  /** `YYYY-MM-DD` */
  date_from?: string;
  /** `YYYY-MM-DD` */
  date_to?: string;
  dateFilter?: DateFilter;
}

const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const cents = z.number().int();
const text = z.string().nullish();

export const lineItemSchema = z.object({
  id,
  customAttributes: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullish(),
  amountInCents: cents,
  amountRefundedInCents: cents.nullish(),
  amountRefundableInCents: cents.nullish(),
});
export type WireLineItem = z.infer<typeof lineItemSchema>;

export const creditCardSchema = z.object({
  type: z.string().nullish(),
  firstSix: text,
  lastFour: text,
  cardholderName: text,
  expMonth: z.union([z.number(), z.string()]).nullish(),
  expYear: z.union([z.number(), z.string()]).nullish(),
  zipCode: text,
});

export const bankAccountSchema = z.object({
  lastFour: text,
  bankAccountHolderName: text,
  bankAccountType: text,
});

export const wirePaymentSchema = z.object({ name: text, description: text, effectiveDate: text });

export const associatedPaymentSchema = z.object({
  id,
  status: z.string(),
  paymentProcessTypeName: text,
  lineItems: z.array(lineItemSchema).nullish(),
  createdAt: text,
  totalAmount: cents.nullish(),
});

/** GET /payments/{id}, and what void and refund return: the full payment of spec §3. */
export const paymentSchema = z.object({
  id,
  status: z.string(),
  totalAmount: cents,
  subtotal: cents.nullish(),
  serviceFee: cents.nullish(),
  serviceType: text,
  service_type: text,
  agency: text,
  agencySlug: text,
  paymentSource: text,
  payment_source: text,
  paymentChannel: text,
  originalPaymentId: id.nullish(),
  account: z.object({ number: text }).nullish(),
  createdAt: z.string(),
  created_at: text,
  fundedAt: text,
  funded_at: text,
  paymentInitiator: text,
  paymentProcessTypeName: text,
  obligationSlug: text,
  type: text,
  payment_type: text,
  refundable: z.boolean().nullish(),
  voidable: z.boolean().nullish(),
  refundTypeAllowed: text,
  amount_refundable: cents.nullish(),
  amount_refunded: cents.nullish(),
  associatedPayments: z.array(associatedPaymentSchema).nullish(),
  specificParams: z.object({ emailAddress: text, reversalReason: text }).nullish(),
  creditCard: creditCardSchema.nullish(),
  bankAccount: bankAccountSchema.nullish(),
  wirePayment: wirePaymentSchema.nullish(),
  checkImageUrlFront: text,
  checkImageUrlBack: text,
  lineItems: z.array(lineItemSchema).nullish(),
});
export type WirePayment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = z.object({ data: paymentSchema });

/** One row of GET /payments. */
export const searchTransactionSchema = z.object({
  id,
  createdAt: z.string(),
  fundedAt: text,
  status: z.string(),
  type: text,
  paymentInitiator: text,
  creditCard: z.object({ type: text, lastFour: text }).nullish(),
  bankAccount: z.object({ lastFour: text }).nullish(),
  subtotal: cents,
  agency: text,
  account: z.object({ number: text }).nullish(),
  originalPaymentId: id.nullish(),
});
export type WireSearchTransaction = z.infer<typeof searchTransactionSchema>;

export const searchResponseSchema = z.object({ total: z.number().int().nonnegative(), transactions: z.array(searchTransactionSchema) });

/** POST /payments/{id}/refund: no body refunds everything refundable; line items refund those amounts (cents). */
export const refundRequestSchema = z.object({
  line_item_payments: z.array(z.object({ id, amount: z.number().int().positive() })).min(1).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

const option = z.object({ value: z.string(), label: z.string() });
export type FilterOption = z.infer<typeof option>;

/** GET /filter_options?client&agencies[]: the service types and payment sources of those agencies. */
export const filterOptionsResponseSchema = z.object({
  data: z.object({ serviceTypes: z.array(option), paymentSources: z.array(option) }),
});
export type PaymentFilterOptions = z.infer<typeof filterOptionsResponseSchema>['data'];
