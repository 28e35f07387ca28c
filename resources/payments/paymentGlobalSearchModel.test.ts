// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paymentCriteriaOf, paymentSearchOf, paymentsHref } from './paymentGlobalSearchModel';

describe('what the top bar’s search asks the payments', () => {
  it('searches payments by the criterion of its kind, amounts in cents', () => {
    expect(paymentCriteriaOf('1234567')).toEqual([{ transaction_number: '1234567' }]);
    expect(paymentCriteriaOf('4242')).toEqual([{ credit_card_last_four: '4242' }, { bank_account_last_four: '4242' }]);
    expect(paymentCriteriaOf('$1,212.50')).toEqual([{ amount: 121250 }]);
    expect(paymentCriteriaOf('Ann Lee')).toEqual([
      { cardholder_name: 'Ann Lee' },
      { bank_account_holder_name: 'Ann Lee' },
    ]);
    expect(paymentCriteriaOf('ACCT-9')).toEqual([{ account_number: 'ACCT-9' }]);
    expect(paymentCriteriaOf('a@b.co')).toEqual([]);
  });

  it('limits payments to the last 90 days unless widened, and links to them in the list URL form', () => {
    const search = paymentSearchOf({ transaction_number: '1234567' }, '2026-03-31', false);
    expect(search).toEqual({
      dateFilter: 'transaction',
      transaction_number: '1234567',
      date_from: '2025-12-31',
      date_to: '2026-03-31',
    });
    expect(paymentSearchOf({ amount: 5 }, '2026-03-31', true)).toEqual({ dateFilter: 'transaction', amount: 5 });
    const url = new URL(paymentsHref(search), 'http://x');
    expect(url.pathname).toBe('/payments');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual(search);
  });
});
