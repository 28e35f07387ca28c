import { z } from '../zod';

export const obligationSchema = z.object({
  obligationSlug: z.string(),
  paymentAttributes: z.optional(
    z.object({ description: z.optional(z.string()), subDescription: z.optional(z.string()) }),
  ),
});
export type Obligation = z.infer<typeof obligationSchema>;

/** GET /settings/{client}/settings.json */
export const clientSettingsSchema = z.object({
  customerManagementEnabled: z._default(z.boolean(), false),
  pointOfSale: z.prefault(z.object({ enabled: z._default(z.boolean(), false) }), {}),
});

/** GET /settings/{client}/profile/settings.json */
export const profileSettingsSchema = z.object({
  obligations: z._default(z.array(obligationSchema), []),
});

/** GET /metadata/{client}/profile/meta.json */
export const clientMetaSchema = z.object({
  // An http(s) address only: the customer search opens it in a new tab and links to it. Anything else is dropped (the
  // search then says there is no portal) rather than failing the client's settings, which gate the app's pages.
  paymentPortalUrl: z.catch(z.optional(z.string().check(z.url({ protocol: /^https?$/ }))), undefined),
});

export type ClientSettings = z.infer<typeof clientSettingsSchema> &
  z.infer<typeof profileSettingsSchema> & { meta: z.infer<typeof clientMetaSchema> };
