import { queryOptions } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProviders';

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
