import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { ListContextProvider, useListContext, useTranslate, type ListControllerResult, type SortPayload } from 'ra-core';
import { Pagination } from 'react-admin';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { USERS_PAGE_SIZE, type User } from '../../dataProviders/sso/usersContract';
import { canAccess } from '../../src/auth/access';
import { LEAN, leanPillStyles, LeanSkeletonRows, leanTableSx } from '../../src/layout/leanTable';
import { Page } from '../../src/layout/Page';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { NEW_USER_PATH, PROFILE_PATH, userPath } from './paths';
import { AGENCIES_CLASS, UserAgenciesCell } from './UserAgenciesCell';
import { UserModificationIndicator } from './UserModificationIndicator';
import { UserStatusLeanPill } from './UserStatusPill';
import { fullName, listName } from './userModel';
import { UsersEmptyState } from './UsersEmptyState';
import { DEFAULT_SORT, filterUsers, SORTABLE_FIELDS, sortUsers, type UserSort, type UserSortField } from './usersList';
import { useUserLabels, type UserLabels } from './useUserLabels';
import { useClientAgencies, useRoleCombinations, useThrottled, useUsersLoader, type FirstShowing } from './useUsersData';


const PER_PAGE_OPTIONS = [25, 50, 100];
/**
 * A list still streaming in shows its first rows once complete, or once it holds 20 pages (a list that long takes a
 * while: showing it early is worth a re-sort), or 1 s after its first page (a slow network). A client of a few hundred
 * users so shows once, sorted, instead of its first rows jumping down as the rest arrives (a layout shift of 0.3).
 */
const FIRST_ROWS: FirstShowing<readonly User[]> = {
  empty: [],
  isEmpty: users => users.length === 0,
  isEnough: users => users.length >= 20 * USERS_PAGE_SIZE,
  waitMs: 1000,
};

/** /settings: every user of the organisation, loaded page by page, searched, filtered, sorted and downloaded here. */
export const UserList = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const canList = canAccess(user, 'users', 'list');
  const canAdd = canAccess(user, 'users', 'create');
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
      {canList ? (
        <UsersTable />
      ) : (
        <UsersEmptyState heading={translate('rm.users.empty.forbiddenHeading')} text={translate('rm.users.empty.forbiddenText')} />
      )}
    </Page>
  );
};

const UsersTable = () => {
  const translate = useTranslate();
  const { user: me, client, settings } = useCurrentUser();
  const posEnabled = !!settings?.pointOfSale?.enabled;
  const labels = useUserLabels();
  const loader = useUsersLoader(client?.slug);
  useRoleCombinations();
  const agencies = useClientAgencies(client?.slug);

  const [q, setQ] = useState('');
  const [agency, setAgency] = useState('');
  const [sort, setSortState] = useState<UserSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const deferredQ = useDeferredValue(q);

  const { isPending, isComplete, firstPageError, retry } = loader;
  const loaded = useThrottled(loader.users, 400, isComplete || !!loader.nextPageError, FIRST_ROWS);
  // Pages are arriving but none is shown yet: the table is loading, it does not say there are no users.
  const listPending = isPending || (!isComplete && !loader.nextPageError && loaded.length === 0);
  const sorted = useMemo(() => sortUsers(loaded, sort, labels), [loaded, sort, labels]);
  const shown = useMemo(() => filterUsers(sorted, { q: deferredQ, agency }), [sorted, deferredQ, agency]);
  const pageCount = Math.max(1, Math.ceil(shown.length / perPage));
  const currentPage = Math.min(page, pageCount);
  const pageData = useMemo(() => shown.slice((currentPage - 1) * perPage, currentPage * perPage), [shown, currentPage, perPage]);

  const setSort = useCallback((next: SortPayload) => {
    if (!SORTABLE_FIELDS.includes(next.field as UserSortField)) return;
    setSortState({ field: next.field as UserSortField, order: next.order });
    setPage(1);
  }, []);

  const search = useCallback((value: string) => {
    setQ(value);
    setPage(1);
  }, []);
  const filterAgency = useCallback((value: string) => {
    setAgency(value);
    setPage(1);
  }, []);

  const agencyChoices = useMemo(() => {
    const bySlug = new Map((agencies.data ?? []).map(candidate => [candidate.slug, candidate.name]));
    for (const candidate of loaded) for (const own of candidate.agencies) if (!bySlug.has(own.slug)) bySlug.set(own.slug, own.name);
    return [...bySlug.entries()].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [agencies.data, loaded]);

  const pathOf = useCallback((record: User) => (record.id === me.id ? PROFILE_PATH : userPath(record.id)), [me.id]);

  const listContext = useMemo(
    () =>
      ({
        data: pageData,
        total: listPending ? undefined : shown.length,
        page: currentPage,
        perPage,
        setPage,
        setPerPage: (value: number) => {
          setPerPage(value);
          setPage(1);
        },
        sort,
        setSort,
        isPending: listPending,
        isLoading: listPending,
        isFetching: !isComplete,
        isPaused: false,
        isPlaceholderData: false,
        hasNextPage: currentPage < pageCount,
        hasPreviousPage: currentPage > 1,
        filterValues: { q: deferredQ, agency },
        displayedFilters: {},
        setFilters: () => undefined,
        showFilter: () => undefined,
        hideFilter: () => undefined,
        selectedIds: [],
        onSelect: () => undefined,
        onSelectAll: () => undefined,
        onToggleItem: () => undefined,
        onUnselectItems: () => undefined,
        resource: 'users',
        defaultTitle: translate('rm.users.list.title'),
        error: firstPageError,
        refetch: retry,
        exporter: false,
      }) as unknown as ListControllerResult<User>,
    [pageData, listPending, isComplete, firstPageError, retry, shown.length, currentPage, perPage, sort, setSort, pageCount, deferredQ, agency, translate],
  );

  // Once every page is in, the table renders from a deferred copy, as the payments results do: the first rows (50 of
  // them, with their chips and links), a sort, a search or another page render in slices that keep the page
  // responsive, while the search box and the count answer at once; until then the table shows what it showed.
  // Not while pages stream in: each page is an urgent update that would restart the background render, again and
  // again (10,000 users showed their first rows after 6 s instead of 1.4 s).
  const completeContext = useDeferredValue(isComplete ? listContext : null);
  const streamedContext = useRef(listContext);
  useLayoutEffect(() => {
    if (!isComplete) streamedContext.current = listContext;
  }, [isComplete, listContext]);
  const shownContext = isComplete ? (completeContext ?? streamedContext.current) : listContext;

  if (loader.firstPageError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={loader.retry}>
            {translate('rm.users.list.retry')}
          </Button>
        }
      >
        {translate('rm.users.list.firstPageFailed', { message: loader.firstPageError.message })}
      </Alert>
    );

  const filtered = !!deferredQ.trim() || !!agency;

  return (
    <ListContextProvider value={shownContext}>
      <UsersToolbar
        q={q}
        agency={agency}
        agencyChoices={agencyChoices}
        onSearch={search}
        onAgency={filterAgency}
        shown={shown}
        ready={loader.isComplete}
        posEnabled={posEnabled}
      />

      <LoadingProgress loading={!loader.isComplete && !loader.nextPageError} complete={loader.isComplete} count={loaded.length} />

      {loader.nextPageError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={loader.retry}>
              {translate('rm.users.list.retry')}
            </Button>
          }
        >
          {translate('rm.users.list.loadFailed', { message: loader.nextPageError.message })}
        </Alert>
      ) : null}

      <UsersGrid posEnabled={posEnabled} filtered={filtered} pathOf={pathOf} />
      {shown.length > PER_PAGE_OPTIONS[0] ? <UsersPagination /> : null}
    </ListContextProvider>
  );
};

interface UsersToolbarProps {
  q: string;
  agency: string;
  agencyChoices: { slug: string; name: string }[];
  onSearch: (value: string) => void;
  onAgency: (value: string) => void;
  shown: User[];
  ready: boolean;
  posEnabled: boolean;
}

/**
 * Search, agency filter and download, memoised: while hundreds of pages stream in, the list re-renders for each
 * page (the progress line), and these inputs need not (their props change only with the throttled list).
 */
const UsersToolbar = memo(({ q, agency, agencyChoices, onSearch, onAgency, shown, ready, posEnabled }: UsersToolbarProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        value={q}
        onChange={event => onSearch(event.target.value)}
        placeholder={translate('rm.users.list.search')}
        size="small"
        type="search"
        fullWidth={false}
        sx={{ flex: '1 1 300px', maxWidth: 440 }}
        slotProps={{
          htmlInput: { 'aria-label': translate('rm.users.list.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={translate('rm.users.list.agencyFilter')}
        value={agency}
        onChange={event => onAgency(event.target.value)}
        fullWidth={false}
        sx={{ flex: '1 1 220px', maxWidth: 300 }}
      >
        <MenuItem value="">{translate('rm.users.list.allAgencies')}</MenuItem>
        {agencyChoices.map(choice => (
          <MenuItem key={choice.slug} value={choice.slug}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1 }} />
      <DownloadUsersButton users={shown} ready={ready} posEnabled={posEnabled} />
    </Box>
  );
});
UsersToolbar.displayName = 'UsersToolbar';

/** Memoised like the table: it reads the list context, which changes with the throttled list, not with each page. */
const UsersPagination = memo(() => <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />);
UsersPagination.displayName = 'UsersPagination';

interface UsersGridProps {
  posEnabled: boolean;
  filtered: boolean;
  pathOf: (record: User) => string;
}

const COLUMNS = ['name', 'email', 'agencies', 'role', 'posRole', 'status'] as const;
type UsersColumn = (typeof COLUMNS)[number];
const COLUMNS_WITHOUT_POS = COLUMNS.filter(column => column !== 'posRole');
const SKELETON_ROWS = 10;
const skeletonColumns = (columns: readonly UsersColumn[]) => columns.map(column => (column === 'status' ? { key: column, width: 72 } : { key: column }));
const SKELETON_COLUMNS = { all: skeletonColumns(COLUMNS), withoutPos: skeletonColumns(COLUMNS_WITHOUT_POS) };
const LEAN_SMALL = leanTableSx('small');
/** The users table's own cells, styled by GRID_SX. */
const CELL = { name: 'rm-users-name', email: 'rm-users-email', agencies: 'rm-users-agencies-cell' } as const;

/** The users table's own layout, beside the lean rows' styles (leanTableSx): the header as DataTable drew it, cells on top. */
const GRID_SX: SxProps<Theme> = theme => ({
  overflowX: 'auto',
  // The status pills and More/Less buttons of the rows.
  '& table': leanPillStyles(theme),
  '& table > thead > tr > th': {
    fontWeight: 700,
    verticalAlign: 'bottom',
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: theme.palette.background.paper,
    '&:first-of-type': { borderTopLeftRadius: `${theme.shape.borderRadius}px` },
    '&:last-child': { borderTopRightRadius: `${theme.shape.borderRadius}px` },
  },
  '& table > tbody > tr > td': { verticalAlign: 'top' },
  [`& .${CELL.name}`]: { display: 'flex', alignItems: 'center' },
  [`& td.${CELL.email}`]: { overflowWrap: 'break-word', minWidth: 180 },
  [`& td.${CELL.agencies}`]: { minWidth: 160, maxWidth: 260 },
  [`& .${AGENCIES_CLASS}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.spacing(1) },
});

/**
 * The table itself, memoised: while pages stream in, only the progress line re-renders; the rows re-render when the
 * (throttled) list, the sort, the page or the search change. Its rows are plain `<tr>` and `<td>` styled by the table
 * (src/layout/leanTable.tsx), as the payment results are: 50 rows of MUI cells, links, chips and buttons were the
 * page's longest task. The header keeps MUI's cells and sort labels.
 */
const UsersGrid = memo(({ posEnabled, filtered, pathOf }: UsersGridProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const labels = useUserLabels();
  const { data, isPending, sort, setSort } = useListContext<User>();
  const slow = useSlow(isPending);
  const columns = posEnabled ? COLUMNS : COLUMNS_WITHOUT_POS;
  const empty = !isPending && !data?.length;
  return (
    <Paper variant="outlined" sx={GRID_SX}>
      {empty ? (
        <UsersEmptyState
          heading={translate('rm.users.empty.noResultsHeading')}
          text={translate(filtered ? 'rm.users.empty.noResultsText' : 'rm.users.empty.noUsersText')}
        />
      ) : (
        <Table size="small" sx={LEAN_SMALL} aria-label={translate('rm.users.list.tableLabel')} aria-busy={isPending}>
          <UsersHead columns={columns} sort={sort} setSort={setSort} />
          <TableBody>
            {isPending ? (
              slow ? (
                <LeanSkeletonRows count={SKELETON_ROWS} columns={posEnabled ? SKELETON_COLUMNS.all : SKELETON_COLUMNS.withoutPos} testId="skeleton-row" />
              ) : null
            ) : (
              (data ?? []).map(user => <UserRow key={user.id} user={user} to={pathOf(user)} posEnabled={posEnabled} labels={labels} onOpen={navigate} />)
            )}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
});
UsersGrid.displayName = 'UsersGrid';

const PLACEHOLDER_DELAY_MS = 1000;

/**
 * True once `pending` has lasted a second: as react-admin's DataTable, placeholder rows show only for a slow first page,
 * so a quick one does not flash them (the header shows at once).
 */
const useSlow = (pending: boolean) => {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return setSlow(false);
    const timer = window.setTimeout(() => setSlow(true), PLACEHOLDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return slow;
};

const oppositeOrder = { ASC: 'DESC', DESC: 'ASC' } as const;

/** The header: MUI cells, a sort label on each sortable column, as react-admin's DataTable draws them. */
const UsersHead = memo(({ columns, sort, setSort }: { columns: readonly UsersColumn[]; sort: SortPayload; setSort: (sort: SortPayload) => void }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map(column => {
          const label = translate(`rm.users.columns.${column}`);
          if (!SORTABLE_FIELDS.includes(column as UserSortField))
            return (
              <TableCell key={column} className={`column-${column}`}>
                {label}
              </TableCell>
            );
          const active = sort.field === column;
          // As DataTable: the sorted column toggles, another column sorts ascending first.
          const next = active ? oppositeOrder[sort.order] : 'ASC';
          const sortLabel = translate('ra.sort.sort_by', {
            field: label,
            field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
            order: translate(`ra.sort.${next}`),
            _: translate('ra.action.sort'),
          });
          return (
            <TableCell key={column} className={`column-${column}`} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
              <Tooltip title={sortLabel} placement="bottom-start" enterDelay={300}>
                <TableSortLabel active={active} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => setSort({ field: column, order: next })}>
                  {label}
                </TableSortLabel>
              </Tooltip>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
});
UsersHead.displayName = 'UsersHead';

interface UserRowProps {
  user: User;
  to: string;
  posEnabled: boolean;
  labels: UserLabels;
  onOpen: (to: string) => void;
}

/** A user's row, memoised: a sort or another page moves the rows it keeps without rendering them again. */
const UserRow = memo(({ user, to, posEnabled, labels, onOpen }: UserRowProps) => (
  <tr className={LEAN.link} onClick={() => onOpen(to)}>
    <td>
      <div className={CELL.name}>
        <UserModificationIndicator id={user.id} name={fullName(user)} />
        <RouterLink to={to} className={LEAN.anchor} onClick={event => event.stopPropagation()}>
          {listName(user) || user.email}
        </RouterLink>
      </div>
    </td>
    <td className={CELL.email}>
      <EmailText email={user.email} />
    </td>
    <td className={CELL.agencies}>
      <UserAgenciesCell user={user} />
    </td>
    <td>{labels.role(user)}</td>
    {posEnabled ? <td>{labels.posRole(user)}</td> : null}
    <td>
      <UserStatusLeanPill user={user} label={labels.status(user)} />
    </td>
  </tr>
));
UserRow.displayName = 'UserRow';

/**
 * The progress line, memoised: the count it shows is the throttled list's, so the hundreds of pages streaming in
 * change the page a few times a second, not once per page (each change is a style, layout and paint of the page).
 */
const LoadingProgress = memo(({ loading, complete, count }: { loading: boolean; complete: boolean; count: number }) => {
  const translate = useTranslate();
  return (
    <>
      <Box role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {loading ? translate('rm.users.list.loadingLabel') : complete ? translate('rm.users.list.allLoaded', { n: count }) : ''}
      </Box>
      {loading || complete ? (
        // The line stays once every page is in (the bar gives way to the total), so the table below never jumps up.
        <Box sx={{ mb: 2 }}>
          {loading ? <LinearProgress aria-label={translate('rm.users.list.loadingLabel')} /> : <Box sx={{ height: 4 }} />}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} aria-hidden="true">
            {loading ? translate('rm.users.list.loadingCount', { n: count }) : translate('rm.users.list.allLoaded', { n: count })}
          </Typography>
        </Box>
      ) : null}
    </>
  );
});
LoadingProgress.displayName = 'LoadingProgress';

/** "Download {n} User(s)": users.csv of the users shown, in the order shown, once every page has arrived. */
const DownloadUsersButton = ({ users, ready, posEnabled }: { users: User[]; ready: boolean; posEnabled: boolean }) => {
  const translate = useTranslate();
  const labels = useUserLabels();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { buildUsersCsv, CSV_FILE_NAME } = await import('./usersCsv');
      const csv = await buildUsersCsv(users, {
        posEnabled,
        headers: {
          name: translate('rm.users.columns.name'),
          email: translate('rm.users.columns.email'),
          agency: translate('rm.users.columns.agency'),
          role: translate('rm.users.columns.role'),
          posRole: translate('rm.users.columns.posRole'),
          status: translate('rm.users.columns.status'),
        },
        shown: labels,
      });
      const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = CSV_FILE_NAME;
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : <DownloadIcon />}
        disabled={!ready || busy || users.length === 0}
        onClick={download}
        title={ready ? undefined : translate('rm.users.list.downloadWhileLoading')}
        sx={{ bgcolor: 'background.paper' }}
      >
        {busy ? translate('rm.users.list.preparing') : translate('rm.users.list.download', { n: users.length })}
      </Button>
      {error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {translate('rm.users.list.downloadFailed', { message: error })}
        </Typography>
      ) : null}
    </Box>
  );
};

/** An email that, when it must wrap, wraps after the @. */
const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};
