import type { WireNote, WireReceipt } from '../contract';

/** A note on a payment as the app keeps it. */
export interface PaymentNote {
  id: number;
  paymentId: number;
  /** Exactly as typed: shown as text, never as HTML. */
  body: string;
  author: { id: string; name: string };
  createdAt: string;
  updatedAt: string | null;
  /** Until when the signed-in user may correct it (their own note, shortly after writing it); null otherwise. */
  editableUntil: string | null;
  /** The refund (with its payment id) or the void it gave the reason for. */
  action: { kind: 'refund' | 'void'; paymentId: number | null } | null;
}

/** A receipt e-mailed from the payment's page; the address is masked by the API. */
export interface PaymentReceiptSent {
  id: number;
  paymentId: number;
  sentTo: string;
  sentBy: { id: string; name: string };
  sentAt: string;
}

export const toPaymentNote = (note: WireNote): PaymentNote => ({
  id: note.id,
  paymentId: note.payment_id,
  body: note.body,
  author: { id: note.author.id, name: note.author.name },
  createdAt: note.created_at,
  updatedAt: note.updated_at ?? null,
  editableUntil: note.editable_until ?? null,
  action: note.action ? { kind: note.action.kind, paymentId: note.action.payment_id ?? null } : null,
});

export const toPaymentReceiptSent = (receipt: WireReceipt): PaymentReceiptSent => ({
  id: receipt.id,
  paymentId: receipt.payment_id,
  sentTo: receipt.sent_to,
  sentBy: { id: receipt.sent_by.id, name: receipt.sent_by.name },
  sentAt: receipt.sent_at,
});
