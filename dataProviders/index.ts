import { combineDataProviders, type DataProvider } from 'ra-core';
import { createConfigBackend, type ConfigMethods } from './config';
import type { HttpClient } from './http';
import { createPaymentsBackend, type PaymentsMethods } from './payments';
import { createPosBackend, type PosMethods } from './pos';
import { createSsoBackend, type SsoMethods } from './sso';
import { STANDARD_METHODS } from './types';

export interface ApiUrls {
  payments: string;
  sso: string;
  pos: string;
  configService: string;
}

export type AppDataProvider = DataProvider & PaymentsMethods & SsoMethods & PosMethods & ConfigMethods;

/** One provider per backend, combined: resource name -> backend; custom methods merged and typed. */
export const createDataProvider = (api: ApiUrls, http: HttpClient): AppDataProvider => {
  const backends = [
    createPaymentsBackend(api.payments, http),
    createSsoBackend(api.sso, http),
    createPosBackend(api.pos, http),
    createConfigBackend(api.configService, http),
  ];
  const byResource: Record<string, DataProvider> = Object.assign({}, ...backends.map(backend => backend.resources));
  const combined = combineDataProviders(resource => {
    const provider = byResource[resource];
    if (!provider) throw new Error(`No backend serves the resource ${resource}`);
    return provider;
  });
  const standard = Object.fromEntries(
    STANDARD_METHODS.map(name => [name, combined[name].bind(combined)]),
  ) as unknown as DataProvider;
  // react-admin hands the providers its queries' abort signals: leaving a page cancels what it was loading.
  return Object.assign(
    standard,
    { supportAbortSignal: true },
    ...backends.map(backend => backend.methods),
  ) as AppDataProvider;
};
