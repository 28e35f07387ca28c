import type { Permission } from '../../dataProviders/sso/contract';
import { hasPermission, type CurrentUser } from './currentUser';

/**
 * Who may do what, from revenue-management spec §6. Resources are react-admin resource names plus the pages that are
 * not resources (dashboard, pos-config, profile). `customers` is also gated by the client's customer-management
 * setting, which the caller checks.
 */
const RULES: Record<string, Record<string, Permission | 'admin' | 'any'>> = {
  dashboard: { list: 'VIEW_DASHBOARD' },
  payments: { list: 'SEARCH_TRANSACTIONS', show: 'VIEW_TRANSACTION_DETAILS', void: 'VOID_TRANSACTION', refund: 'REFUND_TRANSACTION' },
  customers: { list: 'LIST_ADMINISTERED_USERS', show: 'LIST_ADMINISTERED_USERS' },
  users: {
    list: 'LIST_ADMINISTERED_USERS',
    export: 'LIST_ADMINISTERED_USERS',
    create: 'GRANT_AGENCY_MEMBERSHIP_TO_USER',
    edit: 'GRANT_AGENCY_MEMBERSHIP_TO_USER',
    activate: 'ACTIVATE_USER',
    deactivate: 'DEACTIVATE_USER',
  },
  profile: { show: 'any', edit: 'UPDATE_OWN_USER_PROFILE' },
  clients: { list: 'admin', create: 'admin' },
  'pos-config': { list: 'admin', create: 'admin', edit: 'admin' },
  agencies: { list: 'admin', create: 'admin', edit: 'admin' },
  locations: { list: 'admin', create: 'admin', edit: 'admin' },
  terminals: { list: 'admin', create: 'admin', edit: 'admin' },
};

export const canAccess = (user: CurrentUser | undefined, resource: string, action: string): boolean => {
  if (!user) return false;
  const rule = RULES[resource]?.[action];
  if (!rule) return false;
  if (rule === 'any') return true;
  if (rule === 'admin') return user.isAdmin;
  return hasPermission(user, rule);
};
