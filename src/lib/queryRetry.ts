import { QueryClient } from '@tanstack/react-query';
import { TIMEOUT_MESSAGE } from '../../dataProviders/http';

/**
 * Reads are retried once, and only when a second try can help: a network failure or a 5xx. A 4xx,
 * a response that breaks its contract, or a call that already waited the full timeout fails at once,
 * so the user sees the message in a second instead of after react-query's default 3 retries.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown) => {
  if (failureCount >= 1) return false;
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (message === TIMEOUT_MESSAGE) return false;
  return status === 0 || (typeof status === 'number' && status >= 500);
};

/**
 * The app's query client (react-admin's Admin takes it): the retry policy above for every read, the retry after
 * `retryDelayMs` (config `timeouts.retryDelayMs`).
 */
export const createAppQueryClient = (retryDelayMs: number) =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery, retryDelay: retryDelayMs } } });
