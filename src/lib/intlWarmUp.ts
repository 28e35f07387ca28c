/**
 * The first date or number a page formats makes the browser load its Intl data: 15-50 ms of main thread here, four
 * times that on a slow phone, in one piece. A worker started by the entry pays it instead, off the main thread, while
 * the chunks download; the data is shared by the page's threads, so the page's own first uses then cost under a
 * millisecond (docs/decisions.md, "Session 20 choices"). Only on the pages that format dates in their first render:
 * elsewhere the page's first uses come later, in smaller tasks, and a second busy thread during the load only competes
 * with the main one on a small machine.
 *
 * Imported by the entry (src/main.tsx): it must stay free of libraries.
 */

export const startIntlWorker = () => new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });

/** The pages that format dates in the user's timezone in their first render: /payments and /payment/{id}. */
export const formatsDatesAtOnce = (pathname: string) => pathname === '/payments' || pathname.startsWith('/payment/');

/** Starts the warm-up worker on those pages, and ends it once it has done its work (or failed to start). */
export const warmUpIntl = (pathname: string, start: () => Worker = startIntlWorker) => {
  if (!formatsDatesAtOnce(pathname) || typeof Worker === 'undefined') return false;
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return false;
  }
  const end = () => worker.terminate();
  worker.addEventListener('message', end, { once: true });
  worker.addEventListener('error', end, { once: true });
  return true;
};
