import type { QueryParams } from '../../../src/lib/queryString';
import {
  CRITERION_PARAM,
  CUSTOMER_CRITERIA,
  CUSTOMER_PAGE_SIZE,
  type Customer,
  type CustomerCriteria,
  type CustomerSearchResponse,
  type CustomerSearchResult,
  type CustomerWire,
} from '../customersContract';

export interface CustomerSearchParams {
  clientSlug: string;
  criteria: CustomerCriteria;
  page?: number;
  pageSize?: number;
}

/** Criteria and paging to the query string of GET /sso/admin/users; blank criteria are left out. */
export const customerSearchQuery = ({
  clientSlug,
  criteria,
  page = 1,
  pageSize = CUSTOMER_PAGE_SIZE,
}: CustomerSearchParams): QueryParams => {
  const query: QueryParams = {
    client_slug: clientSlug,
    page: { number: Math.max(1, Math.floor(page)), size: pageSize },
  };
  for (const criterion of CUSTOMER_CRITERIA) {
    const value = criteria[criterion]?.trim();
    if (value) query[CRITERION_PARAM[criterion]] = value;
  }
  return query;
};

export const toCustomer = (wire: CustomerWire): Customer => ({
  id: String(wire.id),
  firstName: wire.first_name ?? '',
  lastName: wire.last_name ?? '',
  email: wire.email,
  createdAt: wire.created_at,
  type: wire.type ?? null,
  status: wire.status.toLowerCase(),
  title: wire.title ?? null,
  timezone: wire.timezone ?? null,
});

export const toCustomerSearchResult = (response: CustomerSearchResponse): CustomerSearchResult => ({
  data: response.data.map(toCustomer),
  total: response.meta.total_results,
  totalPages: response.meta.total_pages,
  pageNumber: response.meta.page_number,
  pageSize: response.meta.page_size,
});

/** react-admin's list filter for customers: the client and the criteria. */
export interface CustomerListFilter extends CustomerCriteria {
  clientSlug?: string;
}

export const criteriaOfFilter = (filter: Record<string, unknown> | undefined): CustomerCriteria => {
  const criteria: CustomerCriteria = {};
  for (const criterion of CUSTOMER_CRITERIA) {
    const value = filter?.[criterion];
    if (typeof value === 'string' && value.trim()) criteria[criterion] = value.trim();
  }
  return criteria;
};
