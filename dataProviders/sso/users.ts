import { HttpError } from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient, HttpResponse } from '../http';
import { partialProvider, type Backend } from '../types';
import { safeHttpUrl, toCreateBody, toProfileBody, toRoleCombinations, toUpdateBody, toUser } from './internal/users';
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
  type Profile,
  type ProfileInput,
  type RoleCombinations,
  type User,
  type UserChanges,
  type UsersPage,
} from './usersContract';

/**
 * Users of the organisation (revenue-management spec §7, user-management API), under `{apiUrl}/api/v1/sso`.
 * | method                        | call                                                                   |
 * | getUsersPage({clientSlug, cursor}) | GET /users?filter[client-slug]&page[size]=25&page[cursor]         |
 * | getUser(id)                   | GET /users/{id}                                                        |
 * | checkUserEmail(email)         | GET /users/verify?email= (200 taken, 410 free)                         |
 * | createUser(user)              | POST /users {data: {profile, access, agencies, client}}                |
 * | updateUser(id, changes)       | PATCH /users/{id} {data: {profile, revoke/grant_agencies, revoke/grant_access}} |
 * | setUserStatus(id, status)     | PATCH /users/{id}/status {data: {status}}                              |
 * | resendActivation(id)          | POST /users/{id}/reactivate?send_email=true                            |
 * | resetPassword(id)             | POST /users/{id}/reset-password -> reset_password_url                  |
 * | updateProfile(id, profile)    | PATCH /users/{id}/profile {data: {first_name, last_name, timezone}}    |
 * | getRoleCombinations()         | GET /permissions/revenue-management/role_combinations/cb-pos           |
 */
export interface UsersMethods {
  getUsersPage(params: { clientSlug: string; cursor?: string | null; signal?: AbortSignal }): Promise<UsersPage>;
  getUser(id: string): Promise<User>;
  checkUserEmail(email: string): Promise<EmailCheck>;
  createUser(user: NewUser): Promise<User>;
  /** Resolves to null without a call when nothing changed. */
  updateUser(id: string, changes: UserChanges): Promise<User | null>;
  setUserStatus(id: string, status: 'ACTIVE' | 'DEACTIVATED'): Promise<User>;
  resendActivation(id: string): Promise<void>;
  /** The address of the password-reset page; only http(s) addresses are returned. */
  resetPassword(id: string): Promise<string>;
  updateProfile(id: string, profile: ProfileInput): Promise<Profile>;
  getRoleCombinations(): Promise<RoleCombinations>;
}

const NO_DATA = 'no data object found In Response';

/** How long a page asked for ahead may wait to be taken; older, it is asked for again. */
export const READ_AHEAD_MS = 10_000;

interface ReadAhead {
  key: string;
  response: Promise<HttpResponse>;
  controller: AbortController;
  at: number;
}

const nextCursorOf = (json: unknown): string | null => {
  const cursor = (json as { meta?: { page_cursor?: unknown } } | null)?.meta?.page_cursor;
  return typeof cursor === 'string' && cursor ? cursor : null;
};

export const createUsersBackend = (apiUrl: string, http: HttpClient): Backend<UsersMethods> => {
  const base = `${apiUrl}/api/v1/sso`;
  const userUrl = (id: string) => `${base}/users/${encodeURIComponent(id)}`;
  const oneUser = (json: unknown) => toUser(parseContract(userResponseSchema, json, NO_DATA).data);

  const usersPage = (clientSlug: string, cursor: string | null | undefined, signal?: AbortSignal) =>
    http(`${base}/users`, { query: { filter: { 'client-slug': clientSlug }, page: { size: USERS_PAGE_SIZE, cursor: cursor ?? undefined } }, signal });

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

  const methods: UsersMethods = {
    async getUsersPage({ clientSlug, cursor, signal }) {
      const res = await (takeAhead(`${clientSlug}\n${cursor ?? ''}`, signal) ?? usersPage(clientSlug, cursor, signal));
      const next = nextCursorOf(res.json);
      if (next) readAhead(clientSlug, next);
      const body = parseContract(usersPageResponseSchema, res.json, 'no data array found In Response');
      return { users: body.data.map(toUser), cursor: body.meta.page_cursor || null };
    },
    async getUser(id) {
      return oneUser((await http(userUrl(id))).json);
    },
    async checkUserEmail(email) {
      try {
        const res = await http(`${base}/users/verify`, { query: { email: email.trim() } });
        const body = parseContract(verifyResponseSchema, res.json, NO_DATA);
        return { exists: true, id: body.data.id === undefined ? undefined : String(body.data.id) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 410) return { exists: false };
        throw error;
      }
    },
    async createUser(user) {
      return oneUser((await http(`${base}/users`, { method: 'POST', body: toCreateBody(user) })).json);
    },
    async updateUser(id, changes) {
      const body = toUpdateBody(changes);
      if (!body) return null;
      return oneUser((await http(userUrl(id), { method: 'PATCH', body })).json);
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
    async updateProfile(id, profile) {
      const res = await http(`${userUrl(id)}/profile`, { method: 'PATCH', body: toProfileBody(profile) });
      const data = parseContract(profileResponseSchema, res.json, NO_DATA).data;
      return { firstName: data.first_name, lastName: data.last_name, timezone: data.timezone };
    },
    async getRoleCombinations() {
      const res = await http(`${base}/permissions/revenue-management/role_combinations/cb-pos`);
      return toRoleCombinations(parseContract(roleCombinationsResponseSchema, res.json, NO_DATA).data.role_combinations);
    },
  };

  return {
    resources: {
      users: partialProvider('users', {
        getOne: async (_resource, params) => ({ data: (await methods.getUser(String(params.id))) as never }),
      }),
    },
    methods,
  };
};
