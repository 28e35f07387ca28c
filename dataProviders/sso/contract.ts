import { z } from 'zod';

/** Revenue-management roles of spec §6; aliases are normalised by `normaliseRole`. */
export const ROLES = ['NO_ROLE', 'CASHIER', 'RESEARCHER', 'SUPERVISOR', 'AGENCY_ADMIN', 'CLIENT_ADMIN', 'CITYBASE_ADMIN', 'CB_ADMIN'] as const;
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

export const clientSchema = z.object({
  id: z.union([z.string(), z.number()]),
  slug: z.string(),
  brand: z.string(),
  paymentPortalUrl: z.string().optional(),
});
export type Client = z.infer<typeof clientSchema>;

export const agencySchema = z.object({ name: z.string(), slug: z.string() });
export type Agency = z.infer<typeof agencySchema>;

export const myselfSchema = z.object({
  user_id: z.union([z.string(), z.number()]),
  role: z.string(),
  pos_role: z.string().nullable().optional(),
  email: z.string(),
  client: z.object({ brand: z.string(), slug: z.string() }).nullable(),
  agencies: z.array(agencySchema),
  permissions: z.array(z.string()),
  active: z.boolean(),
  status: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  timezone: z.string().nullable().optional(),
  credentials_provider: z.enum(['FEDERATION', 'OKTA']).optional(),
});
export type Myself = z.infer<typeof myselfSchema>;

export const myselfResponseSchema = z.object({ data: myselfSchema });
export const clientsResponseSchema = z.object({ data: z.array(clientSchema) });
export const agenciesResponseSchema = z.object({ data: z.array(agencySchema) });
