import { Box, Paper } from '@mui/material';
import { ListBase, useListContext, useStore, useTranslate } from 'ra-core';
import { shouldRetryQuery } from '../../src/lib/queryRetry';
import { useLocation } from 'react-router-dom';
import { useCallback, useEffect, useMemo } from 'react';
import { toPaymentSearch, type PaymentSummary } from '../../dataProviders/payments';
import { RESULTS_PER_PAGE, type PaymentSearch } from '../../dataProviders/payments/contract';
import { Page } from '../../src/layout/Page';
import { todayIn } from '../../src/lib/dates';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { PaymentChips } from './PaymentChips';
import { PaymentDateRange } from './PaymentDateRange';
import { PaymentFilters, usePaymentFilterOptions } from './PaymentFilters';
import {
  isCleanFilter,
  isSearchPerformed,
  isSearchReady,
  listQueryOf,
  PAYMENT_LIST_SORT,
  PAYMENT_LIST_STORE_KEY,
  paymentListMeta,
} from './paymentListQuery';
import { humanise } from './paymentModel';
import { PaymentResults } from './PaymentResults';
import { PaymentSearchBar } from './PaymentSearchBar';
import { SavedSearches } from '../../src/layout/SavedSearches';

/**
 * /payments on react-admin's list controller: the search is its filter, in the URL, so it can be bookmarked, shared and
 * restored with Back; the page is its page (a page past the last moves to the last, see the payments provider).
 * Nothing is asked until a search is made, nor while the address holds what a search cannot (it is corrected first).
 */
export const PaymentList = () => {
  const { user, client } = useCurrentUser();
  const meta = useMemo(() => paymentListMeta(user.timezone, client?.slug ?? null), [client?.slug, user.timezone]);
  // What the list controller searches, read as it reads it (address, else the tab's last search), to ask only for a
  // search made and clean.
  const { search } = useLocation();
  const [stored] = useStore<object>(PAYMENT_LIST_STORE_KEY);
  const ready = useMemo(
    () => isSearchReady((listQueryOf(search, stored).filter ?? {}) as Record<string, unknown>),
    [search, stored],
  );
  return (
    <ListBase<PaymentSummary>
      resource="payments"
      storeKey={PAYMENT_LIST_STORE_KEY}
      perPage={RESULTS_PER_PAGE}
      sort={PAYMENT_LIST_SORT}
      debounce={0}
      queryOptions={{
        meta,
        enabled: ready,
        // The results say so themselves (PaymentResults' error state); no notification besides.
        onError: () => undefined,
        // The app's retry of a read (react-admin's list asks for none): a page that failed once is asked again, where
        // react-admin, finding no rows for it, would go back to page 1 unsaid.
        retry: shouldRetryQuery,
      }}
    >
      <PaymentListView client={meta.client} />
    </ListBase>
  );
};

const PaymentListView = ({ client }: { client: string | null }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { filterValues, setFilters, refetch } = useListContext<PaymentSummary>();
  const performed = isSearchPerformed(filterValues);
  const search = useMemo(() => toPaymentSearch(filterValues), [filterValues]);
  const clean = isCleanFilter(filterValues, search);
  // An address holding what a search cannot (a status that does not exist, a malformed date) is corrected, so what is
  // searched is what the filters and chips show.
  useEffect(() => {
    if (!clean) setFilters(search, undefined, false);
  }, [clean, search, setFilters]);

  // The search panel's parts are memoised and given what stays the same while only the results change, so rows
  // arriving (or a page turned) draw the results alone, not the filters, dates and chips again.
  const apply = useCallback(
    (next: PaymentSearch) => {
      if (isCleanFilter(filterValues, next)) void refetch();
      else setFilters(next, undefined, false);
    },
    [filterValues, refetch, setFilters],
  );

  const options = usePaymentFilterOptions(client, search.agencies ?? []);
  const lookups = useMemo(
    () => ({
      agencyName: (slug: string) => user.agencies.find(agency => agency.slug === slug)?.name ?? slug,
      serviceTypeLabel: (value: string) =>
        options.data?.serviceTypes.find(option => option.value === value)?.label ?? humanise(value),
      sourceLabel: (value: string) =>
        options.data?.paymentSources.find(option => option.value === value)?.label ?? humanise(value),
    }),
    [options.data, user.agencies],
  );
  return (
    <Page title={translate('rm.payments.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PaymentSearchBar search={search} onSearch={apply} performed={performed} />
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PaymentFilters search={search} onChange={apply} agencies={user.agencies} client={client} />
          <PaymentDateRange search={search} onChange={apply} today={todayIn(user.timezone)} />
          <SavedSearches />
        </Paper>
        <PaymentChips search={search} lookups={lookups} onChange={apply} />
        <PaymentResults performed={performed && clean} timezone={user.timezone} client={client} />
      </Box>
    </Page>
  );
};
