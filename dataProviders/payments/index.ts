import type { GetListParams, GetOneParams } from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import {
  filterOptionsResponseSchema,
  FULL_REFUND,
  paymentResponseSchema,
  RESULTS_PER_PAGE,
  searchResponseSchema,
  type PaymentFilterOptions,
  type PaymentSearch,
  type RefundRequest,
} from './contract';
import { toPayment, toPaymentSummary, type AssociatedPayment, type LineItem, type Payment, type PaymentSummary } from './internal/records';
import { toSearchQuery, type SearchScope } from './internal/searchQuery';

/**
 * Payment API.
 * | method                                  | call                                                        |
 * | searchPayments(search, scope)           | GET /payments?{criteria, filters, dates, client, page, per_page} |
 * | getPayment(id)                          | GET /payments/{id}                                          |
 * | voidPayment(id, {idempotencyKey})       | PATCH /payments/{id}/void (empty body, Idempotency-Key)      |
 * | refundPayment(id, lines, {idempotencyKey}) | POST /payments/{id}/refund ({line_item_payments}, or {refund_type: FULL_AMOUNT}) |
 * | getPaymentFilterOptions(client, agencies)  | GET /filter_options?client&agencies[]                      |
 * | payments: getList / getOne              | searchPayments (scope from meta) / getPayment               |
 */
export interface PaymentsMethods {
  searchPayments(search: PaymentSearch, scope: SearchScope): Promise<{ data: PaymentSummary[]; total: number }>;
  getPayment(id: number): Promise<Payment>;
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
 * Revenue-management spec §8 (transaction response errors): a failed answer that gives no reason of its own shows
 * its status text, or this.
 */
export const NO_REASON = 'No reason found';
const statusTextOrNoReason = ({ statusText }: { statusText: string }) => statusText || NO_REASON;

export const createPaymentsBackend = (apiUrl: string, baseHttp: HttpClient): Backend<PaymentsMethods> => {
  const http: HttpClient = (url, request) => baseHttp(url, { ...request, unexplained: statusTextOrNoReason });
  const paymentOf = (json: unknown) => toPayment(parseContract(paymentResponseSchema, json, NO_DATA_OBJECT).data);

  const methods: PaymentsMethods = {
    async searchPayments(search, scope) {
      const res = await http(`${apiUrl}/payments`, { query: toSearchQuery(search, scope) });
      const body = parseContract(searchResponseSchema, res.json, NO_DATA);
      return { data: body.transactions.map(toPaymentSummary), total: body.total };
    },
    async getPayment(id) {
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}`);
      return paymentOf(res.json);
    },
    async voidPayment(id, { idempotencyKey }) {
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/void`, { method: 'PATCH', headers: { 'Idempotency-Key': idempotencyKey } });
      return paymentOf(res.json);
    },
    async refundPayment(id, lineItems, { idempotencyKey }) {
      const body: RefundRequest = lineItems?.length ? { line_item_payments: lineItems.map(line => ({ id: line.id, amount: line.amount })) } : FULL_REFUND;
      const res = await http(`${apiUrl}/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
      return paymentOf(res.json);
    },
    async getPaymentFilterOptions(client, agencies) {
      const res = await http(`${apiUrl}/filter_options`, { query: { client: client ?? undefined, agencies: [...agencies].sort() } });
      return parseContract(filterOptionsResponseSchema, res.json, NO_DATA_OBJECT).data;
    },
  };

  return {
    resources: {
      payments: partialProvider('payments', {
        getList: async (_resource: string, params: GetListParams) => {
          const scope = (params.meta ?? {}) as Partial<SearchScope>;
          // The page size is the spec's 20 whatever the address says (a shared link's perPage is not obeyed).
          const page = params.pagination?.page ?? 1;
          const result = await methods.searchPayments((params.filter ?? {}) as PaymentSearch, {
            client: scope.client,
            timezone: scope.timezone ?? 'UTC',
            page,
            perPage: RESULTS_PER_PAGE,
          });
          return { data: result.data as never[], total: result.total };
        },
        getOne: async (_resource: string, params: GetOneParams) => ({ data: (await methods.getPayment(Number(params.id))) as never }),
      }),
    },
    methods,
  };
};
