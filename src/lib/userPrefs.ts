import { useStore } from 'ra-core';
import { useLayoutEffect } from 'react';
import { useCurrentUser } from '../session/CurrentUserContext';
import { USER_SCOPE_KEY } from './tabStore';

/**
 * The store keys kept in the browser for each user and client (tabStore's `user` keys): react-admin's saved queries
 * (`SavedQueriesList`) and DataTable's hidden columns and their order (`ColumnsButton`), on /payments and /settings.
 */
export const USER_PREF_KEYS = /^(payments|users)\.(savedQueries|datatable|datatable_columnRanks)$/;

/** Whose preferences the store's user keys are: the signed-in user on the client the app works on. */
export const userPrefsScope = (userId: string, client: string | null) =>
  `${encodeURIComponent(userId)}@${encodeURIComponent(client ?? '')}`;

/**
 * Names the signed-in user and client to the store, so their saved searches and columns are read and written under
 * them: another user of the browser, or the same user on another client, has their own. Set before the page renders
 * (the page comes after the shell, see DeferredPage).
 */
export const useUserPrefsScope = () => {
  const { user, client } = useCurrentUser();
  const [, setScope] = useStore<string | null>(USER_SCOPE_KEY, null);
  const scope = userPrefsScope(user.id, client?.slug ?? null);
  useLayoutEffect(() => setScope(scope), [scope, setScope]);
};

/** Sets the preferences' scope; renders nothing. */
export const UserPrefsScope = () => {
  useUserPrefsScope();
  return null;
};
