import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useStore, useStoreContext, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { formatFieldErrors, lastPartOf, NETWORK_ERROR } from '../../dataProviders/errors';
import { fieldErrorsOfError, statusOfError } from '../../dataProviders/http';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { Page } from '../../src/layout/Page';

/** A cashiering page's alert: variant, heading, text, and an optional time after which it clears. */
export interface PosAlert {
  variant: 'error' | 'info' | 'warning' | 'success';
  heading: string;
  text?: string;
  alertClearTimeout?: number;
}

interface ShownAlert extends PosAlert {
  id: number;
  /** The route it belongs to: alerts are cleared when the route changes. */
  path: string;
  shownAt: number;
  /** Brought by the navigation to its page: it takes the focus the previous page's button had. */
  takeFocus?: boolean;
}

/** Success and Client not found alerts clear after this long. */
export const ALERT_CLEAR_MS = 3000;
const STORE_KEY = 'rm.pos.alert';
let nextAlertId = 1;

export const POS_SECTIONS = [
  { key: 'clients', to: '/pos-config/clients/edit', base: '/pos-config/clients' },
  { key: 'locations', to: '/pos-config/locations', base: '/pos-config/locations' },
  { key: 'agencies', to: '/pos-config/agencies', base: '/pos-config/agencies' },
  { key: 'terminals', to: '/pos-config/terminals', base: '/pos-config/terminals' },
] as const;

/** Create and edit pages are narrow (700px); lists are wide (1258px). */
export const posPageWidth = (pathname: string) => (/\/(create|edit)\/?$/.test(pathname) ? 700 : 1258);

/** The brand the cashiering tool works on: the chosen client's. */
export const usePosBrand = (): string => useCurrentUser().client?.brand ?? '';

const messageOf = (error: unknown) =>
  error instanceof Error || (error && typeof error === 'object' && 'message' in error)
    ? String((error as { message: unknown }).message ?? '')
    : '';

interface AlertState {
  posAlert?: PosAlert;
}

/**
 * The alert area of the cashiering pages. One alert at a time: a new one replaces the old, and it
 * belongs to the route it was shown on. `navigateWithSuccess` carries a success alert to the page
 * it navigates to (create becoming edit) in the navigation's state, so it shows there and only there.
 */
export const usePosAlert = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [, setAlert] = useStore<ShownAlert | null>(STORE_KEY, null);
  const { getItem } = useStoreContext();
  /** Shows `alert` in place of the current one; its id says which one to take away later (`clearShown`). */
  const show = useCallback(
    (alert: PosAlert): number => {
      const id = nextAlertId++;
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
      return show({
        variant: 'error',
        heading: translate('rm.pos.alert.errorHeading'),
        // A 200 whose body breaks the contract reached the server: not a network error.
        // A refusal is said as the other pages say it (Access Denied), not as a failure to try again.
        text:
          status === 403
            ? translate('rm.pos.alert.accessDenied')
            : status === 200
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
  return { show, clear, clearShown, showError, showSaveError, showSuccess, showClientNotFound, navigateWithSuccess };
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
  const { showError, showClientNotFound, clearShown } = usePosAlert();
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

/**
 * A notice on every page of the tool while the client's point of sale is turned off (its settings, pointOfSale.enabled):
 * what is configured here is kept, but no cashier can use it yet.
 */
const PosDisabledNotice = () => {
  const translate = useTranslate();
  const { client, settings } = useCurrentUser();
  if (!settings || settings.pointOfSale.enabled) return null;
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 2 }}>
      <AlertTitle>{translate('rm.pos.posDisabled.heading', { brand: client?.brand ?? '' })}</AlertTitle>
      {translate('rm.pos.posDisabled.text')}
    </Alert>
  );
};

export const PosAlertArea = () => {
  const translate = useTranslate();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const [alert, setAlert] = useStore<ShownAlert | null>(STORE_KEY, null);
  const current = alert && alert.path === pathname ? alert : null;
  // Clears the alert the store holds now if it is still the one meant. `alert` is what this area last
  // rendered: a newer alert may already be in the store (a save answering just as a timer runs out),
  // and clearing by `alert` would take that one away before it was ever shown.
  const { getItem, setItem } = useStoreContext();
  const clearIf = useCallback(
    (stale: (held: ShownAlert) => boolean) => {
      const latest = getItem<ShownAlert | null>(STORE_KEY, null);
      if (latest && stale(latest)) setItem(STORE_KEY, null);
    },
    [getItem, setItem],
  );

  useEffect(() => {
    if (alert && alert.path !== pathname) clearIf(held => held.path !== pathname);
  }, [alert, pathname, clearIf]);
  // Leaving the tool (its pages, and this area, unmount) is a route change too: without it, the alert came back on
  // returning to the page it was shown on. The address has already changed when the area unmounts.
  useEffect(() => () => clearIf(held => held.path !== window.location.pathname), [clearIf]);

  // An alert brought by the navigation to this page; taken out of the history entry so a reload does not repeat it.
  const incoming = (location.state as AlertState | null)?.posAlert;
  useEffect(() => {
    if (!incoming) return;
    setAlert({ ...incoming, id: nextAlertId++, path: pathname, shownAt: Date.now(), takeFocus: true });
    navigate(`${pathname}${location.search}`, { replace: true, state: null });
  }, [incoming, pathname, location.search, navigate, setAlert]);

  // A live region from the page's first render, so an alert put in it later is announced.
  return (
    <Box aria-live="polite">
      {current ? (
        <ShownPosAlert
          key={current.id}
          alert={current}
          onClear={() => clearIf(held => held.id === current.id)}
          dismissLabel={translate('rm.pos.alert.dismiss')}
        />
      ) : null}
    </Box>
  );
};

/**
 * One alert: brought into view when shown (a save at the foot of a long form shows its outcome at the top), given the
 * focus when it arrived with the page and the focus was lost with the page before it (a create becoming an edit), and
 * cleared after its alertClearTimeout — counted afresh once the pointer or the keyboard leaves it, so that it stays
 * while it is being read.
 */
const ShownPosAlert = ({
  alert,
  onClear,
  dismissLabel,
}: {
  alert: ShownAlert;
  onClear: () => void;
  dismissLabel: string;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [releasedAt, setReleasedAt] = useState(0);
  const held = hovered || focused;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const active = document.activeElement;
    if (alert.takeFocus && (!active || active === document.body)) element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'nearest' });
  }, [alert.takeFocus]);

  const { alertClearTimeout, shownAt } = alert;
  const clearNow = useEffectEvent(onClear);
  useEffect(() => {
    if (!alertClearTimeout || held) return undefined;
    const remaining = Math.max(0, Math.max(shownAt, releasedAt) + alertClearTimeout - Date.now());
    const timer = setTimeout(clearNow, remaining);
    return () => clearTimeout(timer);
  }, [alertClearTimeout, shownAt, releasedAt, held]);

  const release = () => setReleasedAt(Date.now());
  const urgent = alert.variant === 'error' || alert.variant === 'warning';
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={alert.variant}
      role={urgent ? 'alert' : 'status'}
      onClose={onClear}
      closeText={dismissLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        release();
      }}
      // The focus the alert was given is not the user's: only theirs, on its Dismiss button, holds it.
      onFocus={event => setFocused(event.target !== event.currentTarget)}
      onBlur={event => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        release();
      }}
      sx={{ mb: 2, whiteSpace: 'pre-line', scrollMarginTop: 16, '&:focus': { outline: 'none' } }}
    >
      <AlertTitle>{alert.heading}</AlertTitle>
      {alert.text}
    </Alert>
  );
};

/** The pill navigation between the four sections of the tool; the current one is highlighted and marked. */
export const PosPills = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={translate('rm.pos.nav.label')} sx={{ mb: 1 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {POS_SECTIONS.map(section => {
          const active = pathname === section.base || pathname.startsWith(`${section.base}/`);
          return (
            <li key={section.key}>
              <Button
                component={RouterLink}
                to={section.to}
                aria-current={active ? 'page' : undefined}
                variant={active ? 'contained' : 'outlined'}
                size="small"
                sx={{ borderRadius: 999, px: 2.5 }}
              >
                {translate(`rm.pos.nav.${section.key}`)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
};

interface PosConfigLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every cashiering page: the pill navigation, the page heading, the alert area, then the page. */
export const PosConfigLayout = ({ title, actions, children }: PosConfigLayoutProps) => {
  const { pathname } = useLocation();
  const width = posPageWidth(pathname);
  return (
    <>
      <Box sx={{ maxWidth: width, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 3 }}>
        <PosPills />
      </Box>
      <Page title={title} actions={actions} maxWidth={width}>
        <PosDisabledNotice />
        <PosAlertArea />
        {children}
      </Page>
    </>
  );
};
