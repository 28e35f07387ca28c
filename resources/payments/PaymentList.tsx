import { Box, Paper } from '@mui/material';
import { useEvent, useListController, useTranslate } from 'ra-core';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { PaymentSummary } from '../../dataProviders/payments';
import { RESULTS_PER_PAGE, type PaymentSearch } from '../../dataProviders/payments/contract';
import { Page } from '../../src/layout/Page';
import { todayIn } from '../../src/lib/dates';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { PaymentChips } from './PaymentChips';
import { PaymentDateRange, PaymentDateRangePlaceholder } from './PaymentDateRange';
import { PaymentFilters, PaymentFiltersPlaceholder, usePaymentFilterOptions } from './PaymentFilters';
import { clampPage } from '../../src/lib/pager';
import { humanise, pageCountOf } from './paymentModel';
import { PaymentResults } from './PaymentResults';
import { PaymentSearchBar } from './PaymentSearchBar';
import { isSearchPerformed, PAYMENT_LIST_SORT, paymentListMeta } from './paymentListQuery';
import { searchFromFilter } from './paymentSearchModel';

/**
 * /payments: the search lives in the URL (react-admin's list parameters), so it can be bookmarked,
 * shared and restored with Back. Nothing is fetched until a search is made.
 */
export const PaymentList = () => {
  const translate = useTranslate();
  const { user, client } = useCurrentUser();
  const meta = useMemo(() => paymentListMeta(user.timezone, client?.slug ?? null), [client?.slug, user.timezone]);
  const list = useListController<PaymentSummary & { id: number }>({
    resource: 'payments',
    perPage: RESULTS_PER_PAGE,
    sort: PAYMENT_LIST_SORT,
    debounce: 0,
    // The layout lets only a signed-in user this far (CurrentUserProvider), the session check and a 401 sign out: react-admin's
    // own check on mount (authProvider.checkAuth) added nothing but two renders of the whole layout as it ran.
    disableAuthentication: true,
    queryOptions: {
      meta,
      // A search exists once its filter holds anything (at least its date mode); before that, nothing is asked.
      enabled: query => isSearchPerformed(((query.queryKey[2] ?? {}) as { filter?: Record<string, unknown> }).filter ?? {}),
      onError: () => undefined,
    },
  });

  const performed = isSearchPerformed(list.filterValues);
  const search = useMemo(() => (performed ? searchFromFilter(list.filterValues) : {}), [performed, list.filterValues]);
  const { setFilters, refetch } = list;
  // One function for the page's life: react-admin gives a new setFilters once the list has mounted, and a new apply
  // then re-rendered the search form, the dates and the chips (memoised on their props) for nothing.
  const apply = useEvent((next: PaymentSearch) => {
    const filter = Object.keys(next).length ? { dateFilter: 'transaction', ...next } : {};
    if (JSON.stringify(filter) === JSON.stringify(list.filterValues)) void refetch();
    else setFilters(filter, undefined, false);
  });

  const options = usePaymentFilterOptions(meta.client, search.agencies ?? []);
  const lookups = useMemo(
    () => ({
      agencyName: (slug: string) => user.agencies.find(agency => agency.slug === slug)?.name ?? slug,
      serviceTypeLabel: (value: string) => options.data?.serviceTypes.find(option => option.value === value)?.label ?? humanise(value),
      sourceLabel: (value: string) => options.data?.paymentSources.find(option => option.value === value)?.label ?? humanise(value),
    }),
    [user.agencies, options.data],
  );

  // A page beyond the last (an old bookmark, fewer results now) is clamped to the last page, not reset to the first.
  // react-admin sends an empty page above the first to page 1 from an effect that runs after every render (its list
  // parameters are a new object each time), until the address has changed. Page changes made in one tick are merged,
  // the last one winning; so this runs after every render too, just after react-admin's, and its page wins. With
  // dependencies it ran only once: a render before the new address committed let react-admin's page 1 through.
  const pageCount = pageCountOf(list.total ?? 0, RESULTS_PER_PAGE);
  const { page, setPage, isFetching } = list;
  useEffect(() => {
    if (!isFetching && pageCount > 0 && page > pageCount) setPage(clampPage(page, pageCount));
  });

  const today = todayIn(user.timezone);
  const loading = performed && (!!list.isPending || (!!list.isFetching && !!list.isPlaceholderData));
  const retry = useCallback(() => void refetch(), [refetch]);
  // The results render from a deferred copy: an answer arriving re-renders the table in the background, in slices
  // that keep the page responsive; the search controls (memoised) are not re-rendered by it at all.
  const answer = useDeferredValue(
    useMemo(() => ({ rows: list.data, total: list.total, loading, error: list.error, page, pageCount }), [list.data, list.total, loading, list.error, page, pageCount]),
  );
  // An answer already in when the page mounts (a bookmark's, asked for at start-up) shows in a render and a commit of
  // its own, just after the page's, as one that arrives later does: in one, the browser built the page and its rows in
  // one long task. (useDeferredValue's initial value cannot do it: the page mounts in a deferred render, where React
  // skips it.)
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  const results = useMemo(() => (mounted ? answer : { ...answer, rows: undefined, loading: performed }), [mounted, answer, performed]);
  // One function for the page's life, as `apply`: react-admin's setPage changes once the list has mounted, and the
  // results (memoised) then rendered their rows again in that urgent, unsliced update.
  const changePage = useEvent((next: number) => setPage(next));
  // The filters and the dates are the largest parts of the page's first render (seven selects, two inputs and the date
  // mode; the search form waits in the closed search bar, PaymentSearchBar). While a search's first results are on
  // their way, or render (a bookmark's, asked for at start-up), placeholders of their size hold their place, and they
  // mount once the results show, in the background: the rows come sooner, and nothing moves.
  // The dates mount in a commit of their own, after the filters': in one, the browser built both in one long task.
  const [controlsShown, setControlsShown] = useState(!performed);
  const [datesShown, setDatesShown] = useState(!performed);
  useEffect(() => {
    if (!controlsShown && !results.loading) startTransition(() => setControlsShown(true));
    else if (controlsShown && !datesShown) startTransition(() => setDatesShown(true));
  }, [controlsShown, datesShown, results.loading]);
  return (
    <Page title={translate('rm.payments.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PaymentSearchBar search={search} onSearch={apply} performed={performed} />
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {controlsShown ? <PaymentFilters search={search} onChange={apply} agencies={user.agencies} client={meta.client} /> : <PaymentFiltersPlaceholder search={search} />}
          {datesShown ? <PaymentDateRange search={search} onChange={apply} today={today} /> : <PaymentDateRangePlaceholder search={search} />}
        </Paper>
        <PaymentChips search={search} lookups={lookups} onChange={apply} />
        <PaymentResults
          performed={performed}
          {...results}
          timezone={user.timezone}
          onPage={changePage}
          onRetry={retry}
        />
      </Box>
    </Page>
  );
};
