import { createHttpClient, fieldErrorsOfError, TIMEOUT_MESSAGE } from './http';

const respond = (status: number, body: string, contentType = 'application/json') =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );

describe('createHttpClient', () => {
  it('sends the bearer token, JSON content type and a sorted bracket query', async () => {
    const fetch = respond(200, '{"ok":true}');
    const http = createHttpClient({ getAccessToken: async () => 'tok', timeoutMs: 1000, fetch });
    const res = await http('https://api.test/payments', { query: { status: 'voided', agencies: ['b', 'a'] } });
    expect(res.json).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://api.test/payments?agencies[]=b&agencies[]=a&status=voided');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no token when auth is off and serialises the body', async () => {
    const fetch = respond(200, '');
    const http = createHttpClient({ getAccessToken: async () => 'tok', timeoutMs: 1000, fetch });
    const res = await http('/x', { method: 'POST', body: { a: 1 }, auth: false });
    expect(res.json).toBeUndefined();
    const init = fetch.mock.calls[0][1];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init?.body).toBe('{"a":1}');
  });

  it('treats a non-JSON success body as empty', async () => {
    const http = createHttpClient({
      getAccessToken: async () => null,
      timeoutMs: 1000,
      fetch: respond(200, '<html>ok</html>', 'text/html'),
    });
    expect((await http('/x')).json).toBeUndefined();
  });

  it('turns an errors list into "field: d1, d2." per field and keeps the fields', async () => {
    const body = JSON.stringify({ errors: { email: ['is invalid', 'is taken'], name: ["can't be blank"] } });
    const http = createHttpClient({ getAccessToken: async () => null, timeoutMs: 1000, fetch: respond(422, body) });
    const error = await http('/x').catch(e => e);
    expect(error.status).toBe(422);
    expect(error.message).toBe("email: is invalid, is taken.\nname: can't be blank.");
    expect(fieldErrorsOfError(error)).toEqual({ email: ['is invalid', 'is taken'], name: ["can't be blank"] });
  });

  it('accepts a list of {field, detail} errors too', async () => {
    const body = JSON.stringify({
      errors: [
        { field: 'email', detail: 'is taken' },
        { field: 'email', detail: 'is odd' },
      ],
    });
    const http = createHttpClient({ getAccessToken: async () => null, timeoutMs: 1000, fetch: respond(422, body) });
    expect((await http('/x').catch(e => e)).message).toBe('email: is taken, is odd.');
  });

  it('uses the server message, else Network error for HTML or empty errors', async () => {
    const withMessage = createHttpClient({
      getAccessToken: async () => null,
      timeoutMs: 1000,
      fetch: respond(409, '{"message":"Payment is not voidable"}'),
    });
    expect((await withMessage('/x').catch(e => e)).message).toBe('Payment is not voidable');
    const html = createHttpClient({
      getAccessToken: async () => null,
      timeoutMs: 1000,
      fetch: respond(502, '<html>Bad gateway</html>', 'text/html'),
    });
    const error = await html('/x').catch(e => e);
    expect(error.message).toBe('Network error');
    expect(error.status).toBe(502);
  });

  it("lets a backend name the message of a failure that gives no reason, and keeps the server's when it gives one", async () => {
    const unexplained = ({ status, statusText }: { status: number; statusText: string }) => `${status} ${statusText}`;
    const html = createHttpClient({
      getAccessToken: async () => null,
      timeoutMs: 1000,
      fetch: async () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    expect((await html('/x', { unexplained }).catch(e => e)).message).toBe('502 Bad Gateway');
    const withMessage = createHttpClient({
      getAccessToken: async () => null,
      timeoutMs: 1000,
      fetch: respond(409, '{"message":"Payment is not voidable"}'),
    });
    expect((await withMessage('/x', { unexplained }).catch(e => e)).message).toBe('Payment is not voidable');
  });

  it('reports a refused connection as Network error with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const http = createHttpClient({ getAccessToken: async () => null, timeoutMs: 1000, fetch });
    const error = await http('/x').catch(e => e);
    expect(error.message).toBe('Network error');
    expect(error.status).toBe(0);
  });

  it('gives up after the timeout with a clear message', async () => {
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const http = createHttpClient({ getAccessToken: async () => null, timeoutMs: 20, fetch });
    expect((await http('/x').catch(e => e)).message).toBe(TIMEOUT_MESSAGE);
  });
});
