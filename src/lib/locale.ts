/**
 * The app's languages are `en` and `es`; Intl formats them as US English and US Spanish (days before months, and
 * dollars as "$1,234.56", as Spanish speakers in the United States read them).
 */
export const intlLocaleOf = (locale: string | undefined): string => (locale === 'es' ? 'es-US' : 'en-US');

/** Whether dates read day first (dd/mm/yyyy) in the language. */
export const dayFirst = (locale: string | undefined): boolean => locale === 'es';

/** `21000` -> `21,000` in the language's way of grouping digits. */
export const formatCount = (count: number, locale?: string): string => count.toLocaleString(intlLocaleOf(locale));
