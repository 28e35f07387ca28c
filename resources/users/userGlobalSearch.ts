import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import {
  classifyQuery,
  GLOBAL_SEARCH_LIMIT,
  type SearchHit,
  type SearchPart,
  type SearchRequest,
} from '../../src/layout/globalSearchModel';
import { USERS_PATH, userPath } from './paths';
import { useUsersLoader } from './useUsersData';
import { DEFAULT_LIST_VIEW, useUsersListView } from './useUsersListPlace';
import { fullName } from './userModel';
import { filterUsers } from './usersList';

/** Users are searched (by their list's own text search) for e-mails and names. */
export const searchesUsers = (raw: string) => ['email', 'name'].includes(classifyQuery(raw) ?? '');

/**
 * The users the top bar's search finds: the client's users as /settings loads them, filtered by its own text search;
 * "See all" opens /settings with that search.
 */
const useUsersSearch = ({ query, clientSlug, allowed }: SearchRequest) => {
  const translate = useTranslate();
  const [, setListView] = useUsersListView();
  const searched = allowed && !!query && searchesUsers(query);
  const loader = useUsersLoader(clientSlug, searched);
  const found = useMemo(
    () => (searched ? filterUsers(loader.users, { q: query }) : []),
    [searched, loader.users, query],
  );
  const hits: SearchHit[] = found.slice(0, GLOBAL_SEARCH_LIMIT).map(user => ({
    key: `user-${user.id}`,
    primary: fullName(user),
    secondary: user.email,
    href: userPath(user.id),
  }));
  if (found.length)
    hits.push({
      key: 'users-all',
      primary: translate('rm.shell.search.seeAll', { count: found.length }),
      href: USERS_PATH,
      before: () => setListView({ ...DEFAULT_LIST_VIEW, q: query }),
    });
  return {
    searched,
    hits,
    total: found.length,
    pending: searched && !loader.isComplete && !loader.firstPageError,
    failed: false,
  };
};

export const usersSearch: SearchPart = { resource: 'users', useSearch: useUsersSearch };
