import {
  REFUND_TYPES,
  type RefundType,
  type WireLineItem,
  type WirePayment,
  type WireSearchTransaction,
} from '../contract';

export interface LineItem {
  id: number;
  customAttributes: Record<string, string>;
  amountInCents: number;
  amountRefundedInCents: number;
  amountRefundableInCents: number;
}

export interface AssociatedPayment {
  id: number;
  status: string;
  paymentProcessTypeName: string | null;
  lineItems: LineItem[];
  createdAt: string | null;
  totalAmount: number | null;
}

/**
 * The payment as the app uses it: every field present, missing ones null. Money in
 * cents.
 */
export interface Payment {
  id: number;
  status: string;
  totalAmount: number;
  subtotal: number | null;
  serviceFee: number | null;
  serviceType: string | null;
  agency: string | null;
  paymentSource: string | null;
  paymentChannel: string | null;
  originalPaymentId: number | null;
  account: { number: string | null };
  createdAt: string;
  fundedAt: string | null;
  paymentInitiator: string | null;
  paymentProcessTypeName: string | null;
  obligationSlug: string | null;
  type: string | null;
  refundable: boolean;
  voidable: boolean;
  refundTypeAllowed: RefundType | null;
  amountRefundable: number;
  amountRefunded: number;
  associatedPayments: AssociatedPayment[];
  specificParams: { emailAddress: string | null; reversalReason: string | null };
  creditCard: {
    type: string | null;
    firstSix: string | null;
    lastFour: string | null;
    cardholderName: string | null;
    expMonth: string | null;
    expYear: string | null;
    zipCode: string | null;
  } | null;
  bankAccount: { lastFour: string | null; bankAccountHolderName: string | null; bankAccountType: string | null } | null;
  wirePayment: { name: string | null; description: string | null; effectiveDate: string | null } | null;
  checkImageUrlFront: string | null;
  checkImageUrlBack: string | null;
  lineItems: LineItem[];
}

/**
 * One search result, with what the export adds when the API
 * gives it (null when not).
 */
export interface PaymentSummary {
  id: number;
  createdAt: string;
  fundedAt: string | null;
  status: string;
  type: string | null;
  paymentInitiator: string | null;
  creditCard: { type: string | null; lastFour: string | null; cardholderName: string | null } | null;
  bankAccount: { lastFour: string | null; bankAccountHolderName: string | null } | null;
  subtotal: number;
  agency: string | null;
  account: { number: string | null };
  originalPaymentId: number | null;
  serviceType: string | null;
  paymentSource: string | null;
  paymentChannel: string | null;
  serviceFee: number | null;
  totalAmount: number | null;
  paymentProcessTypeName: string | null;
  amountRefunded: number | null;
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);
const asText = (value: string | number | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** `full_amount`, `FULL_AMOUNT` or `partial-amount-full-line-item` -> the refund type; anything else -> null. */
export const toRefundType = (value: string | null | undefined): RefundType | null => {
  const upper = (value ?? '').trim().toUpperCase().replace(/-/g, '_');
  return (REFUND_TYPES as readonly string[]).includes(upper) ? (upper as RefundType) : null;
};

export const toLineItem = (item: WireLineItem): LineItem => {
  const refunded = item.amountRefundedInCents ?? 0;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(item.customAttributes ?? {}))
    if (value !== null && value !== '') attributes[key] = String(value);
  return {
    id: item.id,
    customAttributes: attributes,
    amountInCents: item.amountInCents,
    amountRefundedInCents: refunded,
    amountRefundableInCents: item.amountRefundableInCents ?? Math.max(0, item.amountInCents - refunded),
  };
};

export const toPayment = (wire: WirePayment): Payment => {
  const lineItems = (wire.lineItems ?? []).map(toLineItem);
  const refundableOfLines = lineItems.reduce((sum, item) => sum + item.amountRefundableInCents, 0);
  const refundedOfLines = lineItems.reduce((sum, item) => sum + item.amountRefundedInCents, 0);
  return {
    id: wire.id,
    status: wire.status,
    totalAmount: wire.totalAmount,
    subtotal: orNull(wire.subtotal),
    serviceFee: orNull(wire.serviceFee),
    serviceType: asText(wire.serviceType ?? wire.service_type),
    agency: asText(wire.agency),
    paymentSource: asText(wire.paymentSource ?? wire.payment_source),
    paymentChannel: asText(wire.paymentChannel),
    originalPaymentId: wire.originalPaymentId ?? null,
    account: { number: asText(wire.account?.number) },
    createdAt: String(wire.createdAt ?? wire.created_at),
    fundedAt: asText(wire.fundedAt ?? wire.funded_at),
    paymentInitiator: asText(wire.paymentInitiator),
    paymentProcessTypeName: asText(wire.paymentProcessTypeName),
    obligationSlug: asText(wire.obligationSlug),
    type: asText(wire.type ?? wire.payment_type),
    refundable: !!wire.refundable,
    voidable: !!wire.voidable,
    refundTypeAllowed: toRefundType(wire.refundTypeAllowed),
    amountRefundable: wire.amount_refundable ?? refundableOfLines,
    amountRefunded: wire.amount_refunded ?? refundedOfLines,
    associatedPayments: (wire.associatedPayments ?? []).map(associated => ({
      id: associated.id,
      status: associated.status,
      paymentProcessTypeName: asText(associated.paymentProcessTypeName),
      lineItems: (associated.lineItems ?? []).map(toLineItem),
      createdAt: asText(associated.createdAt),
      totalAmount: orNull(associated.totalAmount),
    })),
    specificParams: {
      emailAddress: asText(wire.specificParams?.emailAddress),
      reversalReason: asText(wire.specificParams?.reversalReason),
    },
    creditCard: wire.creditCard
      ? {
          type: asText(wire.creditCard.type),
          firstSix: asText(wire.creditCard.firstSix),
          lastFour: asText(wire.creditCard.lastFour),
          cardholderName: asText(wire.creditCard.cardholderName),
          expMonth: asText(wire.creditCard.expMonth),
          expYear: asText(wire.creditCard.expYear),
          zipCode: asText(wire.creditCard.zipCode),
        }
      : null,
    bankAccount: wire.bankAccount
      ? {
          lastFour: asText(wire.bankAccount.lastFour),
          bankAccountHolderName: asText(wire.bankAccount.bankAccountHolderName),
          bankAccountType: asText(wire.bankAccount.bankAccountType),
        }
      : null,
    wirePayment: wire.wirePayment
      ? {
          name: asText(wire.wirePayment.name),
          description: asText(wire.wirePayment.description),
          effectiveDate: asText(wire.wirePayment.effectiveDate),
        }
      : null,
    checkImageUrlFront: asText(wire.checkImageUrlFront),
    checkImageUrlBack: asText(wire.checkImageUrlBack),
    lineItems,
  };
};

export const toPaymentSummary = (wire: WireSearchTransaction): PaymentSummary => ({
  id: wire.id,
  createdAt: wire.createdAt,
  fundedAt: asText(wire.fundedAt),
  status: wire.status,
  type: asText(wire.type),
  paymentInitiator: asText(wire.paymentInitiator),
  creditCard: wire.creditCard
    ? {
        type: asText(wire.creditCard.type),
        lastFour: asText(wire.creditCard.lastFour),
        cardholderName: asText(wire.creditCard.cardholderName),
      }
    : null,
  bankAccount: wire.bankAccount
    ? {
        lastFour: asText(wire.bankAccount.lastFour),
        bankAccountHolderName: asText(wire.bankAccount.bankAccountHolderName),
      }
    : null,
  subtotal: wire.subtotal,
  agency: asText(wire.agency),
  account: { number: asText(wire.account?.number) },
  originalPaymentId: wire.originalPaymentId ?? null,
  serviceType: asText(wire.serviceType),
  paymentSource: asText(wire.paymentSource),
  paymentChannel: asText(wire.paymentChannel),
  serviceFee: orNull(wire.serviceFee),
  totalAmount: orNull(wire.totalAmount),
  paymentProcessTypeName: asText(wire.paymentProcessTypeName),
  amountRefunded: orNull(wire.amount_refunded),
});
