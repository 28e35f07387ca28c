import { searchesUsers } from './userGlobalSearch';

describe('what the top bar’s search asks the users', () => {
  it('searches users for e-mails and names only', () => {
    expect(searchesUsers('Lee')).toBe(true);
    expect(searchesUsers('a@b.co')).toBe(true);
    expect(searchesUsers('4242')).toBe(false);
  });
});
