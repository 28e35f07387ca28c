import { Router } from 'express';
import { idpEndpoints } from './idp/metadata';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export const deepMerge = (base: Json, patch: Json): Json => {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    // A JSON body's own `__proto__` key would otherwise set the merged object's prototype.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isObject(value) && isObject(out[key]) ? deepMerge(out[key] as Json, value) : value;
  }
  return out;
};

/** How the app signs in: oidc-client-ts, or ra-auth-msal with @azure/msal-browser (`AUTH=msal npm start`). */
export type AuthMode = 'oidc' | 'msal';

export const parseAuthMode = (value: string | undefined): AuthMode => {
  if (!value || value === 'oidc') return 'oidc';
  if (value === 'msal') return 'msal';
  throw new Error(`AUTH must be oidc or msal, not ${value}`);
};

/** The `auth` section for the identity provider under /idp, in either mode. */
export const authConfigFor = (mode: AuthMode, publicUrl: string): Json => {
  const issuer = `${publicUrl}/idp`;
  if (mode === 'oidc')
    return { type: 'oidc', issuer, clientId: 'revenue-management', scopes: 'openid profile email revenue-management' };
  const secure = new URL(publicUrl.replace(/^http:/, 'https:'));
  return {
    type: 'msal',
    // MSAL takes only an https authority, and asks it for nothing once given the discovery document: over plain http the
    // authority names the provider (MSAL keys its cache by its host) and authorityMetadata says where it answers.
    authority: `${secure.origin}/idp`,
    clientId: 'revenue-management',
    scopes: ['openid', 'profile', 'email', 'revenue-management'],
    knownAuthorities: [secure.host],
    protocolMode: 'OIDC',
    authorityMetadata: idpEndpoints(issuer),
  };
};

/** The runtime config the SPA reads at start-up, pointing every backend at this one server. */
export const createRuntimeConfig = (publicUrl: string, version: string, authMode: AuthMode = 'oidc') => {
  const dashboardOrigin = publicUrl.replace('://localhost', '://127.0.0.1');
  const base: Json = {
    api: {
      payments: `${publicUrl}/api/payments`,
      sso: `${publicUrl}/api/sso`,
      pos: `${publicUrl}/api/pos`,
      configService: `${publicUrl}/config-service`,
    },
    auth: authConfigFor(authMode, publicUrl),
    launchDarkly: {
      clientSideId: 'mock-client-side-id',
      baseUri: `${publicUrl}/ld`,
      streamUri: `${publicUrl}/ld`,
      eventsUri: `${publicUrl}/ld`,
    },
    dashboardOrigin,
    version,
    labelLink: `${publicUrl}/`,
  };
  // Overrides per `x-mock-scope` (one per end-to-end test); '' applies to everyone.
  const overrides = new Map<string, Json>();
  const current = (scope = '') =>
    deepMerge(deepMerge(base, overrides.get('') ?? {}), scope ? (overrides.get(scope) ?? {}) : {});
  const scopeOf = (req: { query: Record<string, unknown> }) =>
    typeof req.query.scope === 'string' ? req.query.scope : '';

  const router = Router();
  router.get('/', (req, res) => res.json(current(scopeOf(req))));
  router.post('/', (req, res) => {
    const scope = scopeOf(req);
    overrides.set(scope, deepMerge(overrides.get(scope) ?? {}, (req.body ?? {}) as Json));
    res.json(current(scope));
  });
  router.delete('/', (req, res) => {
    overrides.delete(scopeOf(req));
    res.json(current(scopeOf(req)));
  });
  return { current, router, dashboardOrigin };
};
