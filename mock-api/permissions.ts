import { normaliseRole, PLATFORM_ADMIN_ROLES, type Permission, type Role } from '../dataProviders/sso/contract';
import type { MockUser } from './seed/types';

const VIEWER: Permission[] = [
  'VIEW_DASHBOARD',
  'UPDATE_OWN_USER_PROFILE',
  'SEARCH_TRANSACTIONS',
  'VIEW_TRANSACTION_DETAILS',
  'SEARCH_AGENCIES',
];
const SUPERVISOR: Permission[] = [
  ...VIEWER,
  'VOID_TRANSACTION',
  'REFUND_TRANSACTION',
  'EDIT_TRANSACTION_NOTE',
  'SEND_TRANSACTION_RECEIPT',
];
const ADMIN: Permission[] = [
  ...SUPERVISOR,
  'LIST_ADMINISTERED_USERS',
  'GRANT_AGENCY_MEMBERSHIP_TO_USER',
  'REVOKE_AGENCY_MEMBERSHIP_FROM_USER',
  'ACTIVATE_USER',
  'DEACTIVATE_USER',
];

/** What each revenue-management role may do on the server. */
export const PERMISSIONS_BY_ROLE: Record<Role, Permission[]> = {
  NO_ROLE: ['UPDATE_OWN_USER_PROFILE'],
  CASHIER: ['UPDATE_OWN_USER_PROFILE'],
  RESEARCHER: VIEWER,
  SUPERVISOR,
  AGENCY_ADMIN: ADMIN,
  CLIENT_ADMIN: ADMIN,
  CITYBASE_ADMIN: [...ADMIN, 'LIST_CLIENTS'],
  CB_ADMIN: [...ADMIN, 'LIST_CLIENTS'],
};

export const permissionsOf = (user: MockUser): Permission[] => PERMISSIONS_BY_ROLE[normaliseRole(user.role)];

export const isPlatformAdmin = (user: MockUser) => PLATFORM_ADMIN_ROLES.includes(normaliseRole(user.role));

export const isUserActive = (user: MockUser) =>
  user.providerStatus !== 'DEPROVISIONED' && user.providerStatus !== 'SUSPENDED';
