import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Store } from './store';

/**
 * The mock's persistence: a server killed with SIGKILL in the middle of a burst of writes restarts
 * with every write it acknowledged, and its data file stays readable.
 */

const STORE = path.resolve(import.meta.dirname, 'store.ts');

/** A tiny server over the real Store: POST /put/{id} answers only once the write is durable, as the mock's routes do. */
const SERVER = `
import http from 'node:http';
const { Store } = await import(${JSON.stringify(STORE)});
const store = new Store({ items: [] }, process.env.JOURNAL);
const server = http.createServer((req, res) => {
  const id = Number(req.url.split('/').pop());
  store.put('items', { id, text: 'x'.repeat(512), at: Date.now() });
  res.end(String(id));
});
server.listen(0, () => console.log('ready ' + server.address().port));
`;

const startServer = (journal: string) =>
  new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SERVER], { env: { ...process.env, JOURNAL: journal }, stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => reject(new Error('the store server did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', code => reject(new Error(`the store server exited with ${code}`)));
  });

const put = (port: number, id: number) =>
  new Promise<number | undefined>(resolve => {
    const req = http.request({ port, method: 'POST', path: `/put/${id}`, agent: false }, res => {
      let body = '';
      res.on('data', chunk => (body += chunk));
      res.on('end', () => resolve(res.statusCode === 200 && body === String(id) ? id : undefined));
      res.on('error', () => resolve(undefined));
    });
    req.on('error', () => resolve(undefined));
    req.end();
  });

describe('mock persistence', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-burst', async () => {
    const journal = path.join(dir, 'journal.jsonl');
    const { child, port } = await startServer(journal);
    const exited = new Promise(resolve => child.once('exit', resolve));
    const acknowledged: number[] = [];
    let next = 1;
    let killed = false;
    // 16 writers in parallel; the server is killed once 150 writes are acknowledged, while others are in flight.
    const writer = async () => {
      while (!killed && next <= 5000) {
        const id = await put(port, next++);
        if (id !== undefined) acknowledged.push(id);
        if (!killed && acknowledged.length >= 150) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, writer));
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    // Restart: every acknowledged write is there.
    const reopened = new Store({ items: [] }, journal);
    const ids = new Set(reopened.all<{ id: number }>('items').map(item => item.id));
    expect(acknowledged.filter(id => !ids.has(id))).toEqual([]);
    reopened.put('items', { id: 999_999 });
    reopened.close();

    // And the data file is readable: every line is a whole record.
    const lines = fs.readFileSync(journal, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(acknowledged.length + 1);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  }, 60_000);

  it('drops a torn last line (a write cut short by the kill) and carries on', () => {
    const journal = path.join(dir, 'journal.jsonl');
    const store = new Store({ items: [] }, journal);
    store.put('items', { id: 1 });
    store.put('items', { id: 2 });
    store.close();
    fs.appendFileSync(journal, '{"c":"items","op":"put","id":3,"rec":{"id":3,"te');

    const reopened = new Store({ items: [] }, journal);
    expect(reopened.all<{ id: number }>('items').map(item => item.id).sort()).toEqual([1, 2]);
    reopened.put('items', { id: 4 });
    reopened.close();
    const lines = fs.readFileSync(journal, 'utf8').split('\n').filter(Boolean);
    expect(lines.map(line => (JSON.parse(line) as { id: number }).id)).toEqual([1, 2, 4]);
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
