/**
 * Another package's private files and exports: its build folders (`/dist/`, `/esm/`), `node_modules` paths and
 * React Router's `UNSAFE_` exports. The app imports packages by their public entry points only, so an upgrade that
 * moves a file inside a package cannot break the build silently.
 */
const PRIVATE = /\/dist\/|\/esm\/|(^|\/)node_modules\//;

/** The module specifiers in a source text: static and dynamic imports, re-exports and requires. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"`])([^'"`]+)\1/g;

/** What in `text` reaches into another package's private paths, each as a short description. */
export const privateReferences = (text: string): string[] => {
  const found: string[] = [];
  for (const [, , specifier] of text.matchAll(SPECIFIERS))
    if (PRIVATE.test(specifier)) found.push(`imports ${specifier}`);
  for (const [name] of text.matchAll(/\bUNSAFE_\w+/g)) found.push(`uses ${name}`);
  return found;
};

/** The same for a build configuration: no path into a package at all, quoted anywhere in it. */
export const privatePathsInConfig = (text: string): string[] => [
  ...new Set([
    ...privateReferences(text),
    ...[...text.matchAll(/(['"`])([^'"`\n]*(?:\/dist\/|\/esm\/|node_modules)[^'"`\n]*)\1/g)].map(
      ([, , path]) => `names ${path}`,
    ),
  ]),
];
