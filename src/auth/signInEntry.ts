/**
 * Back right after sign-in should not show the identity provider's pages. They sit in the tab's history between the
 * sign-in screen and the callback, so the callback goes back to the sign-in screen's entry instead of adding the app
 * after them; the sign-in screen, signed in now, enters the app there. The Navigation API names that entry exactly
 * when the provider's pages are on the app's origin; elsewhere they are not the app's to see, and nothing changes.
 */

interface HistoryEntry {
  key: string;
}

interface NavigationApi {
  currentEntry: HistoryEntry | null;
  entries(): HistoryEntry[];
  traverseTo(key: string): unknown;
}

const KEY = 'rm.signInEntry';
const AFTER_KEY = 'rm.afterSignIn';

const navigationApi = () => (window as { navigation?: NavigationApi }).navigation;

/** On the sign-in screen, as the user leaves for the identity provider. */
export const rememberSignInEntry = () => {
  const key = navigationApi()?.currentEntry?.key;
  if (key) sessionStorage.setItem(KEY, key);
  else sessionStorage.removeItem(KEY);
};

/** On the callback, signed in: true when the tab is going back to the sign-in screen, which enters the app at `path`. */
export const returnToSignInEntry = (path: string): boolean => {
  const key = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  const navigation = navigationApi();
  if (!key || !navigation?.entries().some(entry => entry.key === key)) return false;
  sessionStorage.setItem(AFTER_KEY, path);
  navigation.traverseTo(key);
  return true;
};

/** On the sign-in screen: where the callback that went back to it was headed, once. */
export const takePathAfterSignIn = () => {
  const path = sessionStorage.getItem(AFTER_KEY);
  sessionStorage.removeItem(AFTER_KEY);
  return path ?? undefined;
};
