import type { GetListParams, GetOneParams } from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import {
  filterOptionsResponseSchema,
  FULL_REFUND,
  MAX_RESULTS_PER_PAGE,
  paymentResponseSchema,
  RESULTS_PER_PAGE,
  searchResponseSchema,
  type PaymentFilterOptions,
  type PaymentSearch,
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

/**
 * Payment API.
 * | method                                     | call                                                                          |
 * | getList('payments', {filter, pagination})  | GET /payments?{criteria, filters, dates, client, page, per_page=20 or meta's} |
 * | getOne('payments', {id})                   | GET /payments/{id}                                                            |
 * | voidPayment(id, {idempotencyKey})          | PATCH /payments/{id}/void (empty body, Idempotency-Key)                        |
 * | refundPayment(id, lines, {idempotencyKey}) | POST /payments/{id}/refund ({line_item_payments}, or {refund_type: FULL_AMOUNT}) |
 * | getPaymentFilterOptions(client, agencies)  | GET /filter_options?client&agencies[]                                         |
 * getList's meta carries the scope of a search (SearchScope: client, timezone, and a page size up to 100 for the
 * export); other methods are not offered.
 */
export interface PaymentsMethods {
  voidPayment(id: number, options: MutationOptions): Promise<Payment>;
  refundPayment(id: number, lineItems: RefundLine[] | null, options: MutationOptions): Promise<Payment>;
  getPaymentFilterOptions(client: string | null | undefined, agencies: string[]): Promise<PaymentFilterOptions>;
}

export interface MutationOptions {
  /** One per user intent, reused when the same intent is retried, so the server acts once. */
  idempotencyKey: string;
}

/** A line item and the cents to refund of it. */
export interface RefundLine {
  id: number;
  amount: number;
}

export type { AssociatedPayment, LineItem, Payment, PaymentSummary, PaymentSearch, PaymentFilterOptions };

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
    async voidPayment(id, { idempotencyKey }) {
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/void`, {
        method: 'PATCH',
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return paymentOf(res.json);
    },
    async refundPayment(id, lineItems, { idempotencyKey }) {
      const body: RefundRequest = lineItems?.length
        ? { line_item_payments: lineItems.map(line => ({ id: line.id, amount: line.amount })) }
        : FULL_REFUND;
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/refund`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return paymentOf(res.json);
    },
    async getPaymentFilterOptions(client, agencies) {
      const res = await http(`${apiUrl}/filter_options`, {
        query: { client: client ?? undefined, agencies: [...agencies].sort() },
      });
      return parseContract(filterOptionsResponseSchema, res.json, NO_DATA_OBJECT).data;
    },
  };

  const search = async (filter: unknown, scope: SearchScope, signal: AbortSignal | undefined) => {
    const res = await http(`${apiUrl}/payments`, { query: toSearchQuery(toPaymentSearch(filter), scope), signal });
    const body = parseContract(searchResponseSchema, res.json, NO_DATA);
    return { data: body.transactions.map(toPaymentSummary), total: body.total };
  };

  return {
    resources: {
      payments: partialProvider('payments', {
        getList: async (_resource: string, params: GetListParams) => {
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
          return { data: result.data as never[], total: result.total };
        },
        getOne: async (_resource: string, params: GetOneParams) => {
          const res = await http(`${apiUrl}/payments/${encodeURIComponent(Number(params.id))}`);
          return { data: paymentOf(res.json) as never };
        },
      }),
    },
    methods,
  };
};
