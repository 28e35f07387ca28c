import { useDataProvider, useListContext } from 'ra-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentSummary } from '../../dataProviders/payments';
import { MAX_RESULTS_PER_PAGE } from '../../dataProviders/payments/contract';
import { toPaymentSearch } from '../../dataProviders/payments';
import { saveCsvFile } from '../../src/lib/csv';
import { useToast } from '../../src/lib/toast';
import type { ExportProgress } from './paymentCsv';
import { EXPORT_COLUMNS, type ExportColumn, MAX_EXPORT_ROWS } from './paymentExportModel';
import { PAYMENT_LIST_SORT, paymentListMeta } from './paymentListQuery';
import { usePaymentText } from './usePaymentText';

export type PaymentExportState =
  | { kind: 'idle' }
  | ({ kind: 'running' } & ExportProgress)
  /** `filter`: the search refused, so the warning goes once the search changes. */
  | { kind: 'tooLarge'; total: number; filter: unknown };

/** Why an export stopped when the user cancelled it (leaving the page aborts it too, silently). */
const CANCELLED = 'cancelled';

/**
 * Exports every payment the list's search matches: its pages read through react-admin's getList with the list's
 * filter, 100 at a time, turned into CSV text as they arrive, and the file saved only once the last has.
 */
export const usePaymentExport = ({
  timezone,
  client,
  columns = EXPORT_COLUMNS,
}: {
  timezone: string;
  client: string | null;
  /** The file's columns: all of them, or those the results show. */
  columns?: readonly ExportColumn[];
}) => {
  const dataProvider = useDataProvider();
  const { filterValues, total = 0 } = useListContext<PaymentSummary>();
  const tr = usePaymentText();
  const toast = useToast();
  const [state, setState] = useState<PaymentExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (total > MAX_EXPORT_ROWS) {
      setState({ kind: 'tooLarge', total, filter: filterValues });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', done: 0, total });
    let writer: typeof import('./paymentCsv') | undefined;
    try {
      // What writes the file comes with the first Export, as papaparse does.
      const [{ default: Papa }, fileModule] = await Promise.all([import('papaparse'), import('./paymentCsv')]);
      writer = fileModule;
      const { createPaymentsCsv, exportFileName, pageThrough } = fileModule;
      const csv = createPaymentsCsv(rows => Papa.unparse(rows), { tr, timezone }, columns);
      const meta = { ...paymentListMeta(timezone, client), perPage: MAX_RESULTS_PER_PAGE };
      const done = await pageThrough({
        perPage: MAX_RESULTS_PER_PAGE,
        signal: controller.signal,
        fetchPage: async (page, signal) => {
          const answer = await dataProvider.getList<PaymentSummary>('payments', {
            filter: filterValues,
            pagination: { page, perPage: MAX_RESULTS_PER_PAGE },
            sort: PAYMENT_LIST_SORT,
            meta,
            signal,
          });
          return { data: answer.data, total: answer.total ?? 0 };
        },
        onPage: (payments, progress) => {
          csv.add(payments);
          setState({ kind: 'running', ...progress });
        },
      });
      const file = exportFileName(toPaymentSearch(filterValues), csv.span());
      saveCsvFile(file, csv.parts());
      setState({ kind: 'idle' });
      toast({
        heading: 'rm.payments.export.doneHeading',
        text: 'rm.payments.export.doneText',
        args: { count: done.done.toLocaleString('en-US'), file },
      });
    } catch (error) {
      if (controller.signal.aborted) {
        if (controller.signal.reason !== CANCELLED) return;
        setState({ kind: 'idle' });
        toast({
          heading: 'rm.payments.export.cancelledHeading',
          text: 'rm.payments.export.cancelledText',
          type: 'info',
        });
      } else if (writer && error instanceof writer.ExportTooLarge) {
        setState({ kind: 'tooLarge', total: error.total, filter: filterValues });
      } else {
        setState({ kind: 'idle' });
        toast({
          heading: 'rm.payments.export.failedHeading',
          text: 'rm.payments.export.failedText',
          type: 'error',
          args: { reason: (error as Error).message },
        });
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [client, columns, dataProvider, filterValues, timezone, toast, total, tr]);

  const cancel = useCallback(() => running.current?.abort(CANCELLED), []);

  // A refusal speaks of the search it was made for.
  const shown: PaymentExportState =
    state.kind === 'tooLarge' && state.filter !== filterValues ? { kind: 'idle' } : state;
  return { state: shown, start, cancel };
};
