import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';

/** Column titles are title case ("Email Address"): a sort button names them as shown, not with a lower-cased first letter. */
const raMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' } },
};

/** react-admin's polyglot provider with react-admin's English texts and the app's (src/i18n/en). */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...raMessages, ...(en as unknown as TranslationMessages) }),
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: false,
  },
);
