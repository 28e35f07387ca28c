export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

const isEmpty = (value: QueryValue) => value === undefined || value === null || value === '';

const encode = (value: string) => encodeURIComponent(value);

const flatten = (prefix: string, value: QueryValue, out: [string, string][]) => {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isEmpty(item)) flatten(`${prefix}[]`, item, out);
    }
    return;
  }
  if (typeof value === 'object') {
    for (const key of Object.keys(value as object).sort()) {
      flatten(`${prefix}[${key}]`, (value as Record<string, QueryValue>)[key], out);
    }
    return;
  }
  out.push([prefix, String(value)]);
};

/**
 * Bracket-style query strings with sorted keys, as every backend of the spec expects:
 * `{ b: 1, a: ['x', 'y'], page: { size: 25 } }` -> `a[]=x&a[]=y&b=1&page[size]=25`.
 * Empty values (undefined, null, '') are left out.
 */
export const stringifyQuery = (params: QueryParams): string => {
  const out: [string, string][] = [];
  for (const key of Object.keys(params).sort()) flatten(key, params[key], out);
  return out
    .map(
      ([key, value]) =>
        `${key
          .split(/([[\]])/)
          .map(part => (part === '[' || part === ']' ? part : encode(part)))
          .join('')}=${encode(value)}`,
    )
    .join('&');
};

export const withQuery = (url: string, params?: QueryParams) => {
  if (!params) return url;
  const query = stringifyQuery(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};
