import { NETWORK_ERROR } from '../../dataProviders/errors';
import { statusOfError } from '../../dataProviders/http';
import type { ToastOptions } from '../../src/lib/toast';

/** The server's own words on a failure: its message, unless it gave none (the data layer says "Network error" then). */
export const serverWordsOf = (error: unknown): string | undefined => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message && message !== NETWORK_ERROR ? message : undefined;
};

/**
 * The toast of a failure that trying again cannot fix. A 403 says the user may not do this (Access Denied, with the
 * server's reason when it gives one); a 409 or a 422 says the server's words under the heading of `otherwise`, the
 * action's own toast, which any other failure gets.
 */
export const refusalToast = (error: unknown, otherwise: ToastOptions): ToastOptions => {
  const status = statusOfError(error);
  const words = serverWordsOf(error);
  if (status === 403)
    return {
      heading: 'rm.shell.accessDenied.heading',
      text: 'rm.users.toasts.forbiddenText',
      ...(words ? { detail: [words] } : {}),
      type: 'error',
    };
  if ((status === 409 || status === 422) && words) return { heading: otherwise.heading, text: words, type: 'error' };
  return otherwise;
};
