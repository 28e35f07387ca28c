import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';
import { LOCALES, rememberLocale } from './locale';

export { preferredLocale } from './locale';

/**
 * Column titles are title case ("Email Address"): a sort button names them as shown, not with a lower-cased first letter.
 * What react-admin calls saved queries the app calls saved searches, in its menus as everywhere else.
 */
export const englishRaMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' },
    saved_queries: {
      label: 'Saved searches',
      query_name: 'Search name',
      new_label: 'Save current search…',
      new_dialog_title: 'Save current search as',
      remove_label: 'Remove saved search',
      remove_label_with_name: 'Remove saved search “%{name}”',
      remove_dialog_title: 'Remove saved search?',
      remove_message: 'Are you sure you want to remove this search from your saved searches?',
      help: 'Filter the list and save this search for later',
    },
  },
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
