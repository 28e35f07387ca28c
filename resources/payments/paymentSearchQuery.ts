/**
 * The parts of the /payments query that need none of the page's code: the sort, the scope of a search, and when a
 * search counts as made.
 */

export const PAYMENT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Whom the search is for: the client's payments, with dates in the user's timezone. */
export type PaymentSearchScope = { client: string | null; timezone: string };

/** A search exists once its filter holds anything (at least its date mode); before that, nothing is asked. */
export const isSearchPerformed = (filterValues: Record<string, unknown>) => Object.keys(filterValues ?? {}).length > 0;
