/**
 * Signing out leaves the page, its tokens gone first. The page's own "Leave site?" guards (react-admin's warning of a
 * form's unsaved changes, a refund being sent) must not hold that leaving: a page kept then can do nothing more, and
 * the identity provider's session stays alive (a new tab signed straight back in). A user who asks to sign out is asked
 * first, in the app, whether to lose that work (`mayLeaveWork`); a sign-out nobody asked for (the idle countdown ran
 * out, another tab signed out, a 401) loses it.
 */

let leaving = false;

/** Once a sign-out has begun, the page's own listeners are not asked (the browser then asks nothing). */
const stopThePagesOwn = (event: Event) => {
  if (leaving) event.stopImmediatePropagation();
};

/**
 * Listens before any page does: a window's listeners run in the order they were added (Chromium runs a capturing one
 * added later after them), so this is added when the auth provider is made, before the app renders (src/boot.tsx).
 */
export const listenFirstForLeaving = () => {
  window.removeEventListener('beforeunload', stopThePagesOwn, { capture: true });
  window.addEventListener('beforeunload', stopThePagesOwn, { capture: true });
};

/** From now on the page leaves without the browser asking. */
export const leaveWithoutAsking = () => {
  leaving = true;
};

/**
 * Whether leaving now would lose work the page guards: its own beforeunload listeners are asked with an event of that
 * name that leaves nothing, and each guard that holds work cancels it.
 */
export const pageHoldsWork = () => {
  const probe = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(probe);
  return probe.defaultPrevented;
};

/** Whether a sign-out the user asked for may go ahead: at once, or once they accept to lose the page's work. */
export const mayLeaveWork = (question: string) => !pageHoldsWork() || window.confirm(question);
