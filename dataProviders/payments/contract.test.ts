import { describeContract, type ContractCase } from '../contractTesting';
import { createPaymentsBackend } from './index';

type Payments = ReturnType<typeof createPaymentsBackend>;

const answered = {
  id: 1000001,
  status: 'voided',
  totalAmount: 1000,
  createdAt: '2025-01-02T15:00:00Z',
  voidable: false,
  refundable: false,
};
/** The record a page gets for that answer: every field the detail shows, absent ones as null or empty. */
const record = {
  ...answered,
  subtotal: null,
  serviceFee: null,
  serviceType: null,
  agency: null,
  paymentSource: null,
  paymentChannel: null,
  originalPaymentId: null,
  account: { number: null },
  fundedAt: null,
  paymentInitiator: null,
  paymentProcessTypeName: null,
  obligationSlug: null,
  type: null,
  refundTypeAllowed: null,
  amountRefundable: 0,
  amountRefunded: 0,
  associatedPayments: [],
  specificParams: { emailAddress: null, reversalReason: null },
  creditCard: null,
  bankAccount: null,
  wirePayment: null,
  checkImageUrlFront: null,
  checkImageUrlBack: null,
  lineItems: [],
};
const row = { id: 1000001, createdAt: '2025-01-02T15:00:00Z', status: 'successful', subtotal: 900, agency: 'Water' };
const summary = {
  ...row,
  fundedAt: null,
  type: null,
  paymentInitiator: null,
  creditCard: null,
  bankAccount: null,
  account: { number: null },
  originalPaymentId: null,
  serviceType: null,
  paymentSource: null,
  paymentChannel: null,
  amountRefunded: null,
  serviceFee: null,
  totalAmount: null,
  paymentProcessTypeName: null,
};
const firstPage = { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' as const } };

const cases: ContractCase<Payments>[] = [
  {
    name: "payments getList searches with the criteria, the funded dates in the client's time zone and 20 a page",
    call: ({ resources }) =>
      resources.payments.getList('payments', {
        filter: {
          agencies: ['springfield-water-utilities'],
          credit_card_last_four: '4242',
          date_from: '2025-01-01',
          date_to: '2025-01-31',
          dateFilter: 'funded',
        },
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'createdAt', order: 'DESC' },
        meta: { client: 'springfield', timezone: 'America/Chicago' },
      }),
    exchanges: [
      {
        path:
          '/payments?agencies[]=springfield-water-utilities&client=springfield&credit_card_last_four=4242&dateFilter=funded&page=3&per_page=20' +
          '&settlement_next_business_day_beginning_date=2025-01-01T00%3A00%3A00.000-06%3A00&settlement_next_business_day_ending_date=2025-01-31T23%3A59%3A59.999-06%3A00',
        answer: { total: 41, transactions: [row] },
      },
    ],
    result: { data: [summary], total: 41 },
    mock: false,
  },
  {
    name: "payments getList searches a client's payments",
    call: ({ resources }) =>
      resources.payments.getList('payments', { ...firstPage, filter: {}, meta: { client: 'springfield' } }),
    exchanges: [{ path: '/payments?client=springfield&page=1&per_page=20', answer: { total: 1, transactions: [row] } }],
    result: { data: [summary], total: 1 },
    mock: 'supervisor',
  },
  {
    name: 'payments getOne reads a payment a search found',
    call: async ({ resources }) => {
      const found = await resources.payments.getList('payments', {
        ...firstPage,
        filter: {},
        meta: { client: 'springfield' },
      });
      return resources.payments.getOne('payments', { id: found.data[0].id });
    },
    exchanges: [
      { path: '/payments?client=springfield&page=1&per_page=20', answer: { total: 1, transactions: [row] } },
      { path: '/payments/1000001', answer: { data: answered } },
    ],
    result: { data: record },
    mock: 'supervisor',
  },
  {
    name: 'payments getOne refuses an answer without a data object',
    call: ({ resources }) => resources.payments.getOne('payments', { id: 1 }),
    exchanges: [{ path: '/payments/1', answer: { id: 1 } }],
    rejects: 'no data object found In Response',
    mock: false,
  },
  {
    name: 'voidPayment patches with an empty body and the Idempotency-Key',
    call: ({ methods }) => methods.voidPayment(1000001, { idempotencyKey: 'key-123' }),
    exchanges: [
      {
        method: 'PATCH',
        path: '/payments/1000001/void',
        headers: { 'Idempotency-Key': 'key-123' },
        answer: { data: answered },
      },
    ],
    result: record,
    mock: false,
  },
  {
    name: 'refundPayment in full posts an explicit FULL_AMOUNT, never an empty body',
    call: ({ methods }) => methods.refundPayment(1000001, [], { idempotencyKey: 'key-full' }),
    exchanges: [
      {
        method: 'POST',
        path: '/payments/1000001/refund',
        body: { refund_type: 'FULL_AMOUNT' },
        headers: { 'Idempotency-Key': 'key-full' },
        answer: { data: answered },
      },
    ],
    result: record,
    mock: false,
  },
  {
    name: 'refundPayment in part posts the cents of each line',
    call: ({ methods }) =>
      methods.refundPayment(
        1000001,
        [
          { id: 11, amount: 1050 },
          { id: 12, amount: 1 },
        ],
        { idempotencyKey: 'key-part' },
      ),
    exchanges: [
      {
        method: 'POST',
        path: '/payments/1000001/refund',
        body: {
          line_item_payments: [
            { id: 11, amount: 1050 },
            { id: 12, amount: 1 },
          ],
        },
        headers: { 'Idempotency-Key': 'key-part' },
        answer: { data: answered },
      },
    ],
    result: record,
    mock: false,
  },
  {
    name: 'paymentFilterOptions getOne asks for the options of the chosen agencies, sorted',
    call: async ({ resources }) =>
      (
        await resources.paymentFilterOptions.getOne('paymentFilterOptions', {
          id: 'springfield',
          meta: { agencies: ['z-agency', 'a-agency'] },
        })
      ).data,
    exchanges: [
      {
        path: '/filter_options?agencies[]=a-agency&agencies[]=z-agency&client=springfield',
        answer: { data: { serviceTypes: [{ value: 'water', label: 'Water' }], paymentSources: [] } },
      },
    ],
    result: { id: 'springfield', serviceTypes: [{ value: 'water', label: 'Water' }], paymentSources: [] },
    mock: false,
  },
  {
    name: "paymentFilterOptions getOne of a client's agencies",
    call: async ({ resources }) =>
      (
        await resources.paymentFilterOptions.getOne('paymentFilterOptions', {
          id: 'springfield',
          meta: { agencies: [] },
        })
      ).data,
    exchanges: [
      { path: '/filter_options?client=springfield', answer: { data: { serviceTypes: [], paymentSources: [] } } },
    ],
    result: { id: 'springfield', serviceTypes: [], paymentSources: [] },
    mock: 'supervisor',
  },
];

describeContract('payment API', { mockPath: '/api/payments', create: createPaymentsBackend }, cases);
