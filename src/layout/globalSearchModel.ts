/** What the top bar's search box takes a query for, read from its shape alone. */
export type QueryKind = 'transaction' | 'lastFour' | 'amount' | 'email' | 'name' | 'account';

/** How many of each kind the panel shows before "See all N". */
export const GLOBAL_SEARCH_LIMIT = 5;

/** The range of dates a dated group searches unless widened: the last 90 days (docs/decisions.md, Global search). */
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

/** The recent lookups with `query` first, each once, at most RECENT_LIMIT. */
export const withRecent = (recent: readonly string[], query: string) => {
  const value = query.trim();
  if (!value) return [...recent];
  return [value, ...recent.filter(item => item !== value)].slice(0, RECENT_LIMIT);
};

/** The store key of a user's recent lookups: kept for the tab until sign-out (tabStore's `session` keys). */
export const recentLookupsKey = (userId: string) => `rm.search.recent.${userId}`;
export const RECENT_LOOKUPS_KEY = /^rm\.search\.recent\./;

/** What a group of the panel is asked to search. */
export interface SearchRequest {
  /** The query as typed, once typing has paused; empty: nothing is searched. */
  query: string;
  clientSlug: string;
  /** A dated group searches every date instead of the last DEFAULT_RANGE_DAYS days. */
  widened: boolean;
  /** The user may open the group's list (react-admin's canAccess for its resource): else it searches nothing. */
  allowed: boolean;
}

/** One entry of a group: Enter or a click goes to `href`, after `before` (a list that takes its search from the store). */
export interface SearchHit {
  key: string;
  primary: string;
  secondary?: string;
  href: string;
  before?: () => void;
}

/** What a group found for the request. */
export interface SearchFound {
  /** The query is of a kind the group searches: the group shows, with its count, even when it found nothing. */
  searched: boolean;
  /** Up to GLOBAL_SEARCH_LIMIT hits, then its "See all" entries. */
  hits: SearchHit[];
  total: number;
  pending: boolean;
  failed: boolean;
}

/**
 * A resource's part of the top bar's search, handed over by its index through the route table (src/routes.tsx): which
 * kinds of fact it searches and how it shows a hit, in a hook that reads through react-admin's data hooks.
 */
export interface SearchPart {
  /** The resource whose list the user must be allowed to open for the group to search. */
  resource: string;
  /** It searches within the panel's range of dates, which the panel then states and offers to widen. */
  dated?: boolean;
  useSearch: (request: SearchRequest) => SearchFound;
}

/** The panel's groups, in the order shown. */
export const SEARCH_GROUPS = ['payments', 'customers', 'users'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export type SearchParts = Record<SearchGroup, SearchPart>;
/** Each resource's part, loaded with the panel (a resource's index hands over its loader, not the part itself). */
export type SearchPartLoaders = Record<SearchGroup, () => Promise<SearchPart>>;
