import fs from 'node:fs';
import path from 'node:path';
import { generateSeed } from '../../mock-api/seed';
import { POS_COLLECTIONS, type PosLocationRecord, type PosTerminalRecord } from '../../mock-api/seed/pos';
import { spawnMockServer } from '../../mock-api/spawnServer';
import type { Results } from '../lib/results';

const GROUP = 'restart';
export const JOURNAL_BYTES = 100 * 1024 * 1024;

/**
 * A journal of `bytes` of terminal reorders, as drag sorting writes them: every line one transaction moving all the
 * terminals of the client with the most (about 13 KB a line for a hundred terminals).
 */
const writeReorderJournal = (dataDir: string, bytes: number) => {
  const meta = JSON.parse(fs.readFileSync(path.join(dataDir, 'meta.json'), 'utf8')) as { referenceDate: string };
  const seed = generateSeed('default', meta.referenceDate);
  const clientOf = new Map(
    (seed[POS_COLLECTIONS.locations] as PosLocationRecord[]).map(location => [location.id, location.client_id]),
  );
  const byClient = new Map<number, PosTerminalRecord[]>();
  for (const terminal of seed[POS_COLLECTIONS.terminals] as PosTerminalRecord[]) {
    const client = clientOf.get(terminal.location_id)!;
    byClient.set(client, [...(byClient.get(client) ?? []), terminal]);
  }
  const terminals = [...byClient.values()].sort((a, b) => b.length - a.length)[0];
  const fd = fs.openSync(path.join(dataDir, 'journal.jsonl'), 'w');
  let written = 0;
  for (let n = 0; written < bytes; n++) {
    const tx = terminals.map((terminal, index) => ({
      c: POS_COLLECTIONS.terminals,
      op: 'put',
      id: terminal.id,
      rec: { ...terminal, position: ((index + n) % terminals.length) + 1 },
    }));
    written += fs.writeSync(fd, `${JSON.stringify({ tx })}\n`);
  }
  fs.closeSync(fd);
  return { written, terminals: terminals.length };
};

/**
 * Restart time of `npm start`'s server: from the process starting to its port answering, on a data folder whose
 * journal holds 100 MB of reorders (replayed, then folded into the snapshot), and on one with an empty journal.
 */
export const measureRestart = async (root: string, distDir: string, results: Results, runs: number) => {
  const first = await spawnMockServer({
    root,
    distDir,
    dataPrefix: 'rm-bench-restart-',
    name: 'mock server',
    timeoutMs: 180_000,
  });
  const { dataDir } = first;
  await first.stop({ keepData: true });
  const timeStart = async () => {
    const started = performance.now();
    const server = await spawnMockServer({
      root,
      distDir,
      dataDir,
      dataPrefix: 'rm-bench-restart-',
      name: 'restarted mock server',
      timeoutMs: 600_000,
    });
    const took = performance.now() - started;
    await server.stop({ keepData: true });
    return took;
  };
  try {
    const empty: number[] = [];
    const full: number[] = [];
    let note = '';
    for (let run = 0; run < runs; run++) {
      empty.push(await timeStart());
      const { written, terminals } = writeReorderJournal(dataDir, JOURNAL_BYTES);
      note = `${(written / 2 ** 20).toFixed(0)} MB of reorders of ${terminals} terminals`;
      full.push(await timeStart());
    }
    results.add(GROUP, 'restart.emptyJournal', 'restart, empty journal', 'ms', empty);
    results.add(GROUP, 'restart.journal100MB', 'restart, 100 MB journal', 'ms', full, note);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
