import { createHash } from 'node:crypto';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import {
  CARD_PAYMENT_TYPES,
  MAX_RESULTS_PER_PAGE,
  noteRequestSchema,
  receiptRequestSchema,
  refundRequestSchema,
  voidRequestSchema,
} from '../../dataProviders/payments/contract';
import { clientSlugFor, requirePermission, sendError, userOf, visibleAgencySlugs, type MockContext } from '../context';
import { atomic, LIST_ERRORS, saysJson, UNSUPPORTED_TYPE } from '../requests';
import { checkImageAccess } from '../checkImages';
import { isPlatformAdmin } from '../permissions';
import type { MockAgencyPaymentOptions, MockLineItem, MockPayment } from '../seed/payments';
import type { MockClient } from '../seed/types';
import { addNote, dollars, mayAttachNote, paymentStoryRoutes } from './paymentStory';
import type { Store } from '../store';

const COLLECTION = 'payments';
const KEYS = 'idempotency_keys';
const MAX_PER_PAGE = MAX_RESULTS_PER_PAGE;

type Query = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const list = (value: unknown): string[] =>
  ([] as unknown[]).concat(value ?? []).filter((item): item is string => typeof item === 'string' && !!item);

/** What a search query asks for, checked; a malformed value is a 422 with the parameter named. */
export const parseSearch = (query: Query): { filters: SearchFilters } | { error: string } => {
  const page = query.page === undefined ? 1 : Number(query.page);
  const perPage = query.per_page === undefined ? 20 : Number(query.per_page);
  if (!Number.isInteger(page) || page < 1) return { error: 'page must be a whole number from 1.' };
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    return { error: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}.` };
  const amountText = text(query.amount);
  const amount = amountText === undefined ? undefined : Number(amountText);
  if (amount !== undefined && !Number.isSafeInteger(amount))
    return { error: 'amount must be a whole number of cents.' };
  const instants: Record<string, number | undefined> = {};
  for (const key of [
    'beginning_time',
    'ending_time',
    'settlement_next_business_day_beginning_date',
    'settlement_next_business_day_ending_date',
  ]) {
    const value = text(query[key]);
    if (value === undefined) continue;
    const time = Date.parse(value);
    if (Number.isNaN(time)) return { error: `${key} must be an ISO date and time.` };
    instants[key] = time;
  }
  for (const key of ['bank_account_last_four', 'credit_card_last_four']) {
    const value = text(query[key]);
    if (value !== undefined && !/^\d{1,4}$/.test(value)) return { error: `${key} must be up to 4 digits.` };
  }
  const status = text(query.status);
  return {
    filters: {
      page,
      perPage,
      transactionNumber: text(query.transaction_number),
      accountNumber: text(query.account_number)?.toLowerCase(),
      amount,
      cardholderName: text(query.cardholder_name)?.toLowerCase(),
      bankAccountHolderName: text(query.bank_account_holder_name)?.toLowerCase(),
      bankAccountLastFour: text(query.bank_account_last_four),
      creditCardLastFour: text(query.credit_card_last_four),
      agencies: list(query.agencies),
      serviceType: text(query.service_type),
      status: status === 'all' ? undefined : status,
      channel: text(query.payment_channel),
      method: text(query.payment_method),
      sources: list(query.payment_sources),
      mode: text(query.payment_mode),
      createdFrom: instants.beginning_time,
      createdTo: instants.ending_time,
      fundedFrom: instants.settlement_next_business_day_beginning_date,
      fundedTo: instants.settlement_next_business_day_ending_date,
    },
  };
};

export interface SearchFilters {
  page: number;
  perPage: number;
  transactionNumber?: string;
  accountNumber?: string;
  amount?: number;
  cardholderName?: string;
  bankAccountHolderName?: string;
  bankAccountLastFour?: string;
  creditCardLastFour?: string;
  agencies: string[];
  serviceType?: string;
  status?: string;
  channel?: string;
  method?: string;
  sources: string[];
  mode?: string;
  createdFrom?: number;
  createdTo?: number;
  fundedFrom?: number;
  fundedTo?: number;
}

const CARD_TYPES = new Set<string>(CARD_PAYMENT_TYPES);

/** Whether a payment matches every criterion and filter of a search. */
export const matchesSearch = (payment: MockPayment, f: SearchFilters): boolean => {
  if (f.transactionNumber !== undefined && String(payment.id) !== f.transactionNumber) return false;
  if (f.accountNumber !== undefined && !payment.accountNumber?.toLowerCase().includes(f.accountNumber)) return false;
  if (f.amount !== undefined && payment.subtotal !== f.amount && payment.totalAmount !== f.amount) return false;
  if (f.cardholderName !== undefined && !payment.creditCard?.cardholderName.toLowerCase().includes(f.cardholderName))
    return false;
  if (
    f.bankAccountHolderName !== undefined &&
    !payment.bankAccount?.bankAccountHolderName.toLowerCase().includes(f.bankAccountHolderName)
  )
    return false;
  if (f.bankAccountLastFour !== undefined && payment.bankAccount?.lastFour !== f.bankAccountLastFour) return false;
  if (f.creditCardLastFour !== undefined && payment.creditCard?.lastFour !== f.creditCardLastFour) return false;
  if (f.agencies.length && !f.agencies.includes(payment.agencySlug)) return false;
  if (f.serviceType !== undefined && payment.serviceTypeSlug !== f.serviceType) return false;
  if (f.status !== undefined && payment.status !== f.status) return false;
  if (f.channel !== undefined && payment.paymentChannel !== f.channel) return false;
  if (
    f.method !== undefined &&
    (f.method === 'credit_card' ? !CARD_TYPES.has(payment.type) : payment.type !== f.method)
  )
    return false;
  if (f.sources.length && !f.sources.includes(payment.paymentSourceSlug)) return false;
  if (f.mode !== undefined && (payment.paymentInitiator === 'schedule_service') !== (f.mode === 'autopay'))
    return false;
  if (f.createdFrom !== undefined || f.createdTo !== undefined) {
    const created = Date.parse(payment.createdAt);
    if (f.createdFrom !== undefined && created < f.createdFrom) return false;
    if (f.createdTo !== undefined && created > f.createdTo) return false;
  }
  if (f.fundedFrom !== undefined || f.fundedTo !== undefined) {
    if (!payment.fundedAt) return false;
    const funded = Date.parse(payment.fundedAt);
    if (f.fundedFrom !== undefined && funded < f.fundedFrom) return false;
    if (f.fundedTo !== undefined && funded > f.fundedTo) return false;
  }
  return true;
};

/**
 * A search result row, with the optional fields of the
 * contract the export reads. What was refunded belongs to a payment: a refund or reversal row carries 0.
 */
export const toTransaction = (payment: MockPayment) => ({
  id: payment.id,
  createdAt: payment.createdAt,
  fundedAt: payment.fundedAt,
  status: payment.status,
  type: payment.type,
  paymentInitiator: payment.paymentInitiator,
  creditCard: payment.creditCard
    ? {
        type: payment.creditCard.type,
        lastFour: payment.creditCard.lastFour,
        cardholderName: payment.creditCard.cardholderName,
      }
    : null,
  bankAccount: payment.bankAccount
    ? { lastFour: payment.bankAccount.lastFour, bankAccountHolderName: payment.bankAccount.bankAccountHolderName }
    : null,
  subtotal: payment.subtotal,
  agency: payment.agency,
  account: { number: payment.accountNumber },
  originalPaymentId: payment.originalPaymentId,
  serviceType: payment.serviceType,
  paymentSource: payment.paymentSource,
  paymentChannel: payment.paymentChannel,
  serviceFee: payment.serviceFee,
  totalAmount: payment.totalAmount,
  paymentProcessTypeName: payment.paymentProcessTypeName,
  amount_refunded:
    payment.paymentProcessTypeName === 'payment'
      ? payment.lineItems.reduce((sum, line) => sum + line.amountRefundedInCents, 0)
      : 0,
});

const remaining = (line: MockLineItem) => Math.max(0, line.amountInCents - line.amountRefundedInCents);

/** Refundable and voidable follow from the payment and the payments related to it. */
export const paymentState = (payment: MockPayment, children: MockPayment[]) => {
  const amountRefundable = payment.lineItems.reduce((sum, line) => sum + remaining(line), 0);
  const amountRefunded = payment.lineItems.reduce((sum, line) => sum + line.amountRefundedInCents, 0);
  const reversed = children.some(child => child.paymentProcessTypeName === 'chargeback_reversal');
  const blocked = children.some(
    child =>
      child.paymentProcessTypeName === 'ach_return' || (child.paymentProcessTypeName === 'chargeback' && !reversed),
  );
  const isPayment = payment.paymentProcessTypeName === 'payment';
  return {
    amountRefundable,
    amountRefunded,
    refundable: isPayment && payment.status === 'successful' && !!payment.fundedAt && amountRefundable > 0 && !blocked,
    voidable:
      isPayment &&
      payment.status === 'successful' &&
      !payment.fundedAt &&
      amountRefunded === 0 &&
      children.length === 0,
  };
};

const lineOut = (line: MockLineItem) => ({
  id: line.id,
  customAttributes: line.customAttributes ?? {},
  amountInCents: line.amountInCents,
  amountRefundedInCents: line.amountRefundedInCents,
  amountRefundableInCents: remaining(line),
});

/** The full payment, with the server-side snake_case fields beside the camelCase ones. */
export const toApiPayment = (
  payment: MockPayment,
  original: MockPayment | undefined,
  children: MockPayment[],
  publicUrl: string,
  /** The query string that lets its reader fetch a check image (signCheckImage); none in tests of the shape. */
  imageAccess: (path: string) => string = () => '',
) => {
  const state = paymentState(payment, children);
  const associated = (other: MockPayment) => ({
    id: other.id,
    status: other.status,
    paymentProcessTypeName: other.paymentProcessTypeName,
    lineItems: other.lineItems.map(lineOut),
    createdAt: other.createdAt,
    totalAmount: other.totalAmount,
  });
  const image = (side: string) => {
    const path = `/api/payments/check_images/${payment.id}/${side}.svg`;
    return payment.hasCheckImages ? `${publicUrl}${path}${imageAccess(path)}` : null;
  };
  return {
    id: payment.id,
    status: payment.status,
    totalAmount: payment.totalAmount,
    subtotal: payment.subtotal,
    serviceFee: payment.serviceFee,
    serviceType: payment.serviceType,
    service_type: payment.serviceTypeSlug,
    agency: payment.agency,
    agencySlug: payment.agencySlug,
    paymentSource: payment.paymentSource,
    payment_source: payment.paymentSourceSlug,
    paymentChannel: payment.paymentChannel,
    originalPaymentId: payment.originalPaymentId,
    account: { number: payment.accountNumber },
    createdAt: payment.createdAt,
    created_at: payment.createdAt,
    fundedAt: payment.fundedAt,
    funded_at: payment.fundedAt,
    paymentInitiator: payment.paymentInitiator,
    paymentProcessTypeName: payment.paymentProcessTypeName,
    obligationSlug: payment.obligationSlug,
    type: payment.type,
    payment_type: payment.type,
    refundable: state.refundable,
    voidable: state.voidable,
    refundTypeAllowed: payment.refundTypeAllowed,
    amount_refundable: state.amountRefundable,
    amount_refunded: state.amountRefunded,
    associatedPayments: [...(original ? [original] : []), ...children].map(associated),
    specificParams: payment.specificParams ?? {},
    creditCard: payment.creditCard ?? null,
    bankAccount: payment.bankAccount ?? null,
    wirePayment: payment.wirePayment ?? null,
    checkImageUrlFront: image('front'),
    checkImageUrlBack: image('back'),
    lineItems: payment.lineItems.map(lineOut),
  };
};

export type RefundOutcome =
  { ok: true; original: MockPayment; refund: MockPayment } | { ok: false; status: 409 | 422; message: string };

/**
 * Refunds what was asked, in cents, against what each line still has refundable. No lines (a FULL_AMOUNT
 * request) refunds everything left. An amount beyond what is left is a conflict (409): the balance changed underneath.
 */
export const planRefund = (
  payment: MockPayment,
  children: MockPayment[],
  lines: { id: number; amount: number }[] | undefined,
  refundId: number,
  now: string,
): RefundOutcome => {
  const state = paymentState(payment, children);
  if (!state.refundable) {
    if (payment.status === 'refunded' || (payment.paymentProcessTypeName === 'payment' && state.amountRefundable === 0))
      return { ok: false, status: 409, message: `Transaction ${payment.id} has already been refunded.` };
    return { ok: false, status: 409, message: `Transaction ${payment.id} cannot be refunded.` };
  }
  let amounts: Map<number, number>;
  if (!lines) {
    amounts = new Map(payment.lineItems.filter(line => remaining(line) > 0).map(line => [line.id, remaining(line)]));
  } else {
    if (payment.refundTypeAllowed === 'FULL_AMOUNT')
      return { ok: false, status: 422, message: `Transaction ${payment.id} can only be refunded in full.` };
    amounts = new Map();
    for (const line of lines) {
      const item = payment.lineItems.find(candidate => candidate.id === line.id);
      if (!item)
        return { ok: false, status: 422, message: `Line item ${line.id} is not part of transaction ${payment.id}.` };
      if (amounts.has(line.id))
        return { ok: false, status: 422, message: `Line item ${line.id} is listed more than once.` };
      if (line.amount > remaining(item))
        return {
          ok: false,
          status: 409,
          message: `Line item ${line.id} has only ${dollars(remaining(item))} refundable.`,
        };
      if (payment.refundTypeAllowed === 'PARTIAL_AMOUNT_FULL_LINE_ITEM' && line.amount !== remaining(item))
        return {
          ok: false,
          status: 422,
          message: `Line item ${line.id} can only be refunded in full (${dollars(remaining(item))}).`,
        };
      amounts.set(line.id, line.amount);
    }
  }
  const lineItems = payment.lineItems.map(line => ({
    ...line,
    amountRefundedInCents: line.amountRefundedInCents + (amounts.get(line.id) ?? 0),
  }));
  const refundLines: MockLineItem[] = payment.lineItems
    .filter(line => amounts.has(line.id))
    .map(line => ({
      id: line.id,
      customAttributes: line.customAttributes,
      amountInCents: amounts.get(line.id)!,
      amountRefundedInCents: amounts.get(line.id)!,
    }));
  const total = refundLines.reduce((sum, line) => sum + line.amountInCents, 0);
  const original: MockPayment = {
    ...payment,
    lineItems,
    status: lineItems.every(line => remaining(line) === 0) ? 'refunded' : payment.status,
  };
  const refund: MockPayment = {
    ...payment,
    id: refundId,
    status: 'refunded',
    paymentProcessTypeName: 'refund',
    totalAmount: total,
    subtotal: total,
    serviceFee: 0,
    originalPaymentId: payment.id,
    createdAt: now,
    fundedAt: null,
    refundTypeAllowed: null,
    hasCheckImages: undefined,
    specificParams: undefined,
    lineItems: refundLines,
  };
  return { ok: true, original, refund };
};

/**
 * Each client's payments in newest-first order, who relates to whom, and the ids each recent search matched, all
 * rebuilt after any write to the payments (as a database's indexes and query cache would answer at once).
 */
const createIndex = (store: Store) => {
  let revision = -1;
  let newestFirst = new Map<string, MockPayment[]>();
  let children = new Map<number, number[]>();
  const searches = new Map<string, number[]>();
  const refresh = () => {
    if (store.revision(COLLECTION) === revision) return;
    revision = store.revision(COLLECTION);
    searches.clear();
    newestFirst = new Map();
    children = new Map();
    const all = store
      .all<MockPayment>(COLLECTION)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
    for (const payment of all) {
      const mine = newestFirst.get(payment.clientSlug) ?? [];
      mine.push(payment);
      newestFirst.set(payment.clientSlug, mine);
      if (payment.originalPaymentId !== null) {
        const ids = children.get(payment.originalPaymentId) ?? [];
        ids.push(payment.id);
        children.set(payment.originalPaymentId, ids);
      }
    }
  };
  return {
    /** The ids of the client's payments in the agencies that match, newest first (the last 100 searches are kept). */
    search: (client: string, agencies: Set<string>, filters: SearchFilters): number[] => {
      refresh();
      const key = stableStringify({
        client,
        agencies: [...agencies].sort(),
        filters: { ...filters, page: 0, perPage: 0 },
      });
      let ids = searches.get(key);
      if (!ids) {
        ids = (newestFirst.get(client) ?? [])
          .filter(payment => agencies.has(payment.agencySlug) && matchesSearch(payment, filters))
          .map(payment => payment.id);
        if (searches.size >= 100) searches.delete(searches.keys().next().value!);
        searches.set(key, ids);
      }
      return ids;
    },
    childrenOf: (id: number) => {
      refresh();
      return (children.get(id) ?? [])
        .map(child => store.get<MockPayment>(COLLECTION, child)!)
        .sort((a, b) => a.id - b.id);
    },
  };
};

const stableStringify = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(key => `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
};

export interface IdempotencyRecord {
  id: string;
  /** A SHA-256 of the method, path and body: the request itself is not kept. */
  request: string;
  status: number;
  body: unknown;
  createdAt: string;
}

/**
 * `Idempotency-Key`: the answer to an accepted (2xx) request is kept with the operation's own writes, in the same
 * journal entry, and replayed for the same request; the same key on a different request is refused with 422.
 * Refused requests leave no record, so their retry is answered afresh. Keys belong to their user.
 */
const idempotent =
  (store: Store): RequestHandler =>
  (req, res, next) => {
    const key = req.header('idempotency-key');
    if (key === undefined) return atomic(store)(req, res, next);
    if (!key || key.length > 255) return sendError(res, 422, 'Idempotency-Key must be 1 to 255 characters.');
    const id = `${userOf(req).id}:${key}`;
    const request = createHash('sha256')
      .update(`${req.method} ${req.baseUrl}${req.path} ${stableStringify(req.body ?? null)}`)
      .digest('hex');
    const seen = store.get<IdempotencyRecord>(KEYS, id);
    if (seen) {
      if (seen.request !== request)
        return sendError(
          res,
          422,
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        );
      res.setHeader('Idempotent-Replayed', 'true');
      return res.status(seen.status).json(seen.body);
    }
    atomic(store, (status, body) => {
      if (status >= 200 && status < 300)
        rememberAnswer(store, userOf(req).id, { id, request, status, body, createdAt: new Date().toISOString() });
    })(req, res, next);
  };

/** Idempotency records kept per user; a real API keeps them for a day, this one the newest thousand. */
export const MAX_KEYS_PER_USER = 1_000;

/** Keeps an answer under its key and forgets the user's oldest beyond `max`, in the caller's transaction. */
export const rememberAnswer = (store: Store, userId: string, record: IdempotencyRecord, max = MAX_KEYS_PER_USER) => {
  store.put(KEYS, record);
  const mine = store
    .all<IdempotencyRecord>(KEYS)
    .filter(kept => kept.id.startsWith(`${userId}:`))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const old of mine.slice(0, Math.max(0, mine.length - max))) store.remove(KEYS, old.id);
};

const NO_REFUND_BODY =
  'a refund needs a body: {"refund_type":"FULL_AMOUNT"}, or {"line_item_payments":[{"id":…,"amount":…}]}';

/**
 * A body the route does not understand is refused before anything is looked up: 415 when not JSON, 422 when not this
 * shape. `missing`: the body is required, and this is what a request without one is told.
 */
const bodyOf =
  (
    schema:
      typeof refundRequestSchema | typeof voidRequestSchema | typeof noteRequestSchema | typeof receiptRequestSchema,
    missing?: string,
  ): RequestHandler =>
  (req, res, next) => {
    if (missing && !saysJson(req)) return res.status(415).json(LIST_ERRORS.message(UNSUPPORTED_TYPE));
    if (missing && req.body === undefined)
      return res.status(422).json(LIST_ERRORS.invalid([{ field: 'base', detail: missing }]));
    const parsed = schema.safeParse(req.body);
    if (!parsed.success)
      return res
        .status(422)
        .json(
          LIST_ERRORS.invalid(
            parsed.error.issues.map(issue => ({ field: issue.path.join('.') || 'base', detail: issue.message })),
          ),
        );
    next();
  };

const checkImage = (id: string, side: string) => {
  const title = side === 'front' ? `Check for transaction ${id}` : `Endorsement of transaction ${id}`;
  const body =
    side === 'front'
      ? `<text x="24" y="40" font-size="18">PAY TO THE ORDER OF</text><text x="24" y="78" font-size="22" font-weight="bold">City Treasurer</text><text x="24" y="170" font-family="monospace" font-size="16">⑆071000013⑆ 1234567890⑈ ${id}</text>`
      : `<text x="24" y="40" font-size="16">ENDORSE HERE</text><line x1="24" y1="80" x2="300" y2="80" stroke="#555"/><text x="24" y="120" font-size="14">For deposit only · transaction ${id}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200" role="img" aria-label="${title}"><rect width="480" height="200" fill="#f4f1e8" stroke="#999"/>${body}</svg>`;
};

/**
 * The payment API: search (GET /payments), detail, void, refund, and the filter options the search
 * offers per agency. Scoped to the client of the request and the agencies its user may see.
 */
export const paymentsRoutes = (ctx: MockContext, readBody: (RequestHandler | ErrorRequestHandler)[] = []) => {
  const { store } = ctx;
  const index = createIndex(store);
  const router = Router();
  const images = checkImageAccess(store);

  // Check images are fetched by <img>, which carries no token: the payment's detail hands out addresses signed for
  // its reader that expire, and each fetch checks that reader may still see that payment.
  router.get('/check_images/:id(\\d+)/:side(front|back).svg', (req, res) => {
    const payment = store.get<MockPayment>(COLLECTION, Number(req.params.id));
    if (!payment?.hasCheckImages || !images.allows(req, payment)) return sendError(res, 404, 'Not found');
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'private, max-age=300')
      .send(checkImage(req.params.id, req.params.side));
  });

  router.use(ctx.requireAuth, ...readBody);

  /** `unnamed`: the client a platform admin acts for when the request names none. */
  const scopeOf = (req: Request, res: Response, unnamed?: string) => {
    const client = clientSlugFor(req, store) ?? unnamed;
    if (!client) {
      sendError(res, 422, 'client is required.');
      return undefined;
    }
    return { client, agencies: new Set(visibleAgencySlugs(userOf(req), client, store)) };
  };

  // GET /payments/{id} and its void and refund name no client: a payment id is the
  // API's own, so a platform admin, who may work in any client, is scoped to the payment's client; everyone else
  // to their own. An id that names no payment scopes the admin to no client of the store, so it is not found, as
  // for anyone else.
  const NO_SUCH_CLIENT = '-';
  const visiblePayment = (req: Request, res: Response) => {
    const payment = store.get<MockPayment>(COLLECTION, Number(req.params.id));
    const scope = scopeOf(req, res, isPlatformAdmin(userOf(req)) ? (payment?.clientSlug ?? NO_SUCH_CLIENT) : undefined);
    if (!scope) return undefined;
    if (!payment || payment.clientSlug !== scope.client || !scope.agencies.has(payment.agencySlug)) {
      sendError(res, 404, `Transaction ${req.params.id} was not found.`);
      return undefined;
    }
    return payment;
  };

  const respondWith = (res: Response, payment: MockPayment, status = 200) => {
    const original =
      payment.originalPaymentId !== null ? store.get<MockPayment>(COLLECTION, payment.originalPaymentId) : undefined;
    res.status(status).json({
      data: toApiPayment(payment, original, index.childrenOf(payment.id), ctx.publicUrl, path =>
        images.queryFor(userOf(res.req), path),
      ),
    });
  };

  router.get('/filter_options', requirePermission('SEARCH_TRANSACTIONS'), (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    const requested = list(req.query.agencies);
    const chosen = [...scope.agencies].filter(slug => !requested.length || requested.includes(slug));
    const merge = (pick: (options: MockAgencyPaymentOptions) => { value: string; label: string }[]) => {
      const byValue = new Map<string, { value: string; label: string }>();
      for (const slug of chosen)
        for (const option of pick(
          store.get<MockAgencyPaymentOptions>('payment_options', slug) ?? {
            id: slug,
            clientSlug: scope.client,
            serviceTypes: [],
            paymentSources: [],
          },
        ))
          byValue.set(option.value, option);
      return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label));
    };
    res.json({
      data: {
        serviceTypes: merge(options => options.serviceTypes),
        paymentSources: merge(options => options.paymentSources),
      },
    });
  });

  router.get('/payments', requirePermission('SEARCH_TRANSACTIONS'), (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    const parsed = parseSearch(req.query as Query);
    if ('error' in parsed) return sendError(res, 422, parsed.error);
    const { filters } = parsed;
    const ids = index.search(scope.client, scope.agencies, filters);
    const start = (filters.page - 1) * filters.perPage;
    const page = ids.slice(start, start + filters.perPage).map(id => store.get<MockPayment>(COLLECTION, id)!);
    const total = ids.length;
    res.json({ total, transactions: page.map(toTransaction) });
  });

  router.get('/payments/:id(\\d+)', requirePermission('VIEW_TRANSACTION_DETAILS'), (req, res) => {
    const payment = visiblePayment(req, res);
    if (payment) respondWith(res, payment);
  });

  router.patch(
    '/payments/:id(\\d+)/void',
    requirePermission('VOID_TRANSACTION'),
    bodyOf(voidRequestSchema),
    idempotent(store),
    (req, res) => {
      const payment = visiblePayment(req, res);
      if (!payment) return;
      const note = voidRequestSchema.parse(req.body)?.note;
      if (!mayAttachNote(req, res, note)) return;
      if (!paymentState(payment, index.childrenOf(payment.id)).voidable) {
        return sendError(
          res,
          409,
          payment.status === 'voided'
            ? `Transaction ${payment.id} has already been voided.`
            : `Transaction ${payment.id} can no longer be voided.`,
        );
      }
      if (note !== undefined) addNote(store, req, payment.id, note, { kind: 'void', paymentId: null });
      respondWith(res, store.put(COLLECTION, { ...payment, status: 'voided' }));
    },
  );

  router.post(
    '/payments/:id(\\d+)/refund',
    requirePermission('REFUND_TRANSACTION'),
    bodyOf(refundRequestSchema, NO_REFUND_BODY),
    idempotent(store),
    (req, res) => {
      const payment = visiblePayment(req, res);
      if (!payment) return;
      const body = refundRequestSchema.parse(req.body);
      if (!mayAttachNote(req, res, body.note)) return;
      const outcome = planRefund(
        payment,
        index.childrenOf(payment.id),
        body.line_item_payments,
        store.nextId(COLLECTION),
        new Date().toISOString(),
      );
      if (!outcome.ok) return sendError(res, outcome.status, outcome.message);
      store.put(COLLECTION, outcome.refund);
      if (body.note !== undefined)
        addNote(
          store,
          req,
          payment.id,
          body.note,
          { kind: 'refund', paymentId: outcome.refund.id },
          outcome.refund.createdAt,
        );
      respondWith(res, store.put(COLLECTION, outcome.original));
    },
  );

  paymentStoryRoutes(router, {
    store,
    visiblePayment,
    idempotent: idempotent(store),
    bodyOf,
    brandOf: slug => store.find<MockClient & { id: number }>('clients', client => client.slug === slug)?.brand ?? slug,
  });

  return router;
};
