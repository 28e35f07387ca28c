import { queryOptions } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type GetListParams } from 'ra-core';
import type { AppDataProvider } from '../../dataProviders';
import { RESULTS_PER_PAGE } from '../../dataProviders/payments/contract';
import { prefetchStartUpList } from '../../src/lib/startUpList';
import type { RoutePrefetchContext } from '../../src/routeTypes';

/** The results' order: newest first (the API's only order). */
export const PAYMENT_LIST_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** The scope every payment call carries: the client's slug and the user's timezone for the dates. */
export const paymentListMeta = (timezone: string, clientSlug: string | null) => ({ client: clientSlug, timezone });

/** A search exists once its filter holds anything (at least its date mode); before that, nothing is asked. */
export const isSearchPerformed = (filterValues: Record<string, unknown>) => Object.keys(filterValues ?? {}).length > 0;

/** The agencies a search's filter names (their slugs, as the address holds them; anything else is dropped). */
export const agenciesOfFilter = (filter: Record<string, unknown>) =>
  Array.isArray(filter.agencies) ? [...new Set(filter.agencies.filter((slug): slug is string => typeof slug === 'string' && !!slug))] : [];

/** The service types and payment sources of the chosen agencies (all visible ones when none is chosen). */
export const paymentFilterOptionsQuery = (dataProvider: Pick<AppDataProvider, 'getPaymentFilterOptions'>, client: string | null, agencies: string[]) =>
  queryOptions({
    queryKey: ['payments', 'filterOptions', client, [...agencies].sort()],
    queryFn: () => dataProvider.getPaymentFilterOptions(client, agencies),
    staleTime: 5 * 60_000,
  });

/**
 * What react-admin's list controller asks the data provider for on /payments opened at `search` (a bookmark): the
 * address read with ra-core's own functions, so the parameters, and the cache entry they name, are the list's.
 * Null when the address holds no search (the list then starts from the last search this browser made, or none).
 */
export const paymentListParams = (search: string, meta: ReturnType<typeof paymentListMeta>): GetListParams | null => {
  const fromLocation = parseQueryFromLocation({ search });
  const filter = fromLocation.filter;
  if (!filter || typeof filter !== 'object' || !isSearchPerformed(filter)) return null;
  const query = getQuery({ queryFromLocation: fromLocation, params: {}, filterDefaultValues: {}, sort: PAYMENT_LIST_SORT, perPage: RESULTS_PER_PAGE });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta,
  };
};

/** The bookmarked search's first answer, asked for as soon as the user is known on a cold load of /payments. */
export const prefetchPaymentSearch = ({ queryClient, dataProvider, user, client, search }: RoutePrefetchContext) => {
  const meta = paymentListMeta(user.timezone, client?.slug ?? null);
  const params = paymentListParams(search, meta);
  if (!params) return;
  prefetchStartUpList(queryClient, dataProvider, 'payments', params);
  // The filters' choices for that search, which the page asks for as it mounts: their answer then re-rendered the page
  // in an urgent update while its rows rendered in the background, and React started the rows again.
  void queryClient.prefetchQuery(paymentFilterOptionsQuery(dataProvider, meta.client, agenciesOfFilter(params.filter)));
};
