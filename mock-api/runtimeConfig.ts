import { Router } from 'express';

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

/** The runtime config the SPA reads at start-up, pointing every backend at this one server. */
export const createRuntimeConfig = (publicUrl: string, version: string) => {
  const dashboardOrigin = publicUrl.replace('://localhost', '://127.0.0.1');
  const base: Json = {
    api: {
      payments: `${publicUrl}/api/payments`,
      sso: `${publicUrl}/api/sso`,
      pos: `${publicUrl}/api/pos`,
      configService: `${publicUrl}/config-service`,
    },
    auth: { type: 'oidc', issuer: `${publicUrl}/idp`, clientId: 'revenue-management', scopes: 'openid profile email revenue-management' },
    launchDarkly: { clientSideId: 'mock-client-side-id', baseUri: `${publicUrl}/ld`, streamUri: `${publicUrl}/ld`, eventsUri: `${publicUrl}/ld` },
    dashboardOrigin,
    version,
    labelLink: `${publicUrl}/`,
  };
  // Overrides per `x-mock-scope` (one per end-to-end test); '' applies to everyone.
  const overrides = new Map<string, Json>();
  const current = (scope = '') => deepMerge(deepMerge(base, overrides.get('') ?? {}), scope ? (overrides.get(scope) ?? {}) : {});
  const scopeOf = (req: { query: Record<string, unknown> }) => (typeof req.query.scope === 'string' ? req.query.scope : '');

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
