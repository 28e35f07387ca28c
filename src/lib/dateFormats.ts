/**
 * The Intl date formats the app makes in a timezone (src/lib/dates.ts), and what the payment pages format first.
 * Free of libraries: the Intl warm-up worker (src/lib/intlWarmUp.worker.ts) imports it.
 */

const numeric = 'numeric' as const;
export const FORMAT_OPTIONS = {
  wallClock: { hourCycle: 'h23', year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric },
  abbreviation: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Makes each date format the app uses in a timezone, and a grouped number (the result count), once. */
export const formatOnceOfEach = (timeZone = 'America/New_York') => {
  for (const options of Object.values(FORMAT_OPTIONS)) new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(0);
  return (1234).toLocaleString('en-US');
};
