import { createHttpClient } from '../http';
import { createPaymentsBackend } from './index';

const API = 'https://api.example.com/payments-api';

const payment = {
  id: 1000001,
  status: 'voided',
  totalAmount: 1000,
  createdAt: '2025-01-02T15:00:00Z',
  voidable: false,
  refundable: false,
};

interface Call {
  url: string;
  init: RequestInit;
}

const setup = (
  respond: (call: Call) => { status?: number; statusText?: string; body?: unknown; text?: string } = () => ({
    body: { data: payment },
  }),
) => {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const { status = 200, statusText, body, text } = respond({ url, init });
    return new Response(text ?? (body === undefined ? '' : JSON.stringify(body)), { status, statusText });
  };
  const http = createHttpClient({ getAccessToken: async () => 'token-1', timeoutMs: 5000, fetch });
  const backend = createPaymentsBackend(API, http);
  const headersOf = (index = 0) => calls[index].init.headers as Record<string, string>;
  return { calls, backend, headersOf };
};

const getOne = (backend: ReturnType<typeof createPaymentsBackend>, id: number) =>
  backend.resources.payments.getOne('payments', { id });

describe('payments backend', () => {
  it('says what a failed answer says, else its status text, else No reason found', async () => {
    const failing = (answer: { status: number; statusText?: string; body?: unknown; text?: string }) =>
      getOne(setup(() => answer).backend, 1).catch(e => e);
    expect((await failing({ status: 502, statusText: 'Bad Gateway', text: '<html>nginx</html>' })).message).toBe(
      'Bad Gateway',
    );
    expect((await failing({ status: 500, text: '' })).message).toBe('No reason found');
    expect(
      (await failing({ status: 409, statusText: 'Conflict', body: { message: 'Payment is not voidable' } })).message,
    ).toBe('Payment is not voidable');
    expect((await failing({ status: 422, body: { errors: { amount: ['is too large'] } } })).message).toBe(
      'amount: is too large.',
    );
  });

  it('serves react-admin getList with the scope from meta and the page from pagination', async () => {
    const { calls, backend } = setup(() => ({ body: { total: 0, transactions: [] } }));
    await backend.resources.payments.getList('payments', {
      filter: { status: 'voided' },
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      meta: { client: 'shelbyville', timezone: 'America/New_York' },
    });
    expect(calls[0].url).toBe(`${API}/payments?client=shelbyville&page=2&per_page=20&status=voided`);
    // The page size is the spec's 20, whatever a shared address asks for.
    await backend.resources.payments.getList('payments', {
      filter: {},
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
      meta: { client: 'shelbyville' },
    });
    expect(calls[1].url).toBe(`${API}/payments?client=shelbyville&page=1&per_page=20`);
  });

  it('reads pages of the size meta asks for, up to the largest the API serves', async () => {
    const { calls, backend } = setup(() => ({ body: { total: 0, transactions: [] } }));
    for (const perPage of [100, 500, 0])
      await backend.resources.payments.getList('payments', {
        filter: {},
        pagination: { page: 2, perPage },
        sort: { field: 'createdAt', order: 'DESC' },
        meta: { client: 'c', perPage },
      });
    expect(calls.map(call => new URL(call.url).searchParams.get('per_page'))).toEqual(['100', '100', '1']);
  });

  it('stops a search when its caller aborts (leaving the page, cancelling an export)', async () => {
    let asked = false;
    const fetch = (_url: string, init: RequestInit = {}) => {
      asked = true;
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    };
    const backend = createPaymentsBackend(
      API,
      createHttpClient({ getAccessToken: async () => 't', timeoutMs: 5000, fetch }),
    );
    const controller = new AbortController();
    const pending = backend.resources.payments.getList('payments', {
      filter: {},
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(asked).toBe(true));
    controller.abort();
    await expect(pending).rejects.toThrow('Aborted');
  });

  it('drops from the query what a search cannot hold (an address is typed by people)', async () => {
    const { calls, backend } = setup(() => ({ body: { total: 0, transactions: [] } }));
    await backend.resources.payments.getList('payments', {
      filter: { status: 'bogus', evil: 1, account_number: 'A-1' },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      meta: { client: 'c' },
    });
    expect(calls[0].url).toBe(`${API}/payments?account_number=A-1&client=c&page=1&per_page=20`);
  });

  it('answers a page past the last with the last page, so the list can move to it', async () => {
    const row = { id: 7, createdAt: '2025-01-02T15:00:00Z', status: 'successful', subtotal: 900 };
    const { calls, backend } = setup(({ url }) => ({
      body: { total: 41, transactions: url.includes('page=3') ? [row] : [] },
    }));
    const result = await backend.resources.payments.getList('payments', {
      filter: {},
      pagination: { page: 9, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      meta: { client: 'c' },
    });
    expect(calls.map(call => new URL(call.url).searchParams.get('page'))).toEqual(['9', '3']);
    expect(result).toMatchObject({ total: 41, data: [{ id: 7 }] });
  });

  it('rejects a search body without transactions with the spec message', async () => {
    const { backend } = setup(() => ({ body: { total: 1 } }));
    await expect(
      backend.resources.payments.getList('payments', {
        filter: {},
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    ).rejects.toThrow('no data found in response');
  });

  it('reads the server-side created_at when createdAt is missing, and refuses a payment with neither', async () => {
    const { createdAt: _createdAt, ...snake } = payment;
    expect(
      (await getOne(setup(() => ({ body: { data: { ...snake, created_at: '2025-01-02T15:00:00Z' } } })).backend, 1))
        .data.createdAt,
    ).toBe('2025-01-02T15:00:00Z');
    await expect(getOne(setup(() => ({ body: { data: snake } })).backend, 1)).rejects.toThrow(
      'no data object found In Response',
    );
  });

  it('passes the server message of a refused void through', async () => {
    const { backend } = setup(() => ({ status: 409, body: { message: 'Payment 1000001 can no longer be voided.' } }));
    await expect(backend.methods.voidPayment(1000001, { idempotencyKey: 'k' })).rejects.toMatchObject({
      status: 409,
      message: 'Payment 1000001 can no longer be voided.',
    });
  });

  it('asks for the filter options of the chosen agencies', async () => {
    const { calls, backend } = setup(() => ({
      body: { data: { serviceTypes: [{ value: 'water', label: 'Water' }], paymentSources: [] } },
    }));
    const { data } = await backend.resources.paymentFilterOptions.getOne('paymentFilterOptions', {
      id: 'springfield',
      meta: { agencies: ['z-agency', 'a-agency'] },
    });
    expect(calls[0].url).toBe(`${API}/filter_options?agencies[]=a-agency&agencies[]=z-agency&client=springfield`);
    expect(data).toEqual({ id: 'springfield', serviceTypes: [{ value: 'water', label: 'Water' }], paymentSources: [] });
  });
});
