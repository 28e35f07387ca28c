import { endOfDayIso, isCalendarDate, startOfDayIso } from '../../../src/lib/dates';
import type { QueryParams } from '../../../src/lib/queryString';
import { RESULTS_PER_PAGE, SEARCH_CRITERIA, type PaymentSearch } from '../contract';

export interface SearchScope {
  /** The client slug; a platform admin names it, others are bound to their own by the server. */
  client?: string | null;
  /** The user's timezone: days become instants there. */
  timezone: string;
  page?: number;
  perPage?: number;
}

/** The query parameter pair of each date mode (revenue-management spec §7). */
export const DATE_PARAMS = {
  transaction: ['beginning_time', 'ending_time'],
  funded: ['settlement_next_business_day_beginning_date', 'settlement_next_business_day_ending_date'],
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : undefined);

/** Whether a search has anything to narrow by (criteria, filters or dates). */
export const hasSearchTerms = (search: PaymentSearch) =>
  SEARCH_CRITERIA.some(criterion => search[criterion] !== undefined && search[criterion] !== '') ||
  !!search.agencies?.length ||
  !!(search.service_type || search.status || search.payment_channel || search.payment_method || search.payment_sources || search.payment_mode) ||
  !!(search.date_from || search.date_to);

/** A payment search -> the query of GET /payments. Empty values are left out; money stays in cents. */
export const toSearchQuery = (search: PaymentSearch, scope: SearchScope): QueryParams => {
  const query: QueryParams = {
    client: scope.client ?? undefined,
    page: Math.max(1, Math.floor(scope.page ?? 1)),
    per_page: scope.perPage ?? RESULTS_PER_PAGE,
  };
  for (const criterion of SEARCH_CRITERIA) {
    if (criterion === 'amount') continue;
    query[criterion] = trimmed(search[criterion]);
  }
  if (typeof search.amount === 'number' && Number.isSafeInteger(search.amount)) query.amount = search.amount;
  if (search.agencies?.length) query.agencies = [...search.agencies].sort();
  query.service_type = trimmed(search.service_type);
  query.status = trimmed(search.status);
  query.payment_channel = trimmed(search.payment_channel);
  query.payment_method = trimmed(search.payment_method);
  const source = trimmed(search.payment_sources);
  if (source) query.payment_sources = [source];
  query.payment_mode = trimmed(search.payment_mode);

  const from = isCalendarDate(search.date_from) ? search.date_from : undefined;
  const to = isCalendarDate(search.date_to) ? search.date_to : undefined;
  if (from || to) {
    const mode = search.dateFilter === 'funded' ? 'funded' : 'transaction';
    const [begin, end] = DATE_PARAMS[mode];
    if (from) query[begin] = startOfDayIso(from, scope.timezone);
    if (to) query[end] = endOfDayIso(to, scope.timezone);
    query.dateFilter = mode;
  }
  return query;
};
