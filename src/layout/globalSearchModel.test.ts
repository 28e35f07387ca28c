// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  classifyQuery,
  customerFilterOf,
  paymentCriteriaOf,
  paymentSearchOf,
  paymentsHref,
  searchesUsers,
  withRecent,
} from './globalSearchModel';

describe('classifyQuery', () => {
  it.each([
    ['1234567', 'transaction'],
    [' 100000123 ', 'transaction'],
    ['4242', 'lastFour'],
    ['$12.50', 'amount'],
    ['12.50', 'amount'],
    ['$1,200', 'amount'],
    ['ann@example.com', 'email'],
    ['Maria Lopez', 'name'],
    ["O'Brien", 'name'],
    ['ACCT-991', 'account'],
    ['123', 'account'],
    ['12345', 'account'],
  ])('reads %s as %s', (query, kind) => expect(classifyQuery(query)).toBe(kind));

  it('reads nothing in a blank query', () => expect(classifyQuery('   ')).toBeNull());
});

describe('what each kind searches', () => {
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

  it('searches customers by e-mail or name only', () => {
    expect(customerFilterOf('a@b.co')).toEqual({ emailAddress: 'a@b.co' });
    expect(customerFilterOf('Ann Marie Lee')).toEqual({ firstName: 'Ann', lastName: 'Marie Lee' });
    expect(customerFilterOf('Lee')).toEqual({ lastName: 'Lee' });
    expect(customerFilterOf('1234567')).toBeNull();
    expect(searchesUsers('Lee')).toBe(true);
    expect(searchesUsers('4242')).toBe(false);
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

describe('withRecent', () => {
  it('puts the newest first, once, five at most', () => {
    expect(withRecent(['b', 'a'], 'a')).toEqual(['a', 'b']);
    expect(withRecent(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
    expect(withRecent(['a'], '  ')).toEqual(['a']);
  });
});
