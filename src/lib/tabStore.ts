import { memoryStore, type Store } from 'ra-core';
import { readTabPref, writeTabPref } from './tabPrefs';

/** sessionStorage prefix of the keys kept for the tab until sign-out (crossTab's reset removes `rm.*` but prefs). */
export const TAB_SESSION_PREFIX = 'rm.session.';
/** localStorage prefix of the signed-in user's own preferences, followed by the user and client they belong to. */
export const USER_PREF_PREFIX = 'rm.user.';
/** The store key naming whose preferences the `user` keys are (see useUserPrefsScope); null before sign-in. */
export const USER_SCOPE_KEY = 'rm.userScope';

export interface TabStoreKeys {
  /** Kept for the tab through sign-out (display preferences: the theme). */
  kept?: readonly string[];
  /** Kept for the tab until sign-out (sessionStorage): survive a reload, not the user. */
  session?: RegExp;
  /**
   * The signed-in user's, kept in this browser (localStorage) for that user and client: read back when the scope names
   * them, written under it. Never tokens: saved searches and table columns.
   */
  user?: RegExp;
}

const storageOf = (name: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
};

const read = (storage: Storage | null, key: string): unknown => {
  try {
    const raw = storage?.getItem(key);
    return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
};

const write = (storage: Storage | null, key: string, value: unknown) => {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be unavailable (private mode, quota): the value lasts until the page is reloaded.
  }
};

const keysOf = (storage: Storage | null, prefix: string) => {
  try {
    return storage ? Object.keys(storage).filter(key => key.startsWith(prefix)) : [];
  } catch {
    return [];
  }
};

/**
 * react-admin's memory store, with some keys also kept in the browser: `kept` for the tab (src/lib/tabPrefs.ts), read
 * back when the page loads and kept through the store's reset at sign-out; `session` for the tab until sign-out; `user`
 * in localStorage for the user and client that USER_SCOPE_KEY names. Every other key lives in memory only.
 */
export const tabStore = (initial: Record<string, unknown>, kept: readonly string[], keys: TabStoreKeys = {}): Store => {
  const session = storageOf('sessionStorage');
  const local = storageOf('localStorage');
  const isSession = (key: string) => !!keys.session?.test(key);
  const isUser = (key: string) => !!keys.user?.test(key);
  const fromTab = () =>
    Object.fromEntries(kept.map(key => [key, readTabPref(key)]).filter(([, value]) => value !== undefined));
  const fromSession = () =>
    Object.fromEntries(
      keysOf(session, TAB_SESSION_PREFIX).map(key => [key.slice(TAB_SESSION_PREFIX.length), read(session, key)]),
    );
  const store = memoryStore({ ...initial, ...fromSession(), ...fromTab() });

  let scope: string | null = null;
  /** The user keys in memory, which belong to `scope`. */
  const loaded = new Set<string>();
  const userPrefix = (name: string) => `${USER_PREF_PREFIX}${name}:`;
  const setScope = (next: string | null) => {
    if (next === scope) return;
    for (const key of loaded) store.removeItem(key);
    loaded.clear();
    scope = next;
    if (next === null) return;
    for (const stored of keysOf(local, userPrefix(next))) {
      const key = stored.slice(userPrefix(next).length);
      if (!isUser(key)) continue;
      loaded.add(key);
      store.setItem(key, read(local, stored));
    }
  };

  const persist = (key: string, value: unknown) => {
    if (kept.includes(key)) writeTabPref(key, value);
    if (isSession(key)) write(session, TAB_SESSION_PREFIX + key, value);
    if (isUser(key) && scope !== null) {
      if (value === undefined) loaded.delete(key);
      else loaded.add(key);
      write(local, userPrefix(scope) + key, value);
    }
  };

  return {
    ...store,
    setItem: (key, value) => {
      if (key === USER_SCOPE_KEY) setScope(typeof value === 'string' ? value : null);
      store.setItem(key, value);
      persist(key, value);
    },
    removeItem: key => {
      if (key === USER_SCOPE_KEY) setScope(null);
      store.removeItem(key);
      persist(key, undefined);
    },
    removeItems: prefix => {
      if (USER_SCOPE_KEY.startsWith(prefix)) setScope(null);
      store.removeItems(prefix);
      for (const key of kept) if (key.startsWith(prefix)) writeTabPref(key, undefined);
      for (const key of keysOf(session, TAB_SESSION_PREFIX + prefix)) write(session, key, undefined);
      if (scope !== null) for (const key of keysOf(local, userPrefix(scope) + prefix)) write(local, key, undefined);
    },
    // A sign-out: the user's preferences stay in the browser for their next visit, the tab's session keys go.
    reset: () => {
      scope = null;
      loaded.clear();
      store.reset();
      for (const key of keysOf(session, TAB_SESSION_PREFIX)) write(session, key, undefined);
      for (const [key, value] of Object.entries(fromTab())) store.setItem(key, value);
    },
  };
};
