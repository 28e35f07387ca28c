import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import { hasPermission } from '../../src/auth/currentUser';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import type { User, UsersPage } from '../../dataProviders/sso/usersContract';

export const usersQueryKey = (clientSlug: string) => ['rm', 'users', 'list', clientSlug] as const;

/** The client's users, 25 a page, each page naming the cursor of the next. */
const usersQuery = (dataProvider: AppDataProvider, clientSlug: string) =>
  infiniteQueryOptions({
    queryKey: usersQueryKey(clientSlug),
    queryFn: ({ pageParam, signal }) => dataProvider.getUsersPage({ clientSlug, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: UsersPage) => last.cursor ?? undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });

type UsersData = InfiniteData<UsersPage, string | null>;

/**
 * Pages in arrival order, one entry per user (a user created here may arrive again in a later page). Pages stream in
 * one at a time (400 for 10,000 users): when the pages are the last ones plus new ones, only the new pages are added.
 */
const createFlattener = () => {
  let last: { pages: UsersPage[]; byId: Map<string, User> } | undefined;
  return (data: UsersData | undefined): User[] => {
    if (!data) {
      last = undefined;
      return [];
    }
    const { pages } = data;
    const grows = !!last && last.pages.length <= pages.length && last.pages.every((page, index) => page === pages[index]);
    const byId = grows ? last!.byId : new Map<string, User>();
    for (const page of pages.slice(grows ? last!.pages.length : 0)) for (const user of page.users) byId.set(user.id, user);
    last = { pages, byId };
    return [...byId.values()];
  };
};

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
 * GET the client's users 25 at a time, following the cursor until it is empty. Each page renders as it arrives;
 * leaving the page cancels the call in flight (the query consumes the abort signal), and coming back resumes from the
 * last cursor while the pages are fresh.
 */
export const useUsersLoader = (clientSlug: string | undefined, enabled = true): UsersLoader => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useInfiniteQuery({ ...usersQuery(dataProvider, clientSlug ?? ''), enabled: enabled && !!clientSlug, refetchOnWindowFocus: false });
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, refetch, isError, data } = query;

  // Keyed on the page count too: a page that answers at once never shows isFetching to a render.
  // A layout effect asks for the next page as soon as this one is committed; a passive effect would wait for the
  // browser to paint first, a frame per page: 400 frames for 10,000 users.
  const pageCount = (data as UsersData | undefined)?.pages.length ?? 0;
  useLayoutEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, pageCount]);

  const [flatten] = useState(createFlattener);
  const users = useMemo(() => flatten(data as UsersData | undefined), [flatten, data]);
  const firstPageError = isError && !data ? query.error : null;
  const nextPageError = isFetchNextPageError ? query.error : null;
  const hasData = !!data;
  const retry = useCallback(() => {
    if (hasData) void fetchNextPage();
    else void refetch();
  }, [hasData, fetchNextPage, refetch]);

  return {
    users,
    isPending: !data && !isError,
    isComplete: !!data && !hasNextPage,
    firstPageError,
    nextPageError,
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
export const useThrottled = <T,>(value: T, ms: number, settled: boolean, first: FirstShowing<T>): T => {
  // The first pages may be in before the list mounts (asked for at start-up): they wait like pages arriving now.
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
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [value, ms, settled, nothingShown, isEmpty, isEnough, waitMs]);
  return settled ? value : shown;
};

/** Puts a saved or created user into the loaded list, so the list updates on success without reloading it. */
export const useUpdateUsersCache = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (clientSlug: string | undefined, user: User, { added = false } = {}) => {
      queryClient.setQueryData(['rm', 'users', 'one', user.id], user);
      if (!clientSlug) return;
      queryClient.setQueryData<UsersData>(usersQueryKey(clientSlug), data => {
        if (!data) return data;
        let found = false;
        const pages = data.pages.map(page => ({
          ...page,
          users: page.users.map(candidate => {
            if (candidate.id !== user.id) return candidate;
            found = true;
            return user;
          }),
        }));
        if (!found && added && pages.length) {
          const last = pages[pages.length - 1];
          pages[pages.length - 1] = { ...last, users: [...last.users, user] };
        }
        return { ...data, pages };
      });
    },
    [queryClient],
  );
};

/** After a profile save: the signed-in user's own row shows the new names and timezone. */
export const usePatchCachedUser = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (clientSlug: string | undefined, id: string, patch: Partial<Pick<User, 'firstName' | 'lastName' | 'timezone'>>) => {
      if (!clientSlug) return;
      queryClient.setQueryData<UsersData>(usersQueryKey(clientSlug), data =>
        data ? { ...data, pages: data.pages.map(page => ({ ...page, users: page.users.map(user => (user.id === id ? { ...user, ...patch } : user)) })) } : data,
      );
    },
    [queryClient],
  );
};

/** The cashiering roles allowed per revenue-management role; fetched once per session. */
export const useRoleCombinations = (enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['rm', 'users', 'roleCombinations'],
    queryFn: () => dataProvider.getRoleCombinations(),
    enabled,
    staleTime: Infinity,
  });
};

/**
 * The agencies the signed-in user administers in a client (all of them for client and platform admins). Only a user
 * with the agency-search permission asks (revenue-management spec §6); for anyone else there are none to choose
 * from.
 */
export const useClientAgencies = (clientSlug: string | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const maySearch = hasPermission(useCurrentUser().user, 'SEARCH_AGENCIES');
  return useQuery({
    queryKey: ['rm', 'users', 'agencies', clientSlug, maySearch],
    queryFn: () => (maySearch ? dataProvider.getAgencies(clientSlug) : Promise.resolve([])),
    enabled: !!clientSlug,
    staleTime: 5 * 60_000,
  });
};

/** One user: from the loaded list when it is there, else GET /users/{id}. */
export const useUser = (clientSlug: string | undefined, id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['rm', 'users', 'one', id],
    queryFn: () => dataProvider.getUser(id),
    initialData: () =>
      clientSlug
        ? queryClient
            .getQueryData<UsersData>(usersQueryKey(clientSlug))
            ?.pages.flatMap(page => page.users)
            .find(user => user.id === id)
        : undefined,
    staleTime: 30_000,
    retry: false,
  });
};
