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

/** What a snapshot file holds: every record the journal had changed from the seed, as it stood when written. */
interface Snapshot {
  snapshot: 1;
  entries: JournalEntry[];
}

export interface StoreOptions {
  /** Journal lines after which the journal is folded into the snapshot and emptied. */
  compactEvery?: number;
  /** Journal bytes after which the same happens (a reorder of a hundred terminals is a line of about 13 KB). */
  compactBytes?: number;
  /** What happens when the journal cannot be written: by default the process says so and ends. */
  onJournalFailure?: (error: unknown, journalPath: string) => void;
}

/** The snapshot beside a journal: `journal.jsonl` → `journal.snapshot.json`. */
export const snapshotPathOf = (journalPath: string) => journalPath.replace(/(\.jsonl)?$/, '.snapshot.json');

/** Removes a journal and its snapshot (a reseed). */
export const discardJournal = (journalPath: string) => {
  fs.rmSync(journalPath, { force: true });
  fs.rmSync(snapshotPathOf(journalPath), { force: true });
};

/**
 * An acknowledged write that is not on disk would be lost without anyone knowing: the one failure the server does not
 * survive. It says why before it ends.
 */
const endProcess = (error: unknown, journalPath: string) => {
  console.error(
    `FATAL: the journal ${journalPath} cannot be written (${error instanceof Error ? error.message : String(error)}). ` +
      'The server stops rather than answer writes it cannot keep.',
  );
  process.exit(70);
};

const fsyncDirectory = (dir: string) => {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot fsync a directory; the rename is then as durable as they make it.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
};

/**
 * The mock's persistent store. The seed is regenerated deterministically at start-up and every
 * acknowledged write is appended to a journal and fsync'ed before the response is sent, so a
 * killed server restarts with every acknowledged write. The writes of one operation (a refund with its
 * idempotency record, a reorder) are one journal line written and fsync'ed once; a torn last line is
 * dropped on replay, so an operation comes back whole or not at all.
 *
 * Compaction keeps restarts fast: at start-up, and whenever the journal reaches `compactEvery` lines or
 * `compactBytes`, every record the journal changed is written as one snapshot file (to a temporary file, fsync'ed,
 * renamed over the old one), then the journal is emptied. Replay reads the snapshot whole (a snapshot that does not
 * parse stops the start-up rather than lose writes) and then the journal; both hold whole records, so a crash between
 * the rename and the emptying replays the journal over a snapshot that already holds it, to the same state.
 */
export class Store {
  private readonly collections = new Map<string, Map<string, Entity>>();
  private fd: number | undefined;
  private readonly counters = new Map<string, number>();
  private readonly revisions = new Map<string, number>();
  /** The open transaction's entries, and how to undo each in memory if it fails. */
  private pending: { entries: JournalEntry[]; undo: (() => void)[] } | undefined;
  /** Every record written since the seed, by collection: what a snapshot holds. */
  private readonly touched = new Map<string, Set<string>>();
  private journalLines = 0;
  private journalBytes = 0;
  private readonly journalPath: string | undefined;
  private readonly options: Required<StoreOptions>;

  constructor(seed: Collections, journalPath?: string, options: StoreOptions = {}) {
    this.options = {
      compactEvery: options.compactEvery ?? 10_000,
      compactBytes: options.compactBytes ?? 16 * 1024 * 1024,
      onJournalFailure: options.onJournalFailure ?? endProcess,
    };
    for (const [name, records] of Object.entries(seed)) {
      const map = new Map<string, Entity>();
      for (const record of records) map.set(String(record.id), record);
      this.collections.set(name, map);
    }
    this.journalPath = journalPath;
    if (journalPath) this.replay(journalPath);
  }

  private replay(journalPath: string) {
    fs.mkdirSync(path.dirname(journalPath), { recursive: true });
    const snapshotPath = snapshotPathOf(journalPath);
    if (fs.existsSync(snapshotPath)) {
      let snapshot: Snapshot;
      try {
        snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8')) as Snapshot;
        if (snapshot.snapshot !== 1 || !Array.isArray(snapshot.entries)) throw new Error('not a snapshot');
      } catch (error) {
        throw new Error(
          `The snapshot ${snapshotPath} cannot be read (${(error as Error).message}): not starting with part of the data.`,
        );
      }
      for (const entry of snapshot.entries) this.apply(entry);
    }
    if (fs.existsSync(journalPath)) {
      // One pass over the bytes, each line parsed where it lies: linear in the journal's size.
      const bytes = fs.readFileSync(journalPath);
      let good = 0;
      let lines = 0;
      for (let start = 0; start < bytes.length;) {
        const end = bytes.indexOf(10, start);
        // A last line without its newline was cut short before its fsync: never acknowledged.
        if (end === -1) break;
        const line = bytes.toString('utf8', start, end);
        if (line.trim()) {
          let entry: JournalLine;
          try {
            entry = JSON.parse(line) as JournalLine;
          } catch {
            break;
          }
          for (const one of 'tx' in entry ? entry.tx : [entry]) this.apply(one);
          lines += 1;
        }
        good = end + 1;
        start = end + 1;
      }
      if (good < bytes.length) fs.truncateSync(journalPath, good);
      this.journalLines = lines;
      this.journalBytes = good;
    }
    this.fd = fs.openSync(journalPath, 'a');
    if (this.journalLines) this.compact();
  }

  /** Writes the snapshot of every record the journal has changed, then empties the journal. */
  compact() {
    if (!this.journalPath || this.fd === undefined || this.pending) return;
    const entries: JournalEntry[] = [];
    for (const [c, keys] of this.touched) {
      const map = this.map(c);
      for (const key of keys) {
        const rec = map.get(key);
        entries.push(rec ? { c, op: 'put', id: rec.id, rec } : { c, op: 'del', id: key });
      }
    }
    const snapshotPath = snapshotPathOf(this.journalPath);
    const temp = `${snapshotPath}.${process.pid}.tmp`;
    try {
      const fd = fs.openSync(temp, 'w');
      try {
        const body = Buffer.from(JSON.stringify({ snapshot: 1, entries } satisfies Snapshot));
        let written = 0;
        while (written < body.length) written += fs.writeSync(fd, body, written);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(temp, snapshotPath);
      fsyncDirectory(path.dirname(snapshotPath));
      fs.ftruncateSync(this.fd, 0);
      fs.fsyncSync(this.fd);
    } catch (error) {
      fs.rmSync(temp, { force: true });
      this.options.onJournalFailure(error, this.journalPath);
      return;
    }
    this.journalLines = 0;
    this.journalBytes = 0;
  }

  private apply(entry: JournalEntry) {
    this.revisions.set(entry.c, this.revision(entry.c) + 1);
    let keys = this.touched.get(entry.c);
    if (!keys) this.touched.set(entry.c, (keys = new Set()));
    keys.add(String(entry.id));
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
    // Serialised first: a record that cannot be written changes nothing (the request's 500).
    const bytes = this.serialise(entry);
    this.apply(entry);
    this.append(bytes);
  }

  private serialise(line: JournalLine) {
    return Buffer.from(`${JSON.stringify(line)}\n`);
  }

  /**
   * One line, one write, one fsync: what a crash can tear is only this line, which replay then drops. A write the disk
   * refuses is the journal failing (onJournalFailure).
   */
  private append(bytes: Buffer) {
    if (this.fd === undefined) return;
    try {
      let written = 0;
      while (written < bytes.length) written += fs.writeSync(this.fd, bytes, written);
      fs.fsyncSync(this.fd);
    } catch (error) {
      this.options.onJournalFailure(error, this.journalPath!);
      return;
    }
    this.journalLines += 1;
    this.journalBytes += bytes.length;
    if (this.journalLines >= this.options.compactEvery || this.journalBytes >= this.options.compactBytes)
      this.compact();
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
      const bytes = pending.entries.length
        ? this.serialise(pending.entries.length === 1 ? pending.entries[0] : { tx: pending.entries })
        : undefined;
      this.pending = undefined;
      if (bytes) this.append(bytes);
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
