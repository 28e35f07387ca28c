import { startUpGroups, startUpPartsOf, type ModuleGraph } from './startUpChunks';

const src = (file: string) => `/repo/src/${file}`;
const pkg = (file: string) => `/repo/node_modules/${file}`;

/** A small app: the entry and the shell share a helper; the app shares the shell's auth code and its own money code. */
const imports: Record<string, string[]> = {
  [src('main.tsx')]: [src('startUp.ts'), src('lib/tabMemory.ts')],
  [src('boot.tsx')]: [src('auth/authProvider.ts'), src('lib/tabMemory.ts'), pkg('react/index.js')],
  [src('auth/authProvider.ts')]: [pkg('oidc-client-ts/index.js')],
  [src('startApp.tsx')]: [src('App.tsx'), src('lib/tabMemory.ts')],
  [src('App.tsx')]: [src('auth/authProvider.ts'), src('lib/money.ts'), pkg('ra-core/index.js')],
  [src('createServices.ts')]: [src('dataProviders/payments.ts')],
  [src('dataProviders/payments.ts')]: [src('lib/money.ts'), '\0vite/preload-helper.js'],
  // A page, loaded lazily after the app (a dynamic import is not in importedIds), uses the money code too.
  [src('pages/PaymentList.tsx')]: [src('lib/money.ts')],
};
const graph: ModuleGraph = { getModuleInfo: id => ({ importedIds: imports[id] ?? [] }) };
const entries = {
  entry: src('main.tsx'),
  shell: src('boot.tsx'),
  app: [src('startApp.tsx'), src('createServices.ts')],
};

describe('the start-up chunks', () => {
  it('put each of the app’s own files with the first part that runs it: the entry, the sign-in shell, then the app', () => {
    expect(Object.fromEntries(startUpPartsOf(entries, graph))).toEqual({
      [src('main.tsx')]: 'start',
      [src('startUp.ts')]: 'start',
      [src('lib/tabMemory.ts')]: 'start',
      [src('boot.tsx')]: 'boot',
      [src('auth/authProvider.ts')]: 'boot',
      [src('startApp.tsx')]: 'app',
      [src('App.tsx')]: 'app',
      [src('lib/money.ts')]: 'app',
      [src('createServices.ts')]: 'app',
      [src('dataProviders/payments.ts')]: 'app',
    });
  });

  it('are rolldown groups that name only their part’s files, the entry’s and the shell’s taking theirs first', () => {
    const groups = startUpGroups(entries, 3);
    expect(groups.map(group => [group.name(src('lib/money.ts'), graph), group.priority])).toEqual([
      [null, 3],
      [null, 2],
      ['app', 1],
    ]);
    expect(groups.map(group => group.name(src('auth/authProvider.ts'), graph))).toEqual([null, 'boot', null]);
    expect(groups.map(group => group.name(src('lib/tabMemory.ts'), graph))).toEqual(['start', null, null]);
    // A page's own file, a package's module and a bundler's helper are left to the default chunking.
    for (const id of [src('pages/PaymentList.tsx'), pkg('ra-core/index.js'), '\0vite/preload-helper.js'])
      expect(groups.map(group => group.name(id, graph))).toEqual([null, null, null]);
  });
});
