import fs from 'node:fs';
import path from 'node:path';
import { i18nProvider } from '.';

const ROOT = path.resolve(__dirname, '../..');
const AREAS = ['users', 'pos', 'customers'] as const;
/** Translated with its English text as the fallback, and imported by the entry, which must stay free of libraries. */
const FALLBACK_ONLY = new Set(['src/lib/pageHeadings.ts']);

const sources = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap(entry => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return file === 'src/i18n' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('message areas', () => {
  it('every module that names a message of an area imports that area, so its messages are in before it renders', () => {
    const missing: string[] = [];
    for (const file of ['src', 'resources', 'dataProviders'].flatMap(sources)) {
      if (FALLBACK_ONLY.has(file)) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const area of AREAS)
        if (new RegExp(`rm\\.${area}\\.`).test(text) && !new RegExp(`import '[./]*(src/)?i18n/areas/${area}';`).test(text)) missing.push(`${file}: ${area}`);
    }
    expect(missing).toEqual([]);
  });

  it("an area's messages are there once it is imported, and not before", async () => {
    expect(i18nProvider.translate('rm.users.list.add')).toBe('rm.users.list.add');
    expect(i18nProvider.translate('rm.pos.nav.locations')).toBe('rm.pos.nav.locations');
    expect(i18nProvider.translate('rm.users.list.title', { _: 'User Settings' })).toBe('User Settings');
    await import('./areas/users');
    expect(i18nProvider.translate('rm.users.list.add')).toBe('Add new user');
    expect(i18nProvider.translate('rm.users.list.download', { n: 3 })).toBe('Download 3 User(s)');
    // The other areas and react-admin's own messages are unchanged.
    expect(i18nProvider.translate('rm.payments.results.notAvailable')).toBe('Not available');
    expect(i18nProvider.translate('ra.navigation.next')).toBe('Go to next page');
    expect(i18nProvider.translate('rm.pos.nav.locations')).toBe('rm.pos.nav.locations');
  });
});
