import type { MockPayment } from './payments';
import type { MockUser } from './types';

/** A note on a payment as the mock keeps it (routes/paymentStory.ts serves them). */
export interface MockNote {
  id: number;
  paymentId: number;
  body: string;
  authorId: string;
  authorName: string;
  createdAt: string;
  updatedAt: string | null;
  /** The refund (its payment id) or void the note gave the reason for. */
  action: { kind: 'refund' | 'void'; paymentId: number | null } | null;
}

const REFUND_REASONS = [
  'Customer paid twice for the same bill; refunding the duplicate.',
  'Service cancelled before the permit was issued.',
  'Overcharged: the late fee was waived by the agency.',
  'Refund approved by the agency director after a phone call.',
];
const DISPUTE_NOTES = [
  'Cardholder disputes the charge. Sent the signed receipt to the processor.',
  'Called the payer: they did not recognise the agency name on the statement.',
];

const MINUTE = 60_000;
const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

/**
 * Notes for the demo, without randomness (a note's choice follows the payment's id): a reason on about a third of the
 * refunds, a note on each chargeback, by a supervisor or admin of the payment's client; the end-to-end payment with
 * every relation (E2E-RELATED) has a reason on each refund and a two-line note of its own.
 */
export const seedPaymentNotes = (payments: MockPayment[], users: MockUser[]): MockNote[] => {
  // The first supervisor of each client, a demo account first (Springfield's is the README's supervisor).
  const staff = new Map<string, MockUser>();
  const supervisors = users.filter(user => user.role === 'SUPERVISOR' && user.providerStatus === 'ACTIVE');
  for (const user of [...supervisors.filter(one => one.demo), ...supervisors])
    if (user.clientSlug && !staff.has(user.clientSlug)) staff.set(user.clientSlug, user);
  const byId = new Map(payments.map(payment => [payment.id, payment]));
  const related = new Set(
    payments.filter(payment => payment.accountNumber === 'E2E-RELATED').map(payment => payment.id),
  );
  const notes: MockNote[] = [];
  const add = (payment: MockPayment, body: string, createdAt: string, action: MockNote['action']) => {
    const author = staff.get(payment.clientSlug);
    if (!author) return;
    notes.push({
      id: notes.length + 1,
      paymentId: payment.id,
      body,
      authorId: author.id,
      authorName: `${author.first_name} ${author.last_name}`,
      createdAt,
      updatedAt: null,
      action,
    });
  };
  for (const payment of payments) {
    const original = payment.originalPaymentId === null ? undefined : byId.get(payment.originalPaymentId);
    if (!original) continue;
    const fixture = related.has(original.id);
    if (
      payment.paymentProcessTypeName === 'refund' &&
      payment.status === 'refunded' &&
      (fixture || payment.id % 3 === 0)
    )
      add(original, REFUND_REASONS[payment.id % REFUND_REASONS.length], payment.createdAt, {
        kind: 'refund',
        paymentId: payment.id,
      });
    if (payment.paymentProcessTypeName === 'chargeback')
      add(original, DISPUTE_NOTES[payment.id % DISPUTE_NOTES.length], after(payment.createdAt, 90), null);
  }
  for (const id of related) {
    const payment = byId.get(id)!;
    if (payment.originalPaymentId === null)
      add(
        payment,
        'Payer called about the statement.\nExplained each refund line by line.',
        after(payment.createdAt, 45),
        null,
      );
  }
  return notes.sort((a, b) => a.id - b.id);
};
