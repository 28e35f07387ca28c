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

/** react-admin's DataProvider methods, which the combined provider routes by resource. */
export const STANDARD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** The resources and method names of a backend, known before its code has loaded. */
export interface BackendNames<Methods extends object> {
  resources: readonly string[];
  methods: readonly (keyof Methods & string)[];
}

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/**
 * A backend whose code loads with its first call: the pages that never call it (a payment search, the dashboard) do
 * not load it. Its names route to it meanwhile; each backend's test checks them against the backend. A failed load
 * fails that call, as a failed request would, and the next call tries again.
 */
export const lazyBackend = <Methods extends object>(names: BackendNames<Methods>, load: () => Promise<Backend<Methods>>): Backend<Methods> => {
  let loading: Promise<Backend<Methods>> | undefined;
  const backend = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const provider = (resource: string) =>
    Object.fromEntries(
      STANDARD_METHODS.map(method => [method, async (...args: unknown[]) => ((await backend()).resources[resource][method] as AnyCall)(...args)]),
    ) as unknown as DataProvider;
  return {
    resources: Object.fromEntries(names.resources.map(resource => [resource, provider(resource)])),
    methods: Object.fromEntries(names.methods.map(name => [name, async (...args: unknown[]) => ((await backend()).methods[name] as AnyCall)(...args)])) as Methods,
  };
};
