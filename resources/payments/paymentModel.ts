import type { Obligation } from '../../dataProviders/config/contract';
import {
  AUTOPAY_INITIATOR,
  CARD_PAYMENT_TYPES,
  CARD_TYPES,
  PAYMENT_STATUSES,
  RESULTS_PER_PAGE,
} from '../../dataProviders/payments/contract';
import type { AssociatedPayment, LineItem, Payment, PaymentSummary } from '../../dataProviders/payments';
import { formatCents } from '../../src/lib/money';

const K = 'rm.payments';

/**
 * The key of a payment field's label, `resources.payments.fields.<source>` (src/i18n/en/fieldLabels.ts), for code that
 * names a field outside react-admin's inputs and columns: the filters' chips, the export's headers, the receipt.
 */
export const paymentFieldKey = (source: string) => `resources.payments.fields.${source}`;

/** A translation key and its arguments, so pure functions can name texts without translating. */
export interface Text {
  key: string;
  args?: Record<string, unknown>;
}

/** The label of a status; anything else is 'Unknown status'. */
export const statusLabelKey = (status: string | null | undefined): string =>
  (PAYMENT_STATUSES as readonly string[]).includes(status ?? '') ? `${K}.statuses.${status}` : `${K}.unknownStatus`;

/**
 * Whether a transaction is a payment (rather than a refund, chargeback, reversal or ACH return of one): one that refers
 * to no original, and whose process type, where the API names it, is payment.
 */
export const isOriginalPayment = (tx: Pick<Payment, 'paymentProcessTypeName' | 'originalPaymentId'>) =>
  (tx.paymentProcessTypeName ?? 'payment') === 'payment' && !tx.originalPaymentId;

/**
 * A transaction's status as the results, its page, its receipt and the export name it: "Refund" (the spec's label)
 * names a refund, so a payment refunded in full reads "Refunded".
 */
export const detailStatusKey = (
  payment: Pick<Payment, 'status' | 'paymentProcessTypeName' | 'originalPaymentId'>,
): string =>
  payment.status === 'refunded' && isOriginalPayment(payment)
    ? `${K}.show.banner.refundedPayment`
    : statusLabelKey(payment.status);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuidLike = (text: string) => UUID.test(text.trim());

/** The account number to show, or null for 'Not available' (empty, or an internal UUID rather than a number). */
export const displayAccount = (number: string | null | undefined): string | null =>
  number && number.trim() && !isUuidLike(number) ? number : null;

const MINUS_STATUSES = new Set(['refunded', 'ach_return', 'chargeback']);

/** Refunded, ACH return and chargeback amounts show a leading minus; failed ones too when they refer to an original payment. */
export const showsMinus = (status: string, originalPaymentId: number | null | undefined) =>
  MINUS_STATUSES.has(status) || (status === 'failed' && (originalPaymentId ?? 0) > 0);

export const formatPaymentAmount = (
  cents: number,
  status: string,
  originalPaymentId: number | null | undefined,
  locale = 'en',
) => formatCents(showsMinus(status, originalPaymentId) ? -Math.abs(cents) : cents, locale);

/**
 * An amount of a transaction as the results, its page, its receipt and the export show it. The minus is for money
 * going back (a refund, a chargeback, an ACH return, a failed refund): a payment keeps its own amounts positive, even
 * refunded in full, and shows what went back as its refunded amount.
 */
export const signedAmount = (
  cents: number,
  tx: Pick<Payment, 'status' | 'originalPaymentId' | 'paymentProcessTypeName'>,
): number =>
  !isOriginalPayment(tx) && showsMinus(tx.status, tx.originalPaymentId) ? -Math.abs(cents) : Math.abs(cents);

export const formatDetailAmount = (
  cents: number,
  payment: Pick<Payment, 'status' | 'originalPaymentId' | 'paymentProcessTypeName'>,
  locale = 'en',
) => formatCents(signedAmount(cents, payment), locale);

/** What one transaction says about money, as the money model reads it; null where the source does not say. */
export interface MoneyFacts {
  status: string;
  paymentProcessTypeName: string | null;
  originalPaymentId: number | null;
  subtotal: number | null;
  serviceFee: number | null;
  totalAmount: number | null;
  /** What of a payment has been refunded (not counted for other transactions). */
  amountRefunded: number | null;
}

/**
 * Why a transaction's net is zero although its total is not: nothing was collected (voided, failed, pending, …), or
 * it is a refund, whose money is counted in its original payment's refunded amount and net.
 */
export type NetNote = { kind: 'notCollected' } | { kind: 'inOriginal'; id: number | null };

/** The money of one transaction in signed cents: what the results, its page, its receipt and the export show. */
export interface PaymentMoney {
  subtotal: number | null;
  serviceFee: number | null;
  total: number | null;
  /** What went back of a payment by refunds (0 or negative); null for other transactions. */
  refunded: number | null;
  /** The service fee a refunded payment keeps: refunds give back line items. Null when nothing was refunded. */
  feeKept: number | null;
  /**
   * What the transaction adds to what the client collected: a payment's total less its refunds; a chargeback or ACH
   * return takes its amount away and a chargeback reversal brings it back; 0 for what collected nothing and for a
   * refund (already in its original's net), so a column of nets adds up.
   */
  net: number | null;
  netNote: NetNote | null;
}

/** A payment's money is collected once it settles; in these statuses, as the payment API funds them. */
const COLLECTED = new Set(['successful', 'refunded', 'debited', 'credited', 'reversal_needed']);
/** A chargeback, reversal or ACH return in these statuses moved no money. */
const NOTHING_MOVED = new Set([
  'pending',
  'voided',
  'failed',
  'errored',
  'expired',
  'rejected',
  'rejected_velocity',
  'duplicated',
]);

/** The one money model of a transaction: its page, its receipt and the export all read their amounts from here. */
export const moneyOf = (tx: MoneyFacts): PaymentMoney => {
  const sign = (cents: number | null) => (cents === null ? null : signedAmount(cents, tx));
  const subtotal = sign(tx.subtotal);
  const serviceFee = sign(tx.serviceFee);
  const total = sign(tx.totalAmount);
  if (isOriginalPayment(tx)) {
    const collected = COLLECTED.has(tx.status);
    const refunded = tx.amountRefunded === null ? null : tx.amountRefunded ? -tx.amountRefunded : 0;
    const net = total === null || refunded === null ? null : collected ? total + refunded : 0;
    return {
      subtotal,
      serviceFee,
      total,
      refunded,
      feeKept: refunded && net !== null ? Math.max(0, Math.min(serviceFee ?? 0, net)) : null,
      net,
      netNote: collected ? null : { kind: 'notCollected' },
    };
  }
  const base = { subtotal, serviceFee, total, refunded: null, feeKept: null };
  if (NOTHING_MOVED.has(tx.status))
    return { ...base, net: total === null ? null : 0, netNote: { kind: 'notCollected' } };
  if (tx.paymentProcessTypeName === 'refund' || (!tx.paymentProcessTypeName && tx.status === 'refunded'))
    return { ...base, net: total === null ? null : 0, netNote: { kind: 'inOriginal', id: tx.originalPaymentId } };
  return { ...base, net: total, netNote: null };
};

/** Each money line is named by its field's label (paymentFieldKey). */
export type MoneyLineKey = 'subtotal' | 'serviceFee' | 'totalAmount' | 'amountRefunded' | 'feeKept' | 'net';

/**
 * The money lines of a transaction's page and receipt, in order: the amounts, then for a payment with refunds what went
 * back and the fee kept, then the net with why it is zero when its total is not.
 */
export const moneyLines = (money: PaymentMoney): { key: MoneyLineKey; cents: number | null; note?: Text }[] => {
  const lines: { key: MoneyLineKey; cents: number | null; note?: Text }[] = [
    { key: 'subtotal', cents: money.subtotal },
    { key: 'serviceFee', cents: money.serviceFee },
    { key: 'totalAmount', cents: money.total },
  ];
  if (money.refunded) lines.push({ key: 'amountRefunded', cents: money.refunded });
  if (money.feeKept) lines.push({ key: 'feeKept', cents: money.feeKept });
  if (money.net !== null) {
    const note = money.netNote;
    lines.push({
      key: 'net',
      cents: money.net,
      ...(note && money.net === 0 && money.total
        ? {
            note:
              note.kind === 'inOriginal'
                ? { key: `${K}.show.transactionDetails.netInOriginal`, args: { id: note.id ?? '' } }
                : { key: `${K}.show.transactionDetails.netNotCollected` },
          }
        : {}),
    });
  }
  return lines;
};

/** `token_check` -> `Token check`. */
export const humanise = (type: string) => {
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
};

export const isAutopay = (payment: Pick<PaymentSummary, 'paymentInitiator'>) =>
  payment.paymentInitiator === AUTOPAY_INITIATOR;

const CARD_PAYMENT = new Set<string>(CARD_PAYMENT_TYPES);

export type MethodDisplay =
  | { kind: 'card'; text: Text }
  | { kind: 'bank'; text: Text }
  | { kind: 'wire' | 'cash'; text: Text }
  /** A type the filters name (Token, Check, …) in their words, any other humanised; none when the payment has no type. */
  | { kind: 'other'; text: Text | undefined };

export const cardTypeLabel = (type: string | null | undefined): Text | string =>
  type && (CARD_TYPES as readonly string[]).includes(type)
    ? { key: `${K}.method.cardTypes.${type}` }
    : humanise(type ?? '');

/** Card type and last four, a bank's last four, 'Wire transfer', 'Cash', or the humanised type. */
export const paymentMethodOf = (
  payment: Pick<PaymentSummary, 'type' | 'creditCard' | 'bankAccount'>,
): MethodDisplay => {
  const type = payment.type ?? '';
  if (payment.creditCard && (CARD_PAYMENT.has(type) || type === 'token' || !type)) {
    const cardType = cardTypeLabel(payment.creditCard.type);
    return {
      kind: 'card',
      text: {
        key: payment.creditCard.lastFour ? `${K}.method.card` : `${K}.method.cardNoNumber`,
        args: { type: cardType, lastFour: payment.creditCard.lastFour },
      },
    };
  }
  if (payment.bankAccount?.lastFour)
    return { kind: 'bank', text: { key: `${K}.method.bank`, args: { lastFour: payment.bankAccount.lastFour } } };
  if (type === 'wire_payment') return { kind: 'wire', text: { key: `${K}.method.wire` } };
  if (type === 'cash') return { kind: 'cash', text: { key: `${K}.method.cash` } };
  return {
    kind: 'other',
    text: type ? { key: `${K}.filters.methods.${type}`, args: { _: humanise(type) } } : undefined,
  };
};

/** Whether the payment method details can be shown: not for errored payments or unknown types. */
export const KNOWN_TYPES = new Set<string>([
  ...CARD_PAYMENT_TYPES,
  'bank_account',
  'token',
  'token_check',
  'wire_payment',
  'cash',
  'check',
]);
export const methodDetailsAvailable = (payment: Pick<Payment, 'status' | 'type'>) =>
  payment.status !== 'errored' && KNOWN_TYPES.has(payment.type ?? '');

export const pageCountOf = (total: number, perPage = RESULTS_PER_PAGE) => Math.max(0, Math.ceil(total / perPage));

/** Transaction id from the path: the trailing digits of /payment/…; null when there are none. */
export const paymentIdFromPath = (pathname: string): number | null => {
  const match = /^\/payment\/(?:.*?)(\d+)\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The labels of a line item: the client's obligation names which custom attributes describe it. */
export const lineItemLabels = (
  line: Pick<LineItem, 'id' | 'customAttributes'>,
  obligation: Obligation | undefined,
): { description: Text | string; subDescription: Text | string } => {
  const descriptionKey = obligation?.paymentAttributes?.description;
  const subKey = obligation?.paymentAttributes?.subDescription;
  const description = descriptionKey ? line.customAttributes[descriptionKey] : undefined;
  const subDescription = subKey ? line.customAttributes[subKey] : undefined;
  return {
    description: description || { key: `${K}.show.lineItems.defaultDescription`, args: { id: line.id } },
    subDescription: subDescription || { key: `${K}.show.lineItems.defaultSubDescription` },
  };
};

export const obligationOf = (obligations: Obligation[] | undefined, slug: string | null) =>
  obligations?.find(obligation => obligation.obligationSlug === slug);

export const isRefund = (associated: Pick<AssociatedPayment, 'paymentProcessTypeName' | 'status'>) =>
  associated.paymentProcessTypeName === 'refund' ||
  (!associated.paymentProcessTypeName && associated.status === 'refunded');

/** The refunds made of this payment, oldest first. */
export const refundsOf = (payment: Pick<Payment, 'associatedPayments' | 'originalPaymentId'>) =>
  payment.associatedPayments.filter(associated => associated.id !== payment.originalPaymentId && isRefund(associated));

/** What a refund gave back: its total, or what its line items refunded when the API leaves the total out. */
export const refundAmountOf = (refund: Pick<AssociatedPayment, 'totalAmount' | 'lineItems'>) =>
  Math.abs(refund.totalAmount ?? refund.lineItems.reduce((sum, line) => sum + line.amountRefundedInCents, 0));

/** Previous refunds of one line item, in rows of 3 links. */
export const previousRefundRows = (
  payment: Pick<Payment, 'associatedPayments' | 'originalPaymentId'>,
  lineId: number,
  perRow = 3,
): AssociatedPayment[][] => {
  const refunds = refundsOf(payment).filter(refund => refund.lineItems.some(line => line.id === lineId));
  const rows: AssociatedPayment[][] = [];
  for (let i = 0; i < refunds.length; i += perRow) rows.push(refunds.slice(i, i + perRow));
  return rows;
};

export type RelatedKind = 'original' | 'chargeback' | 'chargeback_reversal' | 'ach_return';

/** Links to related transactions: the original payment, chargebacks, their reversals and ACH returns. */
export const relatedLinks = (
  payment: Pick<Payment, 'associatedPayments' | 'originalPaymentId'>,
): { id: number; kind: RelatedKind }[] =>
  payment.associatedPayments.flatMap((associated): { id: number; kind: RelatedKind }[] => {
    if (associated.id === payment.originalPaymentId) return [{ id: associated.id, kind: 'original' as const }];
    const kind =
      associated.paymentProcessTypeName &&
      ['chargeback', 'chargeback_reversal', 'ach_return'].includes(associated.paymentProcessTypeName)
        ? associated.paymentProcessTypeName
        : associated.status;
    if (kind === 'chargeback' || kind === 'chargeback_reversal' || kind === 'ach_return')
      return [{ id: associated.id, kind }];
    if (kind === 'successful' && !isRefund(associated)) return [{ id: associated.id, kind: 'original' as const }];
    return [];
  });
