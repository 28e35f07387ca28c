import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { privatePathsInConfig, privateReferences } from './privatePaths';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['src', 'resources', 'dataProviders', 'mock-api', 'build'];

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|cjs|mjs)$/.test(entry.name) && !/privatePaths(\.test)?\.ts$/.test(entry.name) ? [file] : [];
  });

describe('no reach into another package’s private paths', () => {
  it('finds the ways in: build folders, node_modules paths and UNSAFE_ exports, imported statically, dynamically or required', () => {
    expect(privateReferences(`import { x } from 'ra-core/dist/esm/routing/x.js';`)).toEqual([
      'imports ra-core/dist/esm/routing/x.js',
    ]);
    expect(privateReferences(`const m = await import('@mui/material/esm/styles/createTheme.js');`)).toEqual([
      'imports @mui/material/esm/styles/createTheme.js',
    ]);
    expect(
      privateReferences(`import '../node_modules/pkg/file.js';\nconst c = require("lib/dist/index.cjs");`),
    ).toEqual(['imports ../node_modules/pkg/file.js', 'imports lib/dist/index.cjs']);
    expect(privateReferences(`import { UNSAFE_DataRouterContext } from 'react-router';`)).toEqual([
      'uses UNSAFE_DataRouterContext',
    ]);
    expect(privatePathsInConfig(`resolve: { alias: { x: '/node_modules/ra-core/dist/core/x.js' } }`)).toEqual([
      'names /node_modules/ra-core/dist/core/x.js',
    ]);
  });

  it('leaves public entry points and the app’s own files alone', () => {
    expect(
      privateReferences(
        `import { Button } from '@mui/material';\nimport Add from '@mui/icons-material/Add';\nimport { x } from './lib/x';`,
      ),
    ).toEqual([]);
    expect(privateReferences(`const dist = 'dist'; // a word, not a path`)).toEqual([]);
  });

  it('holds for every import in src/, resources/, dataProviders/, mock-api/ and build/', () => {
    const found = SOURCE_FOLDERS.flatMap(folder =>
      sourceFiles(path.join(root, folder)).flatMap(file =>
        privateReferences(fs.readFileSync(file, 'utf8')).map(what => `${path.relative(root, file)} ${what}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('holds for vite.config.ts and every alias it resolves to', async () => {
    expect(privatePathsInConfig(fs.readFileSync(path.join(root, 'vite.config.ts'), 'utf8'))).toEqual([]);
    const config = await resolveConfig(
      { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' },
      'build',
    );
    // Vite's own aliases (its dev client, /@vite/env and /@vite/client) are Vite's; every other, the config's or a plugin's, is checked.
    const aliases = config.resolve.alias.filter(
      ({ find }) => !(find instanceof RegExp && find.source.includes('@vite')),
    );
    expect(
      aliases
        .flatMap(({ find, replacement }) => [String(find), replacement])
        .filter(alias => /\/dist\/|\/esm\/|node_modules/.test(alias)),
    ).toEqual([]);
  });
});
