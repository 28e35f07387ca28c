import { combineDataProviders, type DataProvider } from 'ra-core';
import { createConfigBackend, type ConfigMethods } from './config';
import type { HttpClient } from './http';
import { createPaymentsBackend, type PaymentsMethods } from './payments';
import { createPosBackend, type PosMethods } from './pos';
import { createSsoBackend, type SsoMethods } from './sso';

export interface ApiUrls {
  payments: string;
  sso: string;
  pos: string;
  configService: string;
}

export type AppDataProvider = DataProvider & PaymentsMethods & SsoMethods & PosMethods & ConfigMethods;

/** One provider per backend, combined: resource name -> backend; the custom methods (actions) merged and typed. */
export const createDataProvider = (api: ApiUrls, http: HttpClient): AppDataProvider => {
  const payments = createPaymentsBackend(api.payments, http);
  const sso = createSsoBackend(api.sso, http);
  const pos = createPosBackend(api.pos, http);
  const config = createConfigBackend(api.configService, http);
  const byResource: Record<string, DataProvider> = {
    ...payments.resources,
    ...sso.resources,
    ...pos.resources,
    ...config.resources,
  };
  const combined = combineDataProviders(resource => {
    const provider = byResource[resource];
    if (!provider) throw new Error(`No backend serves the resource ${resource}`);
    return provider;
  });
  return {
    // combineDataProviders answers with a proxy, whose methods a spread would not copy.
    getList: (resource, params) => combined.getList(resource, params),
    getOne: (resource, params) => combined.getOne(resource, params),
    getMany: (resource, params) => combined.getMany(resource, params),
    getManyReference: (resource, params) => combined.getManyReference(resource, params),
    create: (resource, params) => combined.create(resource, params),
    update: (resource, params) => combined.update(resource, params),
    updateMany: (resource, params) => combined.updateMany(resource, params),
    delete: (resource, params) => combined.delete(resource, params),
    deleteMany: (resource, params) => combined.deleteMany(resource, params),
    // react-admin hands the providers its queries' abort signals: leaving a page cancels what it was loading.
    supportAbortSignal: true,
    ...payments.methods,
    ...sso.methods,
    ...pos.methods,
    ...config.methods,
  };
};
