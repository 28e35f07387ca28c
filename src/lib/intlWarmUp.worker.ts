/**
 * Runs in a worker started by the entry on the payment pages (src/lib/intlWarmUp.ts): the first use of Intl makes the
 * browser load and prepare its date, timezone and number data, 15-50 ms here. That data is shared by every thread of
 * the page, so once this worker has paid for it, the page's own first uses on the main thread cost under a
 * millisecond. It formats what those pages format: dates in a timezone (src/lib/dates.ts) and a grouped number (the
 * result count).
 */
import { formatOnceOfEach } from './dateFormats';

try {
  formatOnceOfEach();
} catch {
  // A browser without this Intl support formats as it can later; nothing to prepare.
}
postMessage('ready');
