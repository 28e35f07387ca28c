import { useCanAccess, useGetList, useGetOne, useInfiniteGetList } from 'ra-core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClientAgency } from '../../dataProviders/sso';
import {
  CASHIERING_ROLE_COMBINATIONS,
  type RoleCombinationsRecord,
  type UsersListMeta,
  type UsersPageMeta,
} from '../../dataProviders/sso/users';
import type { User } from '../../dataProviders/sso/usersContract';
import { usersListParams } from './usersListParams';

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
 * react-admin's cache; a creation reloads them. The API pages by cursor: each page's result says where the next
 * starts (`meta.nextCursor`), and the provider is told it through `meta.cursorOf`, read from the pages the query holds.
 * A reload of the loaded pages asks each from the cursor the last load gave: a cursor names a user, so it still holds.
 */
export const useUsersLoader = (clientSlug: string | undefined, enabled = true): UsersLoader => {
  const pages = useRef<readonly { pageParam: number; meta?: UsersPageMeta }[]>([]);
  // Stable, and a function, so it is no part of the query's key: the key is the client's list whatever was loaded.
  const meta = useMemo<UsersListMeta>(
    () => ({
      cursorOf: page => pages.current.find(loaded => loaded.pageParam === page - 1)?.meta?.nextCursor ?? undefined,
    }),
    [],
  );
  const query = useInfiniteGetList<User>('users', usersListParams(clientSlug, meta), {
    enabled: enabled && !!clientSlug,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, refetch, isError, data } = query;
  // Before the effect below asks for the next page, which reads its cursor from these.
  useLayoutEffect(() => {
    pages.current = data?.pages ?? [];
  }, [data]);

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
    // Due now (the first rows, or the throttle long past): shown with this render's commit, not a timer later.
    if (due <= Date.now()) {
      last.current = Date.now();
      setShown(value);
      return;
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
