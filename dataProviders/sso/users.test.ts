import { HttpError } from 'ra-core';
import { fieldErrorsOf, formErrorsOf } from '../errors';
import type { HttpClient, HttpRequest } from '../http';
import { stringifyQuery } from '../../src/lib/queryString';
import { createUsersBackend, READ_AHEAD_MS } from './users';
import type { ApiUser, User } from './usersContract';

const API = 'https://sso.test';

const apiUser = (id: string, overrides: Partial<ApiUser> = {}): ApiUser => ({
  id,
  profile: { first_name: `First${id}`, last_name: `Last${id}`, email: `user${id}@example.com` },
  role: 'SUPERVISOR',
  pos_role: 'NO_ROLE',
  access: [
    { platform: 'revenue-management', role: 'SUPERVISOR' },
    { platform: 'cb-pos', role: 'CASHIER' },
  ],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [{ name: 'Water', slug: 'water' }],
  credentialsProvider: { type: 'OKTA' },
  status: 'ACTIVE',
  statusLabel: 'ACTIVE',
  isActive: true,
  timezone: 'America/Denver',
  ...overrides,
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fake HttpClient answering from a handler and recording each call as the full URL with its query. */
const fakeHttp = (handler: (call: Call) => { status?: number; json?: unknown }) => {
  const calls: Call[] = [];
  const http: HttpClient = async <T>(url: string, request: HttpRequest = {}) => {
    const query = request.query ? stringifyQuery(request.query) : '';
    const call = { url: query ? `${url}?${query}` : url, method: request.method ?? 'GET', body: request.body };
    calls.push(call);
    const { status = 200, json } = handler(call);
    if (status >= 400)
      throw new HttpError((json as { message?: string })?.message ?? 'Network error', status, {
        raw: json,
        fieldErrors: fieldErrorsOf(json),
        errors: formErrorsOf(fieldErrorsOf(json), request.fieldWords),
      });
    return { status, headers: new Headers(), json: json as T };
  };
  return { http, calls };
};

/** User 5 as getOne reads it: the user an update starts from. */
const userFive = async () =>
  (
    await createUsersBackend(API, fakeHttp(() => ({ json: { data: apiUser('5') } })).http).resources.users.getOne<User>(
      'users',
      { id: '5' },
    )
  ).data;

/** users: getList for page `page` of `perPage` of a client. */
const listPage = (
  backend: ReturnType<typeof createUsersBackend>,
  page: number,
  {
    perPage = 25,
    clientSlug = 'springfield',
    signal,
  }: { perPage?: number; clientSlug?: string; signal?: AbortSignal } = {},
) =>
  backend.resources.users.getList<User>('users', {
    pagination: { page, perPage },
    sort: { field: 'id', order: 'ASC' },
    filter: { clientSlug },
    signal,
  });

describe('users provider', () => {
  const page = (ids: string[], next: string) => ({
    data: ids.map(id => apiUser(id)),
    meta: { page_cursor: next, page_size: 25 },
  });
  const cursorOf = (call: Call) => new URL(call.url).searchParams.get('page[cursor]') ?? '';

  it('getList follows the cursor page by page for the client, saying whether another page follows', async () => {
    const pages: Record<string, ReturnType<typeof page>> = {
      '': page(['1', '2'], 'c2'),
      c2: page(['3'], 'c3'),
      c3: page(['4'], ''),
    };
    const { http, calls } = fakeHttp(call => ({ json: pages[cursorOf(call)] }));
    const backend = createUsersBackend(API, http);
    const ids: string[] = [];
    for (let number = 1; ; number += 1) {
      const { data, pageInfo } = await listPage(backend, number);
      ids.push(...data.map(user => user.id));
      if (!pageInfo?.hasNextPage) break;
    }
    expect(ids).toEqual(['1', '2', '3', '4']);
    expect(calls.map(call => call.url)).toEqual([
      `${API}/api/v1/sso/users?filter[client-slug]=springfield&page[size]=25`,
      `${API}/api/v1/sso/users?filter[client-slug]=springfield&page[cursor]=c2&page[size]=25`,
      `${API}/api/v1/sso/users?filter[client-slug]=springfield&page[cursor]=c3&page[size]=25`,
    ]);
  });

  it('getList walks to a page whose cursor it does not know yet, and serves pages larger than the API’s', async () => {
    const pages: Record<string, ReturnType<typeof page>> = {
      '': page(
        Array.from({ length: 25 }, (_, index) => `a${index}`),
        'c2',
      ),
      c2: page(
        Array.from({ length: 25 }, (_, index) => `b${index}`),
        'c3',
      ),
      c3: page(['c0'], ''),
    };
    const { http, calls } = fakeHttp(call => ({ json: pages[cursorOf(call)] }));
    const fresh = await listPage(createUsersBackend(API, http), 3);
    expect(fresh.data.map(user => user.id)).toEqual(['c0']);
    expect(fresh.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(calls.map(cursorOf)).toEqual(['', 'c2', 'c3']);
    const all = await listPage(createUsersBackend(API, http), 1, { perPage: 1000 });
    expect(all.data).toHaveLength(51);
    expect(all.pageInfo?.hasNextPage).toBe(false);
  });

  describe('reading the next cursor page ahead', () => {
    it('asks for the next page as soon as a page arrives, and answers the ask for it with that call', async () => {
      const pages: Record<string, ReturnType<typeof page>> = { '': page(['1'], 'c2'), c2: page(['2'], '') };
      const { http, calls } = fakeHttp(call => ({ json: pages[cursorOf(call)] }));
      const backend = createUsersBackend(API, http);
      await listPage(backend, 1);
      expect(calls.map(cursorOf)).toEqual(['', 'c2']);
      const second = await listPage(backend, 2);
      expect(second.data.map(user => user.id)).toEqual(['2']);
      expect(second.pageInfo?.hasNextPage).toBe(false);
      expect(calls.map(cursorOf)).toEqual(['', 'c2']);
    });

    it('gives a failure of the page read ahead to the ask for it, and a retry asks again', async () => {
      let fail = true;
      const { http, calls } = fakeHttp(call => {
        if (cursorOf(call) === '') return { json: page(['1'], 'c2') };
        if (fail) return { status: 500, json: { message: 'Server error' } };
        return { json: page(['2'], '') };
      });
      const backend = createUsersBackend(API, http);
      await listPage(backend, 1);
      await expect(listPage(backend, 2)).rejects.toMatchObject({ status: 500 });
      fail = false;
      const retried = await listPage(backend, 2);
      expect(retried.data.map(user => user.id)).toEqual(['2']);
      expect(calls.map(cursorOf)).toEqual(['', 'c2', 'c2']);
    });

    it('cancels the call read ahead when the ask for it is cancelled', async () => {
      const signals: (AbortSignal | undefined)[] = [];
      const http: HttpClient = async <T>(_url: string, request: HttpRequest = {}) => {
        signals.push(request.signal ?? undefined);
        return {
          status: 200,
          headers: new Headers(),
          json: page([String(signals.length)], `c${signals.length + 1}`) as T,
        };
      };
      const backend = createUsersBackend(API, http);
      await listPage(backend, 1);
      const leaving = new AbortController();
      await listPage(backend, 2, { signal: leaving.signal });
      expect(signals[1]?.aborted).toBe(false);
      const third = new AbortController();
      const asked = listPage(backend, 3, { signal: third.signal });
      third.abort();
      await asked;
      expect(signals[2]?.aborted).toBe(true);
    });

    it('asks again for a page read ahead too long ago, or for another client', async () => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
      const { http, calls } = fakeHttp(call => ({ json: page(['1'], cursorOf(call) === '' ? 'c2' : '') }));
      const backend = createUsersBackend(API, http);
      await listPage(backend, 1);
      now.mockReturnValue(1_000_000 + READ_AHEAD_MS + 1);
      await listPage(backend, 2);
      expect(calls.map(cursorOf)).toEqual(['', 'c2', 'c2']);
      now.mockReturnValue(2_000_000);
      await listPage(backend, 1);
      await listPage(backend, 1, { clientSlug: 'shelbyville' });
      expect(calls.map(call => new URL(call.url).searchParams.get('filter[client-slug]'))).toEqual([
        'springfield',
        'springfield',
        'springfield',
        'springfield',
        'springfield',
        'shelbyville',
        'shelbyville',
      ]);
      now.mockRestore();
    });
  });

  it('maps an API user to the record the table shows, agencies in name order', async () => {
    const agencies = [
      { name: 'Water', slug: 'water' },
      { name: 'Court', slug: 'court' },
    ];
    const { http } = fakeHttp(() => ({
      json: { data: apiUser('7', { status: 'DEACTIVATED', statusLabel: 'DEPROVISIONED', isActive: false, agencies }) },
    }));
    const { data: user } = await createUsersBackend(API, http).resources.users.getOne('users', { id: '7' });
    expect(user).toEqual({
      id: '7',
      firstName: 'First7',
      lastName: 'Last7',
      email: 'user7@example.com',
      role: 'SUPERVISOR',
      posRole: 'CASHIER',
      access: apiUser('7').access,
      client: { slug: 'springfield', brand: 'Springfield' },
      agencies: [
        { name: 'Court', slug: 'court' },
        { name: 'Water', slug: 'water' },
      ],
      credentialsProvider: 'OKTA',
      status: 'DEACTIVATED',
      providerStatus: 'DEPROVISIONED',
      isActive: false,
      timezone: 'America/Denver',
    });
  });

  it('rejects a page without a data list with the spec message', async () => {
    const { http } = fakeHttp(() => ({ json: { users: [] } }));
    await expect(listPage(createUsersBackend(API, http), 1)).rejects.toThrow('no data array found In Response');
  });

  it('verifies an email: found is taken, 410 is free, anything else fails', async () => {
    const taken = fakeHttp(() => ({ json: { data: { id: 'u1', email: 'a@b.co' } } }));
    expect(await createUsersBackend(API, taken.http).methods.checkUserEmail(' a@b.co ')).toEqual({
      exists: true,
      id: 'u1',
    });
    expect(taken.calls[0].url).toBe(`${API}/api/v1/sso/users/verify?email=a%40b.co`);
    // A platform admin adds to the client they chose: the lookup names it.
    await createUsersBackend(API, taken.http).methods.checkUserEmail('a@b.co', 'springfield');
    expect(taken.calls[1].url).toBe(`${API}/api/v1/sso/users/verify?client=springfield&email=a%40b.co`);
    const free = fakeHttp(() => ({ status: 410, json: { message: 'Gone' } }));
    expect(await createUsersBackend(API, free.http).methods.checkUserEmail('x@y.co')).toEqual({ exists: false });
    const broken = fakeHttp(() => ({ status: 500, json: { message: 'Boom' } }));
    await expect(createUsersBackend(API, broken.http).methods.checkUserEmail('x@y.co')).rejects.toThrow('Boom');
  });

  it('creates a user with the body of spec §7', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 201, json: { data: apiUser('9') } }));
    await createUsersBackend(API, http).resources.users.create('users', {
      data: {
        firstName: ' Ana ',
        lastName: 'Lima',
        email: 'ana@example.com',
        role: 'SUPERVISOR',
        posRole: 'CASHIER',
        agencies: ['water', 'parks'],
        clientSlug: 'springfield',
      },
    });
    expect(calls[0]).toEqual({
      url: `${API}/api/v1/sso/users`,
      method: 'POST',
      body: {
        data: {
          // The timezone is fixed to the default on create; the user changes
          // it on their profile.
          profile: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', timezone: 'America/Chicago' },
          access: [
            { platform: 'revenue-management', role: 'SUPERVISOR' },
            { platform: 'cb-pos', role: 'CASHIER' },
          ],
          agencies: ['water', 'parks'],
          client: { slug: 'springfield' },
        },
      },
    });
  });

  it("refuses a create or an update with the 422's details by the record's fields, for react-admin's forms", async () => {
    const refusal = {
      status: 422,
      json: {
        errors: [
          { field: 'email', detail: 'has already been taken' },
          { field: 'profile.first_name', detail: "can't be blank" },
          { field: 'access', detail: 'this role combination is not allowed' },
          { field: 'access', detail: 'your role cannot assign CB_ADMIN' },
        ],
      },
    };
    const { users } = createUsersBackend(API, fakeHttp(() => refusal).http).resources;
    const created = users.create('users', {
      data: { firstName: '', lastName: 'B', email: 'a@b.co', role: 'CB_ADMIN', agencies: [], clientSlug: 'x' },
    });
    await expect(created).rejects.toMatchObject({
      status: 422,
      body: {
        errors: {
          email: 'rm.users.form.emailInUse',
          firstName: "First name can't be blank.",
          role: 'This role combination is not allowed. Your role cannot assign CB_ADMIN.',
        },
      },
    });
    const before = await userFive();
    const updated = users.update('users', {
      id: '5',
      data: { ...before, agencies: [] },
      previousData: before,
    });
    await expect(updated).rejects.toMatchObject({
      status: 422,
      body: { errors: { email: 'rm.users.form.emailInUse' } },
    });
    // A refusal naming no field of the record stays as it came.
    const other = createUsersBackend(
      API,
      fakeHttp(() => ({ status: 422, json: { errors: [{ field: 'base', detail: 'no' }] } })).http,
    );
    await expect(
      other.resources.users.create('users', {
        data: { firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'SUPERVISOR', agencies: [], clientSlug: 'x' },
      }),
    ).rejects.toHaveProperty('body.errors', undefined);
  });

  it('leaves the cashiering access out when point of sale is off', async () => {
    const { http, calls } = fakeHttp(() => ({ json: { data: apiUser('9') } }));
    await createUsersBackend(API, http).resources.users.create('users', {
      data: { firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'CLIENT_ADMIN', agencies: [], clientSlug: 'x' },
    });
    expect((calls[0].body as { data: { access: unknown } }).data.access).toEqual([
      { platform: 'revenue-management', role: 'CLIENT_ADMIN' },
    ]);
  });

  it('update patches only what changed from the user before, and calls nothing when nothing did', async () => {
    const { http, calls } = fakeHttp(() => ({ json: { data: apiUser('5') } }));
    const { users } = createUsersBackend(API, http).resources;
    const before = await userFive();
    const values = {
      firstName: before.firstName,
      lastName: before.lastName,
      role: before.role,
      posRole: before.posRole,
      agencies: ['water'],
    };
    expect((await users.update('users', { id: '5', data: values, previousData: before })).data).toBe(before);
    expect(calls).toHaveLength(0);
    await users.update('users', {
      id: '5',
      data: { ...values, firstName: 'New', lastName: 'Name' },
      previousData: before,
    });
    expect(calls[0]).toEqual({
      url: `${API}/api/v1/sso/users/5`,
      method: 'PATCH',
      body: { data: { profile: { first_name: 'New', last_name: 'Name' } } },
    });
    await users.update('users', {
      id: '5',
      data: { ...values, agencies: ['a'], role: 'RESEARCHER' },
      previousData: before,
    });
    expect(calls[1].body).toEqual({
      data: {
        grant_agencies: ['a'],
        revoke_agencies: ['water'],
        grant_access: [{ platform: 'revenue-management', role: 'RESEARCHER' }],
        revoke_access: [{ platform: 'revenue-management', role: 'SUPERVISOR' }],
      },
    });
  });

  it('changes status, resends activation, resets the password and saves the profile on their paths', async () => {
    const { http, calls } = fakeHttp(call => {
      if (call.url.endsWith('/reset-password'))
        return { json: { data: { reset_password_url: 'https://idp.test/reset/abc' } } };
      if (call.url.endsWith('/profile'))
        return { json: { data: { first_name: 'A', last_name: 'B', email: 'a@b.co', timezone: 'America/Denver' } } };
      if (call.url.includes('/reactivate')) return { status: 204 };
      return { json: { data: apiUser('3') } };
    });
    const { methods, resources } = createUsersBackend(API, http);
    await methods.setUserStatus('3', 'DEACTIVATED');
    await methods.resendActivation('3');
    expect(await methods.resetPassword('3')).toBe('https://idp.test/reset/abc');
    const profile = { firstName: ' A', lastName: 'B ', timezone: 'America/Denver' };
    expect(await resources.profile.update('profile', { id: '3', data: profile, previousData: { id: '3' } })).toEqual({
      data: { id: '3', firstName: 'A', lastName: 'B', timezone: 'America/Denver' },
    });
    expect(calls).toEqual([
      { url: `${API}/api/v1/sso/users/3/status`, method: 'PATCH', body: { data: { status: 'DEACTIVATED' } } },
      { url: `${API}/api/v1/sso/users/3/reactivate?send_email=true`, method: 'POST', body: undefined },
      { url: `${API}/api/v1/sso/users/3/reset-password`, method: 'POST', body: undefined },
      {
        url: `${API}/api/v1/sso/users/3/profile`,
        method: 'PATCH',
        body: { data: { first_name: 'A', last_name: 'B', timezone: 'America/Denver' } },
      },
    ]);
  });

  it('refuses a password-reset address that is not http(s)', async () => {
    for (const address of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      const { http } = fakeHttp(() => ({ json: { data: { reset_password_url: address } } }));
      await expect(createUsersBackend(API, http).methods.resetPassword('1')).rejects.toThrow('not a web address');
    }
  });

  it('reads the role-combination map with upper-case roles', async () => {
    const { http, calls } = fakeHttp(() => ({
      json: {
        data: {
          role_combinations: {
            no_role: ['no_role', 'cashier'],
            client_admin: ['no_role', 'CLIENT_ADMIN'],
            cb_admin: ['client_admin'],
          },
        },
      },
    }));
    const { resources } = createUsersBackend(API, http);
    expect(await resources.roleCombinations.getOne('roleCombinations', { id: 'cb-pos' })).toEqual({
      data: {
        id: 'cb-pos',
        combinations: {
          NO_ROLE: ['NO_ROLE', 'CASHIER'],
          CLIENT_ADMIN: ['NO_ROLE', 'CLIENT_ADMIN'],
          CB_ADMIN: ['CLIENT_ADMIN'],
        },
      },
    });
    expect(calls[0].url).toBe(`${API}/api/v1/sso/permissions/revenue-management/role_combinations/cb-pos`);
  });
});
