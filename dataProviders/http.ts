import { HttpError } from 'ra-core';
import { withQuery, type QueryParams } from '../src/lib/queryString';
import {
  errorMessageOf,
  fieldErrorsOf,
  formErrorsOf,
  NETWORK_ERROR,
  type FieldErrorWords,
  type FieldErrors,
} from './errors';

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
  /** Which of an errors list's fields are the form's, and the details the form says in its own words. */
  fieldWords?: FieldErrorWords;
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
  /** Per-field details from an `errors` list, as the server wrote them. */
  fieldErrors?: FieldErrors;
  /** The same by form field, in words: react-admin's forms show each at its field. */
  errors?: Record<string, string>;
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
    const { method = 'GET', query, body, signal, auth = true, unexplained, fieldWords } = request;
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
      const fieldErrors = fieldErrorsOf(json);
      const errors = formErrorsOf(fieldErrors, fieldWords);
      const errorBody: HttpErrorBody = { raw: json, fieldErrors, ...(errors ? { errors } : {}) };
      throw new HttpError(errorMessageOf(json, unexplained?.(response)), response.status, errorBody);
    }
    return { status: response.status, headers: response.headers, json };
  };

/** The details by the API's fields an HttpError carries (`body.fieldErrors`), as the server wrote them. */
export const fieldErrorsOfError = (error: unknown): FieldErrors | undefined =>
  (error as { body?: HttpErrorBody } | undefined)?.body?.fieldErrors;

/** The words by form field an HttpError carries (`body.errors`), when it has any: what react-admin's forms show. */
export const formErrorsOfError = (error: unknown): Record<string, string> | undefined => {
  const errors = (error as { body?: HttpErrorBody } | undefined)?.body?.errors;
  return errors && Object.keys(errors).length ? errors : undefined;
};

export const statusOfError = (error: unknown): number | undefined => (error as { status?: number } | undefined)?.status;
