import type { PaymentSummary } from '../../dataProviders/payments';
import { neutraliseCell } from '../../src/lib/csv';
import { formatDateTime, formatShortDate, todayIn, type CalendarDate } from '../../src/lib/dates';
import { centsToInput } from '../../src/lib/money';
import { EXPORT_COLUMNS, MAX_EXPORT_ROWS, type ExportColumn } from './paymentExportModel';
import {
  cardTypeLabel,
  detailStatusKey,
  displayAccount,
  humanise,
  isAutopay,
  moneyOf,
  paymentFieldKey,
  paymentMethodOf,
  type Text,
} from './paymentModel';

/* The payments export's file: its rows, its name, and the reading of every page of the search (usePaymentExport). */

const K = 'rm.payments';

/** Each column's title: its field's label, or the results' column header for the amount, or its own. */
const COLUMN_TITLES: Record<ExportColumn, string> = {
  id: paymentFieldKey('id'),
  createdAt: paymentFieldKey('createdAt'),
  fundedAt: paymentFieldKey('fundedAt'),
  agency: paymentFieldKey('agency'),
  account: paymentFieldKey('account.number'),
  serviceType: paymentFieldKey('serviceType'),
  status: paymentFieldKey('status'),
  channel: paymentFieldKey('paymentChannel'),
  method: paymentFieldKey('type'),
  source: paymentFieldKey('paymentSource'),
  mode: paymentFieldKey('paymentInitiator'),
  payer: `${K}.export.columns.payer`,
  lastFour: `${K}.export.columns.lastFour`,
  amount: `${K}.results.columns.subtotal`,
  serviceFee: paymentFieldKey('serviceFee'),
  total: paymentFieldKey('totalAmount'),
  refunded: paymentFieldKey('amountRefunded'),
  net: paymentFieldKey('net'),
};
type Column = ExportColumn;

/** Amounts are written by this module from whole cents (`-12.34`): numbers a spreadsheet sums, never formulas. */
const AMOUNT_COLUMNS = new Set<Column>(['amount', 'serviceFee', 'total', 'refunded', 'net']);

export interface ExportText {
  /** Translates a Text of the models; a string is a text already (usePaymentText). */
  tr: (text: Text | string) => string;
  timezone: string;
}

/** The method without its number (that has a column of its own): the card's brand, Bank account, Cash, … */
const methodOf = (row: PaymentSummary): Text | string => {
  const method = paymentMethodOf(row);
  switch (method.kind) {
    case 'card':
      return cardTypeLabel(row.creditCard?.type) || { key: `${K}.filters.methods.credit_card` };
    case 'bank':
      return { key: `${K}.method.bankLabel` };
    case 'other':
      return method.text ?? '';
    default:
      return method.text;
  }
};

const dollars = (cents: number | null) => (cents === null ? '' : centsToInput(cents));

/**
 * One payment as the cells of its row, the texts the app shows for it. The money is the payment page's (moneyOf):
 * dollars with two decimals made from signed cents, empty where the API does not say or (Refunded) for what is not a
 * payment. README's payments export row says what each column means.
 */
export const paymentCsvRow = (
  row: PaymentSummary,
  { tr, timezone }: ExportText,
  columns: readonly Column[] = EXPORT_COLUMNS,
): string[] => {
  const money = moneyOf(row);
  const cells: Record<Column, string> = {
    id: String(row.id),
    createdAt: formatDateTime(row.createdAt, timezone),
    fundedAt: row.fundedAt ? formatShortDate(row.fundedAt, timezone) : '',
    agency: row.agency ?? '',
    account: displayAccount(row.account.number) ?? '',
    serviceType: row.serviceType ?? '',
    status: tr({ key: detailStatusKey(row) }),
    channel: row.paymentChannel
      ? tr({ key: `${K}.filters.channels.${row.paymentChannel}`, args: { _: humanise(row.paymentChannel) } })
      : '',
    method: tr(methodOf(row)),
    source: row.paymentSource ?? '',
    mode: tr({ key: `${K}.filters.modes.${isAutopay(row) ? 'autopay' : 'one_time'}` }),
    payer: row.creditCard?.cardholderName ?? row.bankAccount?.bankAccountHolderName ?? '',
    lastFour: row.creditCard?.lastFour ?? row.bankAccount?.lastFour ?? '',
    amount: dollars(money.subtotal),
    serviceFee: dollars(money.serviceFee),
    total: dollars(money.total),
    refunded: dollars(money.refunded),
    net: dollars(money.net),
  };
  return columns.map(column => (AMOUNT_COLUMNS.has(column) ? cells[column] : neutraliseCell(cells[column])));
};

/** What writes rows of cells as CSV text (papaparse's unparse, loaded with the export). */
export type Unparse = (rows: string[][]) => string;

/**
 * The file as it is read: the header, then each page's rows as CSV text as soon as the page arrives (the records are
 * not kept), and the first and last transaction days seen, for the file name when the search names no dates.
 */
export const createPaymentsCsv = (unparse: Unparse, text: ExportText, columns: readonly Column[] = EXPORT_COLUMNS) => {
  const header = columns.map(column => neutraliseCell(text.tr({ key: COLUMN_TITLES[column] })));
  const parts = [unparse([header])];
  let rows = 0;
  let oldest = Infinity;
  let newest = -Infinity;
  return {
    add(payments: readonly PaymentSummary[]) {
      if (!payments.length) return;
      parts.push('\r\n', unparse(payments.map(payment => paymentCsvRow(payment, text, columns))));
      rows += payments.length;
      for (const payment of payments) {
        const at = Date.parse(payment.createdAt);
        if (at < oldest) oldest = at;
        if (at > newest) newest = at;
      }
    },
    get rows() {
      return rows;
    },
    parts: () => parts,
    /** The transaction days the file spans, in the user's timezone (null before any row). */
    span: (): { first: CalendarDate; last: CalendarDate } | null =>
      rows ? { first: todayIn(text.timezone, oldest), last: todayIn(text.timezone, newest) } : null,
  };
};

/** `payments-<from>-<to>.csv`: the search's dates, or where it names none, the first and last day exported. */
export const exportFileName = (
  search: { date_from?: CalendarDate; date_to?: CalendarDate },
  span: { first: CalendarDate; last: CalendarDate } | null,
) => `payments-${search.date_from ?? span?.first ?? 'none'}-${search.date_to ?? span?.last ?? 'none'}.csv`;

/** A search that matches more than an export holds. */
export class ExportTooLarge extends Error {
  constructor(readonly total: number) {
    super(`The search matches ${total} payments; an export holds at most ${MAX_EXPORT_ROWS}.`);
    this.name = 'ExportTooLarge';
  }
}

export interface ExportProgress {
  done: number;
  total: number;
}

export interface PageThroughOptions {
  /** One page of the search (react-admin's getList with the list's filter). */
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ data: PaymentSummary[]; total: number }>;
  perPage: number;
  signal: AbortSignal;
  onPage: (payments: PaymentSummary[], progress: ExportProgress) => void;
  limit?: number;
  /** Pages asked for ahead of the one being turned into rows, so the server and the page work at the same time. */
  ahead?: number;
}

/**
 * Reads every page of a search, in order, until a short page or the total, asking for the next pages while it turns
 * one into rows. A payment made while it runs moves the older ones down a page, so a row seen twice is kept once.
 * Refuses a search past `limit` from its first page. Stops at once when `signal` aborts (the abort's reason is thrown)
 * or a page fails, and then drops the pages asked for ahead.
 */
export const pageThrough = async ({
  fetchPage,
  perPage,
  signal,
  onPage,
  limit = MAX_EXPORT_ROWS,
  ahead = 2,
}: PageThroughOptions): Promise<ExportProgress> => {
  const stop = new AbortController();
  const stopWith = () => stop.abort(signal.reason);
  signal.addEventListener('abort', stopWith);
  const asked = new Map<number, ReturnType<PageThroughOptions['fetchPage']>>();
  const ask = (page: number) => {
    let answer = asked.get(page);
    if (!answer) {
      answer = fetchPage(page, stop.signal);
      // Awaited in its turn; a page dropped after a failure must not fail on its own.
      answer.catch(() => undefined);
      asked.set(page, answer);
    }
    return answer;
  };
  const seen = new Set<number>();
  let total = 0;
  // Each page moves on by a page; a search growing while it is read still ends at the limit.
  const lastPage = Math.ceil(limit / perPage) + 1;
  try {
    for (let page = 1; page <= lastPage; page++) {
      signal.throwIfAborted();
      const answer = await ask(page);
      asked.delete(page);
      signal.throwIfAborted();
      if (answer.total > limit) throw new ExportTooLarge(answer.total);
      const pages = Math.min(lastPage, Math.ceil(answer.total / perPage));
      for (let next = page + 1; next <= Math.min(page + ahead, pages); next++) void ask(next);
      const fresh = answer.data.filter(payment => !seen.has(payment.id));
      for (const payment of fresh) seen.add(payment.id);
      total = Math.max(answer.total, seen.size);
      onPage(fresh, { done: seen.size, total });
      if (answer.data.length < perPage || page * perPage >= answer.total) break;
    }
    return { done: seen.size, total };
  } finally {
    signal.removeEventListener('abort', stopWith);
    stop.abort();
  }
};
