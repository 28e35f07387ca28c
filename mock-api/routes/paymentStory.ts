import type { Request, RequestHandler, Response, Router } from 'express';
import {
  NOTE_EDIT_WINDOW_MINUTES,
  noteRequestSchema,
  receiptRequestSchema,
  type WireNote,
  type WireReceipt,
} from '../../dataProviders/payments/contract';
import { requirePermission, sendError, userOf } from '../context';
import { permissionsOf } from '../permissions';
import type { MockNote } from '../seed/paymentNotes';
import type { MockPayment } from '../seed/payments';
import type { MockUser } from '../seed/types';
import type { Store } from '../store';

/**
 * Notes and e-mailed receipts of a payment: an assumed extension of the payment API (docs/decisions.md, "Payment
 * notes and receipts"). The mock "sends" a receipt by keeping the message in its outbox, which the tests read at
 * GET /__mock/outbox (served only with --test-controls).
 */

export const NOTES = 'payment_notes';
export const RECEIPTS = 'payment_receipts';
export const OUTBOX = 'outbox';

/** Past these a payment takes no more: a loop in a client must not grow a payment without end. */
export const MAX_NOTES_PER_PAYMENT = 200;
export const MAX_RECEIPTS_PER_PAYMENT = 50;

const EDIT_WINDOW_MS = NOTE_EDIT_WINDOW_MINUTES * 60_000;

export interface MockReceipt {
  id: number;
  paymentId: number;
  sentTo: string;
  sentById: string;
  sentByName: string;
  sentAt: string;
}

/** A message the mock "sent": what a test reads to see what went out, and that it went once. */
export interface MockOutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  paymentId: number;
  sentAt: string;
}

export const nameOf = (user: Pick<MockUser, 'first_name' | 'last_name' | 'email'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** j•••@example.net: the first character of the mailbox and the domain, enough to recognise, not to harvest. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};

/** Why this user may not correct the note now, or null: only its author, only within the window after writing it. */
export const noteEditRefusal = (
  note: MockNote,
  userId: string,
  now: number,
): { status: 403 | 409; message: string } | null => {
  if (note.authorId !== userId) return { status: 403, message: 'Only its author can correct a note.' };
  if (now - Date.parse(note.createdAt) > EDIT_WINDOW_MS)
    return {
      status: 409,
      message: `A note can be corrected for ${NOTE_EDIT_WINDOW_MINUTES} minutes after it is written.`,
    };
  return null;
};

export const toApiNote = (note: MockNote, userId: string, now: number): WireNote => ({
  id: note.id,
  payment_id: note.paymentId,
  body: note.body,
  author: { id: note.authorId, name: note.authorName },
  created_at: note.createdAt,
  updated_at: note.updatedAt,
  editable_until: noteEditRefusal(note, userId, now)
    ? null
    : new Date(Date.parse(note.createdAt) + EDIT_WINDOW_MS).toISOString(),
  action: note.action ? { kind: note.action.kind, payment_id: note.action.paymentId } : null,
});

export const toApiReceipt = (receipt: MockReceipt): WireReceipt => ({
  id: receipt.id,
  payment_id: receipt.paymentId,
  sent_to: maskEmail(receipt.sentTo),
  sent_by: { id: receipt.sentById, name: receipt.sentByName },
  sent_at: receipt.sentAt,
});

/** Cents as the API's English messages write them: `$12.50`. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The receipt the page prints, as plain text: the payment, its lines and what was refunded of it. */
export const receiptMessage = (payment: MockPayment, to: string, brand: string) => {
  const lines = payment.lineItems.map(line => {
    const description = String(line.customAttributes?.description ?? `Item ${line.id}`);
    const refunded = line.amountRefundedInCents ? ` (refunded ${dollars(line.amountRefundedInCents)})` : '';
    return `  ${description}: ${dollars(line.amountInCents)}${refunded}`;
  });
  const method = payment.creditCard
    ? `${payment.creditCard.type} ending ${payment.creditCard.lastFour}`
    : payment.bankAccount
      ? `bank account ending ${payment.bankAccount.lastFour}`
      : payment.type;
  return {
    to,
    subject: `${brand}: receipt for transaction ${payment.id}`,
    text: [
      `${brand} · ${payment.agency}`,
      `Transaction ${payment.id}`,
      `Date: ${payment.createdAt}`,
      `Status: ${payment.status}`,
      `Payment method: ${method}`,
      ...(payment.accountNumber ? [`Account: ${payment.accountNumber}`] : []),
      'Items:',
      ...lines,
      `Subtotal: ${dollars(payment.subtotal)}`,
      `Service fee: ${dollars(payment.serviceFee)}`,
      `Total: ${dollars(payment.totalAmount)}`,
    ].join('\n'),
  };
};

export const notesOf = (store: Store, paymentId: number) =>
  store
    .all<MockNote>(NOTES)
    .filter(note => note.paymentId === paymentId)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));

const receiptsOf = (store: Store, paymentId: number) =>
  store
    .all<MockReceipt>(RECEIPTS)
    .filter(receipt => receipt.paymentId === paymentId)
    .sort((a, b) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : a.id - b.id));

/** A refund or void that carries a reason needs the note permission too; a 403 was sent when it returns false. */
export const mayAttachNote = (req: Request, res: Response, note: string | undefined) => {
  if (note === undefined || permissionsOf(userOf(req)).includes('EDIT_TRANSACTION_NOTE')) return true;
  sendError(res, 403, 'You do not have permission to do this (EDIT_TRANSACTION_NOTE).');
  return false;
};

/** Writes a note by the request's user; with `action`, the reason given for that refund or void. */
export const addNote = (
  store: Store,
  req: Request,
  paymentId: number,
  body: string,
  action: MockNote['action'] = null,
  now = new Date().toISOString(),
) => {
  const user = userOf(req);
  return store.put<MockNote>(NOTES, {
    id: store.nextId(NOTES),
    paymentId,
    body,
    authorId: user.id,
    authorName: nameOf(user),
    createdAt: now,
    updatedAt: null,
    action,
  });
};

interface StoryDeps {
  store: Store;
  /** The payment of `:id` if the user may see it; otherwise a 404 has been sent. */
  visiblePayment: (req: Request, res: Response) => MockPayment | undefined;
  /** Runs the write as one journal entry, replaying the answer to a repeated Idempotency-Key. */
  idempotent: RequestHandler;
  /** Refuses a body that is not JSON of this shape (415, 422) before anything is looked up. */
  bodyOf: (schema: typeof noteRequestSchema | typeof receiptRequestSchema, missing?: string) => RequestHandler;
  brandOf: (clientSlug: string) => string;
}

/** GET/POST /payments/{id}/notes, PATCH /payments/{id}/notes/{noteId}, GET /payments/{id}/receipts, POST /payments/{id}/receipt. */
export const paymentStoryRoutes = (
  router: Router,
  { store, visiblePayment, idempotent, bodyOf, brandOf }: StoryDeps,
) => {
  // Who may write a note, in what body, each write once.
  const noteWrite: RequestHandler[] = [
    requirePermission('EDIT_TRANSACTION_NOTE'),
    bodyOf(noteRequestSchema, 'a note needs a body: {"body":"…"}'),
    idempotent,
  ];

  router.get('/payments/:id(\\d+)/notes', requirePermission('VIEW_TRANSACTION_DETAILS'), (req, res) => {
    const payment = visiblePayment(req, res);
    if (!payment) return;
    const now = Date.now();
    res.json({ data: notesOf(store, payment.id).map(note => toApiNote(note, userOf(req).id, now)) });
  });

  router.post('/payments/:id(\\d+)/notes', ...noteWrite, (req: Request, res: Response) => {
    const payment = visiblePayment(req, res);
    if (!payment) return;
    if (notesOf(store, payment.id).length >= MAX_NOTES_PER_PAYMENT)
      return sendError(res, 409, `Transaction ${payment.id} has ${MAX_NOTES_PER_PAYMENT} notes, the most it can hold.`);
    const note = addNote(store, req, payment.id, noteRequestSchema.parse(req.body).body);
    res.status(201).json({ data: toApiNote(note, userOf(req).id, Date.now()) });
  });

  router.patch('/payments/:id(\\d+)/notes/:noteId(\\d+)', ...noteWrite, (req: Request, res: Response) => {
    const payment = visiblePayment(req, res);
    if (!payment) return;
    const note = store.get<MockNote>(NOTES, Number(req.params.noteId));
    if (!note || note.paymentId !== payment.id)
      return sendError(res, 404, `Note ${req.params.noteId} was not found on transaction ${payment.id}.`);
    const now = Date.now();
    const refusal = noteEditRefusal(note, userOf(req).id, now);
    if (refusal) return sendError(res, refusal.status, refusal.message);
    const body = noteRequestSchema.parse(req.body).body;
    const saved = store.put<MockNote>(NOTES, { ...note, body, updatedAt: new Date(now).toISOString() });
    res.json({ data: toApiNote(saved, userOf(req).id, now) });
  });

  router.get('/payments/:id(\\d+)/receipts', requirePermission('VIEW_TRANSACTION_DETAILS'), (req, res) => {
    const payment = visiblePayment(req, res);
    if (!payment) return;
    res.json({ data: receiptsOf(store, payment.id).map(toApiReceipt) });
  });

  router.post(
    '/payments/:id(\\d+)/receipt',
    requirePermission('SEND_TRANSACTION_RECEIPT'),
    bodyOf(receiptRequestSchema, 'a receipt needs a body: {} for the payer’s address, or {"email":"…"}'),
    idempotent,
    (req, res) => {
      const payment = visiblePayment(req, res);
      if (!payment) return;
      const to = receiptRequestSchema.parse(req.body).email ?? payment.specificParams?.emailAddress;
      if (!to)
        return res.status(422).json({
          message: 'email: is required: the payment has no payer address.',
          errors: [{ field: 'email', detail: 'is required: the payment has no payer address' }],
        });
      if (receiptsOf(store, payment.id).length >= MAX_RECEIPTS_PER_PAYMENT)
        return sendError(
          res,
          409,
          `The receipt of transaction ${payment.id} has been sent ${MAX_RECEIPTS_PER_PAYMENT} times, the most allowed.`,
        );
      const user = userOf(req);
      const sentAt = new Date().toISOString();
      const receipt = store.put<MockReceipt>(RECEIPTS, {
        id: store.nextId(RECEIPTS),
        paymentId: payment.id,
        sentTo: to,
        sentById: user.id,
        sentByName: nameOf(user),
        sentAt,
      });
      store.put<MockOutboxMessage>(OUTBOX, {
        id: store.nextId(OUTBOX),
        paymentId: payment.id,
        sentAt,
        ...receiptMessage(payment, to, brandOf(payment.clientSlug)),
      });
      res.status(201).json({ data: toApiReceipt(receipt) });
    },
  );
};
