import { parseFault, pathMatches } from './faults';
import { startTestServer } from './testing';

const CONTROLS = ['/__mock/faults', '/__mock/config', '/__mock/flags', '/__mock/flags/contexts', '/__mock/health'];

describe('the test controls of a server started without --test-controls (npm start, npm run serve)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ testControls: false });
  });
  afterAll(() => server.close());

  it.each(CONTROLS)('%s does not exist', async path => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await server.call(
        method,
        path,
        method === 'POST' ? { body: { api: { sso: 'https://evil.example' } } } : {},
      );
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('keeps /config.json pointing at itself whatever was posted', async () => {
    await server.call('POST', '/__mock/config', { body: { api: { sso: 'https://evil.example' } } });
    expect(((await server.call('GET', '/config.json')).json.api as Record<string, string>).sso).toBe(
      'http://localhost/api/sso',
    );
  });
});

describe('the test controls with --test-controls', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const fault = { path: '/api/sso/myself', type: 'status', status: 500, scope: 'controls' };

  it('refuses a body that is not JSON (a cross-site form posts text/plain or a form encoding)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${server.baseUrl}/__mock/config`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify({ api: { sso: 'https://evil.example' } }),
      });
      expect(res.status, type).toBe(415);
    }
    expect(((await server.call('GET', '/config.json')).json.api as Record<string, string>).sso).toBe(
      'http://localhost/api/sso',
    );
  });

  it('refuses calls from another origin or site, and answers its own', async () => {
    const flags = { 'display-maintenance-screen-rev-m': true };
    expect(
      (await server.call('POST', '/__mock/flags', { body: flags, headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect(
      (await server.call('POST', '/__mock/flags', { body: flags, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status,
    ).toBe(403);
    expect(
      (await server.call('POST', '/__mock/flags', { body: flags, headers: { 'Sec-Fetch-Site': 'same-site' } })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/__mock/flags/contexts', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status,
    ).toBe(403);
    expect((await server.call('GET', '/__mock/health', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/__mock/health', { headers: { Origin: 'https://evil.example' } })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/__mock/health')).json).toMatchObject({ ok: true });
    expect(
      (
        await server.call('POST', '/__mock/faults', {
          body: fault,
          headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
        })
      ).status,
    ).toBe(201);
    expect((await server.call('GET', '/api/sso/myself', { headers: { 'x-mock-scope': 'controls' } })).status).toBe(500);
    expect((await server.call('DELETE', '/__mock/faults?scope=controls')).status).toBe(204);
  });

  it('refuses a fault with unknown fields, types or paths not in its pattern syntax', async () => {
    for (const body of [
      { ...fault, regex: true },
      { ...fault, type: 'explode' },
      { ...fault, path: 'api' },
      { ...fault, path: '/api/**/x' },
      { ...fault, delayMs: 1e9 },
      [fault],
    ])
      expect((await server.call('POST', '/__mock/faults', { body })).status, JSON.stringify(body)).toBe(422);
  });

  it('builds no regular expression from a fault path: one starting with ^ is refused, others are literal', async () => {
    expect(
      (
        await server.call('POST', '/__mock/faults', {
          body: { path: '^/(a+)+b$', type: 'status', status: 500, scope: 'redos' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await server.call('POST', '/__mock/faults', {
          body: { path: '/(a+)+b$', type: 'status', status: 500, scope: 'redos' },
        })
      ).status,
    ).toBe(201);
    const started = performance.now();
    const res = await server.call('GET', `/${'a'.repeat(40)}`, { headers: { 'x-mock-scope': 'redos' } });
    expect(res.status).not.toBe(500);
    expect(performance.now() - started).toBeLessThan(1000);
    await server.call('DELETE', '/__mock/faults?scope=redos');
  });
});

describe('fault paths', () => {
  it('match whole paths, * one segment, a final ** any rest', () => {
    expect(pathMatches('/api/sso/myself', '/api/sso/myself')).toBe(true);
    expect(pathMatches('/api/sso/myself', '/api/sso/myself/more')).toBe(false);
    expect(pathMatches('/api/sso/myself', '/api/sso')).toBe(false);
    expect(pathMatches('/api/payments/payments/*/void', '/api/payments/payments/12/void')).toBe(true);
    expect(pathMatches('/api/payments/payments/*/void', '/api/payments/payments//void')).toBe(false);
    expect(pathMatches('/api/payments/payments/*/void', '/api/payments/payments/12/refund')).toBe(false);
    expect(pathMatches('/ld/**', '/ld/sdk/evalx/env/contexts/abc')).toBe(true);
    expect(pathMatches('/ld/**', '/ldx/sdk')).toBe(false);
    expect(pathMatches('^/(a+)+b$', `/${'a'.repeat(30)}b`)).toBe(false);
  });

  it('are parsed from known fields only', () => {
    expect(parseFault({ path: '/api/**', type: 'abort', times: 1 })).toEqual({
      path: '/api/**',
      type: 'abort',
      times: 1,
    });
    expect(parseFault({ path: '/api', type: 'status', status: 42 })).toMatch(/status/);
    expect(parseFault({ path: '/api', type: 'abort', __proto__: { x: 1 } })).toEqual({ path: '/api', type: 'abort' });
  });
});

describe('paths no backend serves', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answer JSON 404s, outside /api and for any method', async () => {
    for (const [method, url] of [
      ['POST', '/login'],
      ['PUT', '/somewhere/else'],
      ['DELETE', '/'],
      ['GET', '/api/payments/check_images/1021267/front.svg'],
    ]) {
      const res = await fetch(`${server.baseUrl}${url}`, { method });
      expect([method, url, res.status, res.headers.get('content-type')]).toEqual([
        method,
        url,
        404,
        'application/json; charset=utf-8',
      ]);
    }
  });
});
