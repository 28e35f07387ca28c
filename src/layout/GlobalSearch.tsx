import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  GlobalStyles,
  IconButton,
  InputBase,
  Link,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useCanAccessResources, useGetList, useLocaleState, useStore, useTranslate } from 'ra-core';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentSummary } from '../../dataProviders/payments';
import type { SearchCriterion } from '../../dataProviders/payments/contract';
import type { Customer } from '../../dataProviders/sso/customersContract';
import { CUSTOMER_PAGE_SIZE } from '../../dataProviders/sso/customersContract';
import { paymentListMeta, PAYMENT_LIST_SORT } from '../../resources/payments/paymentListQuery';
import { criterionLabelKey } from '../../resources/payments/paymentSearchModel';
import { humanise } from '../../resources/payments/paymentModel';
import { useUsersLoader } from '../../resources/users/useUsersData';
import { DEFAULT_LIST_VIEW, useUsersListView } from '../../resources/users/useUsersListPlace';
import { fullName } from '../../resources/users/userModel';
import { filterUsers } from '../../resources/users/usersList';
import { USERS_PATH, userPath } from '../../resources/users/paths';
import { formatDate, todayIn } from '../lib/dates';
import { formatCents } from '../lib/money';
import { useCurrentUser } from '../session/CurrentUserContext';
import {
  customerFilterOf,
  DEFAULT_RANGE_DAYS,
  GLOBAL_SEARCH_LIMIT,
  paymentCriteriaOf,
  paymentSearchOf,
  paymentsHref,
  recentLookupsKey,
  searchesUsers,
  withRecent,
} from './globalSearchModel';

const NO_RECENT: string[] = [];

/** Typing pauses this long before a search is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

interface Option {
  key: string;
  group: 'recent' | 'payments' | 'customers' | 'users';
  primary: string;
  secondary?: string;
  /** Where Enter goes; a recent lookup instead fills the box. */
  href?: string;
  recent?: string;
  /** Run before going (the users and customers lists take their search from react-admin's store). */
  before?: () => void;
}

const useDebounced = (value: string, ms: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * One search box for the top bar: a button (an icon on a phone) that `/` or Ctrl/⌘+K also opens, and a panel whose box
 * reads the fact typed (globalSearchModel) and lists the client's matching payments, customers and users, each group
 * only where the user may open that list.
 */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const { client } = useCurrentUser();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!client) return null;
  return (
    <>
      {narrow ? (
        <IconButton color="inherit" aria-label={translate('rm.shell.search.label')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<SearchIcon />}
          aria-label={translate('rm.shell.search.label')}
          aria-keyshortcuts="/ Control+K Meta+K"
          title={translate('rm.shell.search.shortcut')}
          onClick={() => setOpen(true)}
          sx={{ textTransform: 'none', minWidth: 160, justifyContent: 'flex-start' }}
        >
          {translate('rm.shell.search.open')}
        </Button>
      )}
      {/*
       * The page keeps its scroll bar's room (index.html), which a full-screen dialog would leave as a strip at its
       * right edge: given back while the panel covers the page.
       */}
      {open && narrow ? <GlobalStyles styles={{ html: { scrollbarGutter: 'auto' } }} /> : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={narrow}
        fullWidth
        maxWidth="sm"
        aria-label={translate('rm.shell.search.label')}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        {open && <SearchPanel clientSlug={client.slug} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
};

const SearchPanel = ({ clientSlug, onClose }: { clientSlug: string; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { user, settings } = useCurrentUser();
  const listboxId = useId();
  const [input, setInput] = useState('');
  const [active, setActive] = useState(0);
  const [widened, setWidened] = useState(false);
  const query = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  // Kept in react-admin's store for the tab and this user; the store is reset at sign-out.
  const [recent, setRecent] = useStore<string[]>(recentLookupsKey(user.id), NO_RECENT);
  const [, setUsersView] = useUsersListView();
  const [, setCustomerParams] = useStore<Record<string, unknown>>(`customers.search.${clientSlug}.listParams`);
  const { canAccess = {} } = useCanAccessResources({
    action: 'list',
    resources: ['payments', 'customers', 'users'],
  });
  const meta = useMemo(() => paymentListMeta(user.timezone, clientSlug), [user.timezone, clientSlug]);
  const today = todayIn(user.timezone);

  const criteria = canAccess.payments && query ? paymentCriteriaOf(query) : [];
  const searches = criteria.map(criterion => paymentSearchOf(criterion, today, widened));
  const paymentQuery = (index: number) => ({
    filter: searches[index] ?? {},
    pagination: { page: 1, perPage: GLOBAL_SEARCH_LIMIT },
    sort: PAYMENT_LIST_SORT,
    meta,
  });
  const first = useGetList<PaymentSummary>('payments', paymentQuery(0), { enabled: searches.length > 0 });
  const second = useGetList<PaymentSummary>('payments', paymentQuery(1), { enabled: searches.length > 1 });

  const customerFilter =
    canAccess.customers && settings?.customerManagementEnabled && query ? customerFilterOf(query) : null;
  const customers = useGetList<Customer>(
    'customers',
    { filter: { clientSlug, ...customerFilter }, pagination: { page: 1, perPage: GLOBAL_SEARCH_LIMIT } },
    { enabled: !!customerFilter },
  );

  const usersSearched = !!canAccess.users && !!query && searchesUsers(query);
  const usersLoader = useUsersLoader(clientSlug, usersSearched);
  const foundUsers = useMemo(
    () => (usersSearched ? filterUsers(usersLoader.users, { q: query }) : []),
    [usersSearched, usersLoader.users, query],
  );

  const paymentAnswers = [first, second].slice(0, searches.length);
  const payments = paymentAnswers
    .flatMap(answer => answer.data ?? [])
    .filter((payment, index, all) => all.findIndex(other => other.id === payment.id) === index)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, GLOBAL_SEARCH_LIMIT);
  const paymentTotals = paymentAnswers.map(answer => answer.total ?? 0);
  const pending =
    input.trim() !== query ||
    paymentAnswers.some(answer => answer.isPending) ||
    (!!customerFilter && customers.isPending) ||
    (usersSearched && !usersLoader.isComplete && !usersLoader.firstPageError);
  const failed = paymentAnswers.some(answer => answer.isError) || (!!customerFilter && customers.isError);

  const remember = () => setRecent(withRecent(recent, query));
  const options: Option[] = [];
  if (!input.trim()) {
    for (const item of recent) options.push({ key: `recent-${item}`, group: 'recent', primary: item, recent: item });
  } else if (!pending) {
    for (const payment of payments) {
      const lastFour = payment.creditCard?.lastFour ?? payment.bankAccount?.lastFour;
      const method = [humanise(payment.type ?? ''), lastFour ? `•••• ${lastFour}` : ''].filter(Boolean).join(' ');
      options.push({
        key: `payment-${payment.id}`,
        group: 'payments',
        primary: `${payment.id} · ${formatCents(payment.subtotal, locale)} · ${humanise(payment.status)}`,
        secondary: [formatDate(payment.createdAt, user.timezone, locale), payment.agency, method]
          .filter(Boolean)
          .join(' · '),
        href: `/payment/${payment.id}`,
      });
    }
    searches.forEach((search, index) => {
      if (!paymentTotals[index]) return;
      const criterion = Object.keys(criteria[index])[0] as SearchCriterion;
      options.push({
        key: `payments-all-${criterion}`,
        group: 'payments',
        primary: translate('rm.shell.search.seeAll', { count: paymentTotals[index] }),
        secondary: translate(criterionLabelKey(criterion)),
        href: paymentsHref(search),
      });
    });
    for (const customer of customers.data ?? []) {
      if (!customerFilter) break;
      options.push({
        key: `customer-${customer.id}`,
        group: 'customers',
        primary: `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
        secondary: customer.email,
        href: '/customers',
        before: () =>
          setCustomerParams({ filter: { emailAddress: customer.email }, page: 1, perPage: CUSTOMER_PAGE_SIZE }),
      });
    }
    if (customerFilter && customers.total)
      options.push({
        key: 'customers-all',
        group: 'customers',
        primary: translate('rm.shell.search.seeAll', { count: customers.total }),
        href: '/customers',
        before: () => setCustomerParams({ filter: customerFilter, page: 1, perPage: CUSTOMER_PAGE_SIZE }),
      });
    for (const found of foundUsers.slice(0, GLOBAL_SEARCH_LIMIT))
      options.push({
        key: `user-${found.id}`,
        group: 'users',
        primary: fullName(found),
        secondary: found.email,
        href: userPath(found.id),
      });
    if (foundUsers.length)
      options.push({
        key: 'users-all',
        group: 'users',
        primary: translate('rm.shell.search.seeAll', { count: foundUsers.length }),
        href: USERS_PATH,
        before: () => setUsersView({ ...DEFAULT_LIST_VIEW, q: query }),
      });
  }
  const activeIndex = Math.min(active, options.length - 1);

  const choose = (option: Option) => {
    if (option.recent !== undefined) {
      setInput(option.recent);
      setActive(0);
      return;
    }
    remember();
    option.before?.();
    onClose();
    navigate(option.href!);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && options[activeIndex]) {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  const groups = (['recent', 'payments', 'customers', 'users'] as const)
    .map(group => ({ group, items: options.filter(option => option.group === group) }))
    .filter(({ items }) => items.length);
  const shownGroups = {
    payments: searches.length > 0,
    customers: !!customerFilter,
    users: usersSearched,
  };
  const totalOf = {
    payments: paymentTotals.reduce((sum, total) => sum + total, 0),
    customers: customers.total ?? 0,
    users: foundUsers.length,
  };
  const optionId = (option: Option) => `${listboxId}-${option.key}`;

  return (
    <DialogContent sx={{ p: 0 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon aria-hidden color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={input}
          placeholder={translate('rm.shell.search.placeholder')}
          onChange={event => {
            setInput(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('rm.shell.search.label'),
            'aria-autocomplete': 'list',
            'aria-expanded': options.length > 0,
            'aria-controls': listboxId,
            'aria-activedescendant': options[activeIndex] ? optionId(options[activeIndex]) : undefined,
          }}
        />
        {pending && input.trim() && <CircularProgress size={20} aria-label={translate('rm.shell.search.searching')} />}
        <IconButton aria-label={translate('rm.shell.search.close')} onClick={onClose} size="small">
          <Typography component="span" variant="caption" aria-hidden sx={{ fontWeight: 700 }}>
            Esc
          </Typography>
        </IconButton>
      </Box>
      {canAccess.payments && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {widened
              ? translate('rm.shell.search.allDates')
              : translate('rm.shell.search.range', { days: DEFAULT_RANGE_DAYS })}
          </Typography>
          {!widened && (
            <Link component="button" variant="body2" onClick={() => setWidened(true)}>
              {translate('rm.shell.search.widen')}
            </Link>
          )}
        </Box>
      )}
      <Box
        component="div"
        id={listboxId}
        role="listbox"
        aria-label={translate('rm.shell.search.label')}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {groups.map(({ group, items }) => (
          <Box
            component="div"
            key={group}
            role="group"
            aria-labelledby={`${listboxId}-${group}`}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            <Box
              component="div"
              role="presentation"
              id={`${listboxId}-${group}`}
              sx={{ px: 2, pt: 1.5, pb: 0.5, typography: 'overline', color: 'text.secondary' }}
            >
              {translate(`rm.shell.search.${group}`)}
              {group !== 'recent' && ` · ${translate('rm.shell.search.count', { count: totalOf[group] })}`}
            </Box>
            {items.map(option => {
              const selected = options[activeIndex] === option;
              return (
                <Box
                  component="div"
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  onMouseDown={event => event.preventDefault()}
                  onClick={() => choose(option)}
                  sx={{
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: selected ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {option.primary}
                  </Typography>
                  {option.secondary && (
                    <Typography variant="body2" color="text.secondary">
                      {option.secondary}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      {!!input.trim() && !pending && (failed || !options.length) && (
        <Typography variant="body2" role={failed ? 'alert' : undefined} sx={{ px: 2, py: 2 }}>
          {failed ? translate('rm.shell.search.failed') : translate('rm.shell.search.nothing', { query })}
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {!!input.trim() && !pending && !failed
          ? translate('rm.shell.search.announce', {
              payments: shownGroups.payments ? totalOf.payments : 0,
              customers: shownGroups.customers ? totalOf.customers : 0,
              users: shownGroups.users ? totalOf.users : 0,
            })
          : ''}
      </Box>
    </DialogContent>
  );
};
