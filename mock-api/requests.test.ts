import express from 'express';
import type { AddressInfo } from 'node:net';
import {
  BODY_LIMIT_BYTES,
  jsonBody,
  jsonErrors,
  MAX_DEPTH,
  publicError,
  shapeProblem,
  type ErrorShape,
} from './requests';
import { DEMO_USER_IDS, startTestServer } from './testing';

describe('shapeProblem', () => {
  it('finds nesting deeper than the limit without recursion, however deep', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(shapeProblem(deep)).toMatchObject({ detail: `is nested more than ${MAX_DEPTH} levels deep` });
    let ok: unknown = 1;
    for (let depth = 0; depth < MAX_DEPTH; depth++) ok = { a: ok };
    expect(shapeProblem(ok)).toBeUndefined();
    expect(shapeProblem({ a: ok })).toMatchObject({ field: `a${'.a'.repeat(MAX_DEPTH - 1)}` });
  });

  it('refuses a __proto__ key at any depth, naming where', () => {
    expect(shapeProblem(JSON.parse('{"data":{"list":[{"__proto__":{"admin":true}}]}}'))).toEqual({
      field: 'data.list.0.__proto__',
      detail: 'is not a permitted key',
    });
    expect(shapeProblem({ data: { name: 'proto' } })).toBeUndefined();
  });
});

describe('publicError', () => {
  it('keeps a 4xx status with a fixed text, and turns anything else into a 500 that names nothing', () => {
    expect(
      publicError(
        Object.assign(new Error('Unexpected token } in JSON at /srv/app'), {
          status: 400,
          type: 'entity.parse.failed',
        }),
      ),
    ).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    expect(publicError(new Error('ENOENT /home/me/secret'))).toEqual({
      status: 500,
      message: 'Something went wrong on the server.',
    });
  });
});

describe('an error in a request', () => {
  it('becomes that request’s JSON 500 and a log line, from the body parser’s callback or a route, and the server serves on', async () => {
    const broken: ErrorShape = {
      message: message => ({ message }),
      invalid: () => {
        throw new TypeError('the error shape broke');
      },
    };
    const app = express();
    app.use('/api', jsonBody(broken));
    app.post('/api/throws', () => {
      throw new Error('the route broke');
    });
    app.get('/ok', (_req, res) => res.json({ ok: true }));
    app.use(jsonErrors);
    const server = app.listen(0);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const post = (path: string, body: string) =>
        fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      for (const [path, body] of [
        ['/api/anything', '{"__proto__":{}}'],
        ['/api/throws', '{}'],
      ]) {
        const res = await post(path, body);
        expect([path, res.status, await res.json()]).toEqual([
          path,
          500,
          { message: 'Something went wrong on the server.' },
        ]);
      }
      expect(log.mock.calls.map(call => String(call[0]))).toEqual(['500 POST /api/anything:', '500 POST /api/throws:']);
      expect((await fetch(`${base}/ok`)).status).toBe(200);
    } finally {
      log.mockRestore();
      server.close();
    }
  });
});

describe('a request its client aborted while it was delayed', () => {
  it('is logged as aborted, not as a 500, when its body can no longer be read', async () => {
    const app = express();
    // A latency fault: the body is read only after the delay, by which time the client has gone.
    let delayed: () => void = () => undefined;
    const reached = new Promise<void>(resolve => {
      delayed = resolve;
    });
    app.use('/api', (_req, _res, next) => {
      delayed();
      setTimeout(next, 300);
    });
    app.use('/api', jsonBody({ message: message => ({ message }), invalid: () => ({}) }));
    app.post('/api/slow', (_req, res) => res.json({ ok: true }));
    app.use(jsonErrors);
    const server = app.listen(0);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const abort = new AbortController();
      const sent = fetch(`${base}/api/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
        signal: abort.signal,
      }).catch(() => undefined);
      await reached;
      abort.abort();
      await sent;
      await vi.waitFor(() =>
        expect(warn.mock.calls.map(call => String(call[0]))).toEqual([
          'aborted POST /api/slow: the client closed the request before its body was read',
        ]),
      );
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      warn.mockRestore();
      server.close();
    }
  });
});

/**
 * Every backend on the mock's port reads JSON only, at most 64 KB and 32 levels deep, refuses keys it does not know, and
 * answers every error as JSON in its own shape: never an HTML page, a stack or a path, never a 500 for bad input.
 */
describe('mock request bodies and errors', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: string;
  let clientAdmin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.tokenFor(DEMO_USER_IDS.platformAdmin);
    clientAdmin = await server.tokenFor(DEMO_USER_IDS.clientAdmin);
  }, 60_000);
  afterAll(() => server.close());

  const send = async (method: string, url: string, body: string, token: string, contentType = 'application/json') => {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body,
    });
    const text = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(text).not.toMatch(/ at |node_modules|\/work\/|<html|<pre/i);
    return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
  };

  const writes = () => [
    { name: 'payments refund', method: 'POST', url: '/api/payments/payments/1/refund', token: admin },
    { name: 'users create', method: 'POST', url: '/api/sso/api/v1/sso/users', token: clientAdmin },
    {
      name: 'users profile',
      method: 'PATCH',
      url: `/api/sso/api/v1/sso/users/${DEMO_USER_IDS.clientAdmin}/profile`,
      token: clientAdmin,
    },
    { name: 'POS terminal', method: 'POST', url: '/api/pos/terminals', token: admin },
    { name: 'POS sort', method: 'PUT', url: '/api/pos/terminals/sort', token: admin },
  ];

  it('answers malformed JSON with 400 and a message, on every backend', async () => {
    for (const { name, method, url, token } of writes()) {
      const res = await send(method, url, '{"data": {bad', token);
      expect([name, res.status, res.json]).toEqual([name, 400, { message: 'The request body is not valid JSON.' }]);
    }
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const big = JSON.stringify({ data: { profile: { first_name: 'x'.repeat(BODY_LIMIT_BYTES) } } });
    for (const { name, method, url, token } of writes()) {
      const res = await send(method, url, big, token);
      expect([name, res.status, res.json]).toEqual([name, 413, { message: 'The request body is larger than 64 KB.' }]);
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const { name, method, url, token } of writes()) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await send(method, url, '{}', token, type);
        expect([name, type, res.status]).toEqual([name, type, 415]);
        expect(res.json.message).toBe('The request body must be JSON (Content-Type: application/json).');
      }
    }
  });

  it('refuses a body nested 20,000 deep with 422 in the backend’s own shape, never a 500', async () => {
    const deep = `{"data":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    for (const { name, method, url, token } of writes()) {
      const res = await send(method, url, deep, token);
      expect([name, res.status]).toEqual([name, 422]);
      const detail = `is nested more than ${MAX_DEPTH} levels deep`;
      if (name.startsWith('POS')) expect(res.json.errors).toEqual({ [`data${'.0'.repeat(MAX_DEPTH - 1)}`]: [detail] });
      else expect(res.json.errors).toEqual([{ field: `data${'.0'.repeat(MAX_DEPTH - 1)}`, detail }]);
    }
  });

  it('refuses keys the users API does not know, at any depth', async () => {
    const profile = (body: unknown) =>
      send(
        'PATCH',
        `/api/sso/api/v1/sso/users/${DEMO_USER_IDS.clientAdmin}/profile`,
        JSON.stringify(body),
        clientAdmin,
      );
    const good = { first_name: 'Clara', last_name: 'Admin', timezone: 'America/Chicago' };
    const extra = await profile({ data: { ...good, role: 'CB_ADMIN' } });
    expect(extra.status).toBe(422);
    expect(extra.json.errors).toEqual([{ field: 'data', detail: 'Unrecognized key: "role"' }]);
    expect((await profile({ data: good, admin: true })).status).toBe(422);
    expect((await profile({ ...good })).status).toBe(422);
    const reactivate = await send(
      'POST',
      `/api/sso/api/v1/sso/users/${DEMO_USER_IDS.supervisor}/reactivate`,
      '{"send_email":true}',
      clientAdmin,
    );
    expect(reactivate.status).toBe(422);
  });

  it('bounds names to 100 characters and other text to what a form needs (422, naming the field)', async () => {
    const long = await send(
      'PATCH',
      `/api/sso/api/v1/sso/users/${DEMO_USER_IDS.clientAdmin}/profile`,
      JSON.stringify({ data: { first_name: 'x'.repeat(101), last_name: 'Admin', timezone: 'America/Chicago' } }),
      clientAdmin,
    );
    expect(long.status).toBe(422);
    expect(long.json.errors).toEqual([{ field: 'first_name', detail: 'is too long (maximum is 100 characters)' }]);
    expect(long.json.message).toBe('first_name: is too long (maximum is 100 characters).');
    const created = await send(
      'POST',
      '/api/sso/api/v1/sso/users',
      JSON.stringify({
        data: {
          profile: { first_name: 'A', last_name: 'B', email: `${'e'.repeat(250)}@x.io` },
          access: [],
          agencies: [],
          client: { slug: 'springfield' },
        },
      }),
      clientAdmin,
    );
    expect(created.status).toBe(422);
    expect(created.json.errors).toEqual([
      { field: 'profile.email', detail: 'is too long (maximum is 254 characters)' },
    ]);
  });

  it('refuses control characters in names, on the users and POS APIs', async () => {
    for (const name of ['\u0000=1+1', 'Ana\n=cmd', 'Bo\u001b[31m']) {
      const profile = await send(
        'PATCH',
        `/api/sso/api/v1/sso/users/${DEMO_USER_IDS.clientAdmin}/profile`,
        JSON.stringify({ data: { first_name: name, last_name: 'Admin', timezone: 'America/Chicago' } }),
        clientAdmin,
      );
      expect([name, profile.status, profile.json.errors]).toEqual([
        name,
        422,
        [{ field: 'first_name', detail: 'must not contain control characters' }],
      ]);
      const terminal = await send(
        'POST',
        '/api/pos/terminals',
        JSON.stringify({
          terminal: {
            location_id: 1,
            name,
            payment_source: 'kiosk',
            kiosk_id: 'K-CTRL',
            credit_card_reader_type_id: null,
            internal_device_id: null,
          },
        }),
        admin,
      );
      expect([name, terminal.status, terminal.json.errors]).toEqual([name, 422, { name: ['is invalid'] }]);
    }
  });

  it('refuses keys the POS API does not know, and over-long text, in Rails’ shape', async () => {
    const terminal = {
      location_id: 1,
      name: 'Front desk',
      payment_source: 'kiosk',
      kiosk_id: 'K-NEW-1',
      credit_card_reader_type_id: null,
      internal_device_id: null,
    };
    const extra = await send(
      'POST',
      '/api/pos/terminals',
      JSON.stringify({ terminal: { ...terminal, position: 1 }, admin: true }),
      admin,
    );
    expect(extra.status).toBe(422);
    expect(extra.json.errors).toEqual({
      position: ['is not a permitted parameter'],
      admin: ['is not a permitted parameter'],
    });
    const long = await send(
      'POST',
      '/api/pos/terminals',
      JSON.stringify({ terminal: { ...terminal, name: 'n'.repeat(101) } }),
      admin,
    );
    expect(long.json.errors).toEqual({ name: ['is too long (maximum is 100 characters)'] });
    const sort = await send(
      'PUT',
      '/api/pos/terminals/sort',
      JSON.stringify({ terminal_ids: [1, 2], location_id: 1 }),
      admin,
    );
    expect(sort.json.errors).toEqual({ location_id: ['is not a permitted parameter'] });
    expect((await send('POST', '/api/pos/terminals', JSON.stringify({ terminal }), admin)).status).toBe(201);
  });

  const stillServing = async () => expect((await fetch(`${server.baseUrl}/config.json`)).status).toBe(200);

  it('answers an unauthenticated write 401 before reading its body, whatever the body, on every backend', async () => {
    const bodies = ['{"__proto__":{}}', '{"data": {bad', JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES * 2) })];
    for (const { name, method, url } of [...writes(), { name: 'POS nothing', method: 'PUT', url: '/api/pos/nothing' }])
      for (const body of bodies) {
        const res = await send(method, url, body, '');
        expect([name, res.status, res.json]).toEqual([name, 401, { message: 'Authentication required.' }]);
      }
    await stillServing();
  });

  it('names a __proto__ key at fault in Rails’ shape instead of ending the process', async () => {
    const res = await send('PUT', '/api/pos/nothing', '{"__proto__":{}}', admin);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ errors: { ['__proto__']: ['is not a permitted key'] } });
    await stillServing();
  });

  it('refuses keys named like Object members as not permitted (422), never a 500', async () => {
    const terminal = {
      location_id: 1,
      name: 'Desk',
      payment_source: 'kiosk',
      kiosk_id: 'K-PROTO',
      credit_card_reader_type_id: null,
      internal_device_id: null,
    };
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']) {
      const sort = await send(
        'PUT',
        '/api/pos/terminals/sort',
        JSON.stringify({ terminal_ids: [1, 2], [key]: 1 }),
        admin,
      );
      expect([key, sort.status, sort.json]).toEqual([
        key,
        422,
        { errors: { [key]: ['is not a permitted parameter'] } },
      ]);
      const nested = await send(
        'POST',
        '/api/pos/terminals',
        JSON.stringify({ terminal: { ...terminal, [key]: 1 } }),
        admin,
      );
      expect([key, nested.status, nested.json]).toEqual([
        key,
        422,
        { errors: { [key]: ['is not a permitted parameter'] } },
      ]);
    }
    await stillServing();
  });

  it('accepts JSON in UTF-8 only: a body that names another charset is 415', async () => {
    const body = Buffer.from(JSON.stringify({ refund_type: 'FULL_AMOUNT' }), 'utf16le');
    const res = await fetch(`${server.baseUrl}/api/payments/payments/1000001/refund`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json; charset=utf-16le' },
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'The request body must be UTF-8.' });
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"'])
      expect(
        (
          await send(
            'PUT',
            '/api/pos/terminals/sort',
            '{"terminal_ids":[]}',
            admin,
            `application/json; charset=${charset}`,
          )
        ).status,
      ).toBe(422);
  });
});
