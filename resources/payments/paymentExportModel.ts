import { shownOrder } from '../../src/lib/columnOrder';

/*
 * The payments export's columns, which the results' Export draws with. What writes the file is paymentCsv.ts, loaded
 * with the first Export.
 */

/** An export holds at most this many payments: past it the user is asked to narrow the dates first. */
export const MAX_EXPORT_ROWS = 100_000;

/** The columns of payments-<from>-<to>.csv, in order; COLUMN_TITLES (paymentCsv.ts) names each. */
export const EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'fundedAt',
  'agency',
  'account',
  'serviceType',
  'status',
  'channel',
  'method',
  'source',
  'mode',
  'payer',
  'lastFour',
  'amount',
  'serviceFee',
  'total',
  'refunded',
  'net',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/**
 * What each column of the results (DataTable's column sources, as ColumnsButton hides and orders them) is in the file:
 * a "visible columns" export writes these, in the order the table shows.
 */
export const RESULT_COLUMN_EXPORTS: Record<string, readonly ExportColumn[]> = {
  id: ['id'],
  agency: ['agency'],
  'account.number': ['account'],
  createdAt: ['createdAt'],
  type: ['method', 'lastFour'],
  status: ['status'],
  subtotal: ['amount'],
};

/** The results' columns in the table's own order. */
export const RESULT_SOURCES = Object.keys(RESULT_COLUMN_EXPORTS);
/** Where DataTable and ColumnsButton keep the results' hidden columns (and `_columnRanks` their order). */
export const RESULT_COLUMNS_STORE_KEY = 'payments.datatable';

/**
 * The file's columns for the results' columns as shown: `sources` in the table's own order, `hidden` those ColumnsButton
 * hid, `ranks` the order it gave them (DataTable's column ranks: the indexes of `sources` in the order shown).
 */
export const visibleExportColumns = (
  sources: readonly string[],
  hidden: readonly string[],
  ranks?: readonly number[],
): ExportColumn[] => {
  return shownOrder(sources.length, ranks)
    .map(index => sources[index])
    .filter(source => !hidden.includes(source))
    .flatMap(source => RESULT_COLUMN_EXPORTS[source] ?? []);
};
