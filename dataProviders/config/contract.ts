import { z } from 'zod';

export const obligationSchema = z.object({
  obligationSlug: z.string(),
  paymentAttributes: z.object({ description: z.string().optional(), subDescription: z.string().optional() }).optional(),
});
export type Obligation = z.infer<typeof obligationSchema>;

/** GET /settings/{client}/settings.json */
export const clientSettingsSchema = z.object({
  customerManagementEnabled: z.boolean().default(false),
  pointOfSale: z.object({ enabled: z.boolean().default(false) }).prefault({}),
});

/** GET /settings/{client}/profile/settings.json */
export const profileSettingsSchema = z.object({
  obligations: z.array(obligationSchema).default([]),
});

/** GET /metadata/{client}/profile/meta.json */
export const clientMetaSchema = z.object({
  paymentPortalUrl: z.string().url().optional(),
});

export type ClientSettings = z.infer<typeof clientSettingsSchema> & z.infer<typeof profileSettingsSchema> & { meta: z.infer<typeof clientMetaSchema> };
