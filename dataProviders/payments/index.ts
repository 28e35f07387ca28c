import type {
  CreateParams,
  CreateResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import {
  filterOptionsResponseSchema,
  FULL_REFUND,
  MAX_RESULTS_PER_PAGE,
  noteResponseSchema,
  notesResponseSchema,
  paymentResponseSchema,
  receiptResponseSchema,
  receiptsResponseSchema,
  RESULTS_PER_PAGE,
  searchResponseSchema,
  type PaymentFilterOptions,
  type NoteRequest,
  type PaymentSearch,
  type ReceiptRequest,
  type RefundRequest,
} from './contract';
import {
  toPayment,
  toPaymentSummary,
  type AssociatedPayment,
  type LineItem,
  type Payment,
  type PaymentSummary,
} from './internal/records';
import { toPaymentSearch, toSearchQuery, type SearchScope } from './internal/searchQuery';
import { toPaymentNote, toPaymentReceiptSent, type PaymentNote, type PaymentReceiptSent } from './internal/story';

/**
 * Payment API.
 * | method                                     | call                                                                          |
 * | getList('payments', {filter, pagination})  | GET /payments?{criteria, filters, dates, client, page, per_page=20 or meta's} |
 * | getOne('payments', {id})                   | GET /payments/{id}                                                            |
 * | voidPayment(id, {idempotencyKey})          | PATCH /payments/{id}/void (empty body, Idempotency-Key)                        |
 * | refundPayment(id, lines, {idempotencyKey}) | POST /payments/{id}/refund ({line_item_payments}, or {refund_type: FULL_AMOUNT}) |
 * | paymentFilterOptions: getOne({id: client, meta: {agencies}}) | GET /filter_options?client&agencies[]       |
 * | getList('payment_notes', {filter: {payment_id}})   | GET /payments/{id}/notes                                 |
 * | create('payment_notes', {data: {payment_id, body}}) | POST /payments/{id}/notes ({body}, Idempotency-Key from meta) |
 * | update('payment_notes', {id, data: {body}, previousData}) | PATCH /payments/{payment_id}/notes/{id} ({body})       |
 * | getList('payment_receipts', {filter: {payment_id}})  | GET /payments/{id}/receipts                              |
 * | sendPaymentReceipt(id, email, {idempotencyKey})      | POST /payments/{id}/receipt ({email} or {}: the payer's) |
 * Void and refund carry the dialog's reason as `note` when one was typed.
 * getList's meta carries the scope of a search (SearchScope: client, timezone, and a page size up to 100 for the
 * export); other methods are not offered.
 */
export interface PaymentsMethods {
  voidPayment(id: number, options: ActionOptions): Promise<Payment>;
  refundPayment(id: number, lineItems: RefundLine[] | null, options: ActionOptions): Promise<Payment>;
  /** `email` null: to the payer's address on the payment. */
  sendPaymentReceipt(id: number, email: string | null, options: MutationOptions): Promise<PaymentReceiptSent>;
}

/** The service types and payment sources of a client's chosen agencies: its record's id is the client's slug. */
export type PaymentFilterOptionsRecord = PaymentFilterOptions & { id: string };

export interface MutationOptions {
  /** One per user intent, reused when the same intent is retried, so the server acts once. */
  idempotencyKey: string;
}

export interface ActionOptions extends MutationOptions {
  /** The reason typed in the dialog, saved by the API as a note with the action. */
  note?: string;
}

/** A line item and the cents to refund of it. */
export interface RefundLine {
  id: number;
  amount: number;
}

export type {
  AssociatedPayment,
  LineItem,
  Payment,
  PaymentSummary,
  PaymentSearch,
  PaymentFilterOptions,
  PaymentNote,
  PaymentReceiptSent,
};
/** The search a list filter holds (what an address's filter can say; anything else is dropped). */
export { toPaymentSearch };

export const NO_DATA_OBJECT = 'no data object found In Response';
export const NO_DATA = 'no data found in response';

/**
 * A failed answer that gives no reason
 * of its own shows its status text, or this.
 */
export const NO_REASON = 'No reason found';
const statusTextOrNoReason = ({ statusText }: { statusText: string }) => statusText || NO_REASON;

export const createPaymentsBackend = (apiUrl: string, baseHttp: HttpClient): Backend<PaymentsMethods> => {
  const http: HttpClient = (url, request) => baseHttp(url, { ...request, unexplained: statusTextOrNoReason });
  const paymentOf = (json: unknown) => toPayment(parseContract(paymentResponseSchema, json, NO_DATA_OBJECT).data);

  const methods: PaymentsMethods = {
    async voidPayment(id, { idempotencyKey, note }) {
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/void`, {
        method: 'PATCH',
        body: note ? { note } : undefined,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return paymentOf(res.json);
    },
    async refundPayment(id, lineItems, { idempotencyKey, note }) {
      const body: RefundRequest = {
        ...(lineItems?.length
          ? { line_item_payments: lineItems.map(line => ({ id: line.id, amount: line.amount })) }
          : FULL_REFUND),
        ...(note ? { note } : {}),
      };
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/refund`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return paymentOf(res.json);
    },
    async sendPaymentReceipt(id, email, { idempotencyKey }) {
      const body: ReceiptRequest = email ? { email } : {};
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/receipt`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return toPaymentReceiptSent(parseContract(receiptResponseSchema, res.json, NO_DATA_OBJECT).data);
    },
  };

  const search = async (filter: unknown, scope: SearchScope, signal: AbortSignal | undefined) => {
    const res = await http(`${apiUrl}/payments`, { query: toSearchQuery(toPaymentSearch(filter), scope), signal });
    const body = parseContract(searchResponseSchema, res.json, NO_DATA);
    return { data: body.transactions.map(toPaymentSummary), total: body.total };
  };

  const paymentPath = (paymentId: unknown) => {
    const id = Number(paymentId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('A payment id is required');
    return `${apiUrl}/payments/${encodeURIComponent(id)}`;
  };
  const idempotencyKeyOf = (meta: unknown) => {
    const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    return typeof key === 'string' ? { 'Idempotency-Key': key } : undefined;
  };

  return {
    resources: {
      payment_notes: partialProvider('payment_notes', {
        getList: async (_resource: string, params: GetListParams): Promise<GetListResult> => {
          const res = await http(`${paymentPath(params.filter?.payment_id)}/notes`, { signal: params.signal });
          const data = parseContract(notesResponseSchema, res.json, NO_DATA).data.map(toPaymentNote);
          return { data: data, total: data.length };
        },
        create: async (_resource: string, params: CreateParams): Promise<CreateResult> => {
          const body: NoteRequest = { body: String(params.data.body ?? '') };
          const res = await http(`${paymentPath(params.data.payment_id)}/notes`, {
            method: 'POST',
            body,
            headers: idempotencyKeyOf(params.meta),
          });
          return { data: toPaymentNote(parseContract(noteResponseSchema, res.json, NO_DATA_OBJECT).data) };
        },
        update: async (_resource: string, params: UpdateParams): Promise<UpdateResult> => {
          const body: NoteRequest = { body: String(params.data.body ?? '') };
          const paymentId = (params.previousData as Partial<PaymentNote> | undefined)?.paymentId;
          const res = await http(`${paymentPath(paymentId)}/notes/${encodeURIComponent(Number(params.id))}`, {
            method: 'PATCH',
            body,
          });
          return { data: toPaymentNote(parseContract(noteResponseSchema, res.json, NO_DATA_OBJECT).data) };
        },
      }),
      payment_receipts: partialProvider('payment_receipts', {
        getList: async (_resource: string, params: GetListParams): Promise<GetListResult> => {
          const res = await http(`${paymentPath(params.filter?.payment_id)}/receipts`, { signal: params.signal });
          const data = parseContract(receiptsResponseSchema, res.json, NO_DATA).data.map(toPaymentReceiptSent);
          return { data: data, total: data.length };
        },
      }),
      payments: partialProvider('payments', {
        getList: async (_resource: string, params: GetListParams): Promise<GetListResult> => {
          const meta = (params.meta ?? {}) as Partial<SearchScope>;
          // The page size is the spec's 20 whatever the address says (a shared link's perPage is not obeyed); only
          // meta may ask for another, up to the largest the API serves (the export asks for that).
          const perPage = Math.min(Math.max(1, Math.floor(meta.perPage ?? RESULTS_PER_PAGE)), MAX_RESULTS_PER_PAGE);
          const scope: SearchScope = {
            client: meta.client,
            timezone: meta.timezone ?? 'UTC',
            page: params.pagination?.page ?? 1,
            perPage,
          };
          const answer = await search(params.filter, scope, params.signal);
          // A page past the last (an old bookmark) answers with the last page: react-admin's list then moves to it.
          const last = Math.ceil(answer.total / perPage);
          const result =
            !answer.data.length && last > 0 && (scope.page ?? 1) > last
              ? await search(params.filter, { ...scope, page: last }, params.signal)
              : answer;
          return { data: result.data, total: result.total };
        },
        getOne: async (_resource: string, params: GetOneParams): Promise<GetOneResult> => {
          const res = await http(`${apiUrl}/payments/${encodeURIComponent(Number(params.id))}`);
          return { data: paymentOf(res.json) };
        },
      }),
      paymentFilterOptions: partialProvider('paymentFilterOptions', {
        getOne: async (_resource: string, { id, meta, signal }: GetOneParams): Promise<GetOneResult> => {
          const agencies = ((meta ?? {}) as { agencies?: string[] }).agencies ?? [];
          const res = await http(`${apiUrl}/filter_options`, {
            query: { client: String(id) || undefined, agencies: [...agencies].sort() },
            signal,
          });
          const options = parseContract(filterOptionsResponseSchema, res.json, NO_DATA_OBJECT).data;
          const record: PaymentFilterOptionsRecord = { ...options, id: String(id) };
          return { data: record };
        },
      }),
    },
    methods,
  };
};
