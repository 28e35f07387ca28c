import type { HttpClient } from '../http';
import { createSsoBackend } from './index';

const fakeHttp = (json: unknown) =>
  vi.fn(async () => ({ status: 200, headers: new Headers(), json })) as unknown as HttpClient &
    ReturnType<typeof vi.fn>;

const myself = {
  user_id: 7,
  role: 'client-admin',
  email: 'c@example.com',
  client: { brand: 'Springfield', slug: 'springfield' },
  agencies: [],
  permissions: ['LIST_ADMINISTERED_USERS'],
  active: true,
  status: 'ACTIVE',
  first_name: 'C',
  last_name: 'A',
};

describe('sso backend (core)', () => {
  it('GET /myself?client={slug}', async () => {
    const http = fakeHttp({ data: myself });
    const { methods } = createSsoBackend('https://sso.test', http);
    expect(await methods.getMyself('springfield')).toMatchObject({ email: 'c@example.com' });
    expect(http).toHaveBeenCalledWith('https://sso.test/myself', { query: { client: 'springfield' } });
  });

  it('rejects a response without a data object with the spec message', async () => {
    const { methods } = createSsoBackend('https://sso.test', fakeHttp({ nope: true }));
    await expect(methods.getMyself(null)).rejects.toThrow('no data object found In Response');
  });

  it('lists clientAgencies from GET /agencies with client and agencies, as records keyed by slug', async () => {
    const http = fakeHttp({ data: [{ name: 'Water', slug: 'water' }] });
    const { resources } = createSsoBackend('https://sso.test', http);
    const result = await resources.clientAgencies.getList('clientAgencies', {
      filter: { clientSlug: 'springfield', agencies: ['water'] },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(result).toEqual({ data: [{ id: 'water', name: 'Water', slug: 'water' }], total: 1 });
    expect(http).toHaveBeenCalledWith('https://sso.test/agencies', {
      query: { client: 'springfield', agencies: ['water'] },
      signal: undefined,
    });
  });

  it('lists clients as records keyed by slug, filtered and paged', async () => {
    const http = fakeHttp({
      data: [
        { id: 1, slug: 'springfield', brand: 'Springfield' },
        { id: 2, slug: 'shelbyville', brand: 'Shelbyville' },
      ],
    });
    const { resources } = createSsoBackend('https://sso.test', http);
    const result = await resources.clients.getList('clients', {
      filter: { q: 'shel' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'brand', order: 'ASC' },
    });
    expect(result).toEqual({ data: [{ id: 'shelbyville', slug: 'shelbyville', brand: 'Shelbyville' }], total: 1 });
    expect(http).toHaveBeenCalledWith('https://sso.test/clients', { signal: undefined });
  });
});
