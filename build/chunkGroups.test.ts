import path from 'node:path';
import { resolveConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

interface Group {
  name: string;
  test?: (id: string) => boolean;
  minShareCount?: number;
}

/** The build's shared-chunk groups (vite.config.ts, rolldown's `codeSplitting.groups`). */
const groups = async () => {
  const config = await resolveConfig(
    { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' },
    'build',
  );
  const output = config.build.rolldownOptions.output as { codeSplitting: { groups: Group[] } };
  return output.codeSplitting.groups;
};

/** The groups that may take the module at `file` of `pkg` (a module id as the bundler sees it). */
const takenBy = (all: Group[], pkg: string, file = 'index.js') =>
  all.filter(group => group.test?.(path.join(root, 'node_modules', pkg, file))).map(group => group.name);

describe('shared chunks by package family', () => {
  it('puts React, MUI and react-admin modules each in their family’s chunk', async () => {
    const all = await groups();
    expect(takenBy(all, 'react-dom', 'cjs/react-dom-client.production.js')).toEqual(['react']);
    expect(takenBy(all, '@mui/material', 'esm/Button/Button.js')).toEqual(['mui']);
    expect(takenBy(all, '@emotion/react')).toEqual(['mui']);
    expect(takenBy(all, 'ra-core', 'dist/controller/list/ListBase.js')).toEqual(['react-admin']);
    expect(takenBy(all, 'react-router')).toEqual(['react-admin']);
  });

  it('leaves the libraries loaded where they are used, zod and the app’s own files out of the package families’ chunks', async () => {
    const all = await groups();
    for (const pkg of [
      '@mui/x-date-pickers',
      '@dnd-kit/core',
      'papaparse',
      '@azure/msal-browser',
      'ra-auth-msal',
      '@launchdarkly/js-client-sdk',
      'oidc-client-ts',
      'zod',
    ])
      expect(takenBy(all, pkg), pkg).toEqual([]);
    expect(all.filter(group => group.test?.(path.join(root, 'src/boot.tsx')))).toEqual([]);
  });

  it('takes MUI and react-admin modules only when most lazily loaded parts share them', async () => {
    const all = await groups();
    for (const name of ['mui', 'react-admin'])
      expect(all.find(group => group.name === name)?.minShareCount).toBeGreaterThanOrEqual(10);
  });
});
