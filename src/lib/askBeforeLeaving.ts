import { useEffect } from 'react';

/**
 * Makes the browser ask before the page is left (a reload, closing the tab, leaving the app): added while the page holds
 * work a leaving would lose. A sign-out asks in the app first, with its own words, whenever one is added
 * (src/auth/leaving.ts).
 */
export const askBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Browsers before the standard asked only when returnValue was set.
  event.returnValue = '';
};

/** Asks before the page is left while `holdsWork` (text typed and not saved). */
export const useAskBeforeLeaving = (holdsWork: boolean) =>
  useEffect(() => {
    if (!holdsWork) return;
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, [holdsWork]);
