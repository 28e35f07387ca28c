import type { Permission } from '../../dataProviders/sso/contract';
import { hasPermission, type CurrentUser } from './currentUser';

/**
 * Who may do what, by role and permission: the one place the rules are written. Resources are react-admin
 * resource names plus the pages that are not resources (dashboard, pos-config, profile). `customers` is also gated
 * by the client's customer-management setting, which the caller checks. The app asks react-admin (useCanAccess,
 * <CanAccess>), which asks authProvider.canAccess, which reads this table.
 */
const RULES: Record<string, Record<string, Permission | 'admin' | 'any'>> = {
  dashboard: { list: 'VIEW_DASHBOARD' },
  payments: {
    list: 'SEARCH_TRANSACTIONS',
    export: 'SEARCH_TRANSACTIONS',
    show: 'VIEW_TRANSACTION_DETAILS',
    void: 'VOID_TRANSACTION',
    refund: 'REFUND_TRANSACTION',
    note: 'EDIT_TRANSACTION_NOTE',
    receipt: 'SEND_TRANSACTION_RECEIPT',
  },
  customers: { list: 'LIST_ADMINISTERED_USERS', show: 'LIST_ADMINISTERED_USERS' },
  users: {
    list: 'LIST_ADMINISTERED_USERS',
    export: 'LIST_ADMINISTERED_USERS',
    create: 'GRANT_AGENCY_MEMBERSHIP_TO_USER',
    edit: 'GRANT_AGENCY_MEMBERSHIP_TO_USER',
    activate: 'ACTIVATE_USER',
    deactivate: 'DEACTIVATE_USER',
    // The agencies a user can be given: only with the agency search (an admin without it has none to choose from).
    searchAgencies: 'SEARCH_AGENCIES',
  },
  profile: { show: 'any', edit: 'UPDATE_OWN_USER_PROFILE' },
  // search: reading the list of clients from the API (Create Client Admin, the /admin chooser).
  clients: { list: 'admin', create: 'admin', search: 'LIST_CLIENTS' },
  'pos-config': { list: 'admin', create: 'admin', edit: 'admin' },
  posClients: { create: 'admin', edit: 'admin' },
  agencies: { list: 'admin', create: 'admin', edit: 'admin' },
  locations: { list: 'admin', create: 'admin', edit: 'admin' },
  terminals: { list: 'admin', create: 'admin', edit: 'admin' },
};

/** authProvider.canAccess's answer for `user`; nothing else calls it (lint holds that). */
export const allows = (
  user: CurrentUser | undefined,
  { resource, action }: { resource: string; action: string },
): boolean => {
  if (!user) return false;
  const rule = RULES[resource]?.[action];
  if (!rule) return false;
  if (rule === 'any') return true;
  if (rule === 'admin') return user.isAdmin;
  return hasPermission(user, rule);
};

/** Every `resource.action` the user may do, for the reads a tab makes ahead before it knows the user (ReadScope). */
export const allowedActions = (user: CurrentUser): string[] =>
  Object.entries(RULES).flatMap(([resource, actions]) =>
    Object.keys(actions)
      .filter(action => allows(user, { resource, action }))
      .map(action => `${resource}.${action}`),
  );
