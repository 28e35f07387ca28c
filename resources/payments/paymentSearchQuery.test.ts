import { isSearchPerformed } from './paymentSearchQuery';

describe('paymentSearchQuery', () => {
  it('counts a search as made once its filter holds anything', () => {
    expect(isSearchPerformed({})).toBe(false);
    expect(isSearchPerformed({ dateFilter: 'transaction' })).toBe(true);
  });
});
