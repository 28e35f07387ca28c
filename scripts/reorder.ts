/**
 * Debug helper: the bench's keyboard reorder of the 500-terminal list, alone.
 *   npx tsx scripts/reorder.ts   (BASE env: a server started with --scale large, default :4200; RUNS, default 5)
 */
import { launch } from '../bench/lib/browser';
import { Results } from '../bench/lib/results';
import { measureTerminalReorder } from '../bench/groups/largeData';

const base = process.env.BASE ?? 'http://localhost:4200';
const browser = await launch();
const results = new Results();
await measureTerminalReorder(browser, base, results, Number(process.env.RUNS ?? 5));
await browser.close();
for (const m of results.measurements) console.log(m.label, JSON.stringify(m.summary), m.note ?? '');
