import type { StateStore } from 'oidc-client-ts';

/**
 * The signed-in user of this tab, kept by oidc-client-ts through its public `userStore` setting (a `StateStore`) under
 * a key of ours, so a signed-in page load reads its access token without loading the library (src/auth/oidcSession.ts)
 * and without knowing how the library names its keys. A tab has one user: the library's key is not needed. Not under
 * the app's `rm.` prefix: the session removes it (src/session/crossTab.ts resets only the app's keys).
 */
export const USER_KEY = 'oidc.user';

/** What a page load needs of the stored user: two of oidc-client-ts's public `User` fields (User.toStorageString). */
export interface StoredUser {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
}

/** oidc-client-ts's user store: this tab's sessionStorage, never localStorage. */
export class TabUserStore implements StateStore {
  constructor(private readonly store: Storage = window.sessionStorage) {}

  set(_key: string, value: string) {
    this.store.setItem(USER_KEY, value);
    return Promise.resolve();
  }

  get(_key: string) {
    return Promise.resolve(this.store.getItem(USER_KEY));
  }

  remove(_key: string) {
    const value = this.store.getItem(USER_KEY);
    this.store.removeItem(USER_KEY);
    return Promise.resolve(value);
  }

  getAllKeys() {
    return Promise.resolve(this.store.getItem(USER_KEY) === null ? [] : [USER_KEY]);
  }
}

/** The stored user when its access token has an expiry still ahead; anything else is null. */
export const readStoredUser = (store: Storage = window.sessionStorage): StoredUser | null => {
  try {
    const stored = JSON.parse(store.getItem(USER_KEY) ?? 'null') as Partial<StoredUser> | null;
    if (
      !stored ||
      typeof stored.access_token !== 'string' ||
      !stored.access_token ||
      typeof stored.expires_at !== 'number'
    )
      return null;
    return stored.expires_at > Math.floor(Date.now() / 1000) ? (stored as StoredUser) : null;
  } catch {
    return null;
  }
};

/** Removes the stored user, as the library's removeUser does: for when the library itself cannot be loaded. */
export const forgetStoredUser = (store: Storage = window.sessionStorage) => {
  try {
    store.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: nothing stored to remove.
  }
};
