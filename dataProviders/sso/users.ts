import { HttpError, type DataProvider, type GetOneResult } from 'ra-core';
import { parseContract } from '../contract';
import { type HttpClient, type HttpResponse } from '../http';
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
 * | users: getList                  | GET /users?filter[client-slug]&page[size]=25&page[cursor], cursor followed  |
 * | users: getOne                   | GET /users/{id}                                                             |
 * | users: create                   | POST /users {data: {profile, access, agencies, client}}                     |
 * | users: update                   | PATCH /users/{id} {data: {profile, revoke/grant_agencies, revoke/grant_access}} |
 * | profile: update                 | PATCH /users/{id}/profile {data: {first_name, last_name, timezone}}         |
 * | checkUserEmail(email, client)   | GET /users/verify?email=&client= (200 taken, 410 free)                      |
 * | setUserStatus(id, status)       | PATCH /users/{id}/status {data: {status}}                                   |
 * | resendActivation(id)            | POST /users/{id}/reactivate?send_email=true                                 |
 * | resetPassword(id)               | POST /users/{id}/reset-password -> reset_password_url                       |
 * | roleCombinations: getOne         | GET /permissions/revenue-management/role_combinations/{id} (id: `cb-pos`)   |
 *
 * getList serves any page of any size from the API's pages of 25, following the cursor from the last page it knows
 * (filter: `clientSlug`; the API neither sorts nor searches, so the list does both over what it loaded). It answers
 * with `pageInfo`, as the API gives no total. update sends only what changed from `previousData`. A 422 of create or
 * update carries `body.errors` by the record's fields, which react-admin's forms show at those fields.
 */
export interface UsersMethods {
  /** Whether a user the signed-in admin administers in `clientSlug` has this email (platform admins name the client). */
  checkUserEmail(email: string, clientSlug?: string): Promise<EmailCheck>;
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

/** How long a page asked for ahead may wait to be taken; older, it is asked for again. */
export const READ_AHEAD_MS = 10_000;

interface ReadAhead {
  key: string;
  response: Promise<HttpResponse>;
  controller: AbortController;
  at: number;
}

/** What the walk knows of a client's pages: the cursor that opens each page (page 0 has none) and the last page. */
interface KnownPages {
  cursors: string[];
  last?: number;
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

  /*
   * The list reads every cursor page in turn. The next page is asked for as soon as a page arrives, before that page
   * is checked and shown, so each round trip overlaps the work of showing the page before it (400 pages for 10,000
   * users). The calls are the same, in the same order; an answer, failure included, goes to whoever asks for that
   * page next, and cancelling that ask cancels the call.
   */
  let ahead: ReadAhead | undefined;
  const takeAhead = (key: string, signal?: AbortSignal) => {
    const taken = ahead;
    ahead = undefined;
    if (!taken || taken.key !== key || Date.now() - taken.at > READ_AHEAD_MS) {
      taken?.controller.abort();
      return undefined;
    }
    if (signal?.aborted) taken.controller.abort();
    else signal?.addEventListener('abort', () => taken.controller.abort(), { once: true });
    return taken.response;
  };
  const readAhead = (clientSlug: string, cursor: string) => {
    const controller = new AbortController();
    const response = usersPage(clientSlug, cursor, controller.signal);
    response.catch(() => undefined);
    ahead = { key: `${clientSlug}\n${cursor}`, response, controller, at: Date.now() };
  };

  const known = new Map<string, KnownPages>();
  /** The API's page `index` (of 25); its cursor must be known. */
  const apiPage = async (clientSlug: string, index: number, signal?: AbortSignal): Promise<User[]> => {
    const pages = known.get(clientSlug)!;
    const cursor = pages.cursors[index];
    const res = await (takeAhead(`${clientSlug}\n${cursor}`, signal) ?? usersPage(clientSlug, cursor, signal));
    const next = nextCursorOf(res.json);
    if (next) {
      pages.cursors[index + 1] = next;
      if (pages.last === index) pages.last = undefined;
      readAhead(clientSlug, next);
    } else {
      pages.cursors.length = index + 1;
      pages.last = index;
    }
    return parseContract(usersPageResponseSchema, res.json, 'no data array found In Response').data.map(toUser);
  };

  const methods: UsersMethods = {
    async checkUserEmail(email, clientSlug) {
      try {
        const res = await http(`${base}/users/verify`, { query: { email: email.trim(), client: clientSlug } });
        const body = parseContract(verifyResponseSchema, res.json, NO_DATA);
        return { exists: true, id: body.data.id === undefined ? undefined : String(body.data.id) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 410) return { exists: false };
        throw error;
      }
    },
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
    getList: async (_resource, { pagination, filter, signal }) => {
      const clientSlug = String(filter?.clientSlug ?? '');
      const { page = 1, perPage = USERS_PAGE_SIZE } = pagination ?? {};
      const start = (page - 1) * perPage;
      const end = start + perPage;
      const first = Math.floor(start / USERS_PAGE_SIZE);
      if (first === 0 || !known.has(clientSlug)) known.set(clientSlug, { cursors: [''] });
      const pages = known.get(clientSlug)!;
      // A page whose cursor is not known yet: walk to it from the last page that is.
      let index = Math.min(first, pages.cursors.length - 1);
      const taken: User[] = [];
      let from = index * USERS_PAGE_SIZE;
      for (; index * USERS_PAGE_SIZE < end && index < pages.cursors.length; index += 1) {
        const rows = await apiPage(clientSlug, index, signal);
        if (index < first) from += rows.length;
        else taken.push(...rows);
      }
      const data = taken.slice(Math.max(0, start - from), Math.max(0, end - from));
      const hasNextPage = index - 1 < (pages.last ?? Infinity) || taken.length > end - from;
      return { data: data as never[], pageInfo: { hasNextPage, hasPreviousPage: page > 1 } };
    },
    getOne: async (_resource, { id }) => ({ data: oneUser((await http(userUrl(String(id)))).json) as never }),
    create: async (_resource, { data }) => {
      const res = await http(`${base}/users`, {
        method: 'POST',
        body: toCreateBody(data as NewUser),
        fieldWords: USER_FIELD_WORDS,
      });
      return { data: oneUser(res.json) } as never;
    },
    update: async (_resource, { id, data, previousData }) => {
      const body = toUpdateBody(toUserChanges(previousData as User, data as UserValues));
      if (!body) return { data: previousData } as never;
      return {
        data: oneUser((await http(userUrl(String(id)), { method: 'PATCH', body, fieldWords: USER_FIELD_WORDS })).json),
      } as never;
    },
  };

  /** A user's own names and time zone (/profile): the record's id is the user's. */
  const profile: Partial<DataProvider> = {
    update: async (_resource, { id, data }) => {
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
      return { data: record } as never;
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

  return {
    resources: {
      users: partialProvider('users', users),
      profile: partialProvider('profile', profile),
      roleCombinations: partialProvider('roleCombinations', roleCombinations),
    },
    methods,
  };
};
