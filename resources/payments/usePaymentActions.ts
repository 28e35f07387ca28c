import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useRecordContext, useRefresh, useShowContext } from 'ra-core';
import { useRef } from 'react';
import type { Obligation } from '../../dataProviders/config/contract';
import type { AppDataProvider } from '../../dataProviders';
import { statusOfError } from '../../dataProviders/http';
import type { Payment, RefundLine } from '../../dataProviders/payments';
import { useAppConfig } from '../../src/config/ConfigContext';
import { askBeforeLeaving } from '../../src/lib/askBeforeLeaving';
import { useToast } from '../../src/lib/toast';
import { refusalReason, type ActionUser, type PaymentIntent } from './paymentActionsModel';
import { obligationOf } from './paymentModel';
import { usePaymentText } from './usePaymentText';

/** No answer came back (network, timeout): the server may have acted, so a retry must carry the same key. */
const outcomeUnknown = (error: unknown) => {
  const status = statusOfError(error);
  return status === undefined || status === 0 || status >= 500;
};

/** The server refused the action as the payment stands (it changed meanwhile, or the request asked too much). */
const refused = (error: unknown) => [409, 422].includes(statusOfError(error) ?? 0);

export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface Options {
  user: ActionUser;
  obligations: Obligation[] | undefined;
}

/**
 * Void and refund of the payment in the record context (PaymentShow's ShowBase): pessimistic (the page changes once
 * the server has answered and react-admin has refreshed the record), one request at a time, and one Idempotency-Key
 * per intent, kept for a retry of the same intent until the server gives a definite answer. Success or failure is
 * one toast; a failure's says why in its detail: after a refusal (409/422) the
 * payment is reloaded and the reason read from it (which line, and what is left of it), else the server's message.
 */
export const usePaymentActions = ({ user, obligations }: Options) => {
  const payment = useRecordContext<Payment>();
  const { refetch, isFetching } = useShowContext<Payment>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  const { timeouts } = useAppConfig();
  const keys = useRef(new Map<string, string>());
  // The single-submit guard: set before the first await, so a second click in the same tick finds it.
  const inFlight = useRef(false);

  const mutation = useMutation<Payment, Error, PaymentIntent & { id: number; key: string }>({
    mutationFn: ({ id, key, ...intent }) =>
      intent.kind === 'void'
        ? dataProvider.voidPayment(id, { idempotencyKey: key, note: intent.note })
        : dataProvider.refundPayment(id, intent.lines, { idempotencyKey: key, note: intent.note }),
    // Only a call that never got an answer is retried by itself, with the same key.
    retry: (count, error) => count < 1 && statusOfError(error) === 0,
    retryDelay: timeouts.retryDelayMs,
    // Offline, react-query would hold the call and send it whenever the connection came back, unseen, maybe hours later:
    // money moves now or fails now, saying so (the key is kept for the retry).
    networkMode: 'always',
  });

  const run = async (intent: PaymentIntent): Promise<boolean> => {
    const heading =
      intent.kind === 'void'
        ? 'rm.payments.show.toasts.voidFailedHeading'
        : 'rm.payments.show.toasts.refundFailedHeading';
    if (!payment) {
      toast({ heading, text: 'rm.payments.show.noPayment', type: 'error' });
      return false;
    }
    if (inFlight.current) return false;
    inFlight.current = true;
    // One key per movement of money (the payment, void or refund, the lines and amounts), whatever its reason: a retry
    // after no answer is the same request, and one whose reason was changed meanwhile is refused by the server (422)
    // rather than done twice.
    const fingerprint = JSON.stringify({
      id: payment.id,
      kind: intent.kind,
      lines: intent.kind === 'refund' ? intent.lines : null,
    });
    const key = keys.current.get(fingerprint) ?? newKey();
    keys.current.set(fingerprint, key);
    const args = { id: payment.id };
    // Leaving for another page of the app keeps the request and its toast (the toast outlet is the app's). Leaving the
    // app (Back past its first page, a reload, closing the tab) would drop the answer unseen: while a void or refund is
    // on its way, the browser asks first. Held by the request, not the page, so it lasts as long as the request does.
    window.addEventListener('beforeunload', askBeforeLeaving);
    try {
      await mutation.mutateAsync({ ...intent, id: payment.id, key });
      keys.current.delete(fingerprint);
      refresh();
      toast(
        intent.kind === 'void'
          ? { heading: 'rm.payments.show.toasts.voidedHeading', text: 'rm.payments.show.toasts.voidedText', args }
          : { heading: 'rm.payments.show.toasts.refundedHeading', text: 'rm.payments.show.toasts.refundedText', args },
      );
      return true;
    } catch (error) {
      if (!outcomeUnknown(error)) keys.current.delete(fingerprint);
      const text =
        intent.kind === 'void' ? 'rm.payments.show.toasts.voidFailedText' : 'rm.payments.show.toasts.refundFailedText';
      const message = (error as Error)?.message ?? '';
      let reasons: string[] | null = null;
      if (refused(error)) {
        const { data: now } = await refetch();
        reasons = now
          ? (refusalReason(intent, now, obligationOf(obligations, now.obligationSlug), user, locale)?.map(tr) ?? null)
          : null;
      } else if (outcomeUnknown(error)) {
        // It may have been done: the page shows the payment as the server has it now (what is left to refund, its status),
        // once it can be read (offline, the read waits for the connection; the toast does not wait for it).
        void refetch().catch(() => undefined);
      }
      toast({ heading, text, args, detail: reasons ?? (message ? [message] : []), type: 'error' });
      return false;
    } finally {
      window.removeEventListener('beforeunload', askBeforeLeaving);
      inFlight.current = false;
    }
  };

  return {
    voidPayment: (note?: string) => run({ kind: 'void', note }),
    refundPayment: (lines: RefundLine[] | null, note?: string) => run({ kind: 'refund', lines, note }),
    /** A void or refund is on its way, or the payment is being reloaded after one. */
    busy: mutation.isPending || isFetching,
  };
};
