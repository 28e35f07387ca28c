import { Alert, AlertTitle, Box } from '@mui/material';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore, useStoreContext, useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { newAlertId, STORE_KEY, type AlertState, type ShownAlert } from './posOutcome';
import { focusIsFree } from '../../src/layout/FocusOnNavigation';

/**
 * The alert area of every cashiering page: the outcome usePosOutcome shows, on the route it was shown on, and one
 * brought by the navigation to this page (a create becoming an edit).
 */
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
    setAlert({ ...incoming, id: newAlertId(), path: pathname, shownAt: Date.now(), takeFocus: true });
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
    if (alert.takeFocus && focusIsFree()) element.focus({ preventScroll: true });
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
