import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback, useRef } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import { statusOfError } from '../../dataProviders/http';
import type { Payment, RefundLine } from '../../dataProviders/payments';
import { useToast } from '../../src/lib/toast';

type Intent = { kind: 'void'; id: number } | { kind: 'refund'; id: number; lines: RefundLine[] | null };

/** No answer came back (network, timeout): the server may have acted, so a retry must carry the same key. */
const outcomeUnknown = (error: unknown) => {
  const status = statusOfError(error);
  return status === undefined || status === 0 || status >= 500;
};

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export const paymentQueryKey = (id: number) => ['payments', 'getOne', { id: String(id), meta: undefined }] as const;

interface Options {
  /** The server's reason, for the page's alert bar. */
  onFailure?: (message: string) => void;
}

/**
 * Void and refund: pessimistic (the page changes when the server answers), one request per intent
 * however often it is clicked, and one Idempotency-Key per intent, kept for retries until the server
 * gives a definite answer. The returned payment replaces the shown one.
 */
export const usePaymentActions = (payment: Payment | undefined, { onFailure }: Options = {}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const keys = useRef(new Map<string, string>());
  const busy = useRef(false);

  const mutation = useMutation<Payment, Error, Intent & { key: string }>({
    mutationFn: intent =>
      intent.kind === 'void'
        ? dataProvider.voidPayment(intent.id, { idempotencyKey: intent.key })
        : dataProvider.refundPayment(intent.id, intent.lines, { idempotencyKey: intent.key }),
    // Only a call that never got an answer is retried by itself, with the same key.
    retry: (count, error) => count < 1 && statusOfError(error) === 0,
    retryDelay: 500,
  });

  const run = useCallback(
    async (intent: Intent): Promise<boolean> => {
      const kind = intent.kind;
      const failedHeading = kind === 'void' ? 'rm.payments.show.toasts.voidFailedHeading' : 'rm.payments.show.toasts.refundFailedHeading';
      const failedText = kind === 'void' ? 'rm.payments.show.toasts.voidFailedText' : 'rm.payments.show.toasts.refundFailedText';
      if (!payment) {
        toast({ heading: failedHeading, text: 'rm.payments.show.noPayment', type: 'error' });
        return false;
      }
      if (busy.current) return false;
      busy.current = true;
      const fingerprint = JSON.stringify(intent);
      const key = keys.current.get(fingerprint) ?? newKey();
      keys.current.set(fingerprint, key);
      try {
        const updated = await mutation.mutateAsync({ ...intent, key });
        keys.current.delete(fingerprint);
        queryClient.setQueryData(paymentQueryKey(updated.id), updated);
        void queryClient.invalidateQueries({ queryKey: ['payments', 'getList'] });
        toast(
          kind === 'void'
            ? { heading: 'rm.payments.show.toasts.voidedHeading', text: 'rm.payments.show.toasts.voidedText', args: { id: payment.id } }
            : { heading: 'rm.payments.show.toasts.refundedHeading', text: 'rm.payments.show.toasts.refundedText', args: { id: payment.id } },
        );
        return true;
      } catch (error) {
        if (!outcomeUnknown(error)) keys.current.delete(fingerprint);
        toast({ heading: failedHeading, text: failedText, args: { id: payment.id }, type: 'error' });
        onFailure?.((error as Error)?.message ?? '');
        return false;
      } finally {
        busy.current = false;
      }
    },
    [payment, mutation, queryClient, toast, onFailure],
  );

  return {
    voidPayment: () => (payment ? run({ kind: 'void', id: payment.id }) : run({ kind: 'void', id: 0 })),
    refundPayment: (lines: RefundLine[] | null) => (payment ? run({ kind: 'refund', id: payment.id, lines }) : run({ kind: 'refund', id: 0, lines })),
    pending: mutation.isPending ? (mutation.variables?.kind ?? null) : null,
  };
};
