import { readFileSync } from 'node:fs';
import path from 'node:path';
import { libraryShims } from '../../../vite.config';
import { createTheme } from '@mui/material/styles';
import { createAppTheme } from '../../layout/theme';
import notInThisBuild, { CssVarsProvider } from './muiCssVariables';

const resolveId = libraryShims().resolveId as (source: string, importer?: string) => string | null;

/** Where the installed libraries import what the build replaces, and the copy each gets instead. */
const INSTALLED_IMPORTS = [
  ['node_modules/ra-core/dist/routing/RouterProviderContext.js', './adapters/reactRouterProvider.js', 'reactRouterProvider.ts'],
  ['node_modules/ra-core/dist/routing/index.js', './adapters/reactRouterProvider.js', 'reactRouterProvider.ts'],
  ['node_modules/ra-core/dist/export/index.js', './defaultExporter.js', 'defaultExporter.ts'],
  ['node_modules/ra-core/dist/core/index.js', './useGetResourceLabel.js', 'useGetResourceLabel.ts'],
  ['node_modules/@mui/material/esm/styles/createTheme.js', './createThemeWithVars.js', 'muiCssVariables.ts'],
  ['node_modules/@mui/material/esm/styles/ThemeProvider.js', './ThemeProviderWithVars.js', 'muiCssVariables.ts'],
] as const;

describe("the build's library shims", () => {
  it.each(INSTALLED_IMPORTS)('still match the installed libraries: %s imports %s', (file, source, shim) => {
    const importer = path.resolve(file);
    // After an upgrade that moves these imports, a shim would quietly stop applying: this fails instead.
    expect(readFileSync(importer, 'utf8')).toMatch(new RegExp(`from ['"]${source.replace(/[.]/g, '\\.')}['"]`));
    expect(resolveId(source, importer)).toBe(path.resolve('src/lib/shims', shim));
  });

  it("say so if a theme asks for MUI's CSS theme variables", () => {
    expect(() => notInThisBuild()).toThrow(/CSS theme variables are left out of this build/);
    expect(() => CssVarsProvider()).toThrow(/CSS theme variables are left out of this build/);
  });

  it('are safe: no theme of the app asks MUI for CSS variables or colour schemes', () => {
    for (const variant of ['standard', 'rebrand'] as const) {
      const options = createAppTheme(variant);
      expect(options).not.toHaveProperty('cssVariables');
      expect(options).not.toHaveProperty('colorSchemes');
      expect(createTheme(options)).not.toHaveProperty('colorSchemes');
    }
  });

  it('leave every other import alone', () => {
    expect(resolveId('./createThemeWithVars.js', '/app/node_modules/@mui/material/esm/styles/index.js')).toBeNull();
    expect(resolveId('./adapters/reactRouterProvider.js', '/app/node_modules/other/dist/routing/index.js')).toBeNull();
    expect(resolveId('./defaultExporter.js', '/app/node_modules/ra-core/dist/controller/list/useList.js')).toBeNull();
    expect(resolveId('./useGetResourceLabel.js', '/app/node_modules/ra-core/dist/controller/list/useListController.js')).toBeNull();
    expect(resolveId('react-router-dom', '/app/node_modules/ra-core/dist/routing/index.js')).toBeNull();
    expect(resolveId('./adapters/reactRouterProvider.js')).toBeNull();
  });
});
