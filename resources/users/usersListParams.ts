import type { StartUpRead } from '../../dataProviders/startUpReads';
import type { UsersListMeta } from '../../dataProviders/sso/users';
import { USERS_PAGE_SIZE } from '../../dataProviders/sso/usersContract';
import { scopeAllows, type ReadScope } from '../../src/auth/currentUser';

/** users: getList's params for a client's list, as useUsersLoader asks for its first page. */
export const usersListParams = (clientSlug: string | null | undefined, meta: UsersListMeta = {}) => ({
  pagination: { page: 1, perPage: USERS_PAGE_SIZE },
  sort: { field: 'id', order: 'ASC' } as const,
  filter: { clientSlug: clientSlug ?? undefined },
  meta,
});

/**
 * /settings' first users, asked for while the page loads; not for a user who may not list them (the page says so
 * instead).
 */
export const usersFirstRead = (_address: unknown, scope: ReadScope): StartUpRead | undefined =>
  scope.client && scopeAllows(scope, { resource: 'users', action: 'list' })
    ? { method: 'getList', resource: 'users', params: usersListParams(scope.client) }
    : undefined;
