import { Router } from 'express';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export const deepMerge = (base: Json, patch: Json): Json => {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = isObject(value) && isObject(out[key]) ? deepMerge(out[key] as Json, value) : value;
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
  let overrides: Json = {};
  const current = () => deepMerge(base, overrides);

  const router = Router();
  router.get('/', (_req, res) => res.json(current()));
  router.post('/', (req, res) => {
    overrides = deepMerge(overrides, (req.body ?? {}) as Json);
    res.json(current());
  });
  router.delete('/', (_req, res) => {
    overrides = {};
    res.json(current());
  });
  return { current, router, dashboardOrigin };
};
