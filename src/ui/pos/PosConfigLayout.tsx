import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useStore, useStoreContext, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { statusOfError } from '../../../dataProviders/http';
import { useCurrentUser } from '../../session/CurrentUserContext';
import { Page } from '../../layout/Page';

/** pos-config spec §3 Alert: variant, heading, text, optional alertClearTimeout. */
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
}

/** Success and Client not found alerts clear after this long (pos-config spec §9). */
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
  const show = useCallback(
    (alert: PosAlert) => setAlert({ ...alert, id: nextAlertId++, path: pathname, shownAt: Date.now() }),
    [setAlert, pathname],
  );
  const clear = useCallback(() => setAlert(null), [setAlert]);
  const showError = useCallback(
    (error: unknown) =>
      show({
        variant: 'error',
        heading: translate('rm.pos.alert.errorHeading'),
        text: messageOf(error) || translate('rm.pos.alert.errorFallback'),
      }),
    [show, translate],
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
  /** pos-config spec §8: Client not found is an info alert, heading Client not found, cleared after 3 s. */
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
  return { show, clear, showError, showSuccess, showClientNotFound, navigateWithSuccess };
};

/**
 * The failed first call of a cashiering list or create page (the list, or the new record's defaults): the POS API's
 * 404 (Client not found: the chosen client has no cashiering set-up yet) is the info alert of pos-config spec §8,
 * and true is returned so the page shows where to set the client up (PosClientMissing); any other failure is the
 * error alert.
 */
export const usePosLoadError = (error: unknown): boolean => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { showError, showClientNotFound } = usePosAlert();
  const clientMissing = statusOfError(error) === 404;
  useEffect(() => {
    if (!error) return;
    if (clientMissing) showClientNotFound(translate('rm.pos.alert.clientNotFoundListText', { brand }));
    else showError(error);
  }, [error, clientMissing, showError, showClientNotFound, translate, brand]);
  return clientMissing;
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
    setAlert({ ...incoming, id: nextAlertId++, path: pathname, shownAt: Date.now() });
    navigate(`${pathname}${location.search}`, { replace: true, state: null });
  }, [incoming, pathname, location.search, navigate, setAlert]);

  useEffect(() => {
    if (!current?.alertClearTimeout) return undefined;
    const { id } = current;
    const remaining = Math.max(0, current.shownAt + current.alertClearTimeout - Date.now());
    const timer = setTimeout(() => clearIf(held => held.id === id), remaining);
    return () => clearTimeout(timer);
  }, [current, clearIf]);

  // A save at the foot of a long form shows its outcome at the top: bring it into view.
  const shown = useRef<HTMLDivElement>(null);
  const currentId = current?.id;
  useEffect(() => {
    if (currentId) shown.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [currentId]);

  if (!current) return null;
  const urgent = current.variant === 'error' || current.variant === 'warning';
  return (
    <Alert
      key={current.id}
      ref={shown}
      severity={current.variant}
      role={urgent ? 'alert' : 'status'}
      onClose={() => clearIf(held => held.id === current.id)}
      closeText={translate('rm.pos.alert.dismiss')}
      sx={{ mb: 2, whiteSpace: 'pre-line', scrollMarginTop: 16 }}
    >
      <AlertTitle>{current.heading}</AlertTitle>
      {current.text}
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
        <PosAlertArea />
        {children}
      </Page>
    </>
  );
};
