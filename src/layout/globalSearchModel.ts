import type { PaymentSearch, SearchCriterion } from '../../dataProviders/payments/contract';
import { parseMoney } from '../lib/money';

/** What the top bar's search box takes a query for, read from its shape alone. */
export type QueryKind = 'transaction' | 'lastFour' | 'amount' | 'email' | 'name' | 'account';

/** How many of each kind the panel shows before "See all N". */
export const GLOBAL_SEARCH_LIMIT = 5;

/** The payments range the panel searches unless widened: the last 90 days (docs/decisions.md, Global search). */
export const DEFAULT_RANGE_DAYS = 90;

/** How many recent lookups the tab keeps. */
export const RECENT_LIMIT = 5;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The kind of a query: 7+ digits a transaction ID, 4 digits a last four, money (`$12.50`, `12.50`) an amount, an e-mail
 * address, words (letters, spaces, hyphens, apostrophes) a name; anything else an account number.
 */
export const classifyQuery = (raw: string): QueryKind | null => {
  const query = raw.trim();
  if (!query) return null;
  if (/^\d{7,}$/.test(query)) return 'transaction';
  if (/^\d{4}$/.test(query)) return 'lastFour';
  if (
    /^\$?\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\$?\d+(\.\d{1,2})?$/.test(query) &&
    (query.includes('.') || query.startsWith('$'))
  )
    return 'amount';
  if (EMAIL.test(query)) return 'email';
  if (/^[\p{L}][\p{L}' -]*$/u.test(query)) return 'name';
  return 'account';
};

/** The payment criteria one query searches: each is its own getList (the API takes criteria together as AND). */
export const paymentCriteriaOf = (raw: string): Partial<Record<SearchCriterion, string | number>>[] => {
  const query = raw.trim();
  switch (classifyQuery(query)) {
    case 'transaction':
      return [{ transaction_number: query }];
    case 'lastFour':
      return [{ credit_card_last_four: query }, { bank_account_last_four: query }];
    case 'amount': {
      const cents = parseMoney(query.replace(/[$,]/g, ''));
      return cents === null ? [] : [{ amount: cents }];
    }
    case 'name':
      return [{ cardholder_name: query }, { bank_account_holder_name: query }];
    case 'account':
      return [{ account_number: query }];
    default:
      // The payments API has no payer e-mail criterion.
      return [];
  }
};

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

/** Users are searched (by their list's own text search) for e-mails and names. */
export const searchesUsers = (raw: string) => ['email', 'name'].includes(classifyQuery(raw) ?? '');

/** `YYYY-MM-DD` of a day `days` before `today` (also `YYYY-MM-DD`). */
export const daysBefore = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The payments search of one criterion, over the default range unless `widened` (then over every date). */
export const paymentSearchOf = (
  criterion: Partial<Record<SearchCriterion, string | number>>,
  today: string,
  widened: boolean,
): PaymentSearch => ({
  dateFilter: 'transaction',
  ...(criterion as PaymentSearch),
  ...(widened ? {} : { date_from: daysBefore(today, DEFAULT_RANGE_DAYS), date_to: today }),
});

/** The /payments address of a search, in the list's own URL form, so it can be shared. */
export const paymentsHref = (search: PaymentSearch) =>
  `/payments?filter=${encodeURIComponent(JSON.stringify(search))}&order=DESC&page=1&perPage=20&sort=createdAt`;

/** The recent lookups with `query` first, each once, at most RECENT_LIMIT. */
export const withRecent = (recent: readonly string[], query: string) => {
  const value = query.trim();
  if (!value) return [...recent];
  return [value, ...recent.filter(item => item !== value)].slice(0, RECENT_LIMIT);
};

/** The store key of a user's recent lookups: kept for the tab until sign-out (tabStore's `session` keys). */
export const recentLookupsKey = (userId: string) => `rm.search.recent.${userId}`;
export const RECENT_LOOKUPS_KEY = /^rm\.search\.recent\./;
