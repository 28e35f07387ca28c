import { clampPage, pagerItems } from './pager';

describe('pagerItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 'end-ellipsis', 10]],
    [2, 10, [1, 2, 3, 4, 'end-ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 10]],
    [6, 10, [1, 'start-ellipsis', 4, 5, 6, 7, 8, 9, 10]],
    [7, 20, [1, 'start-ellipsis', 5, 6, 7, 8, 9, 'end-ellipsis', 20]],
    [20, 20, [1, 'start-ellipsis', 18, 19, 20]],
    [19, 20, [1, 'start-ellipsis', 17, 18, 19, 20]],
    [99, 20, [1, 'start-ellipsis', 18, 19, 20]],
    [0, 20, [1, 2, 3, 4, 'end-ellipsis', 20]],
  ] as const)('page %i of %i shows %j', (page, count, items) => {
    expect(pagerItems(page, count)).toEqual(items);
  });

  it('clamps the current page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });
});
