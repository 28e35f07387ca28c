/**
 * What the entry (src/main.tsx) starts before React has arrived: the one config.json request, in parallel with the
 * start-up code and the app's chunks, and the loading screen's failure state.
 */

/** Served by the light sign-in shell; every other path is the react-admin app. */
export const LOGIN_PATHS = ['/login', '/login/callback'];

/** A config.json that has not arrived after this long is a failure to start, not an endless blank page. */
const CONFIG_TIMEOUT_MS = 20_000;

const timedFetch: typeof fetch = (input, init) => {
  // A timer of the page's, as the data providers' time-out is (dataProviders/http.ts), rather than AbortSignal.timeout:
  // the end-to-end fault matrix moves the page's clock past it instead of waiting the 20 seconds out.
  const timeout = new AbortController();
  setTimeout(() => timeout.abort(new DOMException('config.json took too long', 'TimeoutError')), CONFIG_TIMEOUT_MS);
  // eslint-disable-next-line no-restricted-globals -- config.json comes before any data provider exists
  return fetch(input, { ...init, signal: timeout.signal });
};

let configResponse: Promise<Response> | undefined;

/** Asks for config.json; called by the entry as the page starts. */
export const requestConfig = () => {
  configResponse ??= timedFetch(new URL('/config.json', window.location.origin).toString(), { cache: 'no-store' });
  configResponse.catch(() => undefined);
};

/** loadConfig's fetch: the request the entry started, once; any later call fetches anew. */
export const configFetch: typeof fetch = (input, init) => {
  const started = configResponse;
  configResponse = undefined;
  return started ?? timedFetch(input, init);
};

/**
 * index.html shows a loading screen in #main until React first renders there and replaces it. If the start-up code
 * cannot be loaded (a network failure, or a new release removed the old chunks), it says so and offers a reload
 * instead of loading for ever. Once React has rendered, the screen is gone and this does nothing.
 */
export const showStartFailure = () => {
  const splash = document.querySelector('#main > .boot-splash');
  const failed = splash?.querySelector<HTMLElement>('[data-boot="failed"]');
  if (!splash || !failed) return;
  splash.querySelector('[data-boot="loading"]')?.setAttribute('hidden', '');
  failed.hidden = false;
  const reload = failed.querySelector('button');
  reload?.addEventListener('click', () => window.location.reload(), { once: true });
  reload?.focus();
};

/**
 * The browser loads its time-zone data the first time a date is formatted in a time zone: tens of milliseconds of the
 * main thread in a new tab (four times that on a slow phone), which the page's first dates (today in the user's time
 * zone, the results' dates) would otherwise add to its first render. Done once the loading screen is drawn, while the
 * code is still on its way.
 */
export const loadTimeZoneData = () =>
  requestAnimationFrame(() =>
    setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'short' }).format(0)),
  );
