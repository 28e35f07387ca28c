// zod's tree-shakable API: the config is parsed on every page, /login included, which should not load the full API.
import { z } from '../../dataProviders/zod';

const url = z.url();
const text = z.string().check(z.minLength(1));
const positiveInt = (fallback: number) => z._default(z.int().check(z.positive()), fallback);

const oidcAuth = z.object({
  type: z.literal('oidc'),
  issuer: url,
  clientId: text,
  scopes: z._default(z.string(), 'openid profile email'),
});

const msalAuth = z.object({
  type: z.literal('msal'),
  authority: url,
  clientId: text,
  scopes: z._default(z.array(z.string()), ['openid', 'profile', 'email']),
  knownAuthorities: z._default(z.array(z.string()), []),
  // AAD for Microsoft Entra; OIDC for any other OpenID Connect provider MSAL is pointed at.
  protocolMode: z._default(z.enum(['AAD', 'OIDC']), 'AAD'),
  // The provider's discovery document, for a provider MSAL cannot ask for it (MSAL asks only at an https authority).
  authorityMetadata: z.optional(
    z.looseObject({
      issuer: text,
      authorization_endpoint: url,
      token_endpoint: url,
      jwks_uri: url,
      end_session_endpoint: z.optional(url),
    }),
  ),
});

export const configSchema = z.object({
  api: z.object({
    payments: url,
    sso: url,
    pos: url,
    configService: url,
  }),
  auth: z.discriminatedUnion('type', [oidcAuth, msalAuth]),
  launchDarkly: z.optional(
    z.object({
      clientSideId: text,
      baseUri: z.optional(url),
      streamUri: z.optional(url),
      eventsUri: z.optional(url),
    }),
  ),
  dashboardOrigin: url,
  version: text,
  labelLink: z.optional(url),
  timeouts: z.prefault(
    z.object({
      idleMs: positiveInt(900_000),
      logoutCountdownMs: positiveInt(30_000),
      sessionCheckMs: positiveInt(60_000),
      dashboardLoadMs: positiveInt(10_000),
      requestMs: positiveInt(30_000),
      /** How long a failed read (or a refund or void that got no answer) waits before its one retry. */
      retryDelayMs: positiveInt(500),
    }),
    {},
  ),
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
