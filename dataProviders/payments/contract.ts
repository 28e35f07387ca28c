import { z } from '../zod';

/** The statuses a payment can have. */
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

export const REFUND_TYPES = [
  'FULL_AMOUNT',
  'PARTIAL_AMOUNT_FULL_LINE_ITEM',
  'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM',
] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const CARD_TYPES = ['visa', 'master_card', 'discover', 'amex'] as const;
/** Payment types that carry a card. */
export const CARD_PAYMENT_TYPES = [
  'credit_card',
  'externally_processed_card',
  'external_read_credit_card',
  'encrypted_card',
] as const;
export const BANK_PAYMENT_TYPES = ['bank_account', 'token_check'] as const;

/** Values of the payment search's filters, as the API receives them. */
export const PAYMENT_METHOD_FILTERS = ['cash', 'check', 'credit_card', 'token', 'token_check', 'wire_payment'] as const;
export const PAYMENT_CHANNELS = ['kiosk', 'cashier', 'web'] as const;
export const PAYMENT_MODES = ['one_time', 'autopay'] as const;
export const DATE_FILTERS = ['transaction', 'funded'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Autopay payments are started by the scheduler. */
export const AUTOPAY_INITIATOR = 'schedule_service';

/** Page size of the transaction search (the results show 20 a page). */
export const RESULTS_PER_PAGE = 20;

/** The largest page GET /payments serves (per_page); the export reads a search in pages of this size. */
export const MAX_RESULTS_PER_PAGE = 100;

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

const id = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);
const cents = z.int();
const text = z.nullish(z.string());

export const lineItemSchema = z.object({
  id,
  customAttributes: z.nullish(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  amountInCents: cents,
  amountRefundedInCents: z.nullish(cents),
  amountRefundableInCents: z.nullish(cents),
});
export type WireLineItem = z.infer<typeof lineItemSchema>;

export const creditCardSchema = z.object({
  type: z.nullish(z.string()),
  firstSix: text,
  lastFour: text,
  cardholderName: text,
  expMonth: z.nullish(z.union([z.number(), z.string()])),
  expYear: z.nullish(z.union([z.number(), z.string()])),
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
  lineItems: z.nullish(z.array(lineItemSchema)),
  createdAt: text,
  totalAmount: z.nullish(cents),
});

/** GET /payments/{id}, and what void and refund return: the full payment. */
export const paymentSchema = z
  .object({
    id,
    status: z.string(),
    totalAmount: cents,
    subtotal: z.nullish(cents),
    serviceFee: z.nullish(cents),
    serviceType: text,
    service_type: text,
    agency: text,
    agencySlug: text,
    paymentSource: text,
    payment_source: text,
    paymentChannel: text,
    originalPaymentId: z.nullish(id),
    account: z.nullish(z.object({ number: text })),
    createdAt: text,
    created_at: text,
    fundedAt: text,
    funded_at: text,
    paymentInitiator: text,
    paymentProcessTypeName: text,
    obligationSlug: text,
    type: text,
    payment_type: text,
    refundable: z.nullish(z.boolean()),
    voidable: z.nullish(z.boolean()),
    refundTypeAllowed: text,
    amount_refundable: z.nullish(cents),
    amount_refunded: z.nullish(cents),
    associatedPayments: z.nullish(z.array(associatedPaymentSchema)),
    specificParams: z.nullish(z.object({ emailAddress: text, reversalReason: text })),
    creditCard: z.nullish(creditCardSchema),
    bankAccount: z.nullish(bankAccountSchema),
    wirePayment: z.nullish(wirePaymentSchema),
    checkImageUrlFront: text,
    checkImageUrlBack: text,
    lineItems: z.nullish(z.array(lineItemSchema)),
  })
  .check(
    z.refine(payment => !!(payment.createdAt ?? payment.created_at), {
      message: 'createdAt or created_at is required',
    }),
  );
export type WirePayment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = z.object({ data: paymentSchema });

/**
 * One row of GET /payments. Past the spec's fields, optional ones the export needs, named as GET /payments/{id} names
 * them: service type, source, channel, payer names, the service fee and total, the process type (payment, refund,
 * chargeback, …), and what of the payment has been refunded (0 for a transaction that is itself a refund or reversal).
 */
export const searchTransactionSchema = z.object({
  id,
  createdAt: z.string(),
  fundedAt: text,
  status: z.string(),
  type: text,
  paymentInitiator: text,
  creditCard: z.nullish(z.object({ type: text, lastFour: text, cardholderName: text })),
  bankAccount: z.nullish(z.object({ lastFour: text, bankAccountHolderName: text })),
  subtotal: cents,
  agency: text,
  account: z.nullish(z.object({ number: text })),
  originalPaymentId: z.nullish(id),
  serviceType: text,
  paymentSource: text,
  paymentChannel: text,
  serviceFee: z.nullish(cents),
  totalAmount: z.nullish(cents),
  paymentProcessTypeName: text,
  amount_refunded: z.nullish(cents),
});
export type WireSearchTransaction = z.infer<typeof searchTransactionSchema>;

export const searchResponseSchema = z.object({
  total: z.int().check(z.nonnegative()),
  transactions: z.array(searchTransactionSchema),
});

/**
 * POST /payments/{id}/refund, exactly one of: `{ refund_type: 'FULL_AMOUNT' }` refunds everything still refundable;
 * `{ line_item_payments: [{ id, amount }] }` refunds those cents of those lines (a partial `refund_type` may ride
 * along). No other key at any depth: an empty, wrapped or misspelt body is refused, never read as a full refund
 * (docs/decisions.md, Mock API).
 */
export const FULL_REFUND = { refund_type: 'FULL_AMOUNT' } as const;

export const refundLineSchema = z.strictObject({
  id: z.int().check(z.positive()),
  amount: z.int().check(z.positive()),
});

/** The most a note holds, in characters (UTF-16 code units, as a text box counts them). */
export const NOTE_MAX_LENGTH = 1000;

/** A note's text: kept exactly as typed (never trimmed), at most 1,000 characters, not only spaces. */
export const noteTextSchema = z.string().check(
  z.maxLength(NOTE_MAX_LENGTH, `must be at most ${NOTE_MAX_LENGTH} characters`),
  z.refine(text => text.trim().length > 0, 'must not be blank'),
);

export const refundRequestSchema = z
  .strictObject({
    refund_type: z.optional(z.enum(REFUND_TYPES)),
    line_item_payments: z.optional(z.array(refundLineSchema).check(z.minLength(1))),
    /** The reason typed in the dialog, saved as a note of the payment with the refund (same request, same write). */
    note: z.optional(noteTextSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      const full = body.refund_type === 'FULL_AMOUNT';
      const lines = body.line_item_payments !== undefined;
      if (full && lines)
        ctx.addIssue({
          code: 'custom',
          path: ['line_item_payments'],
          message: 'must not be sent with refund_type FULL_AMOUNT',
          input: body,
        });
      else if (!full && !lines)
        ctx.addIssue({
          code: 'custom',
          path: [body.refund_type === undefined ? 'refund_type' : 'line_item_payments'],
          message:
            body.refund_type === undefined
              ? 'is required: FULL_AMOUNT, or line_item_payments for a partial refund'
              : 'is required for a partial refund',
          input: body,
        });
    }),
  );
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** PATCH /payments/{id}/void takes no body, an empty object, or the reason typed in the dialog as `note`. */
export const voidRequestSchema = z.optional(z.strictObject({ note: z.optional(noteTextSchema) }));

const option = z.object({ value: z.string(), label: z.string() });
export type FilterOption = z.infer<typeof option>;

/** GET /filter_options?client&agencies[]: the service types and payment sources of those agencies. */
export const filterOptionsResponseSchema = z.object({
  data: z.object({ serviceTypes: z.array(option), paymentSources: z.array(option) }),
});
export type PaymentFilterOptions = z.infer<typeof filterOptionsResponseSchema>['data'];

/*
 * Notes and e-mailed receipts: not in the spec. An assumption to confirm with the payment API's owners
 * (docs/decisions.md, "Payment notes and receipts").
 * | GET   /payments/{id}/notes           | { data: Note[] }, oldest first                                 |
 * | POST  /payments/{id}/notes           | { body } -> 201 { data: Note }                                 |
 * | PATCH /payments/{id}/notes/{noteId}  | { body } -> { data: Note }: the author only, until editable_until |
 * | GET   /payments/{id}/receipts        | { data: Receipt[] }, oldest first; addresses masked             |
 * | POST  /payments/{id}/receipt         | { email? } -> 201 { data: Receipt }; no email: the payer's      |
 * Writes take an Idempotency-Key; bodies are strict (no other key).
 */

/** How long an author may correct their own note. */
export const NOTE_EDIT_WINDOW_MINUTES = 15;

/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;

/** One address, local@domain.tld: no spaces, no second @, no display name or list. */
export const EMAIL_PATTERN = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;

export const emailSchema = z
  .string()
  .check(
    z.maxLength(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`),
    z.regex(EMAIL_PATTERN, 'must be one e-mail address'),
  );

const actor = z.object({ id: z.string(), name: z.string() });

export const NOTE_ACTIONS = ['refund', 'void'] as const;

export const noteSchema = z.object({
  id: z.int(),
  payment_id: id,
  body: z.string(),
  author: actor,
  created_at: z.string(),
  /** Set once the author has corrected it. */
  updated_at: z.nullish(z.string()),
  /** Until when its author may still correct it; null once that time has passed or for anyone else. */
  editable_until: z.nullish(z.string()),
  /** The action the note gave the reason for: a refund (its payment id) or the void. */
  action: z.nullish(z.object({ kind: z.enum(NOTE_ACTIONS), payment_id: z.nullish(id) })),
});
export type WireNote = z.infer<typeof noteSchema>;

export const noteRequestSchema = z.strictObject({ body: noteTextSchema });
export type NoteRequest = z.infer<typeof noteRequestSchema>;

export const notesResponseSchema = z.object({ data: z.array(noteSchema) });
export const noteResponseSchema = z.object({ data: noteSchema });

export const receiptRequestSchema = z.strictObject({ email: z.optional(emailSchema) });
export type ReceiptRequest = z.infer<typeof receiptRequestSchema>;

export const receiptSchema = z.object({
  id: z.int(),
  payment_id: id,
  /** Masked: the first character of the mailbox, then the domain (j•••@example.net). */
  sent_to: z.string(),
  sent_by: actor,
  sent_at: z.string(),
});
export type WireReceipt = z.infer<typeof receiptSchema>;

export const receiptsResponseSchema = z.object({ data: z.array(receiptSchema) });
export const receiptResponseSchema = z.object({ data: receiptSchema });
