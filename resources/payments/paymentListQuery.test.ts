import { agenciesOfFilter, isSearchPerformed } from './paymentListQuery';

describe('paymentListQuery', () => {
  it('counts a search as performed once anything is in the filter', () => {
    expect(isSearchPerformed({})).toBe(false);
    expect(isSearchPerformed({ dateFilter: 'transaction' })).toBe(true);
  });

  it("reads a filter's agencies as the search form does: strings, once each", () => {
    expect(agenciesOfFilter({ agencies: ['water', '', 'water', null, 'parks'] })).toEqual(['water', 'parks']);
    expect(agenciesOfFilter({ agencies: 'water' })).toEqual([]);
    expect(agenciesOfFilter({})).toEqual([]);
  });
});
