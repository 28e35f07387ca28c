import { useCanAccess, useList, useTranslate, type SortPayload } from 'ra-core';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { User } from '../../dataProviders/sso/usersContract';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { DEFAULT_SORT, matchesUser, NO_AGENCY, sortUsers, tableOrder, userSortOf, type HeldRows } from './usersList';
import { useClientAgencies } from './useUsersData';
import type { UserLabels } from './useUserLabels';
import { useUsersListPlace, useUsersListView } from './useUsersListPlace';

interface UsersListOptions {
  loaded: readonly User[];
  labels: UserLabels;
  isPending: boolean;
  isComplete: boolean;
}

/**
 * The list's state over the users loaded so far: search and chosen agencies, sorted, filtered and paged in memory by
 * react-admin's useList, kept in the store so the list is where it was on the way back from a user's page.
 */
export const useUsersList = ({ loaded, labels, isPending, isComplete }: UsersListOptions) => {
  const translate = useTranslate();
  const { client } = useCurrentUser();
  const agencies = useClientAgencies(client?.slug);
  const [view, setView] = useUsersListView();
  const [q, setQ] = useState(view.q);
  const [chosenAgencies, setChosenAgencies] = useState<string[]>(view.agencies);
  const deferredQ = useDeferredValue(q);
  const [sort, setSortState] = useState<SortPayload>(view.sort);
  const fullOrder = useMemo(() => sortUsers(loaded, userSortOf(sort) ?? DEFAULT_SORT, labels), [loaded, sort, labels]);
  const filterCallback = useCallback(
    (user: User) => matchesUser(user, { q: deferredQ, agencies: chosenAgencies }),
    [deferredQ, chosenAgencies],
  );
  // While pages arrive, the rows shown keep their places and later ones sort around them; once all are in, they
  // keep them still if the full order would move them, until the reader asks for it (docs/decisions.md, Users).
  const [held, setHeld] = useState<HeldRows | null>(null);
  const { rows, kept: heldOutOfOrder } = useMemo(
    () => tableOrder(fullOrder, held, filterCallback),
    [fullOrder, held, filterCallback],
  );
  // useList filters and pages the rows; they come in order, so it is given no sort of its own (its values are no
  // plain comparison): the sort is the list's context's, as the search and agencies are its filter (UserList).
  const rowsList = useList<User>({
    data: rows,
    isPending,
    isFetching: !isComplete,
    page: view.page,
    perPage: view.perPage,
    filterCallback,
    resource: 'users',
  });
  const { setPage, page, perPage } = rowsList;
  const setSort = useCallback((next: SortPayload) => (setSortState(next), setPage(1)), [setPage]);
  const list = { ...rowsList, sort, setSort };
  // The reader's own change of sort, search, agencies or page lets the held rows go: the list is then in full order.
  const viewKey = JSON.stringify([sort, page, perPage, deferredQ, chosenAgencies]);
  if (held && held.view !== viewKey) setHeld(null);
  // What is shown while pages arrive is held, before the next page can be drawn around it.
  const shownIds = isComplete || list.isPending ? '' : (list.data ?? []).map(row => row.id).join(' ');
  useLayoutEffect(() => {
    if (!shownIds || (held?.view === viewKey && held.ids.join(' ') === shownIds)) return;
    setHeld({ view: viewKey, ids: shownIds.split(' '), start: (page - 1) * perPage });
  }, [shownIds, held, viewKey, page, perPage]);
  const sortAll = useCallback(() => setHeld(null), []);
  useEffect(
    () => setView(kept => ({ ...kept, q, agencies: chosenAgencies, sort, page, perPage })),
    [q, chosenAgencies, sort, page, perPage, setView],
  );
  const tableRef = useRef<HTMLDivElement>(null);
  const { highlighted, rememberScroll } = useUsersListPlace(list, tableRef, isComplete);
  const search = useCallback((value: string) => (setQ(value), setPage(1)), [setPage]);
  const filterAgencies = useCallback((slugs: string[]) => (setChosenAgencies(slugs), setPage(1)), [setPage]);

  // The agencies the signed-in user administers (an agency admin's own, as Payments and Add User offer); a user who
  // may not search agencies chooses among those the listed users belong to. "No agency" comes last.
  const maySearchAgencies = !!useCanAccess({ resource: 'users', action: 'searchAgencies' }).canAccess;
  const agencyChoices = useMemo(() => {
    const bySlug = new Map((agencies.data ?? []).map(candidate => [candidate.slug, candidate.name]));
    if (!maySearchAgencies)
      for (const candidate of loaded)
        for (const own of candidate.agencies) if (!bySlug.has(own.slug)) bySlug.set(own.slug, own.name);
    const sorted = [...bySlug.entries()]
      .map(([slug, name]) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return [...sorted, { slug: NO_AGENCY, name: translate('rm.users.list.noAgency') }];
  }, [agencies.data, loaded, maySearchAgencies, translate]);

  return {
    list,
    q,
    chosenAgencies,
    agencyChoices,
    search,
    filterAgencies,
    filtered: !!deferredQ.trim() || chosenAgencies.length > 0,
    tableRef,
    highlighted,
    rememberScroll,
    /** Every page is in, and the rows shown kept places the full order would move them from. */
    keptOrder: isComplete && heldOutOfOrder,
    sortAll,
  };
};
