import type { Obligation } from '../../dataProviders/config/contract';
import type { Payment } from '../../dataProviders/payments';
import {
  lineItemLabels,
  methodDetailsAvailable,
  obligationOf,
  paymentMethodOf,
  moneyOf,
  refundAmountOf,
  refundsOf,
  type PaymentMoney,
  type Text,
} from './paymentModel';

export interface ReceiptLine {
  id: number;
  description: Text | string;
  subDescription: Text | string;
  amount: number;
  refunded: number;
}

/** A refund, or the void of the payment, as the receipt lists them; amounts in cents, given back. */
export interface ReceiptAdjustment {
  kind: 'refund' | 'void';
  id: number;
  date: string | null;
  amount: number;
}

export interface Receipt {
  payer: string | null;
  method: Text | string | null;
  lines: ReceiptLine[];
  adjustments: ReceiptAdjustment[];
  /** The payment's money, as its page and the export read it. */
  money: PaymentMoney;
}

/**
 * What a printed receipt shows of a payment. The method is the card's brand and last four (or a bank account's last
 * four) and never more of it: a receipt leaves the building. Where the detail page says the method details are
 * unavailable, so does the receipt.
 */
export const receiptOf = (payment: Payment, obligations: Obligation[] | undefined): Receipt => {
  const available = methodDetailsAvailable(payment);
  const method = paymentMethodOf(payment);
  const obligation = obligationOf(obligations, payment.obligationSlug);
  const refunds = refundsOf(payment).map((refund): ReceiptAdjustment => ({
    kind: 'refund',
    id: refund.id,
    date: refund.createdAt,
    amount: refundAmountOf(refund),
  }));
  // The payment API gives no date for a void: the payment's status is all that says it happened.
  const voided: ReceiptAdjustment[] =
    payment.status === 'voided' ? [{ kind: 'void', id: payment.id, date: null, amount: payment.totalAmount }] : [];
  return {
    payer: available
      ? (payment.creditCard?.cardholderName ??
        payment.bankAccount?.bankAccountHolderName ??
        payment.wirePayment?.name ??
        null)
      : null,
    method: !available
      ? null
      : method.kind === 'bank'
        ? { key: 'rm.payments.show.receipt.bank', args: method.text.args }
        : (method.text ?? null),
    lines: payment.lineItems.map(line => ({
      id: line.id,
      ...lineItemLabels(line, obligation),
      amount: line.amountInCents,
      refunded: line.amountRefundedInCents,
    })),
    adjustments: [...refunds, ...voided],
    money: moneyOf(payment),
  };
};
