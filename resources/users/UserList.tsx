import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button } from '@mui/material';
import {
  ListContextProvider,
  ResourceContextProvider,
  useCanAccess,
  useTranslate,
  type ListControllerResult,
} from 'ra-core';
import { Pagination } from 'react-admin';
import { memo, useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../dataProviders/sso/usersContract';
import { Page } from '../../src/layout/Page';
import { PageLoading } from '../../src/layout/PageLoading';
import { ReorderableColumn, ReorderableDataTable } from '../../src/layout/ReorderableColumns';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { NEW_USER_PATH, PROFILE_PATH, userPath } from './paths';
import { UserAgenciesCell } from './UserAgenciesCell';
import { UserNameLink } from './UserNameLink';
import { UserStatusPill } from './UserStatusPill';
import { UsersEmptyState } from './UsersEmptyState';
import { rankField } from './usersList';
import { UsersLoadingProgress } from './UsersLoadingProgress';
import { UsersRetryButton } from './UsersRetryButton';
import { USERS_COLUMNS_STORE_KEY, UsersToolbar } from './UsersToolbar';
import { useUserLabels } from './useUserLabels';
import { useUsersList } from './useUsersList';
import { useRoleCombinations, useThrottled, useUsersLoader, type FirstShowing } from './useUsersData';

const PER_PAGE_OPTIONS = [25, 50, 100];
/**
 * The first rows show as soon as the first page is in; later pages are drawn around the rows shown, which keep their
 * places (useUsersList), at most every 400 ms.
 */
const FIRST_ROWS: FirstShowing<readonly User[]> = {
  empty: [],
  isEmpty: users => users.length === 0,
  isEnough: users => users.length > 0,
  waitMs: 0,
};
/** A column of the table, its rows typed. */
const Column = ReorderableColumn<User>;

/** /settings: every user of the organisation, loaded page by page, searched, filtered, sorted and downloaded here. */
export const UserList = () => {
  const translate = useTranslate();
  const { canAccess: canList, isPending } = useCanAccess({ resource: 'users', action: 'list' });
  const { canAccess: canAdd } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <Page
      title={translate('rm.users.list.title')}
      actions={
        canAdd ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={NEW_USER_PATH}>
            {translate('rm.users.list.add')}
          </Button>
        ) : null
      }
    >
      {isPending ? (
        <PageLoading />
      ) : canList ? (
        <ResourceContextProvider value="users">
          <UsersTable />
        </ResourceContextProvider>
      ) : (
        <UsersEmptyState
          heading={translate('rm.users.empty.forbiddenHeading')}
          text={translate('rm.users.empty.forbiddenText')}
        />
      )}
    </Page>
  );
};

const UsersTable = () => {
  const translate = useTranslate();
  const { client } = useCurrentUser();
  const loader = useUsersLoader(client?.slug);
  useRoleCombinations();
  const loaded = useThrottled(loader.users, 400, loader.isComplete || !!loader.nextPageError, FIRST_ROWS);
  if (loader.firstPageError)
    return (
      <Alert severity="error" action={<UsersRetryButton onClick={loader.retry} />}>
        {translate('rm.users.list.firstPageFailed', { message: loader.firstPageError.message })}
      </Alert>
    );
  // Pages are arriving but none is shown yet: the table is loading, it does not say there are no users.
  const isPending = loader.isPending || (!loader.isComplete && !loader.nextPageError && loaded.length === 0);
  return (
    <UsersView
      loaded={loaded}
      isPending={isPending}
      isComplete={loader.isComplete}
      nextPageError={loader.nextPageError}
      retry={loader.retry}
    />
  );
};

interface UsersViewProps {
  loaded: readonly User[];
  isPending: boolean;
  isComplete: boolean;
  nextPageError: Error | null;
  retry: () => void;
}

/** The list over what has loaded so far; memoised, it renders when the (throttled) list changes, not with each page. */
const UsersView = memo(({ loaded, isPending, isComplete, nextPageError, retry }: UsersViewProps) => {
  const translate = useTranslate();
  const { user: me, settings } = useCurrentUser();
  const posEnabled = !!settings?.pointOfSale?.enabled;
  const labels = useUserLabels();
  const {
    list,
    q,
    chosenAgencies,
    agencyChoices,
    search,
    filterAgencies,
    filtered,
    tableRef,
    highlighted,
    rememberScroll,
    keptOrder,
    sortAll,
  } = useUsersList({ loaded, labels, isPending, isComplete });
  const listWithSearch = useSearchInContext(list, { q, agencies: chosenAgencies }, search, filterAgencies);
  // Stable from one update to the next, as are the records: react-admin's memoised rows then skip every user that
  // did not change while later pages arrive, instead of drawing the whole table page again.
  const meId = me.id;
  const pathOf = useCallback((record: User) => (record.id === meId ? PROFILE_PATH : userPath(record.id)), [meId]);
  const rowClick = useCallback(
    (_id: unknown, _resource: unknown, record: User) => (rememberScroll(), pathOf(record)),
    [rememberScroll, pathOf],
  );
  const rowSx = useCallback((record: User) => (record.id === highlighted ? SAVED_ROW_SX : NO_SX), [highlighted]);
  const columns = useMemo(
    () => [
      <Column
        key="name"
        source={rankField('name')}
        headerClassName="rm-users-name"
        render={user => <UserNameLink user={user} to={pathOf(user)} onOpen={rememberScroll} />}
      />,
      <Column
        key="email"
        source={rankField('email')}
        headerClassName="rm-users-email"
        cellClassName="rm-users-email"
        render={user => <span title={user.email}>{user.email}</span>}
      />,
      <Column
        key="agencies"
        source="agencies"
        disableSort
        headerClassName="rm-users-agencies"
        render={user => <UserAgenciesCell user={user} />}
      />,
      <Column key="role" source={rankField('role')} headerClassName="rm-users-role" render={labels.role} />,
      ...(posEnabled
        ? [
            <Column
              key="posRole"
              source={rankField('posRole')}
              headerClassName="rm-users-pos-role"
              render={labels.posRole}
            />,
          ]
        : []),
      <Column
        key="status"
        source={rankField('status')}
        headerClassName="rm-users-status"
        render={user => <UserStatusPill user={user} />}
      />,
    ],
    [pathOf, rememberScroll, labels, posEnabled],
  );
  // "Sort all" goes away with the click: the focus goes to the table it has just put in order, the page not scrolled.
  const sortAllFromLine = useCallback(() => {
    tableRef.current?.querySelector('table')?.focus({ preventScroll: true });
    sortAll();
  }, [tableRef, sortAll]);

  const emptyText = filtered ? 'rm.users.empty.noResultsText' : 'rm.users.empty.noUsersText';
  return (
    <ListContextProvider value={listWithSearch}>
      <UsersToolbar
        q={q}
        agencies={chosenAgencies}
        agencyChoices={agencyChoices}
        onSearch={search}
        onAgencies={filterAgencies}
        ready={isComplete}
        posEnabled={posEnabled}
      />
      <UsersLoadingProgress
        loading={!isComplete && !nextPageError}
        complete={isComplete}
        count={loaded.length}
        kept={keptOrder}
        onSortAll={sortAllFromLine}
      />
      {nextPageError ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<UsersRetryButton onClick={retry} />}>
          {translate('rm.users.list.loadFailed', { message: nextPageError.message })}
        </Alert>
      ) : null}
      <Box ref={tableRef}>
        <ReorderableDataTable<User>
          resource="users"
          storeKey={USERS_COLUMNS_STORE_KEY}
          aria-label={translate('rm.users.list.tableLabel')}
          aria-busy={isPending}
          tabIndex={-1}
          bulkActionButtons={false}
          rowClick={rowClick}
          rowSx={rowSx}
          empty={<UsersEmptyState heading={translate('rm.users.empty.noResultsHeading')} text={translate(emptyText)} />}
          sx={TABLE_SX}
        >
          {columns}
        </ReorderableDataTable>
      </Box>
      {(list.total ?? 0) > PER_PAGE_OPTIONS[0] ? <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} /> : null}
    </ListContextProvider>
  );
});
UsersView.displayName = 'UsersView';

/**
 * The list's context with the search and agencies as its filter (they are the list's own state, applied by its filter
 * callback), so react-admin's saved queries save and restore them as they do a list's filters.
 */
const useSearchInContext = (
  list: ListControllerResult<User>,
  current: { q: string; agencies: string[] },
  search: (q: string) => void,
  filterAgencies: (slugs: string[]) => void,
): ListControllerResult<User> => {
  const { q, agencies } = current;
  return useMemo(
    () => ({
      ...list,
      // useList names no resource; the saved queries are kept under it.
      resource: 'users',
      filterValues: { ...(q ? { q } : {}), ...(agencies.length ? { agencies } : {}) },
      displayedFilters: {},
      setFilters: (filter: { q?: unknown; agencies?: unknown }) => {
        search(typeof filter.q === 'string' ? filter.q : '');
        filterAgencies(Array.isArray(filter.agencies) ? filter.agencies.filter(slug => typeof slug === 'string') : []);
      },
    }),
    [list, q, agencies, search, filterAgencies],
  );
};

/**
 * The columns' widths are the table's share, not what the rows hold: with the browser's automatic layout, each page of
 * users that came in below the fold could widen a column, wrap a header onto another line and move every row in view.
 * Shares for all six columns; with fewer shown (no cashiering, or hidden from Columns) the others take the room. Emails
 * stay on one line (one longer than its column ends in an ellipsis, its whole address in the cell's title); a narrow
 * screen scrolls the table, not the page.
 */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-table': { tableLayout: 'fixed', minWidth: 1200 },
  '& .RaDataTable-headerCell': { fontWeight: 700, verticalAlign: 'bottom' },
  '& th.rm-users-name': { width: '13%' },
  '& th.rm-users-email': { width: '27.5%' },
  '& th.rm-users-agencies': { width: '18.5%' },
  '& th.rm-users-role': { width: '13.5%' },
  '& th.rm-users-pos-role': { width: '12%' },
  '& th.rm-users-status': { width: '15.5%' },
  '& td': { verticalAlign: 'top', overflowWrap: 'break-word' },
  '& td.rm-users-email': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

/** The row just saved, tinted so the eye finds it (with its check mark). */
const SAVED_ROW_SX = { bgcolor: 'action.selected' } as const;
/** Every other row: one object, so a row's props stay the same from one update to the next. */
const NO_SX = {} as const;
