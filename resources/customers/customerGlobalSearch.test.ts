import { customerFilterOf } from './customerGlobalSearch';

describe('what the top bar’s search asks the customers', () => {
  it('searches customers by e-mail or name only', () => {
    expect(customerFilterOf('a@b.co')).toEqual({ emailAddress: 'a@b.co' });
    expect(customerFilterOf('Ann Marie Lee')).toEqual({ firstName: 'Ann', lastName: 'Marie Lee' });
    expect(customerFilterOf('Lee')).toEqual({ lastName: 'Lee' });
    expect(customerFilterOf('1234567')).toBeNull();
  });
});
