/**
 * The chunks of the start-up code, by what runs it: the entry (src/main.tsx), the sign-in shell (src/boot.tsx, which
 * every path runs) and the app (src/startApp.tsx with the data providers of src/createServices.ts, which every path but
 * the sign-in screens runs before any page). Left to itself, rolldown cuts the app's start-up into a chunk per set of
 * lazily loaded parts that also use a module (it cannot know that the app always runs before its pages): about 25
 * chunks of a few hundred bytes to a few kilobytes, which HTTP/1.1 fetches six at a time, each round a network round
 * trip. Together they cost nothing more: a page that uses one of those modules only ever loads after the app has.
 */

/** What rolldown's chunking tells a group's `name` about the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export interface StartUpEntries {
  /** The page's entry module. */
  entry: string;
  /** The sign-in shell's module, loaded by the entry on every path. */
  shell: string;
  /** The modules of the app's start-up, loaded by the entry on the app's paths. */
  app: readonly string[];
}

/** The modules `entries` import statically, directly or through others: the code that runs when they do. */
const staticGraphOf = (entries: readonly string[], graph: ModuleGraph) => {
  const seen = new Set<string>();
  const next = [...entries];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};

/** The app's own files (not a package's, not a bundler's virtual module). */
const isOwn = (id: string) => !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith('\0');

type Part = 'start' | 'boot' | 'app';

/**
 * Which start-up part each of the app's own files belongs to: the first that runs it (the entry, then the shell, then
 * the app). A package's modules are not named here: a group takes a file with the modules it imports that no group
 * of a higher priority took (the React, MUI and react-admin chunks), so what only the app's start-up uses comes with it.
 */
export const startUpPartsOf = (entries: StartUpEntries, graph: ModuleGraph) => {
  const parts = new Map<string, Part>();
  const claim = (part: Part, modules: Set<string>) => {
    for (const id of modules) if (isOwn(id) && !parts.has(id)) parts.set(id, part);
  };
  claim('start', staticGraphOf([entries.entry], graph));
  claim('boot', staticGraphOf([entries.shell], graph));
  claim('app', staticGraphOf(entries.app, graph));
  return parts;
};

/**
 * rolldown `codeSplitting` groups for the three parts, named `start`, `boot` and `app`, at `priority` and below (the
 * entry's and the shell's first, so that the app's group, which takes what its files import, cannot take theirs).
 */
export const startUpGroups = (entries: StartUpEntries, priority: number) => {
  const known = new WeakMap<ModuleGraph, Map<string, Part>>();
  const partOf = (id: string, graph: ModuleGraph) => {
    let parts = known.get(graph);
    if (!parts) known.set(graph, (parts = startUpPartsOf(entries, graph)));
    return parts.get(id);
  };
  return (['start', 'boot', 'app'] as const).map((part, index) => ({
    name: (id: string, graph: ModuleGraph) => (partOf(id, graph) === part ? part : null),
    priority: priority - index,
  }));
};
