import type { GetListResult } from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import { customerSearchResponseSchema, CUSTOMER_PAGE_SIZE, type CustomerSearchResult } from './customersContract';
import {
  criteriaOfFilter,
  customerSearchQuery,
  toCustomerSearchResult,
  type CustomerSearchParams,
} from './internal/customers';

/**
 * Customer search on the user-management API.
 * | method              | call                                                                                      |
 * | customers: getList  | GET /sso/admin/users?client_slug&email&first_name&last_name&page[number]&page[size]=20    |
 * getList's filter: {clientSlug, emailAddress, firstName, lastName}; no other method is offered.
 */
export const createCustomersBackend = (apiUrl: string, http: HttpClient): Backend => {
  const searchCustomers = async (params: CustomerSearchParams, signal?: AbortSignal): Promise<CustomerSearchResult> => {
    const res = await http(`${apiUrl}/sso/admin/users`, { query: customerSearchQuery(params), signal });
    const body = res.json as { data?: unknown } | undefined;
    // A missing list and a missing meta object are
    // told apart.
    const message = Array.isArray(body?.data)
      ? 'no metadata object found in response'
      : 'no data array found In Response';
    return toCustomerSearchResult(parseContract(customerSearchResponseSchema, res.json, message));
  };
  return {
    resources: {
      customers: partialProvider('customers', {
        getList: async (_resource, params): Promise<GetListResult> => {
          const clientSlug = String(params.filter?.clientSlug ?? '');
          if (!clientSlug) throw new Error('A customer search needs a client');
          const criteria = criteriaOfFilter(params.filter);
          // Before the first search there is nothing to ask the server.
          if (!Object.keys(criteria).length) return { data: [], total: 0 };
          const result = await searchCustomers(
            { clientSlug, criteria, page: params.pagination?.page ?? 1, pageSize: CUSTOMER_PAGE_SIZE },
            params.signal,
          );
          return { data: result.data, total: result.total };
        },
      }),
    },
    methods: {},
  };
};
