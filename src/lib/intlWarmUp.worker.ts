/**
 * Runs in a worker started by the entry (src/lib/intlWarmUp.ts): the first use of each kind of Intl object makes the
 * browser load and prepare its date, timezone, number and collation data, 15-50 ms here. That data is shared by every
 * thread of the page, so once this worker has paid for it, the page's own first uses on the main thread cost under a
 * millisecond. It uses what the app uses: dates in a timezone (src/lib/dates.ts), grouped numbers (the result counts)
 * and a collator (the users list's sort).
 */
try {
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short', dateStyle: 'short', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat('en-US').format(1234.5);
  new Intl.Collator('en-US', { sensitivity: 'accent', numeric: true }).compare('a', 'b');
} catch {
  // A browser without this Intl support formats as it can later; nothing to prepare.
}
postMessage('ready');
