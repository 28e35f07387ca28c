import { getQuery, parseQueryFromLocation } from 'ra-core';
import { RESULTS_PER_PAGE, type PaymentSearch } from '../../dataProviders/payments/contract';
import { toPaymentSearch } from '../../dataProviders/payments';
import type { StartUpRead } from '../../dataProviders/startUpReads';
import type { ReadScope } from '../../src/auth/currentUser';
import { paymentIdFromPath } from './paymentModel';

/** The results' order: newest first (the API's only order). */
export const PAYMENT_LIST_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** The scope every payment call carries: the client's slug and the user's timezone for the dates. */
export const paymentListMeta = (timezone: string, clientSlug: string | null) => ({ client: clientSlug, timezone });

/** A search exists once its filter holds anything (at least its date mode); before that, nothing is asked. */
export const isSearchPerformed = (filterValues: Record<string, unknown>) => Object.keys(filterValues ?? {}).length > 0;

const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map(key => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    : value;

/** Whether the address's filter is exactly the search read from it (nothing unknown or malformed in it), whatever the key order. */
export const isCleanFilter = (filter: Record<string, unknown>, search: PaymentSearch) =>
  JSON.stringify(canonical(filter)) === JSON.stringify(canonical(search));

/**
 * paymentFilterOptions' getOne params for the chosen agencies (all visible ones when none is chosen): the agencies in
 * one order, so that choosing the same ones in another order reads what is already there.
 */
export const paymentFilterOptionsParams = (client: string | null, agencies: string[]) => ({
  id: client ?? '',
  meta: { agencies: [...agencies].sort() },
});

/** Where /payments' list keeps the tab's last search (ListBase's `storeKey`; react-admin's memory store). */
export const PAYMENT_LIST_STORE_KEY = 'payments.listParams';

/**
 * The list's parameters as react-admin's list controller reads them, by its own function: the address's, or where the
 * address has none, the tab's last search (`stored`, what the list keeps under PAYMENT_LIST_STORE_KEY).
 */
export const listQueryOf = (search: string, stored: object | undefined) =>
  getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored ?? {},
    filterDefaultValues: undefined,
    sort: PAYMENT_LIST_SORT,
    perPage: RESULTS_PER_PAGE,
  });

/**
 * Whether the list's search may be asked for: one was made, and the address holds nothing a search cannot (else the
 * page corrects it first).
 */
export const isSearchReady = (filter: Record<string, unknown>) =>
  isSearchPerformed(filter) && isCleanFilter(filter, toPaymentSearch(filter));

/**
 * The rows of a bookmarked search, asked for while /payments loads: the list parameters read from the address by
 * react-admin's own functions, as its list controller reads them (PaymentList), with the client and time zone.
 * Nothing when the address holds no search, or one the page would correct first.
 */
export const paymentsFirstRead = ({ search }: { search: string }, scope: ReadScope): StartUpRead | undefined => {
  if (Object.keys(parseQueryFromLocation({ search })).length === 0) return undefined;
  const query = listQueryOf(search, undefined);
  const filter = (query.filter ?? {}) as Record<string, unknown>;
  if (!isSearchReady(filter)) return undefined;
  return {
    method: 'getList',
    resource: 'payments',
    params: {
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter: { ...filter },
      meta: paymentListMeta(scope.timezone, scope.client),
    },
  };
};

/** The payment of /payment/{id}, asked for while the page loads, as PaymentShow's ShowBase asks for it. */
export const paymentFirstRead = ({ pathname }: { pathname: string }, scope: ReadScope): StartUpRead | undefined => {
  const id = paymentIdFromPath(pathname);
  return id === null || !scope.client ? undefined : { method: 'getOne', resource: 'payments', params: { id } };
};
