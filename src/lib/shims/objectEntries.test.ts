// @ts-expect-error: the polyfill ships no types; the build aliases it to the shim beside this test.
import entries from 'object.entries';
import { i18nProvider } from '../../i18n';
import '../../i18n/areas/pos';

describe('object.entries shim', () => {
  it("is the browser's own Object.entries, and react-admin's translations (node-polyglot, its user) still work", () => {
    expect(entries).toBe(Object.entries);
    expect(i18nProvider.translate('rm.pos.validation.required', { field: 'Code' })).toBe('Code is required');
  });
});
