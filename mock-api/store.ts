import fs from 'node:fs';
import path from 'node:path';

export type Id = string | number;
export interface Entity {
  id: Id;
}
export type Collections = Record<string, Entity[]>;

interface JournalEntry {
  c: string;
  op: 'put' | 'del';
  id: Id;
  rec?: Entity;
}

/** One journal line: a single write, or the writes of one operation (`tx`), replayed together. */
type JournalLine = JournalEntry | { tx: JournalEntry[] };

/**
 * The mock's persistent store. The seed is regenerated deterministically at start-up and every
 * acknowledged write is appended to a journal and fsync'ed before the response is sent, so a
 * killed server restarts with every acknowledged write. The writes of one operation (a refund with its
 * idempotency record, a reorder) are one journal line written and fsync'ed once; a torn last line is
 * dropped on replay, so an operation comes back whole or not at all.
 */
export class Store {
  private readonly collections = new Map<string, Map<string, Entity>>();
  private fd: number | undefined;
  private readonly counters = new Map<string, number>();
  private readonly revisions = new Map<string, number>();
  /** The open transaction's entries, and how to undo each in memory if it fails. */
  private pending: { entries: JournalEntry[]; undo: (() => void)[] } | undefined;

  constructor(seed: Collections, journalPath?: string) {
    for (const [name, records] of Object.entries(seed)) {
      const map = new Map<string, Entity>();
      for (const record of records) map.set(String(record.id), record);
      this.collections.set(name, map);
    }
    if (journalPath) this.replay(journalPath);
  }

  private replay(journalPath: string) {
    fs.mkdirSync(path.dirname(journalPath), { recursive: true });
    if (fs.existsSync(journalPath)) {
      const text = fs.readFileSync(journalPath, 'utf8');
      let good = 0;
      let offset = 0;
      for (const line of text.split('\n')) {
        const end = offset + Buffer.byteLength(line) + 1;
        if (line.trim()) {
          let entry: JournalLine;
          try {
            entry = JSON.parse(line) as JournalLine;
          } catch {
            break;
          }
          for (const one of 'tx' in entry ? entry.tx : [entry]) this.apply(one);
          good = Math.min(end, Buffer.byteLength(text));
        }
        offset = end;
      }
      if (good < Buffer.byteLength(text)) fs.truncateSync(journalPath, good);
    }
    this.fd = fs.openSync(journalPath, 'a');
  }

  private apply(entry: JournalEntry) {
    this.revisions.set(entry.c, this.revision(entry.c) + 1);
    const map = this.map(entry.c);
    if (entry.op === 'put' && entry.rec) map.set(String(entry.id), entry.rec);
    if (entry.op === 'del') map.delete(String(entry.id));
  }

  private write(entry: JournalEntry) {
    if (this.pending) {
      const map = this.map(entry.c);
      const key = String(entry.id);
      const had = map.has(key);
      const before = map.get(key);
      this.pending.undo.push(() => {
        if (had) map.set(key, before!);
        else map.delete(key);
        // Forward, never back: a cache built on the undone write must not look current again.
        this.revisions.set(entry.c, this.revision(entry.c) + 1);
      });
      this.pending.entries.push(entry);
      this.apply(entry);
      return;
    }
    this.apply(entry);
    this.append(entry);
  }

  /** One line, one write, one fsync: what a crash can tear is only this line, which replay then drops. */
  private append(line: JournalLine) {
    if (this.fd === undefined) return;
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`);
    let written = 0;
    while (written < bytes.length) written += fs.writeSync(this.fd, bytes, written);
    fs.fsyncSync(this.fd);
  }

  /**
   * Runs `operation`, whose writes are seen at once by what it reads, and makes them durable together as one
   * journal line once it returns; if it throws, none of them is kept. Called inside another, it joins that one.
   */
  transaction<T>(operation: () => T): T {
    if (this.pending) return operation();
    const pending: NonNullable<Store['pending']> = { entries: [], undo: [] };
    this.pending = pending;
    try {
      const result = operation();
      this.pending = undefined;
      if (pending.entries.length === 1) this.append(pending.entries[0]);
      else if (pending.entries.length) this.append({ tx: pending.entries });
      return result;
    } catch (error) {
      this.pending = undefined;
      for (const undo of pending.undo.reverse()) undo();
      throw error;
    }
  }

  private map(name: string) {
    let map = this.collections.get(name);
    if (!map) {
      map = new Map();
      this.collections.set(name, map);
    }
    return map;
  }

  all<T extends Entity>(name: string): T[] {
    return [...this.map(name).values()] as T[];
  }

  get<T extends Entity>(name: string, id: Id): T | undefined {
    return this.map(name).get(String(id)) as T | undefined;
  }

  find<T extends Entity>(name: string, predicate: (record: T) => boolean): T | undefined {
    for (const record of this.map(name).values()) if (predicate(record as T)) return record as T;
    return undefined;
  }

  /** Changes with every write to a collection: what a cache derived from it is keyed on. */
  revision(name: string) {
    return this.revisions.get(name) ?? 0;
  }

  count(name: string) {
    return this.map(name).size;
  }

  /** Inserts or replaces a record; durable once this returns. */
  put<T extends Entity>(name: string, record: T): T {
    this.write({ c: name, op: 'put', id: record.id, rec: record });
    return record;
  }

  remove(name: string, id: Id) {
    this.write({ c: name, op: 'del', id });
  }

  /** The next numeric id of a collection whose ids are numbers. */
  nextId(name: string): number {
    let current = this.counters.get(name);
    if (current === undefined) {
      current = 0;
      for (const key of this.map(name).keys()) current = Math.max(current, Number(key) || 0);
    }
    this.counters.set(name, current + 1);
    return current + 1;
  }

  close() {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }
}
