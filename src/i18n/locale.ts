import { readTabPref, writeTabPref } from '../lib/tabPrefs';

/** The app's languages and which one a tab starts in; no messages here, so the sign-in screens can use it lightly. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const;
export type AppLocale = (typeof LOCALES)[number]['locale'];

const isAppLocale = (value: unknown): value is AppLocale => LOCALES.some(({ locale }) => locale === value);

/**
 * The language chosen in this tab, a display preference like the theme (src/lib/tabPrefs.ts): it outlives reloads and
 * sign-outs, not the tab. react-admin's store keeps it under the same key (createAppStore).
 */
export const LOCALE_STORE_KEY = 'locale';

/** The language chosen in this tab, else the first of the browser's languages the app speaks, else English. */
export const preferredLocale = (): AppLocale => {
  const stored = readTabPref(LOCALE_STORE_KEY);
  if (isAppLocale(stored)) return stored;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.map(language => language.slice(0, 2).toLowerCase()).find(isAppLocale) ?? 'en';
};

/** Keeps the language for the tab and tells the page (screen readers and hyphenation read `lang`). */
export const rememberLocale = (locale: string) => {
  document.documentElement.lang = locale;
  writeTabPref(LOCALE_STORE_KEY, locale);
};
