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
 * cashiering lists), the user's time zone, and whether the user may list users (/settings asks for them only then).
 * The tab remembers the last (src/auth/authProvider.ts), so a later load can ask for its page's rows before /myself
 * answers. A scope remembered before the brand and the users were part of it has neither. Made by `readScopeOf`
 * (./authProvider.ts, which asks ./access.ts who may list users).
 */
export interface ReadScope {
  client: string | null;
  brand?: string | null;
  timezone: string;
  mayListUsers?: boolean;
}

/** Whether two scopes ask for the same reads. */
export const sameReadScope = (a: ReadScope | undefined, b: ReadScope) =>
  !!a && a.client === b.client && a.brand === b.brand && a.timezone === b.timezone && a.mayListUsers === b.mayListUsers;

export const hasPermission = (user: CurrentUser | undefined, permission: Permission) =>
  !!user?.permissions.includes(permission);
