import { moveColumn, shownOrder } from './columnOrder';

describe('column order', () => {
  it('orders columns as react-admin’s DataTable does, a ranked column in its rank’s place', () => {
    expect(shownOrder(4)).toEqual([0, 1, 2, 3]);
    expect(shownOrder(4, [1, 0])).toEqual([1, 0, 2, 3]);
    expect(shownOrder(3, [2, 0, 1, 5])).toEqual([2, 0, 1]);
  });

  it('moves a column to a place of the order shown, and says when it cannot', () => {
    expect(moveColumn(4, undefined, 2, 1)).toEqual([0, 2, 1, 3]);
    expect(moveColumn(4, [3, 0, 1, 2], 3, 1)).toEqual([0, 3, 1, 2]);
    expect(moveColumn(4, [1, 0], 0, 3)).toEqual([1, 2, 3, 0]);
    expect(moveColumn(4, undefined, 0, -1)).toBeNull();
    expect(moveColumn(4, undefined, 3, 4)).toBeNull();
    expect(moveColumn(4, undefined, 1, 1)).toBeNull();
  });

  it('starts from the table’s own order when the ranks lost a column', () => {
    expect(moveColumn(3, [1], 2, 0)).toEqual([2, 0, 1]);
  });
});
