/**
 * The first date a page formats in a timezone makes the browser load its date and timezone data: 20-40 ms of main
 * thread here, four times that on a slow phone. The payment pages format dates in the user's timezone as they first
 * render (they compute "today" there), so the entry pays it early, while the main thread waits for the chunks to
 * download. Other pages never pay it before they need it: on /dashboard it was the longest task of the load, and
 * Lighthouse's mobile blocking time fell from about 280 to 120 ms there without it (docs/decisions.md).
 *
 * Imported by the entry (src/earlyStart.ts): it must stay free of libraries.
 */

/** The pages that format dates in the user's timezone in their first render: /payments and /payment/{id}. */
export const formatsDatesAtOnce = (pathname: string) => pathname === '/payments' || pathname.startsWith('/payment/');

/**
 * After the next frame, so the loading screen's page heading (drawn by the entry just before) paints first: a timer
 * set now fired before that frame and held the heading back by the warm-up's length. A hidden tab paints no frames,
 * so there a timer alone.
 */
export const afterNextPaint = (task: () => void) => {
  if (document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
};

/** On those pages, loads the browser's date and timezone data in a task of its own, just after the entry's first frame. */
export const warmUpDateFormatting = (pathname: string, schedule: (task: () => void) => void = afterNextPaint) => {
  if (!formatsDatesAtOnce(pathname)) return false;
  schedule(() => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' }).format(0);
    } catch {
      // A browser without timezone support formats in local time later; nothing to prepare.
    }
  });
  return true;
};
