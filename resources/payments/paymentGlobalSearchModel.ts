import type { PaymentSearch, SearchCriterion } from '../../dataProviders/payments/contract';
import { classifyQuery, DEFAULT_RANGE_DAYS } from '../../src/layout/globalSearchModel';
import { dayOf, type CalendarDate } from '../../src/lib/dates';
import { parseMoney } from '../../src/lib/money';

/** The payment criteria one query of the top bar's search searches: each is its own getList (the API ANDs criteria). */
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

/** The payments search of one criterion, over the panel's default range unless `widened` (then over every date). */
export const paymentSearchOf = (
  criterion: Partial<Record<SearchCriterion, string | number>>,
  today: CalendarDate,
  widened: boolean,
): PaymentSearch => ({
  dateFilter: 'transaction',
  ...(criterion as PaymentSearch),
  ...(widened
    ? {}
    : { date_from: dayOf(today).subtract(DEFAULT_RANGE_DAYS, 'day').format('YYYY-MM-DD'), date_to: today }),
});

/** The /payments address of a search, in the list's own URL form, so it can be shared. */
export const paymentsHref = (search: PaymentSearch) =>
  `/payments?filter=${encodeURIComponent(JSON.stringify(search))}&order=DESC&page=1&perPage=20&sort=createdAt`;
