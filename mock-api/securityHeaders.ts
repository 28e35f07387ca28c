import type { RequestHandler } from 'express';

/** The parts of the runtime config (/config.json) that name other origins the app talks to. */
export interface ServiceConfig {
  api?: Record<string, string>;
  auth?: { type?: string; issuer?: string; authority?: string; knownAuthorities?: string[] };
  launchDarkly?: { clientSideId?: string; baseUri?: string; streamUri?: string; eventsUri?: string };
  dashboardOrigin?: string;
}

const originOf = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/** The flag SDK's own addresses, which it uses for any the config leaves out (README, hosting). */
export const LAUNCHDARKLY_DEFAULTS = {
  baseUri: 'https://clientsdk.launchdarkly.com',
  streamUri: 'https://clientstream.launchdarkly.com',
  eventsUri: 'https://events.launchdarkly.com',
} as const;

const unique = (values: (string | undefined)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].sort();

/**
 * Origins the SPA may call (connect-src) and frame (frame-src), derived from its runtime config:
 * every API and the config service, the identity provider (token endpoint; hidden frame for silent
 * renewal), the flag service, and the dashboard origin (frame only).
 */
export const serviceOrigins = (config: ServiceConfig) => {
  const identity = unique([
    originOf(config.auth?.issuer),
    originOf(config.auth?.authority),
    ...(config.auth?.knownAuthorities ?? []).map(host => originOf(`https://${host}`)),
  ]);
  const connect = unique([
    ...Object.values(config.api ?? {}).map(originOf),
    ...identity,
    ...(config.launchDarkly
      ? [
          originOf(config.launchDarkly.baseUri ?? LAUNCHDARKLY_DEFAULTS.baseUri),
          originOf(config.launchDarkly.streamUri ?? LAUNCHDARKLY_DEFAULTS.streamUri),
          originOf(config.launchDarkly.eventsUri ?? LAUNCHDARKLY_DEFAULTS.eventsUri),
        ]
      : []),
  ]);
  const frame = unique([...identity, originOf(config.dashboardOrigin)]);
  return { connect, frame, identity };
};

/** The SPA's Content-Security-Policy: scripts only from our origin, no plugins, no <base>, never framed. */
export const contentSecurityPolicy = (config: ServiceConfig, frameAncestors = "'none'") => {
  const { connect, frame, identity } = serviceOrigins(config);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Check images are links the payment API hands out (PaymentDetails.tsx).
    `img-src 'self' data: ${unique([originOf(config.api?.payments)]).join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    `frame-src 'self' ${frame.join(' ')}`.trim(),
    `form-action 'self' ${identity.join(' ')}`.trim(),
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
};

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Headers for the SPA and the mock's own pages; docs/security.md lists them for production hosting.
 * The identity provider's pages and the silent-renew page may be framed by our own origin only;
 * the stand-in dashboard is framed by the app, from another origin.
 */
export const securityHeaders =
  ({
    publicUrl,
    dashboardOrigin,
    config,
  }: {
    publicUrl: string;
    dashboardOrigin: string;
    config?: () => ServiceConfig;
  }): RequestHandler =>
  (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const isDashboard = req.path.startsWith('/dashboards');
    const isIdp = req.path.startsWith('/idp');
    const frameAncestors = isDashboard
      ? `'self' ${publicUrl}`
      : isIdp || req.path === '/silent-callback.html'
        ? "'self'"
        : "'none'";
    const services = config?.() ?? { api: { app: publicUrl }, auth: { issuer: publicUrl }, dashboardOrigin };
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...services, dashboardOrigin }, frameAncestors));
    if (!isDashboard) {
      res.setHeader('X-Frame-Options', isIdp || req.path === '/silent-callback.html' ? 'SAMEORIGIN' : 'DENY');
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    }
    next();
  };
