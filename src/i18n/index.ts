import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';
import { LOCALES, rememberLocale } from './locale';

export { preferredLocale } from './locale';

/** Column titles are title case ("Email Address"): a sort button names them as shown, not with a lower-cased first letter. */
export const englishRaMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' } },
};

const englishAll = { ...englishRaMessages, ...(en as unknown as TranslationMessages) };

/** English is in the main bundle; Spanish is a chunk fetched the first time it is chosen. */
const messagesOf = (locale: string) =>
  locale === 'es' ? import('./es').then(module => module.es as unknown as TranslationMessages) : englishAll;

const polyglot = polyglotI18nProvider(messagesOf, 'en', [...LOCALES], { allowMissing: false });

/** react-admin's polyglot provider with react-admin's texts and the app's (src/i18n/en, src/i18n/es). */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async locale => {
    await polyglot.changeLocale(locale);
    rememberLocale(locale);
  },
};
