/**
 * GET calls started before the data layer has loaded (by src/earlyStart.ts, as soon as config.json is in), which the
 * HTTP client then takes instead of asking again: the same URL with the same token, once, while still new. The client
 * handles the answer exactly as one it fetched itself (errors, 401, its timeout: it aborts a taken call).
 */

/** The headers every JSON call of the HTTP client carries (dataProviders/http.ts), besides its token. */
export const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;

/** An early call not taken within this long is dropped and asked for again: its answer may be out of date. */
export const EARLY_GET_FRESH_MS = 10_000;

interface EarlyGet {
  response: Promise<Response>;
  controller: AbortController;
  authorization: string;
  startedAt: number;
}

const started = new Map<string, EarlyGet>();

/** Starts `GET url` with the client's headers and `token`, for `fetchTakingEarlyGet` to hand over. */
export const startEarlyGet = (url: string, token: string) => {
  const controller = new AbortController();
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { method: 'GET', headers: { ...JSON_HEADERS, Authorization: authorization }, credentials: 'omit', signal: controller.signal });
  response.catch(() => undefined);
  started.set(url, { response, controller, authorization, startedAt: Date.now() });
};

/**
 * The HTTP client's fetch: the call started early for this request when there is one it may use, else a new fetch.
 * The request's signal (the client's timeout, a cancelled query) aborts the early call as it would its own.
 */
export const fetchTakingEarlyGet = (url: string, init: RequestInit = {}, fetchImpl: typeof fetch = fetch): Promise<Response> => {
  const early = started.get(url);
  if (!early) return fetchImpl(url, init);
  started.delete(url);
  const authorization = new Headers(init.headers).get('Authorization') ?? '';
  if ((init.method ?? 'GET') !== 'GET' || authorization !== early.authorization || Date.now() - early.startedAt > EARLY_GET_FRESH_MS) {
    early.controller.abort();
    return fetchImpl(url, init);
  }
  const { signal } = init;
  if (signal?.aborted) early.controller.abort();
  else signal?.addEventListener('abort', () => early.controller.abort(), { once: true });
  return early.response;
};
