import { useCanAccess, useGetList, useGetOne, useInfiniteGetList } from 'ra-core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClientAgency } from '../../dataProviders/sso';
import { CASHIERING_ROLE_COMBINATIONS, type RoleCombinationsRecord } from '../../dataProviders/sso/users';
import { USERS_PAGE_SIZE, type User } from '../../dataProviders/sso/usersContract';

export interface UsersLoader {
  users: User[];
  /** No page has arrived yet. */
  isPending: boolean;
  /** Every page has arrived. */
  isComplete: boolean;
  /** The first page failed: nothing to show. */
  firstPageError: Error | null;
  /** A later page failed: what arrived stays, and `retry` resumes from the last cursor. */
  nextPageError: Error | null;
  retry: () => void;
}

/**
 * The client's users through users: getList, 25 at a time, page after page until the last: each page renders as it
 * arrives, and leaving the page cancels the call in flight. Saves and status changes update the loaded pages in
 * react-admin's cache; a creation reloads them.
 */
export const useUsersLoader = (clientSlug: string | undefined, enabled = true): UsersLoader => {
  const query = useInfiniteGetList<User>(
    'users',
    { pagination: { page: 1, perPage: USERS_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: { clientSlug } },
    { enabled: enabled && !!clientSlug, refetchOnWindowFocus: false, retry: false, staleTime: 5 * 60_000 },
  );
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, refetch, isError, data } = query;

  // Keyed on the page count too: a page that answers at once never shows isFetching to a render. A layout effect asks
  // for the next page as soon as this one is committed, not a painted frame later (400 pages for 10,000 users).
  const pageCount = data?.pages.length ?? 0;
  useLayoutEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, pageCount]);

  // One entry per user, in arrival order (a user created here may arrive again in a later page).
  const users = useMemo(
    () => [...new Map((data?.pages ?? []).flatMap(page => page.data.map(user => [user.id, user] as const))).values()],
    [data],
  );
  const hasData = !!data;
  const retry = useCallback(() => void (hasData ? fetchNextPage() : refetch()), [hasData, fetchNextPage, refetch]);
  return {
    users,
    isPending: !data && !isError,
    isComplete: !!data && !hasNextPage,
    firstPageError: isError && !data ? query.error : null,
    nextPageError: isFetchNextPageError ? query.error : null,
    retry,
  };
};

/** When a list that is still streaming in first shows: once it holds `enough`, or `waitMs` after its first value. */
export interface FirstShowing<T> {
  /** What is shown before that. */
  empty: T;
  isEmpty: (value: T) => boolean;
  isEnough: (value: T) => boolean;
  waitMs: number;
}

/**
 * The value at most every `ms` while `settled` is false, at once when it becomes true: the table re-sorts a few times
 * a second while pages stream in rather than after each of hundreds of pages. Nothing is shown until the list
 * settles, holds enough to be worth showing early, or has been arriving for `first.waitMs`: a list of a few pages
 * shows once, complete and sorted, instead of showing its first rows and re-sorting them under the reader's eyes.
 */
export const useThrottled = <T>(value: T, ms: number, settled: boolean, first: FirstShowing<T>): T => {
  const [shown, setShown] = useState(() => (settled || first.isEnough(value) ? value : first.empty));
  const last = useRef(0);
  const firstAt = useRef<number | null>(null);
  const { isEmpty, isEnough, waitMs } = first;
  const nothingShown = isEmpty(shown);
  useEffect(() => {
    if (settled) {
      last.current = Date.now();
      setShown(value);
      return;
    }
    let due = last.current + ms;
    if (nothingShown) {
      if (isEmpty(value)) return;
      firstAt.current ??= Date.now();
      due = isEnough(value) ? 0 : firstAt.current + waitMs;
    }
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setShown(value);
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [value, ms, settled, nothingShown, isEmpty, isEnough, waitMs]);
  return settled ? value : shown;
};

/** The cashiering roles allowed per revenue-management role; fetched once per session. */
export const useRoleCombinations = (enabled = true) => {
  const { data, error } = useGetOne<RoleCombinationsRecord>(
    'roleCombinations',
    { id: CASHIERING_ROLE_COMBINATIONS },
    { enabled, staleTime: Infinity },
  );
  return { data: data?.combinations, error };
};

const NO_AGENCIES: ClientAgency[] = [];
/** The agencies endpoint answers with all of a client's agencies at once. */
const ALL_AGENCIES = { page: 1, perPage: 1000 };

/**
 * The agencies the signed-in user administers in a client (all of them for client and platform admins). Only a user
 * with the agency-search permission asks; for anyone else there are none to choose
 * from.
 */
export const useClientAgencies = (clientSlug: string | undefined) => {
  const { canAccess: maySearch } = useCanAccess({ resource: 'users', action: 'searchAgencies' });
  const { data, error, isPending, refetch } = useGetList<ClientAgency>(
    'clientAgencies',
    { filter: { clientSlug }, pagination: ALL_AGENCIES },
    { enabled: !!clientSlug && !!maySearch, staleTime: 5 * 60_000 },
  );
  if (clientSlug && maySearch === false) return { data: NO_AGENCIES, error: null, isPending: false, refetch };
  return { data, error, isPending, refetch };
};
