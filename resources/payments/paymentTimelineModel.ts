import type { Payment, PaymentNote, PaymentReceiptSent } from '../../dataProviders/payments';
import { NOTE_MAX_LENGTH } from '../../dataProviders/payments/contract';
import { formatCount } from '../../src/lib/locale';
import { refundAmountOf } from './paymentModel';

/**
 * A payment's history in time order: made, funded, refunds, void, chargebacks and reversals (its related payments),
 * notes and receipts sent. Pure: the page turns each event into words, an icon and a time.
 */
export type TimelineEvent =
  | { kind: 'created'; at: string; amount: number; processType: string | null }
  | { kind: 'funded'; at: string }
  /** A void is not dated by the API: `at` null, shown as "date not recorded", placed right after the payment was made. */
  | { kind: 'voided'; at: null; by: string | null }
  | { kind: 'refund'; at: string | null; id: number; amount: number; lines: number; failed: boolean; by: string | null }
  | { kind: 'chargeback' | 'chargeback_reversal' | 'ach_return'; at: string | null; id: number; amount: number }
  | { kind: 'note'; at: string; note: PaymentNote }
  | { kind: 'receipt'; at: string; receipt: PaymentReceiptSent };

/** At the same instant the action comes before the note that gives its reason. */
const RANK: Record<TimelineEvent['kind'], number> = {
  created: 0,
  voided: 1,
  funded: 2,
  refund: 3,
  chargeback: 3,
  chargeback_reversal: 3,
  ach_return: 3,
  receipt: 4,
  note: 5,
};

const DISPUTES = new Set(['chargeback', 'chargeback_reversal', 'ach_return']);

export const timelineOf = (
  payment: Pick<
    Payment,
    | 'createdAt'
    | 'fundedAt'
    | 'status'
    | 'totalAmount'
    | 'associatedPayments'
    | 'originalPaymentId'
    | 'paymentProcessTypeName'
  >,
  notes: readonly PaymentNote[],
  receipts: readonly PaymentReceiptSent[],
): TimelineEvent[] => {
  const reasonBy = (kind: 'refund' | 'void', id: number | null) =>
    notes.find(note => note.action?.kind === kind && (kind === 'void' || note.action.paymentId === id))?.author.name ??
    null;
  const events: TimelineEvent[] = [
    {
      kind: 'created',
      at: payment.createdAt,
      amount: payment.totalAmount,
      processType: payment.paymentProcessTypeName === 'payment' ? null : payment.paymentProcessTypeName,
    },
  ];
  if (payment.fundedAt) events.push({ kind: 'funded', at: payment.fundedAt });
  if (payment.status === 'voided') events.push({ kind: 'voided', at: null, by: reasonBy('void', null) });
  for (const related of payment.associatedPayments) {
    if (related.id === payment.originalPaymentId) continue;
    const kind = related.paymentProcessTypeName ?? (related.status === 'refunded' ? 'refund' : related.status);
    if (kind === 'refund')
      events.push({
        kind: 'refund',
        at: related.createdAt,
        id: related.id,
        amount: refundAmountOf(related),
        lines: related.lineItems.length,
        failed: related.status === 'failed',
        by: reasonBy('refund', related.id),
      });
    else if (DISPUTES.has(kind))
      events.push({
        kind: kind as 'chargeback',
        at: related.createdAt,
        id: related.id,
        amount: Math.abs(related.totalAmount ?? 0),
      });
  }
  for (const note of notes) events.push({ kind: 'note', at: note.createdAt, note });
  for (const receipt of receipts) events.push({ kind: 'receipt', at: receipt.sentAt, receipt });
  // Undated events sort as of the payment's making: a void can only come before anything else happened to it.
  const time = (event: TimelineEvent) => Date.parse(event.at ?? payment.createdAt);
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => time(a.event) - time(b.event) || RANK[a.event.kind] - RANK[b.event.kind] || a.index - b.index)
    .map(({ event }) => event);
};

/** Whether the signed-in user may still correct this note (the API says until when; only for its author). */
export const canCorrect = (note: PaymentNote, userId: string, now: number) =>
  note.author.id === userId && !!note.editableUntil && Date.parse(note.editableUntil) > now;

/** What is wrong with a note's text, or null; it is kept as typed either way. */
export const noteProblem = (text: string): 'blank' | 'tooLong' | null =>
  text.length > NOTE_MAX_LENGTH ? 'tooLong' : text.trim() ? null : 'blank';

/** A reason is optional: blank means none; a long one is refused as a note would be. */
/** The numbers of a note's length messages ("1,000 of 1,000"), both written the language's way. */
export const noteLengthArgs = (text: string, locale: string) => ({
  count: formatCount(text.length, locale),
  max: formatCount(NOTE_MAX_LENGTH, locale),
});

export const reasonProblem = (text: string): 'tooLong' | null => (text.length > NOTE_MAX_LENGTH ? 'tooLong' : null);
