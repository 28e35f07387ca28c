import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import fs from 'node:fs';
import { build, runnerImport, type HtmlTagDescriptor, type Plugin } from 'vite';

// The SPA is always served by mock-api/server.ts (npm start) or, in dev, proxied to it.
const mockTarget = process.env.MOCK_API_URL ?? 'http://localhost:4000';
const proxied = ['/config.json', '/api', '/idp', '/config-service', '/ld', '/dashboards', '/__mock'];

/** The start-up code every path runs (/login included), and the app every other path adds to it. */
const BOOT_MODULES = ['src/boot.tsx'];
const APP_MODULES = ['src/startApp.tsx', 'src/createServices.ts'];
/** The flag SDK, which the entry asks for on every path with the start-up code (src/earlyStart.ts). */
const FLAG_SDK = '/node_modules/@launchdarkly/js-client-sdk/';
/** A module id with `/` between its parts, as the patterns here are written. */
const posixId = (id: string) => id.replaceAll(path.sep, '/');

/**
 * Modules nearly every list page draws its first rows with: MUI's table and skeleton rows, react-admin's useGetList and
 * the Add icon of the Create buttons. They go in the app's chunk: split out as Rolldown would, they came as five files of
 * 0.1 to 2 KB, each a request of its own (six at a time over HTTP/1.1) before a list's first row. In the app they add
 * 2.7 KB to the pages without a list.
 */
const LIST_PAGE_MODULES = /\/node_modules\/(@mui\/material\/esm\/(Table|TableBody|TableCell|TableContainer|TableHead|TableRow|Skeleton)\/|@mui\/material\/esm\/styles\/cssUtils\.js$|ra-core\/dist\/dataProvider\/useGetList\.js$|@mui\/icons-material\/esm\/Add\.js$)/;

/** Set while the planning build runs, so it plans nothing itself. */
const PLANNING = 'RM_CHUNK_PLANNING';

interface ChunkPlan {
  /** The modules every path runs at start-up, /login included. */
  boot: Set<string>;
  /** The modules every app path runs beyond those. */
  app: Set<string>;
}

/** The chunks a chunk imports statically, itself included: what must arrive before it can run. */
const staticClosure = (starts: (OutputChunk | undefined)[], byFile: Map<string, OutputChunk>) => {
  const seen = new Set<OutputChunk>();
  const queue = starts.filter((chunk): chunk is OutputChunk => Boolean(chunk));
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) queue.push(imported);
    }
  }
  return seen;
};

/** From the chunks Rolldown makes unguided: the modules of the start-up code's chunks, and of the app's beyond them. */
const planChunks = (chunks: OutputChunk[], root: string): ChunkPlan => {
  const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
  const facades = (files: string[]) => files.map(file => chunks.find(chunk => chunk.facadeModuleId === path.resolve(root, file)));
  const entries = new Set(chunks.filter(chunk => chunk.isEntry));
  const boot = new Set([...staticClosure(facades(BOOT_MODULES), byFile)].filter(chunk => !entries.has(chunk)));
  const app = [...staticClosure(facades(APP_MODULES), byFile)].filter(chunk => !entries.has(chunk) && !boot.has(chunk));
  const modulesOf = (list: Iterable<OutputChunk>) => new Set([...list].flatMap(chunk => chunk.moduleIds));
  return { boot: modulesOf(boot), app: modulesOf(app) };
};

/**
 * Puts the start-up code in one chunk and the app in another. Left to itself, Rolldown gives each set of importers of
 * a module its own file, so the modules the start-up code and the app share with the pages came in 23 files before
 * the first page's own: each a request (six at a time over HTTP/1.1) and a link the entry adds. A first build, unguided
 * and not written, says which modules those files hold once unused code is dropped (a module's static imports would
 * say too much: a library's index imports all of it); the real build then groups exactly those. The pages' own chunks
 * stay as Rolldown splits them, and /login loads the same code as before in fewer files.
 */
const startUpChunks = (): Plugin => ({
  name: 'rm-start-up-chunks',
  apply: 'build',
  async config(config) {
    if (process.env[PLANNING]) return;
    process.env[PLANNING] = '1';
    let output: RolldownOutput | RolldownOutput[];
    try {
      // With this config's own resolve options, so a config built on this one (scripts/vite.profiling.config.ts aliases
      // react-dom) plans the modules its build will hold.
      output = (await build({ root: config.root, mode: config.mode, logLevel: 'silent', resolve: config.resolve, build: { write: false } })) as RolldownOutput | RolldownOutput[];
    } finally {
      delete process.env[PLANNING];
    }
    const chunks = (Array.isArray(output) ? output : [output]).flatMap(result => result.output.filter((item): item is OutputChunk => item.type === 'chunk'));
    const plan = planChunks(chunks, path.resolve(config.root ?? process.cwd()));
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Only the modules listed: their imports are in the start-up chunk or the entry already.
                { debugName: 'boot', name: (id: string) => (plan.boot.has(id) ? 'boot' : null), includeDependenciesRecursively: false, priority: 2 },
                // The app's modules, and those the list pages share (LIST_PAGE_MODULES).
                { debugName: 'app', name: (id: string) => (plan.app.has(id) || LIST_PAGE_MODULES.test(posixId(id)) ? 'app' : null), includeDependenciesRecursively: false, priority: 1 },
              ],
            },
          },
        },
      },
    };
  },
});

/** One of the app's own modules, loaded through Vite as the app's modules are (extensionless TypeScript imports). */
const appModule = async <T>(file: string) => (await runnerImport<T>(fileURLToPath(new URL(file, import.meta.url)), { configFile: false, logLevel: 'silent' })).module;
const startUpScriptsModule = () => appModule<typeof import('./src/lib/startUpScripts')>('./src/lib/startUpScripts.ts');

/** A build plugin adding to index.html the tags `tagsFor` makes from the build's chunks. */
const indexHtmlTags = (
  name: string,
  tagsFor: (chunks: OutputChunk[], byFile: Map<string, OutputChunk>, root: string) => HtmlTagDescriptor[] | Promise<HtmlTagDescriptor[]>,
): Plugin => {
  let root = process.cwd();
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        return { html, tags: await tagsFor(chunks, new Map(chunks.map(chunk => [chunk.fileName, chunk])), root) };
      },
    },
  };
};

/**
 * The backends loaded with their first call (`lazyBackend`, dataProviders/types.ts) that a page calls as it opens: the
 * page's chunks include theirs, so the entry asks for that code with the page's, not once the page's first call is made.
 */
const PAGE_BACKENDS: [page: RegExp, backend: string][] = [
  [/^resources\/(agencies|locations|terminals)\/|^resources\/clients\/(PosConfigIndex|ClientSettingsEdit)\.tsx$/, 'dataProviders/pos/index.ts'],
  [/^resources\/users\//, 'dataProviders/sso/users.ts'],
  [/^resources\/customers\//, 'dataProviders/sso/customers.ts'],
];

/**
 * Writes into index.html, as JSON, the chunks each lazily loaded page needs beyond the start-up code and the app:
 * the entry asks for the opened page's at once (src/lib/pageChunks.ts), as it asks for the app's, instead of once the
 * app has run and routed.
 */
export const pageChunkLists = (chunks: OutputChunk[], byFile: Map<string, OutputChunk>, root: string) => {
  const facade = (file: string) => chunks.find(chunk => chunk.facadeModuleId === path.resolve(root, file));
  const startUp = new Set([...BOOT_MODULES, ...APP_MODULES].map(file => path.resolve(root, file)));
  const loaded = staticClosure(chunks.filter(chunk => chunk.isEntry || chunk.moduleIds.some(id => startUp.has(id))), byFile);
  const pages: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const module = posixId(path.relative(root, chunk.facadeModuleId ?? ''));
    if (!chunk.isDynamicEntry || !/^(resources\/|src\/pages\/)/.test(module)) continue;
    const backend = PAGE_BACKENDS.find(([page]) => page.test(module))?.[1];
    pages[module] = [...staticClosure([chunk, backend ? facade(backend) : undefined], byFile)].filter(needed => !loaded.has(needed)).map(needed => needed.fileName);
  }
  return pages;
};

const pageChunks = () =>
  indexHtmlTags('rm-page-chunks', (chunks, byFile, root) => [
    { tag: 'script', attrs: { type: 'application/json', id: 'rm-page-chunks' }, children: JSON.stringify(pageChunkLists(chunks, byFile, root)), injectTo: 'head' },
  ]);

/**
 * Lists in index.html, as module scripts, the files the entry asks for at once: the start-up code and the flag SDK
 * (every path), and the app (every path but /login). See src/lib/startUpScripts.ts.
 */
const startUpScripts = () =>
  indexHtmlTags('rm-start-up-scripts', async (chunks, byFile, root) => {
    // The chunks holding these modules (grouped chunks have no facade of their own: startUpChunks above).
    const holding = (files: string[]) => files.map(file => chunks.find(chunk => chunk.moduleIds.includes(path.resolve(root, file))));
    const entry = staticClosure(chunks.filter(chunk => chunk.isEntry), byFile);
    const flagSdk = chunks.find(chunk => chunk.isDynamicEntry && posixId(chunk.facadeModuleId ?? '').includes(FLAG_SDK));
    const files = (closure: Set<OutputChunk>) => [...closure].filter(chunk => !entry.has(chunk)).map(chunk => chunk.fileName);
    const everyPath = [...new Set([...files(staticClosure(holding(BOOT_MODULES), byFile)), ...files(staticClosure([flagSdk], byFile))])];
    const app = files(staticClosure(holding(APP_MODULES), byFile));
    if (!everyPath.length || !app.length || !flagSdk) throw new Error('rm-start-up-scripts: the start-up code, the app or the flag SDK has no chunk');
    return (await startUpScriptsModule()).startUpScriptTags(everyPath, app);
  });

/**
 * Writes, beside index.html, a copy for each page whose heading its address tells (`settings.html` for /settings, ...)
 * with that heading in the loading screen: the server sends it for that address, so the heading is in the first paint
 * (src/lib/pageHeadings.ts), and without the start-up scripts; and the sign-in page's copy, `login.html`, without the
 * app's (src/lib/startUpScripts.ts).
 */
const pageHeadingScreens = (): Plugin => ({
  name: 'rm-page-heading-screens',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir ?? 'dist';
    const { pageLoadingScreens } = await appModule<typeof import('./src/lib/pageHeadings')>('./src/lib/pageHeadings.ts');
    const { loginScreen, withoutStartUpScripts } = await startUpScriptsModule();
    const indexHtml = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    for (const { fileName, html } of [...pageLoadingScreens(withoutStartUpScripts(indexHtml, 'all')), loginScreen(indexHtml)]) fs.writeFileSync(path.join(dir, fileName), html);
  },
});

/**
 * Library modules the build resolves to the app's copies (src/lib/shims), each keeping the library's behaviour without
 * code this app never runs: ra-core's router adapter without its fallback hash router, its default CSV exporter without
 * its CSV library until an export runs, its resource label without the pluralisation library (for default titles no
 * page shows), and MUI's CSS theme variables, which no theme here uses.
 */
const LIBRARY_SHIMS = [
  { from: '/node_modules/ra-core/dist/routing/', source: './adapters/reactRouterProvider.js', shim: 'src/lib/shims/reactRouterProvider.ts' },
  { from: '/node_modules/ra-core/dist/export/', source: './defaultExporter.js', shim: 'src/lib/shims/defaultExporter.ts' },
  { from: '/node_modules/ra-core/dist/core/', source: './useGetResourceLabel.js', shim: 'src/lib/shims/useGetResourceLabel.ts' },
  { from: '/node_modules/@mui/material/esm/styles/createTheme.js', source: './createThemeWithVars.js', shim: 'src/lib/shims/muiCssVariables.ts' },
  { from: '/node_modules/@mui/material/esm/styles/ThemeProvider.js', source: './ThemeProviderWithVars.js', shim: 'src/lib/shims/muiCssVariables.ts' },
];
export const libraryShims = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'rm-library-shims',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const shim = importer && LIBRARY_SHIMS.find(entry => entry.source === source && posixId(importer).includes(entry.from));
      return shim ? path.resolve(root, shim.shim) : null;
    },
  };
};

export default defineConfig({
  plugins: [libraryShims(), react(), startUpChunks(), pageChunks(), startUpScripts(), pageHeadingScreens()],
  resolve: {
    alias: { 'object.entries': path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/lib/shims/objectEntries.cjs') },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map(path => [path, { target: mockTarget, changeOrigin: false }])),
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['{src,dataProviders,resources,mock-api}/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
  },
});
