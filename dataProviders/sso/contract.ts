import { z } from '../zod';

export { normaliseRole, PERMISSIONS, PLATFORM_ADMIN_ROLES, ROLES, type Permission, type Role } from './roles';

export const clientSchema = z.object({
  id: z.union([z.string(), z.number()]),
  slug: z.string(),
  brand: z.string(),
  paymentPortalUrl: z.optional(z.string()),
});
export type Client = z.infer<typeof clientSchema>;

export const agencySchema = z.object({ name: z.string(), slug: z.string() });
export type Agency = z.infer<typeof agencySchema>;

export const myselfSchema = z.object({
  user_id: z.union([z.string(), z.number()]),
  role: z.string(),
  pos_role: z.optional(z.nullable(z.string())),
  email: z.string(),
  client: z.nullable(z.object({ brand: z.string(), slug: z.string() })),
  agencies: z.array(agencySchema),
  permissions: z.array(z.string()),
  active: z.boolean(),
  status: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  timezone: z.optional(z.nullable(z.string())),
  credentials_provider: z.optional(z.enum(['FEDERATION', 'OKTA'])),
});
export type Myself = z.infer<typeof myselfSchema>;

export const myselfResponseSchema = z.object({ data: myselfSchema });
export const clientsResponseSchema = z.object({ data: z.array(clientSchema) });
export const agenciesResponseSchema = z.object({ data: z.array(agencySchema) });
