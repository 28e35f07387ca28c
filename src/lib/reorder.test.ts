import fc from 'fast-check';
import { moveItem, orderBy, reorderIds } from './reorder';

describe('reorderIds', () => {
  it.each([
    ['down one', [1, 2, 3, 4], 1, 2, [2, 1, 3, 4]],
    ['to the end', [1, 2, 3, 4], 1, 4, [2, 3, 4, 1]],
    ['up to the top', [1, 2, 3, 4], 4, 1, [4, 1, 2, 3]],
    ['in the middle', [1, 2, 3, 4], 3, 2, [1, 3, 2, 4]],
  ])('moves %s', (_name, ids, active, over, expected) => {
    expect(reorderIds(ids, active, over)).toEqual(expected);
  });

  it.each([
    ['dropped on itself', 2, 2],
    ['dropped outside the list', 2, null],
    ['dropped nowhere', 2, undefined],
    ['an unknown target', 2, 9],
    ['an unknown item', 9, 2],
  ])('reports no change when %s', (_name, active, over) => {
    expect(reorderIds([1, 2, 3], active, over)).toBeNull();
  });

  it('never loses or duplicates an id', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 2, maxLength: 30 }), fc.nat(), fc.nat(), (ids, a, b) => {
        const active = ids[a % ids.length];
        const over = ids[b % ids.length];
        const next = reorderIds(ids, active, over);
        if (active === over) return next === null;
        return (
          next !== null &&
          next.length === ids.length &&
          new Set(next).size === ids.length &&
          next.indexOf(active) === ids.indexOf(over)
        );
      }),
    );
  });
});

describe('moveItem', () => {
  it('leaves the list alone for an index outside it', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('orderBy', () => {
  it('orders records by ids and keeps unlisted ones at the end', () => {
    const records = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(orderBy(records, [3, 1]).map(record => record.id)).toEqual([3, 1, 2]);
  });
});
