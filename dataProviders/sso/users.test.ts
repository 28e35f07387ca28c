import { HttpError } from 'ra-core';
import { CONFLICT, currentOfConflict } from '../conflict';
import { describeContract, type ContractCase, type Exchange } from '../contractTesting';
import { fieldErrorsOf, formErrorsOf } from '../errors';
import type { HttpClient, HttpRequest } from '../http';
import { stringifyQuery } from '../../src/lib/queryString';
import { DEMO_USER_IDS } from '../../mock-api/testing';
import { createUsersBackend, type UsersPageMeta } from './users';
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

/** apiUser(id) as the app shows it: the record getOne returns and update starts from. */
const userRecord = (id: string): User => ({
  id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `user${id}@example.com`,
  role: 'SUPERVISOR',
  posRole: 'CASHIER',
  access: apiUser(id).access ?? [],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [{ name: 'Water', slug: 'water' }],
  credentialsProvider: 'OKTA',
  status: 'ACTIVE',
  providerStatus: 'ACTIVE',
  isActive: true,
  timezone: 'America/Denver',
});

type Users = ReturnType<typeof createUsersBackend>;

const supervisorId = DEMO_USER_IDS.supervisor;
const firstPage = '/api/v1/sso/users?filter[client-slug]=springfield&page[size]=25';
const unchanged = (before: User) => ({
  firstName: before.firstName,
  lastName: before.lastName,
  role: before.role,
  posRole: before.posRole,
  agencies: before.agencies.map(agency => agency.slug),
});
const update = (data: Record<string, unknown>) => (backend: Users) =>
  backend.resources.users.update('users', { id: '5', data, previousData: userRecord('5') });
const newUser = {
  firstName: ' Ana ',
  lastName: 'Lima',
  email: 'ana@example.com',
  role: 'SUPERVISOR',
  posRole: 'CASHIER',
  agencies: ['water', 'parks'],
  clientSlug: 'springfield',
};

/** The POST that creates newUser with these access pairs, answered 201 with user 9. */
const createExchange = (access: { platform: string; role: string }[]): Exchange => ({
  method: 'POST',
  path: '/api/v1/sso/users',
  body: {
    data: {
      // The time zone starts as the default; the user changes it on their profile.
      profile: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', timezone: 'America/Chicago' },
      access,
      agencies: ['water', 'parks'],
      client: { slug: 'springfield' },
    },
  },
  status: 201,
  answer: { data: apiUser('9') },
});

const cases: ContractCase<Users>[] = [
  {
    name: "users getList asks for the client's first cursor page and says no page follows the last",
    call: backend => listPage(backend, 1),
    exchanges: [{ path: firstPage, answer: { data: [apiUser('5')], meta: { page_cursor: '', page_size: 25 } } }],
    result: {
      data: [userRecord('5')],
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
      meta: { nextCursor: null },
    },
    mock: 'clientAdmin',
  },
  {
    name: 'users getList refuses a page without a data list',
    call: backend => listPage(backend, 1),
    exchanges: [{ path: firstPage, answer: { users: [] } }],
    rejects: 'no data array found In Response',
    mock: false,
  },
  {
    name: 'users getOne maps the API user to the record the table shows, agencies in name order',
    call: ({ resources }) => resources.users.getOne('users', { id: supervisorId }),
    exchanges: [
      {
        path: `/api/v1/sso/users/${supervisorId}`,
        answer: {
          data: apiUser(supervisorId, {
            status: 'DEACTIVATED',
            statusLabel: 'DEPROVISIONED',
            isActive: false,
            agencies: [
              { name: 'Water', slug: 'water' },
              { name: 'Court', slug: 'court' },
            ],
          }),
        },
      },
    ],
    result: {
      data: {
        ...userRecord(supervisorId),
        agencies: [
          { name: 'Court', slug: 'court' },
          { name: 'Water', slug: 'water' },
        ],
        status: 'DEACTIVATED',
        providerStatus: 'DEPROVISIONED',
        isActive: false,
      },
    },
    mock: 'clientAdmin',
  },
  {
    name: 'users create sends the trimmed names, the default time zone, both access pairs, agencies and client',
    call: ({ resources }) => resources.users.create('users', { data: newUser }),
    exchanges: [
      createExchange([
        { platform: 'revenue-management', role: 'SUPERVISOR' },
        { platform: 'cb-pos', role: 'CASHIER' },
      ]),
    ],
    result: { data: userRecord('9') },
    mock: false,
  },
  {
    name: 'users create leaves the cashiering access out when point of sale is off',
    call: ({ resources }) =>
      resources.users.create('users', { data: { ...newUser, role: 'CLIENT_ADMIN', posRole: undefined } }),
    exchanges: [createExchange([{ platform: 'revenue-management', role: 'CLIENT_ADMIN' }])],
    result: { data: userRecord('9') },
    mock: false,
  },
  {
    name: 'users update calls nothing when nothing changed, and returns the user as it was',
    call: update(unchanged(userRecord('5'))),
    exchanges: [],
    result: { data: userRecord('5') },
    mock: false,
  },
  {
    name: 'users update patches only the names that changed',
    call: update({ ...unchanged(userRecord('5')), firstName: 'New', lastName: 'Name' }),
    exchanges: [
      {
        method: 'PATCH',
        path: '/api/v1/sso/users/5',
        body: { data: { profile: { first_name: 'New', last_name: 'Name' } } },
        answer: { data: apiUser('5') },
      },
    ],
    result: { data: userRecord('5') },
    mock: false,
  },
  {
    name: 'users update is based on the version of the user it started from: If-Match names its updated_at',
    call: ({ resources }) =>
      resources.users.update('users', {
        id: '5',
        data: { ...unchanged(userRecord('5')), lastName: 'Name' },
        previousData: { ...userRecord('5'), version: '2026-01-02T03:04:05.000Z' },
      }),
    exchanges: [
      {
        method: 'PATCH',
        path: '/api/v1/sso/users/5',
        headers: { 'If-Match': '"2026-01-02T03:04:05.000Z"' },
        body: { data: { profile: { first_name: 'First5', last_name: 'Name' } } },
        answer: { data: apiUser('5', { updated_at: '2026-01-02T03:04:06.000Z' }) },
      },
    ],
    result: { data: { ...userRecord('5'), version: '2026-01-02T03:04:06.000Z' } },
    mock: false,
  },
  {
    name: 'users update grants and revokes the agencies and the role that changed',
    call: update({ ...unchanged(userRecord('5')), agencies: ['a'], role: 'RESEARCHER' }),
    exchanges: [
      {
        method: 'PATCH',
        path: '/api/v1/sso/users/5',
        body: {
          data: {
            grant_agencies: ['a'],
            revoke_agencies: ['water'],
            grant_access: [{ platform: 'revenue-management', role: 'RESEARCHER' }],
            revoke_access: [{ platform: 'revenue-management', role: 'SUPERVISOR' }],
          },
        },
        answer: { data: apiUser('5') },
      },
    ],
    result: { data: userRecord('5') },
    mock: false,
  },
  {
    name: 'profile update saves the trimmed names and time zone on the user’s profile',
    call: ({ resources }) =>
      resources.profile.update('profile', {
        id: '3',
        data: { firstName: ' A', lastName: 'B ', timezone: 'America/Denver' },
        previousData: { id: '3' },
      }),
    exchanges: [
      {
        method: 'PATCH',
        path: '/api/v1/sso/users/3/profile',
        body: { data: { first_name: 'A', last_name: 'B', timezone: 'America/Denver' } },
        answer: { data: { first_name: 'A', last_name: 'B', email: 'a@b.co', timezone: 'America/Denver' } },
      },
    ],
    result: { data: { id: '3', firstName: 'A', lastName: 'B', timezone: 'America/Denver' } },
    mock: false,
  },
  {
    name: 'userEmails getOne: a user found has the email taken (the address trimmed)',
    call: ({ resources }) => resources.userEmails.getOne('userEmails', { id: ' supervisor@springfield.example.com ' }),
    exchanges: [
      {
        path: '/api/v1/sso/users/verify?email=supervisor%40springfield.example.com',
        answer: { data: { id: 'u1', email: 'supervisor@springfield.example.com' } },
      },
    ],
    result: { data: { id: 'supervisor@springfield.example.com', exists: true, userId: 'u1' } },
    mock: 'clientAdmin',
  },
  {
    name: 'userEmails getOne names the client a platform admin chose',
    call: ({ resources }) =>
      resources.userEmails.getOne('userEmails', { id: 'a@b.co', meta: { clientSlug: 'springfield' } }),
    exchanges: [
      {
        path: '/api/v1/sso/users/verify?client=springfield&email=a%40b.co',
        answer: { data: { id: 'u1', email: 'a@b.co' } },
      },
    ],
    result: { data: { id: 'a@b.co', exists: true, userId: 'u1' } },
    mock: false,
  },
  {
    name: 'userEmails getOne: 410 means the email is free',
    call: ({ resources }) => resources.userEmails.getOne('userEmails', { id: 'x@y.co' }),
    exchanges: [{ path: '/api/v1/sso/users/verify?email=x%40y.co', status: 410, answer: { message: 'Gone' } }],
    result: { data: { id: 'x@y.co', exists: false } },
    mock: false,
  },
  {
    name: 'userEmails getOne: any other failure is the failure',
    call: ({ resources }) => resources.userEmails.getOne('userEmails', { id: 'x@y.co' }),
    exchanges: [{ path: '/api/v1/sso/users/verify?email=x%40y.co', status: 500, answer: { message: 'Boom' } }],
    rejects: 'Boom',
    mock: false,
  },
  {
    name: 'setUserStatus patches the status and returns the user',
    call: ({ methods }) => methods.setUserStatus('3', 'DEACTIVATED'),
    exchanges: [
      {
        method: 'PATCH',
        path: '/api/v1/sso/users/3/status',
        body: { data: { status: 'DEACTIVATED' } },
        answer: { data: apiUser('3') },
      },
    ],
    result: userRecord('3'),
    mock: false,
  },
  {
    name: 'resendActivation asks for the activation email again',
    call: ({ methods }) => methods.resendActivation('3'),
    exchanges: [{ method: 'POST', path: '/api/v1/sso/users/3/reactivate?send_email=true', status: 204 }],
    result: undefined,
    mock: false,
  },
  {
    name: 'resetPassword returns the reset page’s address',
    call: ({ methods }) => methods.resetPassword('3'),
    exchanges: [
      {
        method: 'POST',
        path: '/api/v1/sso/users/3/reset-password',
        answer: { data: { reset_password_url: 'https://idp.test/reset/abc' } },
      },
    ],
    result: 'https://idp.test/reset/abc',
    mock: false,
  },
  ...['javascript:alert(1)', 'data:text/html,hi', 'not a url'].map((address): ContractCase<Users> => ({
    name: `resetPassword refuses an address that is not http(s): ${address}`,
    call: ({ methods }) => methods.resetPassword('1'),
    exchanges: [
      {
        method: 'POST',
        path: '/api/v1/sso/users/1/reset-password',
        answer: { data: { reset_password_url: address } },
      },
    ],
    rejects: 'not a web address',
    mock: false,
  })),
  {
    name: 'roleCombinations getOne reads the cashiering role map with upper-case roles',
    call: ({ resources }) => resources.roleCombinations.getOne('roleCombinations', { id: 'cb-pos' }),
    exchanges: [
      {
        path: '/api/v1/sso/permissions/revenue-management/role_combinations/cb-pos',
        answer: {
          data: {
            role_combinations: {
              no_role: ['no_role', 'cashier'],
              client_admin: ['no_role', 'CLIENT_ADMIN'],
              cb_admin: ['client_admin'],
            },
          },
        },
      },
    ],
    result: {
      data: {
        id: 'cb-pos',
        combinations: {
          NO_ROLE: ['NO_ROLE', 'CASHIER'],
          CLIENT_ADMIN: ['NO_ROLE', 'CLIENT_ADMIN'],
          CB_ADMIN: ['CLIENT_ADMIN'],
        },
      },
    },
    mock: 'clientAdmin',
  },
];

describeContract('users of the user-management API', { mockPath: '/api/sso', create: createUsersBackend }, cases);

/*
 * What the table cannot show, one call at a time: how getList walks the cursor pages across calls, and the 422's
 * field errors, which react-admin's forms read from the error's body.
 */
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

/** users: getList for page `page` of a client, told the cursors the pages before it gave. */
const listPage = (
  backend: ReturnType<typeof createUsersBackend>,
  page: number,
  {
    cursors = {},
    clientSlug = 'springfield',
    signal,
  }: { cursors?: Record<number, string>; clientSlug?: string; signal?: AbortSignal } = {},
) =>
  backend.resources.users.getList<User>('users', {
    pagination: { page, perPage: 25 },
    sort: { field: 'id', order: 'ASC' },
    filter: { clientSlug },
    meta: { cursorOf: (asked: number) => cursors[asked] },
    signal,
  });

describe('users getList over the cursor pages', () => {
  const page = (ids: string[], next: string) => ({
    data: ids.map(id => apiUser(id)),
    meta: { page_cursor: next, page_size: 25 },
  });
  const cursorOf = (call: Call) => new URL(call.url).searchParams.get('page[cursor]') ?? '';

  it('getList reads each page from the cursor the page before it answered with, saying whether another follows', async () => {
    const pages: Record<string, ReturnType<typeof page>> = {
      '': page(['1', '2'], 'c2'),
      c2: page(['3'], 'c3'),
      c3: page(['4'], ''),
    };
    const { http, calls } = fakeHttp(call => ({ json: pages[cursorOf(call)] }));
    const backend = createUsersBackend(API, http);
    const ids: string[] = [];
    const cursors: Record<number, string> = {};
    for (let number = 1; ; number += 1) {
      const { data, pageInfo, meta } = await listPage(backend, number, { cursors });
      ids.push(...data.map(user => user.id));
      const { nextCursor } = meta as UsersPageMeta;
      expect(pageInfo).toEqual({ hasNextPage: !!nextCursor, hasPreviousPage: number > 1 });
      if (!nextCursor) break;
      cursors[number + 1] = nextCursor;
    }
    expect(ids).toEqual(['1', '2', '3', '4']);
    expect(calls.map(call => call.url)).toEqual([
      `${API}/api/v1/sso/users?filter[client-slug]=springfield&page[size]=25`,
      `${API}/api/v1/sso/users?filter[client-slug]=springfield&page[cursor]=c2&page[size]=25`,
      `${API}/api/v1/sso/users?filter[client-slug]=springfield&page[cursor]=c3&page[size]=25`,
    ]);
  });

  it('getList keeps nothing between calls: a page is read from the cursor it is told, each time it is asked', async () => {
    const { http, calls } = fakeHttp(call => ({ json: page([cursorOf(call) || 'first'], 'next') }));
    const backend = createUsersBackend(API, http);
    const other = createUsersBackend(API, http);
    expect((await listPage(backend, 3, { cursors: { 3: 'c3' } })).data.map(user => user.id)).toEqual(['c3']);
    expect((await listPage(other, 3, { cursors: { 3: 'c3' } })).data.map(user => user.id)).toEqual(['c3']);
    expect((await listPage(backend, 3, { cursors: { 3: 'x3' } })).data.map(user => user.id)).toEqual(['x3']);
    expect(calls.map(cursorOf)).toEqual(['c3', 'c3', 'x3']);
  });

  it('getList refuses a later page whose cursor it is not told, asking the API nothing', async () => {
    const { http, calls } = fakeHttp(() => ({ json: page(['1'], 'c2') }));
    await expect(listPage(createUsersBackend(API, http), 2)).rejects.toThrow('read after the page before it');
    expect(calls).toEqual([]);
  });

  it('getList hands the call the abort signal react-admin gives it', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const http: HttpClient = async <T>(_url: string, request: HttpRequest = {}) => {
      signals.push(request.signal ?? undefined);
      return { status: 200, headers: new Headers(), json: page(['1'], '') as T };
    };
    const leaving = new AbortController();
    await listPage(createUsersBackend(API, http), 1, { signal: leaving.signal });
    expect(signals).toEqual([leaving.signal]);
  });

  it('refuses an update of a user changed since it was read (412) with the user as it is now, for the form to compare', async () => {
    const now = apiUser('5', {
      profile: { first_name: 'First5', last_name: 'Renamed', email: 'user5@example.com' },
      updated_at: 'T2',
    });
    const ifMatch: (string | undefined)[] = [];
    const http = (async <T>(_url: string, request: HttpRequest = {}) => {
      if (request.method === 'PATCH') {
        ifMatch.push(request.headers?.['If-Match']);
        throw new HttpError('This record has changed since it was read', 412, {});
      }
      return { status: 200, headers: new Headers(), json: { data: now } as T };
    }) as HttpClient;
    const { users } = createUsersBackend(API, http).resources;
    const before = { ...userRecord('5'), version: 'T1' };
    const stale = await users
      .update('users', { id: '5', data: { ...unchanged(before), firstName: 'Mine' }, previousData: before })
      .catch((error: unknown) => error);
    expect(ifMatch).toEqual(['"T1"']);
    expect(stale).toBeInstanceOf(HttpError);
    expect(stale).toMatchObject({ status: 412, message: CONFLICT });
    expect(currentOfConflict(stale)).toEqual({
      ...userRecord('5'),
      lastName: 'Renamed',
      posRole: 'CASHIER',
      version: 'T2',
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
    const before = userRecord('5');
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
});
