import { memoryStore, type Store } from 'ra-core';
import { readTabPref, writeTabPref } from './tabPrefs';

/**
 * react-admin's memory store, with the `kept` keys also kept for the tab (src/lib/tabPrefs.ts): read back when the page
 * loads, and kept through the store's reset at sign-out. Every other key lives in memory only, as before.
 */
export const tabStore = (initial: Record<string, unknown>, kept: readonly string[]): Store => {
  const fromTab = () =>
    Object.fromEntries(kept.map(key => [key, readTabPref(key)]).filter(([, value]) => value !== undefined));
  const store = memoryStore({ ...initial, ...fromTab() });
  return {
    ...store,
    setItem: (key, value) => {
      store.setItem(key, value);
      if (kept.includes(key)) writeTabPref(key, value);
    },
    removeItem: key => {
      store.removeItem(key);
      if (kept.includes(key)) writeTabPref(key, undefined);
    },
    removeItems: prefix => {
      store.removeItems(prefix);
      for (const key of kept) if (key.startsWith(prefix)) writeTabPref(key, undefined);
    },
    reset: () => {
      store.reset();
      for (const [key, value] of Object.entries(fromTab())) store.setItem(key, value);
    },
  };
};
