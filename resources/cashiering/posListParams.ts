import type { GetListParams } from 'ra-core';
import type { PosSortable } from '../../dataProviders/pos/contract';
import type { StartUpRead } from '../../dataProviders/startUpReads';

/** The POS API has no paging: a list is every record of the brand, in its manual order. */
export const SORTABLE_LIST_PARAMS = {
  pagination: { page: 1, perPage: 10_000 },
  sort: { field: 'position', order: 'ASC' },
} as const satisfies Omit<GetListParams, 'filter'>;

/** Every record of a drag-sortable POS list of the brand, in its manual order. */
export const brandListParams = (brand: string): GetListParams => ({ ...SORTABLE_LIST_PARAMS, filter: { brand } });

/** The getList read of a drag-sortable POS list (useSortableList), named ahead for the page's first read. */
export const sortableListRead = (resource: PosSortable, filter: Record<string, unknown>): StartUpRead => ({
  method: 'getList',
  resource,
  params: { ...SORTABLE_LIST_PARAMS, filter },
});
