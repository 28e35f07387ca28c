import { z } from 'zod';

const url = z.string().url();

const oidcAuth = z.object({
  type: z.literal('oidc'),
  issuer: url,
  clientId: z.string().min(1),
  scopes: z.string().default('openid profile email'),
});

const msalAuth = z.object({
  type: z.literal('msal'),
  authority: url,
  clientId: z.string().min(1),
  scopes: z.array(z.string()).default(['openid', 'profile', 'email']),
  knownAuthorities: z.array(z.string()).default([]),
});

export const configSchema = z.object({
  api: z.object({
    payments: url,
    sso: url,
    pos: url,
    configService: url,
  }),
  auth: z.discriminatedUnion('type', [oidcAuth, msalAuth]),
  launchDarkly: z
    .object({
      clientSideId: z.string().min(1),
      baseUri: url.optional(),
      streamUri: url.optional(),
      eventsUri: url.optional(),
    })
    .optional(),
  dashboardOrigin: url,
  version: z.string().min(1),
  labelLink: url.optional(),
  timeouts: z
    .object({
      idleMs: z.number().int().positive().default(900_000),
      logoutCountdownMs: z.number().int().positive().default(30_000),
      sessionCheckMs: z.number().int().positive().default(60_000),
      dashboardLoadMs: z.number().int().positive().default(10_000),
      requestMs: z.number().int().positive().default(30_000),
    })
    .prefault({}),
});

export type AppConfigInput = z.input<typeof configSchema>;
export type AppConfig = z.infer<typeof configSchema> & { environment: Environment };
export type Environment = 'dev' | 'uat' | 'prod' | 'local';

/** The environment follows the host name, so one build serves every environment. */
export const environmentOf = (hostname: string): Environment => {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.local')) return 'local';
  if (/(^|[.-])uat([.-]|$)/.test(host)) return 'uat';
  if (/(^|[.-])dev([.-]|$)/.test(host)) return 'dev';
  return 'prod';
};

export const parseConfig = (raw: unknown, hostname: string): AppConfig => ({
  ...configSchema.parse(raw),
  environment: environmentOf(hostname),
});
