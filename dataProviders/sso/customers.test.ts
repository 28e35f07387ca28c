import type { HttpClient } from '../http';
import { createCustomersBackend } from './customers';

const fakeHttp = (json: unknown) => {
  const calls: { url: string; query: unknown }[] = [];
  const http = (async (url: string, request?: { query?: unknown }) => {
    calls.push({ url, query: request?.query });
    return { status: 200, headers: new Headers(), json };
  }) as HttpClient;
  return { http, calls };
};

const page = {
  data: [
    {
      id: 'c1',
      role: 'CUSTOMER',
      first_name: 'Ana',
      last_name: 'Lee',
      email: 'ana@x.test',
      created_at: '2024-01-02T00:00:00Z',
      type: 'customer',
      status: 'active',
      title: null,
      timezone: null,
    },
  ],
  meta: { total_results: 21, total_pages: 2, page_size: 20, page_number: 2 },
};

const searchByLastName = (http: HttpClient) =>
  createCustomersBackend('https://sso.test', http).resources.customers.getList('customers', {
    filter: { clientSlug: 's', lastName: 'x' },
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'id', order: 'ASC' },
  });

describe('customers provider', () => {
  it('getList calls GET /sso/admin/users with the client, criteria and page, and returns records and total', async () => {
    const { http, calls } = fakeHttp(page);
    const { resources } = createCustomersBackend('https://sso.test', http);
    const result = await resources.customers.getList('customers', {
      filter: { clientSlug: 'springfield', lastName: 'Lee' },
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(calls).toEqual([
      {
        url: 'https://sso.test/sso/admin/users',
        query: { client_slug: 'springfield', last_name: 'Lee', page: { number: 2, size: 20 } },
      },
    ]);
    expect(result.total).toBe(21);
    expect(result.data[0]).toMatchObject({ id: 'c1', firstName: 'Ana', lastName: 'Lee', status: 'active' });
  });

  it('turns a body without meta into the spec message', async () => {
    const { http } = fakeHttp({ data: [] });
    await expect(searchByLastName(http)).rejects.toThrow('no metadata object found in response');
  });

  it('turns a body without data into the spec message', async () => {
    const { http } = fakeHttp('<html>');
    await expect(searchByLastName(http)).rejects.toThrow('no data array found In Response');
  });
});

describe('customers provider without criteria', () => {
  it('makes no call before the first search', async () => {
    const { http, calls } = fakeHttp(page);
    const { resources } = createCustomersBackend('https://sso.test', http);
    await expect(
      resources.customers.getList('customers', {
        filter: { clientSlug: 's' },
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
      }),
    ).resolves.toEqual({ data: [], total: 0 });
    expect(calls).toEqual([]);
  });
});
