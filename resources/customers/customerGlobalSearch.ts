import { useGetList, useStore, useTranslate } from 'ra-core';
import type { Customer } from '../../dataProviders/sso/customersContract';
import { CUSTOMER_PAGE_SIZE } from '../../dataProviders/sso/customersContract';
import {
  classifyQuery,
  GLOBAL_SEARCH_LIMIT,
  type SearchHit,
  type SearchPart,
  type SearchRequest,
} from '../../src/layout/globalSearchModel';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { customerListStoreKey } from './customerModel';

/** The customer getList filter of a query (without the client), or null when customers are not searched for it. */
export const customerFilterOf = (raw: string): Record<string, string> | null => {
  const query = raw.trim();
  const kind = classifyQuery(query);
  if (kind === 'email') return { emailAddress: query };
  if (kind !== 'name') return null;
  const [first, ...rest] = query.split(/\s+/);
  // One word is taken as a last name (what callers give first); two or more as first name then last name.
  return rest.length ? { firstName: first, lastName: rest.join(' ') } : { lastName: first };
};

/**
 * The customers the top bar's search finds by e-mail or name, where the client manages customers. /customers takes its
 * search from its list's params in the store (customerListStoreKey), which a hit or "See all" sets before going.
 */
const useCustomersSearch = ({ query, clientSlug, allowed }: SearchRequest) => {
  const translate = useTranslate();
  const { settings } = useCurrentUser();
  const [, setListParams] = useStore<Record<string, unknown>>(customerListStoreKey(clientSlug));
  const filter = allowed && settings?.customerManagementEnabled && query ? customerFilterOf(query) : null;
  const customers = useGetList<Customer>(
    'customers',
    { filter: { clientSlug, ...filter }, pagination: { page: 1, perPage: GLOBAL_SEARCH_LIMIT } },
    { enabled: !!filter },
  );
  const listing = (search: Record<string, string>) => () =>
    setListParams({ filter: search, page: 1, perPage: CUSTOMER_PAGE_SIZE });
  const hits: SearchHit[] = filter
    ? // The API answers 20 a page whatever is asked (the spec's page size): the panel shows the first few.
      (customers.data ?? []).slice(0, GLOBAL_SEARCH_LIMIT).map(customer => ({
        key: `customer-${customer.id}`,
        primary: `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
        secondary: customer.email,
        href: '/customers',
        before: listing({ emailAddress: customer.email }),
      }))
    : [];
  if (filter && customers.total)
    hits.push({
      key: 'customers-all',
      primary: translate('rm.shell.search.seeAll', { count: customers.total }),
      href: '/customers',
      before: listing(filter),
    });
  return {
    searched: !!filter,
    hits,
    total: customers.total ?? 0,
    pending: !!filter && customers.isPending,
    failed: !!filter && customers.isError,
  };
};

export const customersSearch: SearchPart = { resource: 'customers', useSearch: useCustomersSearch };
