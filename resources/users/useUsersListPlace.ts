import { useStore, type ListControllerResult, type SortPayload } from 'ra-core';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { User } from '../../dataProviders/sso/usersContract';
import type { UsersListLocationState } from './paths';
import { DEFAULT_SORT, rankField } from './usersList';

/** What the list keeps while the admin is on a user's page: its search, agencies, sort, page size and page. */
export interface UsersListView {
  q: string;
  agencies: string[];
  sort: SortPayload;
  perPage: number;
  page: number;
  /** Where the window was scrolled when a user's page was opened; restored once on the way back. */
  scrollY?: number;
}

export const DEFAULT_LIST_VIEW: UsersListView = {
  q: '',
  agencies: [],
  sort: { field: rankField(DEFAULT_SORT.field), order: DEFAULT_SORT.order },
  perPage: 50,
  page: 1,
};

/** The list's view in react-admin's memory store (as react-admin's own lists keep theirs): it outlives the page. */
export const useUsersListView = () => useStore<UsersListView>('rm.users.listView', DEFAULT_LIST_VIEW);

/**
 * Back from a user's page the list is where it was: the scroll position restored and, after a save, the page holding
 * the saved row shown with that row in view and highlighted (its check mark seen). Returns the row to highlight and
 * the function that remembers the scroll position as a user's page opens.
 */
export const useUsersListPlace = (
  list: ListControllerResult<User>,
  table: RefObject<HTMLElement | null>,
  complete: boolean,
) => {
  const location = useLocation();
  const savedId = (location.state as UsersListLocationState | null)?.savedUserId;
  const [view, setView] = useUsersListView();
  const [highlighted, setHighlighted] = useState<string>();
  const found = useRef<string | null>(null);
  const scrolled = useRef(false);
  const rowShown = useRef<string | null>(null);
  const { data, isPending, getData, perPage, setPage } = list;
  const shown = !isPending && !!data && data.length <= perPage;

  // The saved row's page, once the rows are in (a new user arrives with the list's reload).
  useEffect(() => {
    if (!savedId || found.current === location.key || !shown) return;
    let cancelled = false;
    void getData?.().then(rows => {
      const index = rows.findIndex(row => row.id === savedId);
      if (cancelled || (index < 0 && !complete)) return;
      found.current = location.key;
      if (index < 0) return;
      setPage(Math.floor(index / perPage) + 1);
      setHighlighted(savedId);
    });
    return () => {
      cancelled = true;
    };
  }, [savedId, location.key, shown, complete, getData, perPage, setPage]);

  // The scroll position first, then the saved row into view if it is not.
  useEffect(() => {
    if (!shown) return;
    if (!scrolled.current && view.scrollY !== undefined) {
      scrolled.current = true;
      window.scrollTo(0, view.scrollY);
      setView(kept => ({ ...kept, scrollY: undefined }));
    }
    if (!highlighted || rowShown.current === highlighted) return;
    const row = table.current?.querySelector(`[data-user-id="${CSS.escape(highlighted)}"]`)?.closest('tr');
    if (!row) return;
    rowShown.current = highlighted;
    const box = row.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) row.scrollIntoView({ block: 'center' });
  }, [shown, data, highlighted, view.scrollY, setView, table]);

  const rememberScroll = useCallback(() => setView(kept => ({ ...kept, scrollY: window.scrollY })), [setView]);
  return { highlighted, rememberScroll };
};
