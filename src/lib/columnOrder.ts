import { moveItem } from './reorder';

/**
 * The indexes of `length` columns in the order DataTable shows them with its column ranks (the `${storeKey}_columnRanks`
 * store entry): a ranked column moves to its rank's place, any other keeps its own (as react-admin's DataTable reorders
 * its children).
 */
export const shownOrder = (length: number, ranks: readonly number[] = []) => {
  const order: number[] = [];
  for (let index = 0; index < length; index++) {
    const rank = ranks.indexOf(index);
    order[rank === -1 ? index : rank] = index;
  }
  return order.filter(index => index !== undefined);
};

/**
 * The column ranks after moving column `column` (its index among DataTable's children) to place `to` of the order shown,
 * or null when it cannot go there. Ranks that lost a column (written by another version of the table) start again from
 * the children's own order.
 */
export const moveColumn = (
  length: number,
  ranks: readonly number[] | undefined,
  column: number,
  to: number,
): number[] | null => {
  const shown = shownOrder(length, ranks);
  const order = shown.length === length ? shown : shownOrder(length);
  const from = order.indexOf(column);
  if (from < 0 || to < 0 || to >= length || from === to) return null;
  return moveItem(order, from, to);
};
