// @vitest-environment node
import type { Express } from 'express';
import fc from 'fast-check';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMockApp } from './app';
import { DEMO_USER_IDS, tokenSigner } from './testing';

/**
 * Every write route of every backend, sent random bodies a client should never send (keys named `__proto__`,
 * `constructor`, `prototype` or like Object's members, deep nesting, huge numbers, wrong types), with and without a
 * platform admin's token: each answer is a 4xx JSON in that backend's shape, nothing reaches the journal, and the
 * server still answers /config.json. The routes are listed by hand and checked against the routers, so a new write
 * route is not left out.
 */

type Shape = 'list' | 'rails' | 'ld';
interface WriteRoute {
  method: string;
  /** As the router declares it (what the check against the routers compares). */
  declared: string;
  /** A real address for it: ids that exist, so a request gets past its 404s. */
  url: string;
  shape: Shape;
}

const USERS = '/api/sso/api/v1/sso';
const target = DEMO_USER_IDS.supervisor;
const ROUTES: WriteRoute[] = [
  { method: 'PATCH', declared: '/payments/:id(\\d+)/void', url: '/api/payments/payments/1000001/void', shape: 'list' },
  {
    method: 'POST',
    declared: '/payments/:id(\\d+)/refund',
    url: '/api/payments/payments/1000001/refund',
    shape: 'list',
  },
  { method: 'POST', declared: '/payments/:id(\\d+)/notes', url: '/api/payments/payments/1000001/notes', shape: 'list' },
  {
    method: 'PATCH',
    declared: '/payments/:id(\\d+)/notes/:noteId(\\d+)',
    url: '/api/payments/payments/1000001/notes/1',
    shape: 'list',
  },
  {
    method: 'POST',
    declared: '/payments/:id(\\d+)/receipt',
    url: '/api/payments/payments/1000001/receipt',
    shape: 'list',
  },
  { method: 'POST', declared: '/users', url: `${USERS}/users`, shape: 'list' },
  { method: 'PATCH', declared: '/users/:id', url: `${USERS}/users/${target}`, shape: 'list' },
  { method: 'PATCH', declared: '/users/:id/status', url: `${USERS}/users/${target}/status`, shape: 'list' },
  { method: 'POST', declared: '/users/:id/reactivate', url: `${USERS}/users/${target}/reactivate`, shape: 'list' },
  {
    method: 'POST',
    declared: '/users/:id/reset-password',
    url: `${USERS}/users/${DEMO_USER_IDS.platformAdmin}/reset-password`,
    shape: 'list',
  },
  {
    method: 'PATCH',
    declared: '/users/:id/profile',
    url: `${USERS}/users/${DEMO_USER_IDS.platformAdmin}/profile`,
    shape: 'list',
  },
  { method: 'POST', declared: '/clients', url: '/api/pos/clients', shape: 'rails' },
  { method: 'PUT', declared: '/clients/:id', url: '/api/pos/clients/1', shape: 'rails' },
  { method: 'POST', declared: '/agencies', url: '/api/pos/agencies', shape: 'rails' },
  { method: 'PUT', declared: '/agencies/:id', url: '/api/pos/agencies/1', shape: 'rails' },
  { method: 'PUT', declared: '/locations/sort', url: '/api/pos/locations/sort', shape: 'rails' },
  { method: 'POST', declared: '/locations', url: '/api/pos/locations', shape: 'rails' },
  { method: 'PUT', declared: '/locations/:id', url: '/api/pos/locations/1', shape: 'rails' },
  { method: 'PUT', declared: '/terminals/sort', url: '/api/pos/terminals/sort', shape: 'rails' },
  { method: 'POST', declared: '/terminals', url: '/api/pos/terminals', shape: 'rails' },
  { method: 'PUT', declared: '/terminals/:id', url: '/api/pos/terminals/1', shape: 'rails' },
  // The identity provider's sign-in forms: without the interaction's cookie there is nothing to sign in to.
  { method: 'POST', declared: '/idp/interaction/:uid/email', url: '/idp/interaction/uid/email', shape: 'list' },
  { method: 'POST', declared: '/idp/interaction/:uid/login', url: '/idp/interaction/uid/login', shape: 'list' },
  // LaunchDarkly's public client-side API: no token; a context is evaluated, events are accepted and dropped.
  { method: 'REPORT', declared: '/sdk/evalx/:env/context', url: '/ld/sdk/evalx/env/context', shape: 'ld' },
  { method: 'REPORT', declared: '/eval/:env', url: '/ld/eval/env', shape: 'ld' },
  { method: 'POST', declared: '/events/bulk/:env', url: '/ld/events/bulk/env', shape: 'ld' },
  { method: 'POST', declared: '/events/diagnostic/:env', url: '/ld/events/diagnostic/env', shape: 'ld' },
];

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route of the app's routers that is not a read, as `METHOD path` (paths as each router declares them). */
const declaredWrites = (app: Express) => {
  const found = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route)
        for (const method of Object.keys(layer.route.methods))
          if (!['get', 'head', 'options', '_all'].includes(method))
            for (const declared of ([] as string[]).concat(layer.route.path))
              found.add(`${method.toUpperCase()} ${declared}`);
      if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { _router: { stack: Layer[] } })._router.stack);
  return found;
};

const MEMBER_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  'toJSON',
];
const ROOTS = ['data', 'terminal', 'agency', 'location', 'profile', 'receipt_attributes'];

/** JSON text, written by hand so a `__proto__` key is a key in it, as an attacker's client would send it. */
const jsonValue = fc.jsonValue({ maxDepth: 3 }).map(value => JSON.stringify(value) ?? 'null');
const hugeNumber = fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1.7976931348623157e309');
const anyValue = fc.oneof(jsonValue, hugeNumber, fc.constantFrom('{}', '[]', '""', 'true', 'null'));
const objectWith = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

const badBody = fc.oneof(
  // A key no route permits, named like an Object member, at the top or under a route's root key, among others.
  fc
    .record({
      member: fc.constantFrom(...MEMBER_KEYS),
      value: anyValue,
      others: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...ROOTS, 'terminal_ids', 'refund_type'), fc.string()), anyValue),
        {
          maxLength: 3,
        },
      ),
      under: fc.option(fc.constantFrom(...ROOTS), { nil: undefined }),
    })
    .map(({ member, value, others, under }) => {
      const inner = objectWith([...others, [member, value]]);
      return under ? objectWith([[under, inner]]) : inner;
    }),
  // Deeper than any request of the app.
  fc.integer({ min: 33, max: 5_000 }).map(depth => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 33, max: 2_000 }).map(depth => `${'{"data":'.repeat(depth)}1${'}'.repeat(depth)}`),
  // Wrong types where objects belong.
  fc.oneof(
    hugeNumber,
    fc.string().map(text => JSON.stringify(text)),
    fc.constantFrom('[1,2]', '[{}]', 'true', 'null'),
  ),
  fc
    .constantFrom(...ROOTS, 'terminal_ids', 'location_ids', 'line_item_payments')
    .chain(root =>
      fc
        .oneof(hugeNumber, fc.constantFrom('"1"', '[null]', '["x"]', '{"a":1}'))
        .map(value => objectWith([[root, value]])),
    ),
);

describe('every write route of every backend, sent bodies no client should send', () => {
  let dataDir: string;
  let server: Server;
  let app: Express;
  let base: string;
  let admin: string;
  const journal = () => path.join(dataDir, 'journal.jsonl');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-write-routes-'));
    const created = createMockApp({ port: 0, dataDir, publicUrl: 'http://localhost' });
    app = created.app;
    server = await new Promise<Server>(resolve => {
      const listening = app.listen(0, () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = await (await tokenSigner(dataDir, created.publicUrl))(DEMO_USER_IDS.platformAdmin);
  }, 60_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every write route the routers declare', () => {
    expect([...declaredWrites(app)].sort()).toEqual(
      [...new Set(ROUTES.map(route => `${route.method} ${route.declared}`))].sort(),
    );
  });

  it('answers each 4xx JSON in the backend’s shape, writes nothing, and keeps serving', async () => {
    const size = () => (fs.existsSync(journal()) ? fs.statSync(journal()).size : 0);
    const before = size();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), badBody, fc.boolean(), async (route, body, withToken) => {
        const res = await fetch(`${base}${route.url}`, {
          method: route.method,
          headers: { 'Content-Type': 'application/json', ...(withToken ? { Authorization: `Bearer ${admin}` } : {}) },
          body,
        });
        // A context the flag service takes opens an event stream: its headers are the answer.
        const text = res.headers.get('content-type')?.startsWith('text/event-stream')
          ? (await res.body?.cancel(), '')
          : await res.text();
        const where = `${route.method} ${route.url} ${withToken ? 'with' : 'without'} a token: ${res.status} ${text.slice(0, 200)}`;
        if (route.shape === 'ld') {
          // Public by design: refused or accepted, never a server error, never a write.
          expect(res.status, where).toBeLessThan(500);
        } else {
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
          const json = JSON.parse(text) as { message?: unknown; errors?: unknown };
          if (route.shape === 'list') {
            expect(typeof json.message, where).toBe('string');
            if (json.errors !== undefined)
              for (const error of json.errors as { field: unknown; detail: unknown }[])
                expect([typeof error.field, typeof error.detail], where).toEqual(['string', 'string']);
          } else if (json.errors !== undefined) {
            for (const details of Object.values(json.errors as Record<string, unknown>))
              expect(Array.isArray(details) && details.every(detail => typeof detail === 'string'), where).toBe(true);
          } else expect(typeof json.message, where).toBe('string');
        }
        expect(size(), where).toBe(before);
      }),
      { numRuns: 400 },
    );
    expect((await fetch(`${base}/config.json`)).status).toBe(200);
  }, 240_000);
});
