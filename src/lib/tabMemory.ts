/**
 * What this tab last learned from a server and can start from on its next load, before the server answers again (the
 * flags, the client's settings). sessionStorage under the app's `rm.` prefix, so every sign-out forgets it
 * (src/session/crossTab.ts); never a token or anything the server would refuse to show this tab's user.
 */
const PREFIX = 'rm.last.';

/** What is remembered, by name. */
export const TAB_MEMORY = { flags: 'flags', clientSettings: 'clientSettings', readScope: 'readScope' } as const;

export const rememberForTab = (key: (typeof TAB_MEMORY)[keyof typeof TAB_MEMORY], value: unknown) => {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage unavailable or full: the next load waits for the server, as a first visit does.
  }
};

export const recallForTab = <T>(key: (typeof TAB_MEMORY)[keyof typeof TAB_MEMORY]): T | undefined => {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
};
