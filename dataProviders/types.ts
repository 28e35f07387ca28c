import type { DataProvider } from 'ra-core';
import type { HttpClient } from './http';

/** What each backend factory returns: providers for its resources and its typed custom methods. */
export interface Backend<Methods extends object = object> {
  resources: Record<string, DataProvider>;
  methods: Methods;
}

export type BackendFactory<Methods extends object> = (apiUrl: string, http: HttpClient) => Backend<Methods>;

/** A react-admin method a backend does not offer for a resource. */
export const unsupported = (resource: string, method: string) => () =>
  Promise.reject(new Error(`${method} is not available for ${resource}`));

/** A DataProvider whose methods all reject, to fill in around the few a resource offers. */
export const partialProvider = (resource: string, methods: Partial<DataProvider>): DataProvider => ({
  getList: unsupported(resource, 'getList'),
  getOne: unsupported(resource, 'getOne'),
  getMany: unsupported(resource, 'getMany'),
  getManyReference: unsupported(resource, 'getManyReference'),
  create: unsupported(resource, 'create'),
  update: unsupported(resource, 'update'),
  updateMany: unsupported(resource, 'updateMany'),
  delete: unsupported(resource, 'delete'),
  deleteMany: unsupported(resource, 'deleteMany'),
  ...methods,
});
