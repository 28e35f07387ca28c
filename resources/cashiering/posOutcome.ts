import { useCallback, useEffect, useRef } from 'react';
import { useStore, useStoreContext, useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatFieldErrors, lastPartOf, NETWORK_ERROR } from '../../dataProviders/errors';
import { fieldErrorsOfError, statusOfError } from '../../dataProviders/http';
import { MESSAGE_MS } from '../../src/lib/ToastContent';
import { useToast } from '../../src/lib/toast';
import { usePosBrand } from './usePosBrand';

/** A cashiering page's alert: variant, heading, text, and an optional time after which it clears. */
export interface PosAlert {
  variant: 'error' | 'info' | 'warning' | 'success';
  heading: string;
  text?: string;
  alertClearTimeout?: number;
}

export interface ShownAlert extends PosAlert {
  id: number;
  /** The route it belongs to: alerts are cleared when the route changes. */
  path: string;
  shownAt: number;
  /** Brought by the navigation to its page: it takes the focus the previous page's button had. */
  takeFocus?: boolean;
}

/** Success and Client not found alerts clear after this long. */
export const ALERT_CLEAR_MS = MESSAGE_MS.posAlert;
export const STORE_KEY = 'rm.pos.alert';
let nextAlertId = 1;
/** A new alert's id, unique in the tab. */
export const newAlertId = () => nextAlertId++;

const messageOf = (error: unknown) =>
  error instanceof Error || (error && typeof error === 'object' && 'message' in error)
    ? String((error as { message: unknown }).message ?? '')
    : '';

export interface AlertState {
  posAlert?: PosAlert;
}

/**
 * Every outcome of the cashiering pages goes through here, the tool's one outcome channel: what a read or a save
 * answered is the page's alert (PosAlertArea), a drag's new order the spec's toast. One alert at a time: a new one
 * replaces the old, and it belongs to the route it was shown on. `navigateWithSuccess` carries a success alert to the
 * page it navigates to (create becoming edit) in the navigation's state, so it shows there and only there.
 */
export const usePosOutcome = () => {
  const translate = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [, setAlert] = useStore<ShownAlert | null>(STORE_KEY, null);
  const { getItem } = useStoreContext();
  /** Shows `alert` in place of the current one; its id says which one to take away later (`clearShown`). */
  const show = useCallback(
    (alert: PosAlert): number => {
      const id = newAlertId();
      setAlert({ ...alert, id, path: pathname, shownAt: Date.now() });
      return id;
    },
    [setAlert, pathname],
  );
  const clear = useCallback(() => setAlert(null), [setAlert]);
  /** Takes the alert `id` away, if it is still the one shown. */
  const clearShown = useCallback(
    (id: number) => {
      if (getItem<ShownAlert | null>(STORE_KEY, null)?.id === id) setAlert(null);
    },
    [getItem, setAlert],
  );
  const showError = useCallback(
    (error: unknown) => {
      const status = statusOfError(error);
      const message = messageOf(error);
      // A refusal is said as the other pages say it (Access Denied), not as a failure to try again.
      if (status === 403)
        return show({
          variant: 'error',
          heading: translate('rm.shell.accessDenied.heading'),
          text: translate('rm.pos.alert.accessDenied'),
        });
      return show({
        variant: 'error',
        heading: translate('rm.pos.alert.errorHeading'),
        // A 200 whose body breaks the contract reached the server: not a network error.
        text:
          status === 200
            ? translate('rm.pos.alert.unexpected')
            : message === NETWORK_ERROR
              ? translate('rm.pos.alert.networkError')
              : message || translate('rm.pos.alert.errorFallback'),
      });
    },
    [show, translate],
  );
  /**
   * A failed save: field errors on the form's `fields` are said at those fields alone, in words (PosForm), so the
   * alert says only the rest, as the spec writes them ("field: detail1, detail2."), and an alert from before (a
   * success) goes; any other failure is the error alert.
   */
  const showSaveError = useCallback(
    (error: unknown, fields: readonly string[]) => {
      const details = fieldErrorsOfError(error);
      if (!details) return showError(error);
      const others = Object.entries(details).filter(([field]) => !fields.includes(lastPartOf(field)));
      if (!others.length) return clear();
      return show({
        variant: 'error',
        heading: translate('rm.pos.alert.errorHeading'),
        text: formatFieldErrors(Object.fromEntries(others)),
      });
    },
    [show, showError, clear, translate],
  );
  const success = useCallback(
    (text: string): PosAlert => ({
      variant: 'success',
      heading: translate('rm.pos.alert.successHeading'),
      text,
      alertClearTimeout: ALERT_CLEAR_MS,
    }),
    [translate],
  );
  const showSuccess = useCallback((text: string) => show(success(text)), [show, success]);
  /** Client not found is an info alert, heading Client not found, cleared after 3 s. */
  const showClientNotFound = useCallback(
    (text: string) =>
      show({
        variant: 'info',
        heading: translate('rm.pos.alert.clientNotFoundHeading'),
        text,
        alertClearTimeout: ALERT_CLEAR_MS,
      }),
    [show, translate],
  );
  const navigateWithSuccess = useCallback(
    (path: string, text: string) =>
      navigate(path, { replace: true, state: { posAlert: success(text) } satisfies AlertState }),
    [navigate, success],
  );
  // A drag is made where the rows are, often far down a long list: a toast says its outcome there, where an alert at
  // the top would be out of view.
  const sortSaved = useCallback(
    () => toast({ heading: 'rm.pos.toast.sortSaved', type: 'success', lasts: 'posToast' }),
    [toast],
  );
  const sortFailed = useCallback(
    (error: unknown) =>
      toast({
        heading: 'rm.pos.toast.sortFailed',
        text: messageOf(error) || undefined,
        type: 'error',
        lasts: 'posToast',
      }),
    [toast],
  );
  return {
    show,
    clear,
    clearShown,
    showError,
    showSaveError,
    showSuccess,
    showClientNotFound,
    navigateWithSuccess,
    sortSaved,
    sortFailed,
  };
};

/**
 * The failed read of a cashiering page (its list, record or new record's defaults), said by the page's alert; once a
 * read succeeds (Try again), that alert goes, so no stale error stays above the data. On a list or create page the POS
 * API's 404 (Client not found: the chosen client has no cashiering set-up yet) is an info alert, not an error,
 * and true is returned so the page shows where to set the client up (PosClientMissing); any other failure is the error
 * alert. `notFound`: the Client not found alert's text for a 404, or false where a 404 is an ordinary error (a record).
 */
export const usePosLoadError = (error: unknown, { notFound }: { notFound?: string | false } = {}): boolean => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { showError, showClientNotFound, clearShown } = usePosOutcome();
  const clientMissing = notFound !== false && statusOfError(error) === 404;
  const notFoundText = notFound || translate('rm.pos.alert.clientNotFoundListText', { brand });
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (error) {
      shown.current = clientMissing ? showClientNotFound(notFoundText) : showError(error);
      return;
    }
    if (shown.current !== null) clearShown(shown.current);
    shown.current = null;
  }, [error, clientMissing, notFoundText, showError, showClientNotFound, clearShown]);
  return clientMissing;
};
