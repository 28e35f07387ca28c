import {
  HttpError,
  type CreateResult,
  type DataProvider,
  type GetListResult,
  type GetOneResult,
  type UpdateResult,
} from 'ra-core';
import { ifMatch, refusingStale } from '../conflict';
import { parseContract } from '../contract';
import { type HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import {
  safeHttpUrl,
  toCreateBody,
  toProfileBody,
  toRoleCombinations,
  toUpdateBody,
  toUser,
  toUserChanges,
  USER_FIELD_WORDS,
} from './internal/users';
import {
  profileResponseSchema,
  resetPasswordResponseSchema,
  roleCombinationsResponseSchema,
  userResponseSchema,
  usersPageResponseSchema,
  USERS_PAGE_SIZE,
  userEtag,
  verifyResponseSchema,
  type EmailCheck,
  type NewUser,
  type ProfileInput,
  type ProfileRecord,
  type RoleCombinations,
  type User,
  type UserValues,
} from './usersContract';

/**
 * Users of the organisation (user-management API), under `{apiUrl}/api/v1/sso`.
 * | method                          | call                                                                        |
 * | users: getList                  | GET /users?filter[client-slug]&page[size]=25&page[cursor]={meta.cursorOf}  |
 * | users: getOne                   | GET /users/{id}                                                             |
 * | users: create                   | POST /users {data: {profile, access, agencies, client}}                     |
 * | users: update                   | PATCH /users/{id} {data: {profile, revoke/grant_agencies, revoke/grant_access}} |
 * | profile: update                 | PATCH /users/{id}/profile {data: {first_name, last_name, timezone}}         |
 * | userEmails: getOne({id: email, meta: {clientSlug}}) | GET /users/verify?email=&client= (200 taken, 410 free) |
 * | setUserStatus(id, status)       | PATCH /users/{id}/status {data: {status}}                                   |
 * | resendActivation(id)            | POST /users/{id}/reactivate?send_email=true                                 |
 * | resetPassword(id)               | POST /users/{id}/reset-password -> reset_password_url                       |
 * | roleCombinations: getOne         | GET /permissions/revenue-management/role_combinations/{id} (id: `cb-pos`)   |
 *
 * getList serves the API's pages of 25 one at a time (filter: `clientSlug`; `perPage` is the API's): page 1 from the
 * start, any later page from the cursor the caller names (`meta.cursorOf`, UsersListMeta), which the page before it
 * answered with (`meta.nextCursor`, UsersPageMeta). The provider keeps nothing between calls. The API neither sorts
 * nor searches, so the list does both over what it loaded. It answers with `pageInfo`, as the API gives no total. update sends only what changed from `previousData`, based on its version
 * (`updated_at`, as an entity tag in If-Match): a 412 (the user changed since) rejects with the user as it is now in
 * `body.current` (dataProviders/conflict.ts). A 422 of create or update carries `body.errors` by the record's fields, which react-admin's forms show at those fields.
 */
export interface UsersMethods {
  /** Whether a user the signed-in admin administers in `clientSlug` has this email (platform admins name the client). */
  setUserStatus(id: string, status: 'ACTIVE' | 'DEACTIVATED'): Promise<User>;
  resendActivation(id: string): Promise<void>;
  /** The address of the password-reset page; only http(s) addresses are returned. */
  resetPassword(id: string): Promise<string>;
}

/** The cashiering roles allowed per revenue-management role, for one application (`cb-pos`, its record's id). */
export interface RoleCombinationsRecord {
  id: string;
  combinations: RoleCombinations;
}

/** The id of the cashiering application's role combinations. */
export const CASHIERING_ROLE_COMBINATIONS = 'cb-pos';

/** What an edit changes of a user (the form compares what the provider sends), and how its refusals land on fields. */
export { toUserChanges, USER_FIELD_WORDS };

const NO_DATA = 'no data object found In Response';

/**
 * What users: getList is told besides the page number (`params.meta`). The API pages by cursor and the page numbers
 * react-admin's infinite list asks for know none, so the caller says where each page starts: `cursorOf(page)` answers
 * with the cursor the page before it gave (`UsersPageMeta.nextCursor` of that page's result), which the infinite
 * query keeps with its pages. Page 1 needs none.
 */
export interface UsersListMeta {
  cursorOf?: (page: number) => string | undefined;
}

/** What users: getList answers besides the rows (`result.meta`): where the next page starts, if one follows. */
export interface UsersPageMeta {
  nextCursor: string | null;
}

const nextCursorOf = (json: unknown): string | null => {
  const cursor = (json as { meta?: { page_cursor?: unknown } } | null)?.meta?.page_cursor;
  return typeof cursor === 'string' && cursor ? cursor : null;
};

export const createUsersBackend = (apiUrl: string, http: HttpClient): Backend<UsersMethods> => {
  const base = `${apiUrl}/api/v1/sso`;
  const userUrl = (id: string) => `${base}/users/${encodeURIComponent(id)}`;
  const oneUser = (json: unknown) => toUser(parseContract(userResponseSchema, json, NO_DATA).data);

  const usersPage = (clientSlug: string, cursor: string, signal?: AbortSignal) =>
    http(`${base}/users`, {
      query: { filter: { 'client-slug': clientSlug }, page: { size: USERS_PAGE_SIZE, cursor: cursor || undefined } },
      signal,
    });

  const methods: UsersMethods = {
    async setUserStatus(id, status) {
      return oneUser((await http(`${userUrl(id)}/status`, { method: 'PATCH', body: { data: { status } } })).json);
    },
    async resendActivation(id) {
      await http(`${userUrl(id)}/reactivate`, { method: 'POST', query: { send_email: true } });
    },
    async resetPassword(id) {
      const res = await http(`${userUrl(id)}/reset-password`, { method: 'POST' });
      const url = safeHttpUrl(parseContract(resetPasswordResponseSchema, res.json, NO_DATA).data.reset_password_url);
      if (!url) throw new HttpError('The password reset address is not a web address.', 200, { raw: res.json });
      return url;
    },
  };

  const users: Partial<DataProvider> = {
    getList: async (_resource, { pagination, filter, meta, signal }): Promise<GetListResult> => {
      const clientSlug = String(filter?.clientSlug ?? '');
      const page = pagination?.page ?? 1;
      const cursor = page === 1 ? '' : (meta as UsersListMeta | undefined)?.cursorOf?.(page);
      if (cursor === undefined) throw new Error(`The users of page ${page} are read after the page before it.`);
      const res = await usersPage(clientSlug, cursor, signal);
      const data = parseContract(usersPageResponseSchema, res.json, 'no data array found In Response').data.map(toUser);
      const nextCursor = nextCursorOf(res.json);
      const pageMeta: UsersPageMeta = { nextCursor };
      return { data, pageInfo: { hasNextPage: !!nextCursor, hasPreviousPage: page > 1 }, meta: pageMeta };
    },
    getOne: async (_resource, { id, signal }): Promise<GetOneResult> => ({
      data: oneUser((await http(userUrl(String(id)), { signal })).json),
    }),
    create: async (_resource, { data }): Promise<CreateResult> => {
      const res = await http(`${base}/users`, {
        method: 'POST',
        body: toCreateBody(data as NewUser),
        fieldWords: USER_FIELD_WORDS,
      });
      return { data: oneUser(res.json) };
    },
    update: async (_resource, { id, data, previousData }): Promise<UpdateResult> => {
      const before = previousData as User;
      const body = toUpdateBody(toUserChanges(before, data as UserValues));
      if (!body) return { data: previousData };
      const url = userUrl(String(id));
      const res = await refusingStale(
        () =>
          http(url, {
            method: 'PATCH',
            body,
            headers: ifMatch(before.version && userEtag(before.version)),
            fieldWords: USER_FIELD_WORDS,
          }),
        async () => oneUser((await http(url)).json),
      );
      return { data: oneUser(res.json) };
    },
  };

  /** A user's own names and time zone (/profile): the record's id is the user's. */
  const profile: Partial<DataProvider> = {
    update: async (_resource, { id, data }): Promise<UpdateResult> => {
      const res = await http(`${userUrl(String(id))}/profile`, {
        method: 'PATCH',
        body: toProfileBody(data as ProfileInput),
        fieldWords: USER_FIELD_WORDS,
      });
      const saved = parseContract(profileResponseSchema, res.json, NO_DATA).data;
      const record: ProfileRecord = {
        id: String(id),
        firstName: saved.first_name,
        lastName: saved.last_name,
        timezone: saved.timezone,
      };
      return { data: record };
    },
  };

  const roleCombinations: Partial<DataProvider> = {
    getOne: async (_resource, { id, signal }): Promise<GetOneResult> => {
      const res = await http(`${base}/permissions/revenue-management/role_combinations/${encodeURIComponent(id)}`, {
        signal,
      });
      const record: RoleCombinationsRecord = {
        id: String(id),
        combinations: toRoleCombinations(
          parseContract(roleCombinationsResponseSchema, res.json, NO_DATA).data.role_combinations,
        ),
      };
      return { data: record };
    },
  };

  const userEmails: Partial<DataProvider> = {
    getOne: async (_resource, { id, meta, signal }): Promise<GetOneResult> => {
      const email = String(id).trim();
      const client = (meta as { clientSlug?: string } | undefined)?.clientSlug;
      try {
        const res = await http(`${base}/users/verify`, { query: { email, client }, signal });
        const found = parseContract(verifyResponseSchema, res.json, NO_DATA).data.id;
        const record: EmailCheck = {
          id: email,
          exists: true,
          ...(found === undefined ? {} : { userId: String(found) }),
        };
        return { data: record };
      } catch (error) {
        if (error instanceof HttpError && error.status === 410) return { data: { id: email, exists: false } };
        throw error;
      }
    },
  };

  return {
    resources: {
      users: partialProvider('users', users),
      userEmails: partialProvider('userEmails', userEmails),
      profile: partialProvider('profile', profile),
      roleCombinations: partialProvider('roleCombinations', roleCombinations),
    },
    methods,
  };
};
