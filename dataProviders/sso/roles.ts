/*
 * Roles and permissions, without any schema: the sign-in path needs them, and should
 * not load zod's full API for them (dataProviders/sso/contract.ts re-exports them beside its schemas).
 */

/** Revenue-management roles; aliases are normalised by `normaliseRole`. */
export const ROLES = [
  'NO_ROLE',
  'CASHIER',
  'RESEARCHER',
  'SUPERVISOR',
  'AGENCY_ADMIN',
  'CLIENT_ADMIN',
  'CITYBASE_ADMIN',
  'CB_ADMIN',
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'VIEW_DASHBOARD',
  'EDIT_TRANSACTION_NOTE',
  'SEND_TRANSACTION_RECEIPT',
  'UPDATE_OWN_USER_PROFILE',
  'SEARCH_TRANSACTIONS',
  'VIEW_TRANSACTION_DETAILS',
  'VOID_TRANSACTION',
  'REFUND_TRANSACTION',
  'ACTIVATE_USER',
  'DEACTIVATE_USER',
  'GRANT_AGENCY_MEMBERSHIP_TO_USER',
  'REVOKE_AGENCY_MEMBERSHIP_FROM_USER',
  'LIST_CLIENTS',
  'LIST_ADMINISTERED_USERS',
  'SEARCH_AGENCIES',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** `client-admin` and `agency-admin` are treated as their upper-case equivalents. */
export const normaliseRole = (role: string | null | undefined): Role => {
  const upper = (role ?? '').trim().toUpperCase().replace(/-/g, '_');
  return (ROLES as readonly string[]).includes(upper) ? (upper as Role) : 'NO_ROLE';
};

export const PLATFORM_ADMIN_ROLES: readonly Role[] = ['CB_ADMIN', 'CITYBASE_ADMIN'];

/**
 * Roles each actor may assign when the server gives no role combinations; an actor missing from the table assigns
 * no role only. The forms offer these and the mock API enforces them.
 */
export const ASSIGNABLE_ROLES: Partial<Record<Role, readonly Role[]>> = {
  NO_ROLE: ['NO_ROLE', 'CLIENT_ADMIN'],
  RESEARCHER: ['NO_ROLE', 'RESEARCHER'],
  SUPERVISOR: ['NO_ROLE', 'SUPERVISOR', 'RESEARCHER'],
  AGENCY_ADMIN: ['NO_ROLE', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER'],
  CLIENT_ADMIN: ['NO_ROLE', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER'],
  CITYBASE_ADMIN: ['NO_ROLE', 'CB_ADMIN', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER'],
  CB_ADMIN: ['NO_ROLE', 'CB_ADMIN', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER'],
};

/** The roles an actor may assign. */
export const assignableRoles = (actorRole: Role): readonly Role[] => ASSIGNABLE_ROLES[actorRole] ?? ['NO_ROLE'];
