import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RESOURCES = ['payments', 'customers', 'users', 'clients', 'agencies', 'locations', 'terminals'];

// One access path: pages ask react-admin, and react-admin's controllers keep their own access check.
const ACCESS_SELECTORS = [
  {
    selector: "ImportSpecifier[imported.name='hasPermission']",
    message: 'Ask react-admin: useCanAccess, <CanAccess> or authProvider.canAccess.',
  },
  {
    selector: "JSXAttribute[name.name='disableAuthentication'], Property[key.name='disableAuthentication']",
    message: "Keep the controller's own access check: no guard replaces it.",
  },
];
// Pages read data through react-admin's hooks, which own the cache: no query keys or cache writes by hand.
const DATA_SELECTORS = [
  {
    selector: 'Property[key.name="queryKey"]',
    message: "Read through react-admin's hooks (useGetList, useGetOne, …): no query keys by hand.",
  },
  {
    selector: 'CallExpression[callee.property.name="setQueryData"]',
    message: "react-admin's mutations (useUpdate, useCreate…) keep its cache: no cache writes by hand.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'mock-api/.data',
      'bench/.tmp',
      'public',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.js'], languageOptions: { globals: globals.browser } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, react, 'react-hooks': reactHooks },
    settings: {
      react: { version: '19' },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react/no-danger': 'error',
      'react/jsx-no-script-url': 'error',
      'react/jsx-no-target-blank': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components never fetch: go through a data provider (dataProviders/http.ts).' },
      ],
    },
  },
  // A resource never imports another resource; shared UI lives in src/layout or src/lib.
  ...RESOURCES.map(name => ({
    files: [`resources/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: RESOURCES.filter(other => other !== name).map(other => ({
            group: [`**/resources/${other}`, `**/resources/${other}/**`, `../${other}`, `../${other}/**`],
            message: 'Resources never import each other.',
          })),
        },
      ],
    },
  })),
  // Cashiering is one feature: its kit (resources/cashiering) serves its four resources only, and reaches none of them.
  {
    files: ['resources/cashiering/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: RESOURCES.map(other => ({
            group: [`**/resources/${other}`, `**/resources/${other}/**`, `../${other}`, `../${other}/**`],
            message: 'The cashiering kit never imports a resource: its resources import it.',
          })),
        },
      ],
    },
  },
  ...['payments', 'customers', 'users'].map(name => ({
    files: [`resources/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RESOURCES.filter(other => other !== name).map(other => ({
              group: [`**/resources/${other}`, `**/resources/${other}/**`, `../${other}`, `../${other}/**`],
              message: 'Resources never import each other.',
            })),
            {
              group: ['**/resources/cashiering/**', '../cashiering/**'],
              message: 'The cashiering kit is cashiering’s.',
            },
          ],
        },
      ],
    },
  })),
  // The shell reaches the resources through the route table only (src/routes.tsx gathers each resource's index), so a
  // resource's inside can change without the shell: the top bar's search too takes each resource's part from there.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/resources', '**/resources/**'],
              message: "Only the route table (src/routes.tsx) imports a resource's folder.",
            },
          ],
        },
      ],
    },
  },
  // src/lib is the kit everything uses: it never reaches into a resource. Access rules are read by the authProvider
  // only; everything else asks react-admin (useCanAccess, <CanAccess>, authProvider.canAccess).
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/auth/authProvider.ts', 'src/test/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: './resources', message: 'src/lib never imports from resources/.' },
            {
              target: './src',
              from: './resources/cashiering',
              message: 'The cashiering kit lives with its resources; the shell reaches them through the route table.',
            },
            {
              target: ['./src', './resources'],
              from: './src/auth/access.ts',
              message: 'Ask react-admin: useCanAccess, <CanAccess> or authProvider.canAccess.',
            },
            {
              target: ['./src', './resources'],
              from: [
                './dataProviders/payments/internal',
                './dataProviders/pos/internal',
                './dataProviders/sso/internal',
              ],
              message: "A provider's internal/ is its own: import what it exports from its index.",
            },
          ],
        },
      ],
    },
  },
  // One access path: pages ask react-admin, and react-admin's controllers keep their own access check.
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/auth/**', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...ACCESS_SELECTORS],
    },
  },
  // Pages read data through react-admin's hooks (useGetList, useGetOne, useInfiniteGetList…), which own the cache: no
  // query keys or cache writes by hand. (One block for both rules here: a later block's no-restricted-syntax replaces
  // an earlier one's for the same file.)
  {
    files: ['resources/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/layout/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...ACCESS_SELECTORS, ...DATA_SELECTORS],
    },
  },
  // The mock API never imports the app.
  {
    files: ['mock-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '**/resources/**'], message: 'The mock API never imports from src/ or resources/.' },
          ],
        },
      ],
      'no-restricted-globals': 'off',
    },
  },
  {
    files: [
      'dataProviders/http.ts',
      'src/config/loadConfig.ts',
      'tests/**',
      'bench/**',
      'scripts/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  // zod runs without eval only as configured in dataProviders/zod.ts (the CSP forbids eval): the app's schemas use it.
  {
    files: ['src/**/*.{ts,tsx}', 'dataProviders/**/*.ts'],
    ignores: ['dataProviders/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/mini', 'zod/v4'].map(name => ({
            name,
            allowTypeImports: true,
            message: 'Import { z } from dataProviders/zod.ts (zod configured without eval).',
          })),
        },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  {
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
