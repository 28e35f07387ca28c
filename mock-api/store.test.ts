import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './spawnServer';
import { snapshotPathOf, Store } from './store';
import { DEMO_USER_IDS, tokenSigner } from './testing';

/**
 * The mock's persistence: the real server (mock-api/server.ts, every route) killed with SIGKILL in the middle of
 * bursts of refunds and reorders restarts with every operation it acknowledged, each operation whole or not at all.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const COMPACT_EVERY = 7;

interface Running {
  child: ChildProcess;
  url: string;
  supervisor: string;
  admin: string;
}

/** `npm start`'s server on the given data folder (no built app: only the APIs are needed). */
const startServer = async (dataDir: string): Promise<Running> => {
  const port = await freePort();
  const args = [
    '--import',
    'tsx',
    path.join(ROOT, 'mock-api', 'server.ts'),
    '--port',
    String(port),
    '--data-dir',
    dataDir,
    '--dist-dir',
    path.join(dataDir, 'no-app'),
    '--quiet',
  ];
  // A compaction every few writes, so the kills land before, during and after compactions.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, MOCK_COMPACT_EVERY: String(COMPACT_EVERY) },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the mock server did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', code => reject(new Error(`the mock server exited with ${code}`)));
  });
  const url = `http://localhost:${port}`;
  const sign = await tokenSigner(dataDir, url);
  return {
    child,
    url,
    supervisor: await sign(DEMO_USER_IDS.supervisor),
    admin: await sign(DEMO_USER_IDS.platformAdmin),
  };
};

const kill = async ({ child }: Running) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise(resolve => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

/** The journal's newest line, as far as it has been written. */
const newestLine = (journal: string) => {
  const fd = fs.openSync(journal, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(size, 64 * 1024));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.toString().trimEnd().split('\n').pop() ?? '';
  } finally {
    fs.closeSync(fd);
  }
};

/**
 * Kills the server the moment its journal's newest line is a write to `collection`: an operation written as several
 * lines is then cut in the middle, as a crash would cut it.
 */
const killWhenWriting = (server: Running, journal: string, collection: string, onKill: () => void) =>
  new Promise<void>(resolve => {
    const watcher = fs.watch(journal, () => {
      if (!newestLine(journal).includes(`"c":"${collection}"`)) return;
      watcher.close();
      onKill();
      void kill(server).then(resolve);
    });
  });

/** A call that a killed server never answers resolves to status 0. */
const call = async (
  server: Running,
  method: string,
  url: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  try {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Connection: 'close',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      json: (await res.json()) as Record<string, unknown>,
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return { status: 0, json: {}, replayed: false };
  }
};

interface Line {
  id: number;
  amountInCents: number;
  amountRefundedInCents: number;
}
interface Detail {
  id: number;
  amount_refunded: number;
  lineItems: Line[];
  associatedPayments: { paymentProcessTypeName: string; totalAmount: number; lineItems: Line[] }[];
}
interface Intent {
  key: string;
  paymentId: number;
  body: { line_item_payments: { id: number; amount: number }[] };
  acknowledged: boolean;
}

const detailOf = async (server: Running, id: number) => {
  const res = await call(server, 'GET', `/api/payments/payments/${id}`, server.supervisor);
  expect(res.status).toBe(200);
  return res.json.data as Detail;
};

const refundOf = (server: Running, intent: Intent) =>
  call(server, 'POST', `/api/payments/payments/${intent.paymentId}/refund`, server.supervisor, intent.body, {
    'Idempotency-Key': intent.key,
  });

describe('mock persistence', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-store-'));
  });
  const running: Running[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await kill(server);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each refund and reorder whole, and applies no Idempotency-Key twice, across SIGKILLs mid-burst and compactions', async () => {
    const journal = path.join(dir, 'journal.jsonl');
    let server = await startServer(dir);
    running.push(server);
    const payments: Detail[] = [];
    for (const n of [0, 1, 2]) {
      const found = await call(
        server,
        'GET',
        `/api/payments/payments?account_number=E2E-REFUND-AMOUNT-${n}`,
        server.supervisor,
      );
      const row = (found.json.transactions as { id: number; originalPaymentId: number | null }[]).find(
        one => !one.originalPaymentId,
      )!;
      payments.push(await detailOf(server, row.id));
    }
    const clients = (await call(server, 'GET', '/api/sso/clients', server.admin)).json.data as { brand: string }[];
    const terminalsOf = async (brand: string) =>
      (
        (await call(server, 'GET', `/api/pos/terminals?brand=${encodeURIComponent(brand)}`, server.admin)).json.data as
          { id: number }[] | undefined
      )?.map(terminal => terminal.id) ?? [];
    // The client with the most terminals: a reorder of all of them moves about a hundred rows.
    let brand = '';
    let most = 0;
    for (const client of clients) {
      const count = (await terminalsOf(client.brand)).length;
      if (count > most) [brand, most] = [client.brand, count];
    }
    expect(most).toBeGreaterThan(50);
    const orderOf = () => terminalsOf(brand);

    const intents: Intent[] = [];
    /** Every order the sort was told to take, and the last one it acknowledged. */
    let acknowledgedOrder = await orderOf();
    let pendingOrder: number[] | undefined;
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48_271) % 2_147_483_647) % below;

    const checkAfterRestart = async () => {
      // Each payment: its refund records add up, line by line, to what it says is refunded.
      for (const payment of payments) {
        const now = await detailOf(server, payment.id);
        const refunds = now.associatedPayments.filter(associated => associated.paymentProcessTypeName === 'refund');
        for (const line of now.lineItems) {
          const recorded = refunds
            .flatMap(refund => refund.lineItems)
            .filter(item => item.id === line.id)
            .reduce((sum, item) => sum + item.amountInCents, 0);
          expect([payment.id, line.id, recorded]).toEqual([payment.id, line.id, line.amountRefundedInCents]);
        }
      }
      // Every acknowledged refund survived, as its key's record.
      for (const intent of intents.filter(one => one.acknowledged)) {
        const replay = await refundOf(server, intent);
        expect([intent.key, replay.status, replay.replayed]).toEqual([intent.key, 200, true]);
      }
      // The sort order is the last acknowledged one, or the one in flight when the server died: never a mixture.
      const order = await orderOf();
      expect([acknowledgedOrder, pendingOrder].filter(Boolean)).toContainEqual(order);
      acknowledgedOrder = order;
      pendingOrder = undefined;
    };

    // Killed twice: once as a refund is being written, once as a reorder is (the second restart replays a journal
    // that already holds a torn write and the answers given after it).
    for (const collection of ['payments', 'pos_terminals']) {
      let acknowledgedThisRound = 0;
      let killed = false;
      let killing: Promise<void> | undefined;
      const refunder = async () => {
        while (!killed) {
          const payment = payments[random(payments.length)];
          const line = payment.lineItems[random(payment.lineItems.length)];
          const intent: Intent = {
            key: crypto.randomUUID(),
            paymentId: payment.id,
            body: { line_item_payments: [{ id: line.id, amount: 1 + random(5) }] },
            acknowledged: false,
          };
          intents.push(intent);
          // The same intent twice at once, as a double-click or a retry after a timeout would send it.
          const answers = await Promise.all([refundOf(server, intent), refundOf(server, intent)]);
          if (answers.some(answer => answer.status === 200)) {
            intent.acknowledged = true;
            if (++acknowledgedThisRound === 10)
              killing = killWhenWriting(server, journal, collection, () => (killed = true));
          }
        }
      };
      const sorter = async () => {
        while (!killed) {
          const order = [...acknowledgedOrder];
          for (let i = order.length - 1; i > 0; i--) {
            const j = random(i + 1);
            [order[i], order[j]] = [order[j], order[i]];
          }
          pendingOrder = order;
          const res = await call(server, 'PUT', '/api/pos/terminals/sort', server.admin, { terminal_ids: order });
          if (res.status === 0) break;
          expect(res.status).toBe(200);
          acknowledgedOrder = order;
          pendingOrder = undefined;
        }
      };
      await Promise.all([...Array.from({ length: 4 }, refunder), sorter()]);
      await killing;
      // Compactions ran during the burst: the journal holds fewer lines than were acknowledged.
      expect(fs.existsSync(snapshotPathOf(journal))).toBe(true);
      expect(fs.readFileSync(journal, 'utf8').split('\n').filter(Boolean).length).toBeLessThan(COMPACT_EVERY + 1);
      server = await startServer(dir);
      running.push(server);
      await checkAfterRestart();
    }

    // Every intent sent, retried once more with its key: each is applied exactly once in all.
    for (const intent of intents) expect((await refundOf(server, intent)).status).toBe(200);
    for (const payment of payments) {
      const asked = intents
        .filter(intent => intent.paymentId === payment.id)
        .reduce((sum, intent) => sum + intent.body.line_item_payments[0].amount, 0);
      expect([payment.id, (await detailOf(server, payment.id)).amount_refunded]).toEqual([payment.id, asked]);
    }
  }, 120_000);

  it('drops a torn last line (a write cut short by the kill) and carries on', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [] }, journal);
    store.put('items', { id: 1 });
    store.put('items', { id: 2 });
    store.close();
    fs.appendFileSync(journal, '{"c":"items","op":"put","id":3,"rec":{"id":3,"te');

    const reopened = new Store({ items: [] }, journal);
    expect(
      reopened
        .all<{ id: number }>('items')
        .map(item => item.id)
        .sort(),
    ).toEqual([1, 2]);
    reopened.put('items', { id: 4 });
    reopened.close();
    const again = new Store({ items: [] }, journal);
    expect(again.all<{ id: number }>('items').map(item => item.id)).toEqual([1, 2, 4]);
    again.close();
  });

  it('replays a 16 MB journal in about the time it takes to read it (byte offsets kept as it reads)', () => {
    const journal = path.join(dir, 'journal.jsonl');
    // Reorders of a hundred terminals with names in several scripts: about 13 KB a line, multi-byte characters.
    const line = (n: number) =>
      `${JSON.stringify({
        tx: Array.from({ length: 100 }, (_, i) => ({
          c: 'terminals',
          op: 'put',
          id: i,
          rec: { id: i, position: (i + n) % 100, name: `Caja ${i} · Ñandú 終端 ${'x'.repeat(40)}` },
        })),
      })}\n`;
    const fd = fs.openSync(journal, 'w');
    let size = 0;
    for (let n = 0; size < 16 * 1024 * 1024; n++) size += fs.writeSync(fd, line(n));
    fs.closeSync(fd);
    const started = performance.now();
    const store = new Store({ terminals: [] }, journal);
    const took = performance.now() - started;
    expect(store.count('terminals')).toBe(100);
    store.close();
    // A quadratic replay took 40 s for 16 MB; reading and parsing it takes well under a second.
    expect(took).toBeLessThan(8_000);
  }, 60_000);

  it('folds the journal into a snapshot after N lines and at start-up, and replays both', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [{ id: 1 }, { id: 2 }] }, journal, { compactEvery: 3 });
    store.put('items', { id: 1, v: 'a' } as { id: number });
    store.remove('items', 2);
    store.put('items', { id: 3 });
    // The third line compacted: the journal is empty, the snapshot holds the three changes.
    expect(fs.readFileSync(journal, 'utf8')).toBe('');
    store.put('items', { id: 4 });
    store.close();
    const reopened = new Store({ items: [{ id: 1 }, { id: 2 }] }, journal);
    expect(reopened.all('items')).toEqual([{ id: 1, v: 'a' }, { id: 3 }, { id: 4 }]);
    // Start-up folded the line written after the compaction.
    expect(fs.readFileSync(journal, 'utf8')).toBe('');
    expect(reopened.nextId('items')).toBe(5);
    reopened.close();
  });

  it('comes back the same when a crash leaves the old journal beside the new snapshot, or a half-written snapshot', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const seed = () => ({ items: [{ id: 1 }, { id: 2 }] });
    const store = new Store(seed(), journal);
    store.put('items', { id: 1, v: 'a' } as { id: number });
    store.remove('items', 1);
    store.put('items', { id: 1, v: 'b' } as { id: number });
    store.remove('items', 2);
    store.close();
    const before = fs.readFileSync(journal);
    // Start-up compacts: snapshot renamed into place, journal emptied.
    new Store(seed(), journal).close();
    // The crash came between the rename and the emptying: the whole journal is replayed over the snapshot.
    fs.writeFileSync(journal, before);
    // And a compaction was cut short while writing its temporary file.
    fs.writeFileSync(`${snapshotPathOf(journal)}.999.tmp`, '{"snapshot":1,"entries":[{"c":"items","op":"del","id":1');
    const reopened = new Store(seed(), journal);
    expect(reopened.all('items')).toEqual([{ id: 1, v: 'b' }]);
    reopened.close();
  });

  it('refuses to start on a snapshot that does not parse, rather than replay part of the data', () => {
    const journal = path.join(dir, 'journal.jsonl');
    fs.writeFileSync(snapshotPathOf(journal), '{"snapshot":1,"entries":[{"c":"items"');
    expect(() => new Store({ items: [] }, journal)).toThrow(/cannot be read.*not starting/);
  });

  it('ends the process, saying why, only when the journal cannot be written', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [] }, journal);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const full = vi.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    try {
      // A record that cannot be serialised is that write's error, not the journal's: nothing changes.
      const circular: { id: number; self?: unknown } = { id: 9 };
      circular.self = circular;
      expect(() => store.put('items', circular)).toThrow(/circular/i);
      expect(store.get('items', 9)).toBeUndefined();
      expect(exit).not.toHaveBeenCalled();
      store.put('items', { id: 1 });
      expect(exit).toHaveBeenCalledWith(70);
      expect(String(log.mock.calls[0][0])).toMatch(/^FATAL: the journal .*journal\.jsonl cannot be written \(ENOSPC/);
    } finally {
      full.mockRestore();
      exit.mockRestore();
      log.mockRestore();
      store.close();
    }
  });

  it('writes a transaction as one journal line, replayed whole', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [{ id: 1 }] }, journal);
    const seen = store.transaction(() => {
      store.put('items', { id: 2 });
      store.remove('items', 1);
      store.put('other', { id: 'a' });
      return store.all('items');
    });
    expect(seen).toEqual([{ id: 2 }]);
    store.close();
    const lines = fs.readFileSync(journal, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const reopened = new Store({ items: [{ id: 1 }] }, journal);
    expect([reopened.all('items'), reopened.all('other')]).toEqual([[{ id: 2 }], [{ id: 'a' }]]);
    reopened.close();
  });

  it('keeps none of a transaction that throws, in memory or on disk', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const old: { id: number; v: string } = { id: 1, v: 'old' };
    const store = new Store({ items: [old] }, journal);
    const revision = store.revision('items');
    expect(() =>
      store.transaction(() => {
        store.put('items', { ...old, v: 'new' });
        store.put('items', { id: 2 });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.all('items')).toEqual([{ id: 1, v: 'old' }]);
    // A cache built inside the failed transaction is stale after it.
    expect(store.revision('items')).toBeGreaterThan(revision);
    store.close();
    expect(fs.existsSync(journal) ? fs.readFileSync(journal, 'utf8') : '').toBe('');
  });

  it('drops a torn transaction whole: none of its writes come back', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [] }, journal);
    store.put('items', { id: 1 });
    store.close();
    fs.appendFileSync(
      journal,
      '{"tx":[{"c":"items","op":"put","id":2,"rec":{"id":2}},{"c":"items","op":"put","id":3,"rec":{"id"',
    );
    const reopened = new Store({ items: [] }, journal);
    expect(reopened.all<{ id: number }>('items').map(item => item.id)).toEqual([1]);
    reopened.close();
  });

  it('replays deletes and replacements in order', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [{ id: 1 }, { id: 2 }] }, journal);
    store.put('items', { id: 1, name: 'changed' } as { id: number });
    store.remove('items', 2);
    store.close();
    const reopened = new Store({ items: [{ id: 1 }, { id: 2 }] }, journal);
    expect(reopened.all('items')).toEqual([{ id: 1, name: 'changed' }]);
    reopened.close();
  });
});
