import { keepPreviousData } from '@tanstack/react-query';
import { useDataProvider, useGetList, useList, type RaRecord } from 'ra-core';
import type { AppDataProvider } from '../../dataProviders';
import type { PosSortable } from '../../dataProviders/pos/contract';
import { SORTABLE_LIST_PARAMS } from './posListParams';
import { useOptimisticOrder } from './useOptimisticOrder';

/**
 * A drag-sortable POS list: every record the server has for `filter`, reordered at once by a drag (useOptimisticOrder),
 * in a list context of them all (react-admin's useList: a search narrows in memory, and a drag sees the whole order).
 */
export const useSortableList = <T extends RaRecord<number>>(
  resource: PosSortable,
  filter: Record<string, unknown>,
  /** Rows of a group (a terminal's location) show together and move only among themselves. */
  groupOf?: (row: T) => unknown,
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  // A new filter keeps the rows shown until its own arrive: the table does not empty and jump.
  const query = useGetList<T>(resource, { filter, ...SORTABLE_LIST_PARAMS }, { placeholderData: keepPreviousData });
  const { rows, move, canMove } = useOptimisticOrder(
    query.error ? undefined : query.data,
    ids => dataProvider.sortPos(resource, ids),
    groupOf,
  );
  const list = useList<T>({ data: rows, isPending: query.isPending, error: query.error, resource });
  return { list, move, canMove, error: query.error, refetch: query.refetch, loaded: !!rows };
};
