import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(() => listener());

/**
 * Whether the browser is online, as react-query sees it: its queries pause while offline (they would stay pending
 * without a word) and run again when the browser is back, so what the page says follows the same signal.
 */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
