import fs from 'node:fs';
import path from 'node:path';
import {
  FULL_REFUND,
  noteResponseSchema,
  notesResponseSchema,
  receiptResponseSchema,
  receiptsResponseSchema,
  searchResponseSchema,
} from '../../dataProviders/payments/contract';
import { DEMO_USER_IDS, startTestServer } from '../testing';
import type { MockNote } from '../seed/paymentNotes';
import { maskEmail, noteEditRefusal } from './paymentStory';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Who = keyof typeof DEMO_USER_IDS;

const API = '/api/payments/payments';

describe('mock payment API: notes and receipts', () => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const call = (method: string, url: string, who: Who, body?: unknown, headers: Record<string, string> = {}) =>
    server.call(method, url, { token: tokens[who], body, headers });
  const fixture = async (account: string, who: Who = 'supervisor') => {
    const res = await call('GET', `${API}?account_number=${account}`, who);
    const rows = searchResponseSchema.parse(res.json).transactions;
    return rows.filter(row => row.account?.number === account && !row.originalPaymentId).map(row => row.id);
  };
  const notesOf = async (id: number, who: Who = 'supervisor') => {
    const res = await call('GET', `${API}/${id}/notes`, who);
    expect(res.status).toBe(200);
    return notesResponseSchema.parse(res.json).data;
  };
  const journalLines = () =>
    fs
      .readFileSync(path.join(server.dataDir, 'journal.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(line => JSON.parse(line) as { tx?: { c: string }[]; c?: string });
  const outbox = async () =>
    (await fetch(`${server.baseUrl}/__mock/outbox`).then(res => res.json())) as {
      data: { to: string; subject: string; text: string; paymentId: number }[];
    };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [name, id] of Object.entries(DEMO_USER_IDS)) tokens[name] = await server.tokenFor(id);
  }, 60_000);
  afterAll(() => server.close());

  it('serves the seeded notes oldest first, to a researcher too, with author, time and the refund they explain', async () => {
    const [id] = await fixture('E2E-RELATED', 'researcher');
    const notes = await notesOf(id, 'researcher');
    expect(notes.length).toBeGreaterThanOrEqual(5);
    expect(notes.map(note => note.created_at)).toEqual(notes.map(note => note.created_at).sort());
    expect(notes.filter(note => note.action?.kind === 'refund')).toHaveLength(4);
    expect(notes[0].author.name).toBe('Sam Porter');
    // Not theirs: nobody but the author may correct a note.
    expect(notes.every(note => note.editable_until === null)).toBe(true);
  });

  it('adds a note exactly as typed, markup and spaces included, as one journal entry', async () => {
    const [id] = await fixture('E2E-CARD');
    const before = journalLines().length;
    const body = '  <script>alert(1)</script>\nsecond line  ';
    const res = await call('POST', `${API}/${id}/notes`, 'supervisor', { body });
    expect(res.status).toBe(201);
    const note = noteResponseSchema.parse(res.json).data;
    expect(note).toMatchObject({ body, payment_id: id, author: { id: DEMO_USER_IDS.supervisor, name: 'Sam Porter' } });
    expect(note.editable_until).not.toBeNull();
    expect(journalLines()).toHaveLength(before + 1);
    expect((await notesOf(id)).at(-1)?.body).toBe(body);
  });

  it('refuses bodies it does not understand: unknown keys, blank, too long, not JSON, missing', async () => {
    const [id] = await fixture('E2E-CARD');
    const url = `${API}/${id}/notes`;
    const unknown = await call('POST', url, 'supervisor', { body: 'ok', author: 'someone else' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toMatch(/author|unrecognized/i);
    expect((await call('POST', url, 'supervisor', { body: '   ' })).status).toBe(422);
    expect((await call('POST', url, 'supervisor', { body: 'x'.repeat(1001) })).status).toBe(422);
    expect((await call('POST', url, 'supervisor', { body: 'x'.repeat(1000) })).status).toBe(201);
    expect((await call('POST', url, 'supervisor', undefined)).status).toBe(422);
    const form = await server.call('POST', url, {
      token: tokens.supervisor,
      headers: { 'Content-Type': 'text/plain' },
      body: 'body',
    });
    expect(form.status).toBe(415);
  });

  it('lets a researcher read notes but not write them, and refuses another client’s payment as not found', async () => {
    const [id] = await fixture('E2E-CARD');
    expect((await call('POST', `${API}/${id}/notes`, 'researcher', { body: 'mine' })).status).toBe(403);
    expect((await call('GET', `${API}/${id}/notes`, 'shelbyvilleAdmin')).status).toBe(404);
    expect((await call('POST', `${API}/${id}/notes`, 'shelbyvilleAdmin', { body: 'x' })).status).toBe(404);
    expect((await call('GET', `${API}/${id}/receipts`, 'shelbyvilleAdmin')).status).toBe(404);
    expect((await call('POST', `${API}/${id}/receipt`, 'shelbyvilleAdmin', {})).status).toBe(404);
  });

  it('lets the author correct their own note, and nobody else', async () => {
    const [id] = await fixture('E2E-CARD');
    const created = noteResponseSchema.parse(
      (await call('POST', `${API}/${id}/notes`, 'supervisor', { body: 'tpyo' })).json,
    ).data;
    const url = `${API}/${id}/notes/${created.id}`;
    expect((await call('PATCH', url, 'clientAdmin', { body: 'not mine' })).status).toBe(403);
    const fixed = await call('PATCH', url, 'supervisor', { body: 'typo' });
    expect(fixed.status).toBe(200);
    expect(noteResponseSchema.parse(fixed.json).data).toMatchObject({ body: 'typo', updated_at: expect.any(String) });
    expect((await call('PATCH', `${API}/${id}/notes/999999`, 'supervisor', { body: 'x' })).status).toBe(404);
  });

  it('saves a refund’s reason as a note of the payment in the same journal entry as the refund', async () => {
    const [id] = await fixture('E2E-REFUND-FULL-0');
    const before = journalLines().length;
    const res = await call(
      'POST',
      `${API}/${id}/refund`,
      'supervisor',
      { ...FULL_REFUND, note: 'Paid twice' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(res.status).toBe(200);
    const lines = journalLines();
    expect(lines).toHaveLength(before + 1);
    expect(
      lines
        .at(-1)!
        .tx!.map(entry => entry.c)
        .sort(),
    ).toEqual(['idempotency_keys', 'payment_notes', 'payments', 'payments']);
    const note = (await notesOf(id)).at(-1)!;
    expect(note).toMatchObject({ body: 'Paid twice', action: { kind: 'refund', payment_id: expect.any(Number) } });
  });

  it('refuses a refund with a reason from a user who may not write notes, and writes nothing', async () => {
    const [id] = await fixture('E2E-REFUND-FAIL-0');
    const before = await notesOf(id);
    const res = await call('POST', `${API}/${id}/refund`, 'researcher', { ...FULL_REFUND, note: 'x' });
    expect(res.status).toBe(403);
    expect(await notesOf(id)).toEqual(before);
  });

  it('e-mails the receipt once for one Idempotency-Key, and shows the address masked', async () => {
    const [id] = await fixture('E2E-CARD');
    const key = crypto.randomUUID();
    const send = () =>
      call('POST', `${API}/${id}/receipt`, 'supervisor', { email: 'jane.doe@example.net' }, { 'Idempotency-Key': key });
    const before = (await outbox()).data.length;
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.json).toEqual(first.json);
    const sent = (await outbox()).data;
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({ to: 'jane.doe@example.net', paymentId: id });
    expect(sent.at(-1)!.text).toContain(`Transaction ${id}`);
    const receipts = receiptsResponseSchema.parse((await call('GET', `${API}/${id}/receipts`, 'researcher')).json).data;
    expect(receipts.at(-1)).toMatchObject({ sent_to: 'j•••@example.net', sent_by: { name: 'Sam Porter' } });
  });

  it('sends to the payer’s address when none is typed; refuses a bad address, other keys, and a researcher', async () => {
    const [id] = await fixture('E2E-CARD');
    const res = await call('POST', `${API}/${id}/receipt`, 'supervisor', {});
    expect(res.status).toBe(201);
    expect(receiptResponseSchema.parse(res.json).data.sent_to).toMatch(/^.•••@example\.net$/);
    const url = `${API}/${id}/receipt`;
    expect((await call('POST', url, 'supervisor', { email: 'not an address' })).status).toBe(422);
    expect((await call('POST', url, 'supervisor', { email: 'a@b.co, c@d.co' })).status).toBe(422);
    expect((await call('POST', url, 'supervisor', { email: 'a@example.net', cc: 'b@example.net' })).status).toBe(422);
    expect((await call('POST', url, 'researcher', {})).status).toBe(403);
    const [cash] = await fixture('E2E-CASH');
    const none = await call('POST', `${API}/${cash}/receipt`, 'supervisor', {});
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual([{ field: 'email', detail: 'is required: the payment has no payer address' }]);
  });
});

describe('the outbox', () => {
  it('is not served without --test-controls', async () => {
    const server = await startTestServer({ testControls: false });
    try {
      expect((await fetch(`${server.baseUrl}/__mock/outbox`)).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('noteEditRefusal', () => {
  const note: MockNote = {
    id: 1,
    paymentId: 2,
    body: 'x',
    authorId: 'me',
    authorName: 'Me',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: null,
    action: null,
  };
  const at = (iso: string) => Date.parse(iso);

  it('lets the author correct a note for 15 minutes after writing it', () => {
    expect(noteEditRefusal(note, 'me', at('2026-01-01T12:15:00.000Z'))).toBeNull();
    expect(noteEditRefusal(note, 'me', at('2026-01-01T12:15:01.000Z'))?.status).toBe(409);
    expect(noteEditRefusal(note, 'you', at('2026-01-01T12:01:00.000Z'))?.status).toBe(403);
  });

  it('masks an address to its first character and its domain', () => {
    expect(maskEmail('jane.doe@example.net')).toBe('j•••@example.net');
  });
});
