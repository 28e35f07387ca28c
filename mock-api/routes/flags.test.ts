import { startTestServer } from '../testing';
import { CONTEXT_LIMITS } from './flags';

const encode = (context: unknown) => Buffer.from(JSON.stringify(context)).toString('base64url');
const context = { kind: 'multi', user: { key: 'u1' }, environment: { key: 'local' } };

describe('mock flag service', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const evaluate = async (scope?: string) =>
    (
      await server.call('GET', `/ld/sdk/evalx/env-id/contexts/${encode(context)}`, {
        headers: scope ? { 'x-mock-scope': scope } : {},
      })
    ).json as Record<string, { value: unknown; version: number }>;

  it('evaluates every flag off by default, in the SDK payload shape', async () => {
    const flags = await evaluate();
    expect(flags['display-maintenance-screen-rev-m']).toMatchObject({ value: false, variation: 1 });
    expect(Object.keys(flags)).toEqual([
      'display-maintenance-screen-rev-m',
      'rebrand-pos-revm',
      'display-ld-version-tag-rev-m',
    ]);
  });

  it('switches flags per scope without touching other scopes, and records the contexts', async () => {
    await server.call('POST', '/__mock/flags?scope=a', { body: { 'rebrand-pos-revm': true } });
    expect((await evaluate('a'))['rebrand-pos-revm'].value).toBe(true);
    expect((await evaluate('b'))['rebrand-pos-revm'].value).toBe(false);
    expect((await server.call('GET', '/__mock/flags/contexts?scope=a')).json).toEqual([context]);
    await server.call('DELETE', '/__mock/flags?scope=a');
    expect((await evaluate('a'))['rebrand-pos-revm'].value).toBe(false);
  });

  it('answers REPORT with the context as body, and refuses a request without a context', async () => {
    expect((await server.call('REPORT', '/ld/sdk/evalx/env-id/context', { body: context })).status).toBe(200);
    expect((await server.call('GET', '/ld/sdk/evalx/env-id/contexts/not-json')).status).toBe(400);
  });

  it('streams a put first and another when a flag changes', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.baseUrl}/ld/eval/env-id/${encode(context)}`, {
      headers: { 'x-mock-scope': 's' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const nextEvent = async () => {
      let text = '';
      while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value);
      return text;
    };
    expect(await nextEvent()).toMatch(/^event: put\ndata: .*"display-maintenance-screen-rev-m":\{"value":false/);
    await server.call('POST', '/__mock/flags?scope=s', { body: { 'display-maintenance-screen-rev-m': true } });
    expect(await nextEvent()).toMatch(/"display-maintenance-screen-rev-m":\{"value":true/);
    controller.abort();
  });

  it('accepts analytics and diagnostic events', async () => {
    expect((await server.call('POST', '/ld/events/bulk/env-id', { body: [] })).status).toBe(202);
    expect((await server.call('POST', '/ld/events/diagnostic/env-id', { body: {} })).status).toBe(202);
  });

  it('keeps a bounded number of contexts, of bounded size, whatever scopes unauthenticated callers make up', async () => {
    const report = (scope: string, body: unknown) =>
      server.call('REPORT', '/ld/sdk/evalx/env-id/context', { body, headers: { 'x-mock-scope': scope } });
    await report('first', context);
    for (let n = 0; n < CONTEXT_LIMITS.scopes; n++) expect((await report(`made-up-${n}`, context)).status).toBe(200);
    expect((await server.call('GET', '/__mock/flags/contexts?scope=first')).json).toEqual([]);
    expect(
      (await server.call('GET', `/__mock/flags/contexts?scope=made-up-${CONTEXT_LIMITS.scopes - 1}`)).json,
    ).toEqual([context]);
    const huge = { ...context, user: { key: 'u1', padding: 'x'.repeat(60 * 1024) } };
    expect((await report('huge', huge)).status).toBe(200);
    expect((await server.call('GET', '/__mock/flags/contexts?scope=huge')).json).toEqual([]);
  });
});
