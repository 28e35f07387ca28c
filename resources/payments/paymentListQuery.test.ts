import { toPaymentSearch } from '../../dataProviders/payments';
import { isCleanFilter, isSearchPerformed, paymentFilterOptionsParams } from './paymentListQuery';

describe('paymentListQuery', () => {
  it('counts a search as performed once anything is in the filter', () => {
    expect(isSearchPerformed({})).toBe(false);
    expect(isSearchPerformed({ dateFilter: 'transaction' })).toBe(true);
  });

  it('finds a filter clean when the search read from it holds all of it, in any key order', () => {
    const filter = { status: 'voided', dateFilter: 'transaction', agencies: ['a'] };
    expect(isCleanFilter(filter, toPaymentSearch(filter))).toBe(true);
    expect(isCleanFilter({}, toPaymentSearch({}))).toBe(true);
  });

  it('finds unknown or malformed values in a filter (an address typed or shared by people)', () => {
    for (const filter of [
      { status: 'bogus', dateFilter: 'transaction' },
      { account_number: ' A-1 ', dateFilter: 'transaction' },
      { evil: 1 },
      { dateFilter: 'transaction', date_from: '2025-02-30' },
    ])
      expect(isCleanFilter(filter, toPaymentSearch(filter))).toBe(false);
  });

  it("asks for the filters' choices of the chosen agencies, in any order, with the same params", () => {
    expect(paymentFilterOptionsParams('springfield', ['b', 'a'])).toEqual(
      paymentFilterOptionsParams('springfield', ['a', 'b']),
    );
    expect(paymentFilterOptionsParams('springfield', ['b', 'a'])).toEqual({
      id: 'springfield',
      meta: { agencies: ['a', 'b'] },
    });
    expect(paymentFilterOptionsParams(null, [])).toEqual({ id: '', meta: { agencies: [] } });
  });
});
