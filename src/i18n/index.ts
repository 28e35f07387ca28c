import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';

/** react-admin's polyglot provider with react-admin's English texts and the app's (src/i18n/en). */
export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...(en as unknown as TranslationMessages) }), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: false,
});
