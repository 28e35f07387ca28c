import { BoundedMap } from './bounded';

describe('BoundedMap', () => {
  it('forgets the entry set or touched longest ago once it holds more than its bound', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
