/** The app's languages and which one a tab starts in; no messages here, so the sign-in screens can use it lightly. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const;
export type AppLocale = (typeof LOCALES)[number]['locale'];

const isAppLocale = (value: unknown): value is AppLocale => LOCALES.some(({ locale }) => locale === value);

/** The language chosen in this tab: it outlives reloads, not the tab. */
const STORAGE_KEY = 'rm.locale';

const storedLocale = () => {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The language chosen in this tab, else the first of the browser's languages the app speaks, else English. */
export const preferredLocale = (): AppLocale => {
  const stored = storedLocale();
  if (isAppLocale(stored)) return stored;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.map(language => language.slice(0, 2).toLowerCase()).find(isAppLocale) ?? 'en';
};

/** Keeps the language for the tab and tells the page (screen readers and hyphenation read `lang`). */
export const rememberLocale = (locale: string) => {
  document.documentElement.lang = locale;
  try {
    sessionStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
};
