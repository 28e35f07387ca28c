import { HttpError } from 'ra-core';
import { createHttpClient, formErrorsOfError, TIMEOUT_MESSAGE, type HttpRequest } from './http';

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

  it('turns an errors list into "field: d1, d2." per field, and into words by field for the forms', async () => {
    const body = JSON.stringify({ errors: { email: ['is invalid', 'is taken'], name: ["can't be blank"] } });
    const http = createHttpClient({ getAccessToken: async () => null, timeoutMs: 1000, fetch: respond(422, body) });
    const error = await http('/x').catch(e => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.message).toBe("email: is invalid, is taken.\nname: can't be blank.");
    expect(error.body.fieldErrors).toEqual({ email: ['is invalid', 'is taken'], name: ["can't be blank"] });
    expect(formErrorsOfError(error)).toEqual({
      email: 'Email is invalid. Email is taken.',
      name: "Name can't be blank.",
    });
  });

  it("says a refusal's fields as the request's backend names them, known details in the form's own words", async () => {
    const refusal = (errors: unknown[], request?: HttpRequest) =>
      createHttpClient({
        getAccessToken: async () => null,
        timeoutMs: 1000,
        fetch: respond(422, JSON.stringify({ errors })),
      })('/x', request).catch(e => e);
    const fieldWords = {
      field: (apiField: string) => (apiField === 'profile.email' ? 'email' : undefined),
      known: { email: { 'has already been taken': 'app.emailInUse' } },
    };
    const taken = await refusal(
      [
        { field: 'profile.email', detail: 'has already been taken' },
        { field: 'base', detail: 'The request is not valid' },
      ],
      { fieldWords },
    );
    expect(formErrorsOfError(taken)).toEqual({ email: 'app.emailInUse' });
    // Naming no field of the form, the refusal carries no field errors: the page says its message.
    const base = await refusal([{ field: 'base', detail: 'no' }]);
    expect(base.message).toBe('base: no.');
    expect(formErrorsOfError(base)).toBeUndefined();
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
