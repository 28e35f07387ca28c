import { HttpError } from 'ra-core';
import { withQuery, type QueryParams } from '../src/lib/queryString';
import { errorMessageOf, fieldErrorsOf, NETWORK_ERROR, type FieldErrors } from './errors';

/** The headers every JSON call carries, besides its token. */
const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Calls to the config service carry no token. */
  auth?: boolean;
  /**
   * The message of a failed response whose body gives none (not JSON, or without an errors list or a message):
   * Network error unless the backend's contract says otherwise.
   */
  unexplained?: (response: { status: number; statusText: string }) => string;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed body; a body that is not JSON is treated as empty. */
  json: T | undefined;
}

export type HttpClient = <T = unknown>(url: string, request?: HttpRequest) => Promise<HttpResponse<T>>;

export interface HttpErrorBody {
  /** The parsed error body, when it was JSON. */
  raw?: unknown;
  /** Per-field details from an `errors` list. */
  fieldErrors?: FieldErrors;
}

export interface HttpClientOptions {
  getAccessToken: () => Promise<string | null | undefined>;
  /** A call that has not answered after this long is abandoned with a clear message. */
  timeoutMs: number;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

export const TIMEOUT_MESSAGE = 'The server took too long to respond. Please try again.';

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The one HTTP client: bearer token, JSON content type, bracket-array sorted query strings,
 * non-JSON bodies treated as empty, errors normalised to react-admin's HttpError.
 */
export const createHttpClient = ({
  getAccessToken,
  timeoutMs,
  fetch: fetchImpl = fetch,
}: HttpClientOptions): HttpClient =>
  async function httpClient<T>(url: string, request: HttpRequest = {}): Promise<HttpResponse<T>> {
    const { method = 'GET', query, body, signal, auth = true, unexplained } = request;
    const headers: Record<string, string> = { ...JSON_HEADERS, ...request.headers };
    if (auth) {
      const token = await getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const onAbort = () => timeout.abort();
    signal?.addEventListener('abort', onAbort);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(withQuery(url, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timeout.signal,
        credentials: 'omit',
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      const timedOut = timeout.signal.aborted;
      throw new HttpError(timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR, 0, {});
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    const json = parseJson(text) as T | undefined;
    if (!response.ok) {
      const errorBody: HttpErrorBody = { raw: json, fieldErrors: fieldErrorsOf(json) };
      throw new HttpError(errorMessageOf(json, unexplained?.(response)), response.status, errorBody);
    }
    return { status: response.status, headers: response.headers, json };
  };

/** The field errors an HttpError carries, for forms to show at their fields. */
export const fieldErrorsOfError = (error: unknown): FieldErrors | undefined =>
  (error as { body?: HttpErrorBody } | undefined)?.body?.fieldErrors;

export const statusOfError = (error: unknown): number | undefined => (error as { status?: number } | undefined)?.status;
