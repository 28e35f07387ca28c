/** What the bench's scripts leave on the measured page's window, to read back with page.evaluate. */
interface Window {
  /** bench/lib/browser.ts: when the ready probe first matched and the latest LCP candidate (-1: not yet). */
  __bench?: { ready: number; lcp: number };
  /** bench/groups/globalSearch.ts: the time of the last input in the search box and when its results showed. */
  __search?: { input: number; shown: number };
}
