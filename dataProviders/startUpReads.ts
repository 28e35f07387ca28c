import type { DataProvider, GetListParams, GetOneParams } from 'ra-core';

/** A read the opened page makes first, named as its react-admin controller will ask for it. */
export type StartUpRead =
  | { method: 'getList'; resource: string; params: GetListParams }
  | { method: 'getOne'; resource: string; params: GetOneParams };

/** A read made ahead and not asked for by then is dropped: a later identical read fetches afresh. */
export const READ_AHEAD_KEPT_MS = 30_000;

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter(key => key !== 'signal' && (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(key => [key, canonical((value as Record<string, unknown>)[key])]),
  );
};

const keyOf = (method: string, resource: string, params: unknown) =>
  JSON.stringify([method, resource, canonical(params)]);

/**
 * The data provider of the app, able to make the opened page's first read while the page's code is still loading
 * (src/boot.tsx asks as soon as the token, the client and the time zone are known). When the page's controller then
 * makes the identical call, it is handed that same request, in flight or answered, instead of a second one; any other
 * call goes to the provider as before. Nothing of react-admin's cache is touched: its controller asks the provider as
 * it always does.
 */
export const withStartUpReads = <P extends DataProvider>(provider: P) => {
  const ahead = new Map<string, Promise<unknown>>();
  const take = (key: string) => {
    const started = ahead.get(key);
    ahead.delete(key);
    return started;
  };
  const dataProvider: P = {
    ...provider,
    getList: (resource, params) =>
      (take(keyOf('getList', resource, params)) as ReturnType<P['getList']> | undefined) ??
      provider.getList(resource, params),
    getOne: (resource, params) =>
      (take(keyOf('getOne', resource, params)) as ReturnType<P['getOne']> | undefined) ??
      provider.getOne(resource, params),
  };
  const readAhead = (read: StartUpRead) => {
    const key = keyOf(read.method, read.resource, read.params);
    if (ahead.has(key)) return;
    const promise =
      read.method === 'getList'
        ? provider.getList(read.resource, read.params)
        : provider.getOne(read.resource, read.params);
    // Its failure is the controller's to show, when it asks.
    promise.catch(() => undefined);
    ahead.set(key, promise);
    setTimeout(() => {
      if (ahead.get(key) === promise) ahead.delete(key);
    }, READ_AHEAD_KEPT_MS);
  };
  return { dataProvider, readAhead };
};
