import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { enCore, type Messages } from './en';

const LOCALES = [{ locale: 'en', name: 'English' }];
const providerOf = (messages: TranslationMessages) => polyglotI18nProvider(() => messages, 'en', LOCALES, { allowMissing: false });

/** Column titles are title case ("Email Address"): a sort button names them as shown, not with a lower-cased first letter. */
const raMessages = { ...englishMessages, ra: { ...englishMessages.ra, sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' } } };
const core = providerOf({ ...raMessages, ...(enCore as unknown as TranslationMessages) });
/** The areas whose messages come with their pages (src/i18n/areas/): users, cashiering, customers. */
const areas = new Map<string, I18nProvider>();
const areaOf = (key: string) => (key.startsWith('rm.') ? key.slice(3, key.indexOf('.', 3)) : '');

/** react-admin's polyglot provider, English; a key of an area added since is translated by that area's messages. */
export const i18nProvider: I18nProvider = {
  ...core,
  translate: (key, options) => (areas.get(areaOf(key)) ?? core).translate(key, options),
};

/** Adds an area's messages (rm.<area>.*); a module of src/i18n/areas/ calls it when it is first imported. */
export const addAreaMessages = (messages: Partial<Messages['rm']>) => {
  for (const [area, texts] of Object.entries(messages)) areas.set(area, providerOf({ rm: { [area]: texts } } as unknown as TranslationMessages));
};
