import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * How many loading placeholders (PageLoading) are on screen: while one shows, the page it stands for is still coming
 * (its code, its access check, the current user), even when no read is in flight at that moment.
 */
let placeholders = 0;
/** The apps (by their query client) whose first screen has been drawn. */
const drawnApps = new WeakSet<QueryClient>();
/** Told when a placeholder comes or goes, and when an app's first screen has been drawn. */
const listeners = new Set<() => void>();
const changed = () => listeners.forEach(listener => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts a loading placeholder from its mount to its unmount (PageLoading's effect). */
export const placeholderShown = () => {
  placeholders++;
  changed();
  return () => {
    placeholders--;
    changed();
  };
};

/** Whether this app's first screen has been drawn (firstScreenDrawn below has settled). */
export const useFirstScreenDrawn = () => {
  const queryClient = useQueryClient();
  return useSyncExternalStore(subscribe, () => drawnApps.has(queryClient));
};

const nextFrame = () => new Promise<void>(resolve => requestAnimationFrame(() => resolve()));

/**
 * Settles once the first screen has been drawn: something started loading, then no loading placeholder is shown, every
 * read has answered, and a frame has been painted with nothing read since (a page that asks for more as it renders,
 * its filter options after its rows, is still drawing). What the first screen does not need waits for it (the flag
 * SDK of a tab that remembers its flags). The gap between the shell's reads and the page's code arriving is not the
 * end: the page's placeholder shows through it.
 */
export const firstScreenDrawn = (queryClient: QueryClient) =>
  new Promise<void>(resolve => {
    let started = false;
    let checking = false;
    const loading = () => queryClient.isFetching() > 0 || placeholders > 0;
    const check = async () => {
      if (checking) return;
      checking = true;
      while (!loading()) {
        await nextFrame();
        await nextFrame();
        if (!loading()) {
          unsubscribe();
          listeners.delete(onChange);
          drawnApps.add(queryClient);
          changed();
          resolve();
          return;
        }
      }
      checking = false;
    };
    const onChange = () => {
      if (loading()) started = true;
      else if (started) void check();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(onChange);
    listeners.add(onChange);
    onChange();
  });
