import type { Payment } from '../../dataProviders/payments';
import type { Text } from './paymentModel';

/**
 * Why Void or Refund is disabled on a payment's page. Apart from paymentModel: the reasons name the user's role, a
 * message of the users area, which the search page does not load.
 */

const K = 'rm.payments';

export interface ActionUser {
  role: string;
  mayVoid: boolean;
  mayRefund: boolean;
}

/** Why Void is disabled (the tooltip), or null when it is enabled. */
export const voidBlockedBy = (user: ActionUser, payment: Pick<Payment, 'status' | 'voidable'>): Text | null => {
  if (!user.mayVoid) return { key: `${K}.show.actions.cannotVoidRole`, args: { role: { key: `rm.users.roles.${user.role}` } } };
  if (payment.status === 'voided') return { key: `${K}.show.actions.alreadyVoided` };
  if (!payment.voidable) return { key: `${K}.show.actions.notVoidable` };
  return null;
};

/** Why Refund is disabled (the tooltip), or null when it is enabled. */
export const refundBlockedBy = (user: ActionUser, payment: Pick<Payment, 'status' | 'refundable'>): Text | null => {
  if (!user.mayRefund) return { key: `${K}.show.actions.cannotRefundRole`, args: { role: { key: `rm.users.roles.${user.role}` } } };
  if (payment.status === 'refunded') return { key: `${K}.show.actions.alreadyRefunded` };
  if (!payment.refundable) return { key: `${K}.show.actions.notRefundable` };
  return null;
};
