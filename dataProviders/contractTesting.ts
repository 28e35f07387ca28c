import { DEMO_USER_IDS, startTestServer } from '../mock-api/testing';
import { createHttpClient, type HttpClient } from './http';
import type { Backend } from './types';

/**
 * One table per backend: each row is a method a page calls, the HTTP requests it makes (with the answers a backend
 * gives) and what the page gets back. The same rows then run against the mock API, which must answer each of them
 * within the contract (the provider parses every answer with the backend's zod schemas, so a route that drifts from
 * the contract fails here rather than in a browser).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Exchange {
  method?: Method;
  /** Path and query string after the backend's base address, exactly as sent (query keys sorted, arrays bracketed). */
  path: string;
  /** The JSON body sent, if any. */
  body?: unknown;
  /** Headers the call must carry besides the JSON ones and the token. */
  headers?: Record<string, string>;
  /** The backend's answer (status 200 unless given). */
  answer?: unknown;
  status?: number;
}

export interface ContractCase<B> {
  /** What is asked, in a reader's words. */
  name: string;
  call: (backend: B) => Promise<unknown>;
  /** Every request the call makes, in any order. */
  exchanges: Exchange[];
  /** What the caller gets back, or the message it is refused with. */
  result?: unknown;
  rejects?: string;
  /**
   * The demo account that makes this call against the mock; false where the row names data the seed does not hold
   * (the mock's own route tests cover those writes against seeded records).
   */
  mock: keyof typeof DEMO_USER_IDS | false;
}

interface Contract<B> {
  /** The backend's base address as configured (`api.<backend>`), and where the mock serves it. */
  mockPath: string;
  create: (apiUrl: string, http: HttpClient) => B;
  /** Whether calls carry the bearer token (the config service takes none). */
  auth?: boolean;
}

const API = 'https://backend.test/base';
const TOKEN = 'token-1';

const pathOf = (url: string) => url.slice(API.length);

export const describeContract = <B extends Backend>(
  title: string,
  { mockPath, create, auth = true }: Contract<B>,
  cases: ContractCase<B>[],
) => {
  describe(`${title}: each method's requests and result`, () => {
    it.each(cases.map(row => [row.name, row] as const))('%s', async (_name, row) => {
      const sent: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
      const fetch = async (url: string, init: RequestInit = {}) => {
        const request = {
          method: init.method ?? 'GET',
          path: pathOf(url),
          body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
          headers: init.headers as Record<string, string>,
        };
        sent.push(request);
        const exchange = row.exchanges.find(
          one => (one.method ?? 'GET') === request.method && one.path === request.path,
        );
        if (!exchange)
          return new Response(JSON.stringify({ message: `unexpected ${request.method} ${request.path}` }), {
            status: 599,
          });
        // No answer: no body at all (a 204 may carry none).
        return new Response(exchange.answer === undefined ? null : JSON.stringify(exchange.answer), {
          status: exchange.status ?? 200,
        });
      };
      const backend = create(API, createHttpClient({ getAccessToken: async () => TOKEN, timeoutMs: 5000, fetch }));

      if (row.rejects) await expect(row.call(backend)).rejects.toThrow(row.rejects);
      else expect(await row.call(backend)).toEqual(row.result);
      const key = (one: { method?: string; path: string }) => `${one.method ?? 'GET'} ${one.path}`;
      expect(sent.map(key).sort()).toEqual(row.exchanges.map(key).sort());
      for (const request of sent) {
        const exchange = row.exchanges.find(one => key(one) === key(request))!;
        expect([key(request), request.body]).toEqual([key(request), exchange.body]);
        expect(request.headers).toMatchObject({ ...exchange.headers, 'Content-Type': 'application/json' });
        expect(request.headers.Authorization).toBe(auth ? `Bearer ${TOKEN}` : undefined);
      }
    });
  });

  const mocked = cases.filter(row => row.mock && !row.rejects);
  if (!mocked.length) return;
  describe(`${title}: the mock answers each row within the contract`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it.each(mocked.map(row => [row.name, row] as const))('%s', async (_name, row) => {
      const token = await server.tokenFor(DEMO_USER_IDS[row.mock as keyof typeof DEMO_USER_IDS]);
      const http = createHttpClient({ getAccessToken: async () => token, timeoutMs: 20_000 });
      // Resolving means every answer passed the provider's schemas; the result is the same kind of value as the row's.
      const result = await row.call(create(`${server.baseUrl}${mockPath}`, http));
      expect(Array.isArray(result)).toBe(Array.isArray(row.result));
      expect(typeof result).toBe(typeof row.result);
    });
  });
};
