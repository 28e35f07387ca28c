import { createContext, useContext, useSyncExternalStore } from 'react';
import { staticFlagClient, type FlagClient } from './flagClient';
import type { FlagValues } from './flagKeys';

const Context = createContext<FlagClient>(staticFlagClient());

export const FlagClientProvider = Context.Provider;

export const useFlagClient = () => useContext(Context);

/** The current flag values; every flag is off without a flag service. */
export const useFlags = (): FlagValues => {
  const client = useFlagClient();
  return useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
};
