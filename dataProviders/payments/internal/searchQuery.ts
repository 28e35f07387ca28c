import { endOfDayIso, isCalendarDate, startOfDayIso } from '../../../src/lib/dates';
import type { QueryParams } from '../../../src/lib/queryString';
import {
  DATE_FILTERS,
  PAYMENT_CHANNELS,
  PAYMENT_METHOD_FILTERS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  RESULTS_PER_PAGE,
  SEARCH_CRITERIA,
  type PaymentSearch,
} from '../contract';

export interface SearchScope {
  /** The client slug; a platform admin names it, others are bound to their own by the server. */
  client?: string | null;
  /** The user's timezone: days become instants there. */
  timezone: string;
  page?: number;
  perPage?: number;
}

/** The query parameter pair of each date mode. */
export const DATE_PARAMS = {
  transaction: ['beginning_time', 'ending_time'],
  funded: ['settlement_next_business_day_beginning_date', 'settlement_next_business_day_ending_date'],
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : undefined);

const LAST_FOUR = /^\d{1,4}$/;
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;

/**
 * The list filter (react-admin's, read from the address) -> a payment search. People type and share addresses, so
 * anything unknown or malformed is dropped rather than sent; the page corrects the address when something was.
 */
export const toPaymentSearch = (raw: unknown): PaymentSearch => {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const search: PaymentSearch = {};
  for (const criterion of SEARCH_CRITERIA) {
    if (criterion === 'amount') {
      if (typeof input.amount === 'number' && Number.isSafeInteger(input.amount) && input.amount >= 0)
        search.amount = input.amount;
      continue;
    }
    const value = textOf(input[criterion]);
    if (
      !value ||
      ((criterion === 'bank_account_last_four' || criterion === 'credit_card_last_four') && !LAST_FOUR.test(value))
    )
      continue;
    search[criterion] = value;
  }
  const agencies = Array.isArray(input.agencies)
    ? [...new Set(input.agencies.filter((slug): slug is string => typeof slug === 'string' && !!slug))]
    : [];
  if (agencies.length) search.agencies = agencies;
  if (textOf(input.service_type)) search.service_type = textOf(input.service_type);
  const status = oneOf(input.status, PAYMENT_STATUSES);
  if (status) search.status = status;
  const channel = oneOf(input.payment_channel, PAYMENT_CHANNELS);
  if (channel) search.payment_channel = channel;
  const method = oneOf(input.payment_method, PAYMENT_METHOD_FILTERS);
  if (method) search.payment_method = method;
  if (textOf(input.payment_sources)) search.payment_sources = textOf(input.payment_sources);
  const mode = oneOf(input.payment_mode, PAYMENT_MODES);
  if (mode) search.payment_mode = mode;
  if (isCalendarDate(input.date_from)) search.date_from = input.date_from;
  if (isCalendarDate(input.date_to)) search.date_to = input.date_to;
  if (search.date_from && search.date_to && search.date_from > search.date_to) delete search.date_from;
  // A search exists once its filter holds anything: an empty one is "no search yet" and stays empty.
  if (Object.keys(input).length) search.dateFilter = oneOf(input.dateFilter, DATE_FILTERS) ?? 'transaction';
  return search;
};

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
