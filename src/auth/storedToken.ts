/**
 * The access token oidc-client-ts keeps in this tab's sessionStorage, read without the library: a signed-in page load
 * needs only this (src/auth/oidcSession.ts).
 */

/** Where oidc-client-ts keeps the signed-in user (its store prefix "oidc." and its user key). */
export const oidcUserKey = ({ issuer, clientId }: { issuer: string; clientId: string }) =>
  `oidc.user:${issuer}:${clientId}`;

export interface StoredUser {
  access_token: string;
  /** Seconds since the epoch, as oidc-client-ts stores it. */
  expires_at: number;
}

/** The stored user (User.toStorageString) when its access token has an expiry still ahead; anything else is null. */
export const readStoredUser = (
  options: { issuer: string; clientId: string },
  store: Storage = window.sessionStorage,
): StoredUser | null => {
  try {
    const stored = JSON.parse(store.getItem(oidcUserKey(options)) ?? 'null') as Partial<StoredUser> | null;
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
export const forgetStoredUser = (
  options: { issuer: string; clientId: string },
  store: Storage = window.sessionStorage,
) => {
  try {
    store.removeItem(oidcUserKey(options));
  } catch {
    // Storage unavailable: nothing stored to remove.
  }
};
