import { useLocaleState } from 'ra-core';
import { useEffect, useRef } from 'react';
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

/** Whether the app has drawn a page in this document before: a later mount is the app (or its layout) drawn anew. */
let mountedBefore = false;

const focusMainIfLost = () =>
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  });

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
