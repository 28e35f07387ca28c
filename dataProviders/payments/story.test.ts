import { createHttpClient } from '../http';
import { noteRequestSchema, receiptRequestSchema, refundRequestSchema, voidRequestSchema } from './contract';
import { createPaymentsBackend } from './index';

const API = 'https://api.example.com/payments-api';

const wireNote = {
  id: 7,
  payment_id: 1000001,
  body: '<b>kept</b> as typed ',
  author: { id: '00u1', name: 'Sam Porter' },
  created_at: '2026-01-02T15:00:00Z',
  updated_at: null,
  editable_until: '2026-01-02T15:15:00Z',
  action: { kind: 'refund', payment_id: 1000002 },
};
const payment = { id: 1000001, status: 'refunded', totalAmount: 1000, createdAt: '2025-01-02T15:00:00Z' };

const setup = (body: unknown) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status: 200 });
  };
  const http = createHttpClient({ getAccessToken: async () => 'token-1', timeoutMs: 5000, fetch });
  const backend = createPaymentsBackend(API, http);
  const sent = (index = 0) => ({
    url: calls[index].url,
    method: calls[index].init.method,
    headers: calls[index].init.headers as Record<string, string>,
    body: calls[index].init.body === undefined ? undefined : JSON.parse(String(calls[index].init.body)),
  });
  return { backend, sent };
};

describe('payments backend: notes and receipts', () => {
  it('reads a payment’s notes as a list, in the app’s shape', async () => {
    const { backend, sent } = setup({ data: [wireNote] });
    const result = await backend.resources.payment_notes.getList('payment_notes', {
      filter: { payment_id: 1000001 },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'ASC' },
    });
    expect(sent().url).toBe(`${API}/payments/1000001/notes`);
    expect(result).toEqual({
      total: 1,
      data: [
        {
          id: 7,
          paymentId: 1000001,
          body: '<b>kept</b> as typed ',
          author: { id: '00u1', name: 'Sam Porter' },
          createdAt: '2026-01-02T15:00:00Z',
          updatedAt: null,
          editableUntil: '2026-01-02T15:15:00Z',
          action: { kind: 'refund', paymentId: 1000002 },
        },
      ],
    });
  });

  it('adds a note with its text exactly as typed and the Idempotency-Key from meta', async () => {
    const { backend, sent } = setup({ data: wireNote });
    await backend.resources.payment_notes.create('payment_notes', {
      data: { payment_id: 1000001, body: ' two\nlines ' },
      meta: { idempotencyKey: 'k-1' },
    });
    expect(sent()).toMatchObject({
      url: `${API}/payments/1000001/notes`,
      method: 'POST',
      body: { body: ' two\nlines ' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(noteRequestSchema.safeParse(sent().body).success).toBe(true);
  });

  it('corrects a note at its payment’s address', async () => {
    const { backend, sent } = setup({ data: wireNote });
    await backend.resources.payment_notes.update('payment_notes', {
      id: 7,
      data: { body: 'fixed' },
      previousData: { id: 7, paymentId: 1000001 },
    });
    expect(sent()).toMatchObject({ url: `${API}/payments/1000001/notes/7`, method: 'PATCH', body: { body: 'fixed' } });
  });

  it('refuses a notes read without a payment id, without calling', async () => {
    const { backend } = setup({ data: [] });
    await expect(
      backend.resources.payment_notes.getList('payment_notes', {
        filter: {},
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
      }),
    ).rejects.toThrow('A payment id is required');
  });

  it('e-mails a receipt to a typed address, or to the payer’s with an empty body', async () => {
    const receipt = {
      id: 3,
      payment_id: 1000001,
      sent_to: 'j•••@example.net',
      sent_by: { id: '00u1', name: 'Sam Porter' },
      sent_at: '2026-01-02T15:00:00Z',
    };
    const { backend, sent } = setup({ data: receipt });
    const answer = await backend.methods.sendPaymentReceipt(1000001, 'jane@example.net', { idempotencyKey: 'r-1' });
    await backend.methods.sendPaymentReceipt(1000001, null, { idempotencyKey: 'r-2' });
    expect(sent(0)).toMatchObject({
      url: `${API}/payments/1000001/receipt`,
      method: 'POST',
      body: { email: 'jane@example.net' },
      headers: { 'Idempotency-Key': 'r-1' },
    });
    expect(sent(1).body).toEqual({});
    expect(receiptRequestSchema.safeParse(sent(0).body).success).toBe(true);
    expect(answer).toEqual({
      id: 3,
      paymentId: 1000001,
      sentTo: 'j•••@example.net',
      sentBy: { id: '00u1', name: 'Sam Porter' },
      sentAt: '2026-01-02T15:00:00Z',
    });
  });

  it('sends the dialog’s reason with a refund or a void as note, and nothing extra without one', async () => {
    const { backend, sent } = setup({ data: payment });
    await backend.methods.refundPayment(1000001, null, { idempotencyKey: 'a', note: 'Paid twice' });
    await backend.methods.voidPayment(1000001, { idempotencyKey: 'b', note: 'Wrong amount' });
    await backend.methods.voidPayment(1000001, { idempotencyKey: 'c' });
    expect(sent(0).body).toEqual({ refund_type: 'FULL_AMOUNT', note: 'Paid twice' });
    expect(refundRequestSchema.safeParse(sent(0).body).success).toBe(true);
    expect(sent(1).body).toEqual({ note: 'Wrong amount' });
    expect(voidRequestSchema.safeParse(sent(1).body).success).toBe(true);
    expect(sent(2).body).toBeUndefined();
  });
});
