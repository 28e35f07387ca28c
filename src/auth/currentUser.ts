import type { Agency, Myself } from '../../dataProviders/sso/contract';
import { normaliseRole, PLATFORM_ADMIN_ROLES, type Permission, type Role } from '../../dataProviders/sso/roles';

/** The signed-in user as the app sees it: identity, role, permissions and client. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: Role;
  posRole: Role;
  permissions: Permission[];
  client: { slug: string; brand: string } | null;
  agencies: Agency[];
  active: boolean;
  status: string;
  timezone: string;
  credentialsProvider: 'FEDERATION' | 'OKTA';
  /** Platform administrators choose a client on /admin and reach the cashiering configuration. */
  isAdmin: boolean;
}

export const DEFAULT_TIMEZONE = 'America/Chicago';

export const toCurrentUser = (myself: Myself): CurrentUser => {
  const role = normaliseRole(myself.role);
  return {
    id: String(myself.user_id),
    email: myself.email,
    firstName: myself.first_name,
    lastName: myself.last_name,
    fullName: `${myself.first_name} ${myself.last_name}`.trim() || myself.email,
    role,
    posRole: normaliseRole(myself.pos_role),
    permissions: myself.permissions as Permission[],
    client: myself.client,
    agencies: myself.agencies,
    active: myself.active && myself.status !== 'DEACTIVATED',
    status: myself.status,
    timezone: myself.timezone || DEFAULT_TIMEZONE,
    credentialsProvider: myself.credentials_provider ?? 'OKTA',
    isAdmin: PLATFORM_ADMIN_ROLES.includes(role),
  };
};

/**
 * What a page's reads depend on besides the address: the client the app works on (its slug, and its brand for the
 * cashiering lists), the user's time zone, and what the user may do (`resource.action`, as the access rules say: a
 * page is read ahead only for a user who may open it, and /settings only for one who may list users). The tab
 * remembers the last (src/auth/authProvider.ts), so a later load can ask for its page's rows before /myself answers. A
 * scope remembered before the brand or the allowed actions were part of it has none, and reads nothing they decide.
 * Made by `readScopeOf` (./authProvider.ts, which asks ./access.ts).
 */
export interface ReadScope {
  client: string | null;
  brand?: string | null;
  timezone: string;
  allowed?: readonly string[];
}

/** Whether the scope's user may do `action` on `resource`. */
export const scopeAllows = (scope: ReadScope, { resource, action }: { resource: string; action: string }) =>
  !!scope.allowed?.includes(`${resource}.${action}`);

/** Whether two scopes ask for the same reads. */
export const sameReadScope = (a: ReadScope | undefined, b: ReadScope) =>
  !!a &&
  a.client === b.client &&
  a.brand === b.brand &&
  a.timezone === b.timezone &&
  (a.allowed ?? []).join() === (b.allowed ?? []).join();

export const hasPermission = (user: CurrentUser | undefined, permission: Permission) =>
  !!user?.permissions.includes(permission);
