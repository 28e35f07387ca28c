/**
 * Display preferences kept for the tab (sessionStorage): they survive a reload and a sign-out in it, and go with it.
 * Not secrets; src/session/crossTab.ts leaves them when a sign-out forgets the tab's other state.
 */
export const TAB_PREF_PREFIX = 'rm.pref.';

export const readTabPref = (key: string): unknown => {
  try {
    const raw = sessionStorage.getItem(TAB_PREF_PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    // No storage, or a value not written here: no preference.
    return undefined;
  }
};

/** `undefined` forgets the preference. */
export const writeTabPref = (key: string, value: unknown) => {
  try {
    if (value === undefined) sessionStorage.removeItem(TAB_PREF_PREFIX + key);
    else sessionStorage.setItem(TAB_PREF_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage may be unavailable (private mode, quota): the preference lasts until the page is reloaded.
  }
};
