import { hashKey, type QueryClient, type QueryState } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type DataProvider } from 'ra-core';
import { RESULTS_PER_PAGE } from '../../dataProviders/payments/contract';

/**
 * The query behind /payments, shared by the page (PaymentList) and the start-up prefetch, so both
 * name the same react-query entry. Kept free of the page's code: it is part of the app's first chunk.
 */

export const PAYMENT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Whom the search is for: the client's payments, with dates in the user's timezone. */
export type PaymentSearchScope = { client: string | null; timezone: string };

/** A search exists once its filter holds anything (at least its date mode); before that, nothing is asked. */
export const isSearchPerformed = (filterValues: Record<string, unknown>) => Object.keys(filterValues ?? {}).length > 0;

/** Prefetched data this young is what the page shows without asking again. */
const PREFETCH_FRESH_MS = 10_000;
const prefetched = new Set<string>();

/**
 * For the page's `refetchOnMount`: an answer the prefetch fetched moments ago, and nothing since, is not asked for
 * again. Any other time the page mounts it asks as before (react-query's default).
 */
export const refetchUnlessJustPrefetched = (query: { queryHash: string; state: Pick<QueryState, 'dataUpdateCount' | 'dataUpdatedAt'> }) =>
  !(prefetched.has(query.queryHash) && query.state.dataUpdateCount === 1 && Date.now() - query.state.dataUpdatedAt < PREFETCH_FRESH_MS);

/**
 * A bookmarked or reloaded search, asked for as soon as the signed-in user is known instead of once the layout and
 * the page have rendered: on a real network that is an API round trip sooner, and the page's first render has its
 * rows. The key is react-admin's own (useListController over the URL's list parameters, then useGetList), so the
 * page finds the answer, or the request under way, instead of asking again.
 */
export const prefetchPaymentSearch = (queryClient: QueryClient, dataProvider: Pick<DataProvider, 'getList'>, search: string, meta: PaymentSearchScope) => {
  const query = getQuery({ queryFromLocation: parseQueryFromLocation({ search }), params: {}, filterDefaultValues: {}, sort: PAYMENT_SORT, perPage: RESULTS_PER_PAGE });
  const filter = { ...query.filter };
  if (!isSearchPerformed(filter)) return;
  const pagination = { page: query.page, perPage: query.perPage };
  const sort = { field: query.sort, order: query.order };
  const queryKey = ['payments', 'getList', { pagination, sort, filter, meta }];
  prefetched.add(hashKey(queryKey));
  // A failure is not shown here: the page finds no answer, asks again and shows its own error.
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: () => dataProvider.getList('payments', { pagination, sort, filter, meta }).then(({ data, total, pageInfo, meta: answerMeta }) => ({ data, total, pageInfo, meta: answerMeta })),
    retry: false,
  });
};
