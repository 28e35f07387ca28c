import type { Obligation } from '../../dataProviders/config/contract';
import type { Payment, RefundLine } from '../../dataProviders/payments';
import { formatCents } from '../../src/lib/money';
import { detailStatusKey, lineItemLabels, type Text } from './paymentModel';

/**
 * Why Void or Refund is disabled on a payment's page, and why the server refused one.
 */

const K = 'rm.payments.show.actions';

export interface ActionUser {
  role: string;
  mayVoid: boolean;
  mayRefund: boolean;
}

type Blockable = Pick<
  Payment,
  | 'status'
  | 'voidable'
  | 'refundable'
  | 'paymentProcessTypeName'
  | 'fundedAt'
  | 'amountRefundable'
  | 'amountRefunded'
  | 'associatedPayments'
  | 'originalPaymentId'
>;

const processType = (payment: Blockable): Text => ({
  key: `rm.payments.show.processTypes.${payment.paymentProcessTypeName}`,
  args: { _: payment.paymentProcessTypeName },
});
const isOriginal = (payment: Blockable) =>
  !payment.paymentProcessTypeName || payment.paymentProcessTypeName === 'payment';
const children = (payment: Blockable) =>
  payment.associatedPayments.filter(associated => associated.id !== payment.originalPaymentId);
const blockedByDispute = (payment: Blockable) => {
  const kinds = children(payment).map(child => child.paymentProcessTypeName ?? child.status);
  return kinds.includes('ach_return') || (kinds.includes('chargeback') && !kinds.includes('chargeback_reversal'));
};

/** Why Void is disabled (the tooltip), or null when it is enabled. The server decides; these say the likely reason. */
export const voidBlockedBy = (user: ActionUser, payment: Blockable, locale = 'en'): Text | null => {
  if (!user.mayVoid) return { key: `${K}.cannotVoidRole`, args: { role: { key: `rm.users.roles.${user.role}` } } };
  if (payment.status === 'voided') return { key: `${K}.alreadyVoided` };
  if (payment.voidable) return null;
  if (!isOriginal(payment)) return { key: `${K}.voidNotAPayment`, args: { type: processType(payment) } };
  if (payment.status !== 'successful')
    return { key: `${K}.voidNotSuccessful`, args: { status: { key: detailStatusKey(payment) } } };
  if (payment.fundedAt) return { key: `${K}.voidFunded` };
  if (payment.amountRefunded > 0)
    return { key: `${K}.voidRefunded`, args: { amount: formatCents(payment.amountRefunded, locale) } };
  if (children(payment).length) return { key: `${K}.voidRelated` };
  return { key: `${K}.notVoidable` };
};

/** Why Refund is disabled (the tooltip), or null when it is enabled. */
export const refundBlockedBy = (user: ActionUser, payment: Blockable, locale = 'en'): Text | null => {
  if (!user.mayRefund) return { key: `${K}.cannotRefundRole`, args: { role: { key: `rm.users.roles.${user.role}` } } };
  // A refund record is "refunded" too: it is named for what it is, not as a payment already refunded.
  if (!isOriginal(payment) && !payment.refundable)
    return { key: `${K}.refundNotAPayment`, args: { type: processType(payment) } };
  if (payment.status === 'refunded') return { key: `${K}.alreadyRefunded` };
  if (payment.refundable) return null;
  if (payment.status === 'voided') return { key: `${K}.refundVoided` };
  if (payment.status !== 'successful')
    return { key: `${K}.refundNotSuccessful`, args: { status: { key: detailStatusKey(payment) } } };
  if (!payment.fundedAt) return { key: `${K}.refundNotFunded` };
  if (payment.amountRefundable <= 0)
    return { key: `${K}.refundNothingLeft`, args: { amount: formatCents(payment.amountRefunded, locale) } };
  if (blockedByDispute(payment)) return { key: `${K}.refundDisputed` };
  return { key: `${K}.notRefundable` };
};

/** `note`: the optional reason typed in the dialog, saved by the API as a note with the action. */
export type PaymentIntent =
  { kind: 'void'; note?: string } | { kind: 'refund'; lines: RefundLine[] | null; note?: string };

/**
 * Why the server refused a void or refund, in words, from the payment as it is now (reloaded after the refusal): the
 * line items asked for more than they have left, or why the action is no longer possible. Null when the reloaded
 * payment does not explain it (the server's own message is shown then).
 */
export const refusalReason = (
  intent: PaymentIntent,
  now: Payment,
  obligation: Obligation | undefined,
  user: ActionUser,
  locale = 'en',
): Text[] | null => {
  if (intent.kind === 'void') {
    const blocked = voidBlockedBy(user, now, locale);
    return blocked ? [blocked] : null;
  }
  if (intent.lines?.length) {
    const short = intent.lines.flatMap(asked => {
      const line = now.lineItems.find(item => item.id === asked.id);
      if (!line || asked.amount <= line.amountRefundableInCents) return [];
      const labels = lineItemLabels(line, obligation);
      return [
        {
          key: `${K}.lineLeft`,
          args: {
            description: labels.description,
            subDescription: labels.subDescription,
            amount: formatCents(line.amountRefundableInCents, locale),
          },
        },
      ];
    });
    if (short.length) return short;
  }
  const blocked = refundBlockedBy(user, now, locale);
  return blocked ? [blocked] : null;
};
