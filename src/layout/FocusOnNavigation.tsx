import { useLocaleState } from 'ra-core';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's main region (AppLayout), focusable by script and by the skip link. */
export const MAIN_ID = 'main-content';

/**
 * Whether the focus is nowhere in particular: on <body> (lost with what was removed) or on the page's main region
 * (where a move to another page put it). A part of a page that takes the focus when it shows takes it from there.
 */
export const focusIsFree = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.id === MAIN_ID;
};

/**
 * Gives the focus back to the control (by its id) that opened a part of the page once the part has closed (`open`
 * false), when armed: the part's own buttons went with it. Armed by the caller when it closes the part itself (a
 * save, a Cancel); closed otherwise, the focus is left to the page.
 */
export const useFocusBackOnClose = (open: boolean, openerId: string) => {
  const armed = useRef(false);
  useEffect(() => {
    if (open || !armed.current) return;
    armed.current = false;
    document.getElementById(openerId)?.focus();
  }, [open, openerId]);
  return useCallback(() => {
    armed.current = true;
  }, []);
};

const focusMain = () => document.getElementById(MAIN_ID)?.focus({ preventScroll: true });

/** Whether the app has drawn a page in this document before: a later mount is the app (or its layout) drawn anew. */
let mountedBefore = false;

const focusMainIfLost = () =>
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusMain();
  });

/**
 * Focus lost without a move to another page, with the control it was on (a chip removed, Clear all or Reset filters
 * gone with what they cleared, a search form folded away, a form drawn anew after its save): it would fall to <body>,
 * the start of the document for the keyboard and for screen readers. It goes to the page's main region instead, unless
 * the page puts it somewhere itself (a dialog giving it back to its button, an alert taking it), which comes later and
 * wins. Told from focus let go on purpose (a click on nothing) by the element it was last on being gone or disabled.
 */
const recoverLostFocus = () => {
  let last: Element | null = null;
  const gone = (element: Element) => !element.isConnected || element.matches(':disabled');
  // Checked a frame later: a change's own focus moves (a dialog giving focus back, an alert taking it) come first. The
  // control may be back by then (a Save enabled again once saved): the focus it lost is still lost.
  const recover = (lost: Element) =>
    requestAnimationFrame(() => {
      if (last !== lost || document.activeElement !== document.body) return;
      last = null;
      focusMain();
    });
  const onFocusIn = (event: FocusEvent) => {
    last = event.target instanceof Element ? event.target : null;
  };
  // A control disabled while focused is let go when the browser next draws, with a focusout to nothing.
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget && last && event.target === last && gone(last)) recover(last);
  };
  // A control removed while focused takes the focus with it at once, without an event.
  const observer = new MutationObserver(() => {
    if (last && document.activeElement === document.body && gone(last)) recover(last);
  });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
};

/**
 * After a move to another page, focus lost with what was left behind (a search result, a dialog's button: on <body>)
 * goes to the new page's main region, so keyboard and screen-reader users carry on from the page's top, not from the
 * start of the document. So does the layout mounted anew: react-admin mounts the whole app again when the language
 * changes, and a client chosen on /admin (a page without this layout) comes back into it; the button the focus was on
 * is gone. Focus a page put somewhere itself, or that stayed on the shell, is left where it is.
 */
export const FocusOnNavigation = () => {
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  const first = useRef(true);
  useEffect(recoverLostFocus, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The app's first page keeps the document's start (its skip link first).
      const remount = mountedBefore;
      mountedBefore = true;
      if (!remount) return;
    }
    const frame = focusMainIfLost();
    return () => cancelAnimationFrame(frame);
  }, [pathname, locale]);
  return null;
};
