import type { HttpClient } from './http';
import { createPosBackend } from './pos';
import { POS_NAMES } from './pos/names';
import { createCustomersBackend } from './sso/customers';
import { CUSTOMERS_NAMES, USERS_NAMES } from './sso/names';
import { createUsersBackend } from './sso/users';
import { lazyBackend, type Backend } from './types';

const http = vi.fn() as unknown as HttpClient;
const sorted = (names: readonly string[]) => [...names].sort();

describe('backends loaded with their first call', () => {
  it.each([
    ['POS', POS_NAMES, createPosBackend('https://pos.test', http)],
    ['users', USERS_NAMES, createUsersBackend('https://sso.test', http)],
    ['customers', CUSTOMERS_NAMES, createCustomersBackend('https://sso.test', http)],
  ] as const)('the %s backend offers exactly the resources and methods its names route to it', (_name, names, backend: Backend) => {
    expect(sorted(names.resources)).toEqual(sorted(Object.keys(backend.resources)));
    expect(sorted(names.methods)).toEqual(sorted(Object.keys(backend.methods)));
  });

  it('loads the backend once, on the first call, and routes resource and method calls to it', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
    const hello = vi.fn(async (name: string) => `hello ${name}`);
    const load = vi.fn(async () => ({ resources: { things: { getList } as never }, methods: { hello } }));
    const backend = lazyBackend<{ hello: (name: string) => Promise<string> }>({ resources: ['things'], methods: ['hello'] }, load);
    expect(load).not.toHaveBeenCalled();
    await expect(backend.methods.hello('Ada')).resolves.toBe('hello Ada');
    await expect(backend.resources.things.getList('things', { pagination: { page: 1, perPage: 5 } })).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(getList).toHaveBeenCalledWith('things', { pagination: { page: 1, perPage: 5 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the call when the code cannot load, and tries again on the next', async () => {
    const hello = vi.fn(async () => 'hello');
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ resources: {}, methods: { hello } });
    const backend = lazyBackend<{ hello: () => Promise<string> }>({ resources: [], methods: ['hello'] }, load);
    await expect(backend.methods.hello()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(backend.methods.hello()).resolves.toBe('hello');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
