import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useCanAccess, useList, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { USERS_PAGE_SIZE, type User } from '../../dataProviders/sso/usersContract';
import { Page } from '../../src/layout/Page';
import { PageLoading } from '../../src/layout/PageLoading';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { NEW_USER_PATH, PROFILE_PATH, userPath } from './paths';
import { UserAgenciesCell } from './UserAgenciesCell';
import { UserModificationIndicator } from './UserModificationIndicator';
import { UserStatusPill } from './UserStatusPill';
import { fullName, listName } from './userModel';
import { UsersEmptyState } from './UsersEmptyState';
import { matchesUser, rankField, rankUsers, type UserRow } from './usersList';
import { UsersToolbar } from './UsersToolbar';
import { useUserLabels } from './useUserLabels';
import { useUsersListPlace, useUsersListView } from './useUsersListPlace';
import {
  useClientAgencies,
  useRoleCombinations,
  useThrottled,
  useUsersLoader,
  type FirstShowing,
} from './useUsersData';

const PER_PAGE_OPTIONS = [25, 50, 100];
/**
 * A list still streaming in shows its first rows once complete, or once it holds 20 pages (a list that long takes a
 * while: showing it early is worth a re-sort), or 1 s after its first page (a slow network). A client of a few hundred
 * users so shows once, sorted, instead of its first rows jumping down as the rest arrives.
 */
const FIRST_ROWS: FirstShowing<readonly User[]> = {
  empty: [],
  isEmpty: users => users.length === 0,
  isEnough: users => users.length >= 20 * USERS_PAGE_SIZE,
  waitMs: 1000,
};
/** A column of the table, its rows typed. */
const Column = DataTable.Col<UserRow>;

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
      <Alert severity="error" action={<RetryButton onClick={loader.retry} />}>
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
  const { user: me, client, settings } = useCurrentUser();
  const posEnabled = !!settings?.pointOfSale?.enabled;
  const labels = useUserLabels();
  const agencies = useClientAgencies(client?.slug);
  const [view, setView] = useUsersListView();
  const [q, setQ] = useState(view.q);
  const [chosenAgencies, setChosenAgencies] = useState<string[]>(view.agencies);
  const deferredQ = useDeferredValue(q);
  const rows = useMemo(() => rankUsers(loaded, labels), [loaded, labels]);
  const filterCallback = useCallback(
    (row: UserRow) => matchesUser(row, { q: deferredQ, agencies: chosenAgencies }),
    [deferredQ, chosenAgencies],
  );
  const list = useList<UserRow>({
    data: rows,
    isPending,
    isFetching: !isComplete,
    sort: view.sort,
    page: view.page,
    perPage: view.perPage,
    filterCallback,
    resource: 'users',
  });
  const { setPage, sort, page, perPage } = list;
  useEffect(
    () => setView(kept => ({ ...kept, q, agencies: chosenAgencies, sort, page, perPage })),
    [q, chosenAgencies, sort, page, perPage, setView],
  );
  const tableRef = useRef<HTMLDivElement>(null);
  const { highlighted, rememberScroll } = useUsersListPlace(list, tableRef, isComplete);
  const search = useCallback((value: string) => (setQ(value), setPage(1)), [setPage]);
  const filterAgencies = useCallback((slugs: string[]) => (setChosenAgencies(slugs), setPage(1)), [setPage]);

  const agencyChoices = useMemo(() => {
    const bySlug = new Map((agencies.data ?? []).map(candidate => [candidate.slug, candidate.name]));
    for (const candidate of loaded)
      for (const own of candidate.agencies) if (!bySlug.has(own.slug)) bySlug.set(own.slug, own.name);
    return [...bySlug.entries()].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [agencies.data, loaded]);
  const pathOf = (record: User) => (record.id === me.id ? PROFILE_PATH : userPath(record.id));
  const open = (record: User) => (rememberScroll(), pathOf(record));

  const filtered = !!deferredQ.trim() || chosenAgencies.length > 0;
  const emptyText = filtered ? 'rm.users.empty.noResultsText' : 'rm.users.empty.noUsersText';
  return (
    <ListContextProvider value={list}>
      <UsersToolbar
        q={q}
        agencies={chosenAgencies}
        agencyChoices={agencyChoices}
        onSearch={search}
        onAgencies={filterAgencies}
        ready={isComplete}
        posEnabled={posEnabled}
      />
      <LoadingProgress loading={!isComplete && !nextPageError} complete={isComplete} count={loaded.length} />
      {nextPageError ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<RetryButton onClick={retry} />}>
          {translate('rm.users.list.loadFailed', { message: nextPageError.message })}
        </Alert>
      ) : null}
      <Box ref={tableRef}>
        <DataTable<UserRow>
          aria-label={translate('rm.users.list.tableLabel')}
          aria-busy={isPending}
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => open(record)}
          rowSx={record => (record.id === highlighted ? SAVED_ROW_SX : {})}
          empty={<UsersEmptyState heading={translate('rm.users.empty.noResultsHeading')} text={translate(emptyText)} />}
          sx={TABLE_SX}
        >
          <Column
            source={rankField('name')}
            label="rm.users.columns.name"
            render={user => <NameLink user={user} to={pathOf(user)} onOpen={rememberScroll} />}
          />
          <Column
            source={rankField('email')}
            label="rm.users.columns.email"
            cellClassName="rm-users-email"
            render={user => user.email}
          />
          <Column
            label="rm.users.columns.agencies"
            cellClassName="rm-users-agencies"
            render={user => <UserAgenciesCell user={user} />}
          />
          <Column source={rankField('role')} label="rm.users.columns.role" render={labels.role} />
          {posEnabled ? (
            <Column source={rankField('posRole')} label="rm.users.columns.posRole" render={labels.posRole} />
          ) : null}
          <Column
            source={rankField('status')}
            label="rm.users.columns.status"
            render={user => <UserStatusPill user={user} />}
          />
        </DataTable>
      </Box>
      {(list.total ?? 0) > PER_PAGE_OPTIONS[0] ? <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} /> : null}
    </ListContextProvider>
  );
});
UsersView.displayName = 'UsersView';

/** Emails stay on one line, the agencies wrap within a readable width; a narrow screen scrolls the table, not the page. */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-headerCell': { fontWeight: 700, verticalAlign: 'bottom' },
  '& td': { verticalAlign: 'top' },
  '& td.rm-users-email': { whiteSpace: 'nowrap' },
  '& td.rm-users-agencies': { minWidth: 160, maxWidth: 260 },
} as const;

/** The row just saved, tinted so the eye finds it (with its check mark). */
const SAVED_ROW_SX = { bgcolor: 'action.selected' } as const;

const RetryButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={onClick}>
      {translate('rm.users.list.retry')}
    </Button>
  );
};

/** The user's name, a link of its own (the row opens the same page), beside the state of a change just made. */
const NameLink = ({ user, to, onOpen }: { user: User; to: string; onOpen: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'center' }} data-user-id={user.id}>
    <UserModificationIndicator id={user.id} name={fullName(user)} />
    <Box
      component={RouterLink}
      to={to}
      onClick={event => {
        event.stopPropagation();
        onOpen();
      }}
      sx={{
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {listName(user) || user.email}
    </Box>
  </Box>
);

/** The progress line; it stays once every page is in (the bar gives way to the total), so the table never jumps up. */
const LoadingProgress = ({ loading, complete, count }: { loading: boolean; complete: boolean; count: number }) => {
  const translate = useTranslate();
  const text = loading
    ? translate('rm.users.list.loadingCount', { n: count })
    : translate('rm.users.list.allLoaded', { n: count });
  return (
    <>
      {/* Heard, not seen: one pixel (a bare 1 would be MUI's 100% and widen the page). */}
      <Box
        role="status"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {loading ? translate('rm.users.list.loadingLabel') : complete ? text : ''}
      </Box>
      {loading || complete ? (
        <Box sx={{ mb: 2 }}>
          {loading ? (
            <LinearProgress aria-label={translate('rm.users.list.loadingLabel')} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} aria-hidden="true">
            {text}
          </Typography>
        </Box>
      ) : null}
    </>
  );
};
