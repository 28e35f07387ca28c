import { HEAVY_LIBRARIES, PAGES } from '../scenarios';
import { chunkOfUrl, staticClosure, type BuildInfo, type ChunkInfo } from '../lib/build';
import type { Results } from '../lib/results';

const KB = 1024;

export const heavyLibrariesIn = (chunk: ChunkInfo) =>
  Object.entries(HEAVY_LIBRARIES)
    .filter(([, pattern]) => chunk.modules.some(module => pattern.test(module)))
    .map(([name]) => name);

export const gzipOfScripts = (info: BuildInfo, urls: string[]) => {
  const chunks = [...new Set(urls.map(url => chunkOfUrl(info, url)).filter((chunk): chunk is ChunkInfo => !!chunk))];
  return { chunks, kb: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) / KB };
};

const nameOf = (chunk: ChunkInfo) => chunk.facade ?? chunk.file;

/** Static analysis of the build: what every page loads first, and what each lazily loaded chunk adds. */
export const analyseBuild = (info: BuildInfo, results: Results) => {
  const entries = Object.values(info.chunks).filter(chunk => chunk.isEntry);
  const initial = new Set<string>();
  for (const entry of entries) staticClosure(info, entry.file, initial);
  const initialKb = [...initial].reduce((sum, file) => sum + info.chunks[file].gzip, 0) / KB;
  results.add('bundle', 'bundle.initial', 'entry chunk + its static imports (every page)', 'KB', initialKb);

  const heavyInitial = [...initial].flatMap(file =>
    heavyLibrariesIn(info.chunks[file]).map(name => `${name} in ${file}`),
  );
  results.add(
    'bundle',
    'bundle.heavyInEntry',
    'heavy libraries in the initial chunks',
    'count',
    heavyInitial.length,
    heavyInitial.join('; ') || 'none',
  );

  const lazy = Object.values(info.chunks)
    .filter(chunk => chunk.isDynamicEntry)
    .map(chunk => {
      const closure = staticClosure(info, chunk.file);
      const added = [...closure].filter(file => !initial.has(file));
      const kb = added.reduce((sum, file) => sum + info.chunks[file].gzip, 0) / KB;
      const heavy = [...new Set(added.flatMap(file => heavyLibrariesIn(info.chunks[file])))];
      return { chunk, kb, heavy };
    })
    .sort((a, b) => nameOf(a.chunk).localeCompare(nameOf(b.chunk)));
  for (const { chunk, kb, heavy } of lazy)
    results.add(
      'bundle (lazy chunks)',
      `bundle.lazy.${nameOf(chunk)}`,
      nameOf(chunk),
      'KB',
      kb,
      `${chunk.file}${heavy.length ? `; loads ${heavy.join(', ')}` : ''}`,
    );

  results.details.chunks = Object.values(info.chunks).map(
    ({ file, gzip, raw, isEntry, isDynamicEntry, facade, imports, dynamicImports }) => ({
      file,
      gzipKb: +(gzip / KB).toFixed(1),
      rawKb: +(raw / KB).toFixed(1),
      isEntry,
      isDynamicEntry,
      facade,
      imports,
      dynamicImports,
      heavy: heavyLibrariesIn(info.chunks[file]),
    }),
  );
  results.details.heavyLibraries = Object.fromEntries(
    Object.keys(HEAVY_LIBRARIES).map(name => [
      name,
      Object.values(info.chunks)
        .filter(chunk => heavyLibrariesIn(chunk).includes(name))
        .map(nameOf),
    ]),
  );
};

export const loginScenario = PAGES.find(page => page.id === 'login')!;
export const paymentsScenario = PAGES.find(page => page.id === 'payments')!;
