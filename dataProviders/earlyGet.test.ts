import { EARLY_GET_FRESH_MS, fetchTakingEarlyGet, startEarlyGet } from './earlyGet';
import { createHttpClient, TIMEOUT_MESSAGE } from './http';

const URL_ = 'https://sso.test/myself?client=springfield';

/** The network as the early call sees it (the global fetch), answering each call with what `answer` gives. */
const stubNetwork = (answer: (init?: RequestInit) => Promise<Response>) => {
  const network = vi.fn((_url: string, init?: RequestInit) => answer(init));
  vi.stubGlobal('fetch', network);
  return network;
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('early GET calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('the HTTP client takes the call started early for the same URL and token, once, and answers as if it had asked', async () => {
    const network = stubNetwork(async () => json(200, { data: { email: 'sam@springfield.example.com' } }));
    startEarlyGet(URL_, 'tok');
    expect(network).toHaveBeenCalledTimes(1);
    const [, init] = network.mock.calls[0];
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
    expect(init?.credentials).toBe('omit');

    const ownFetch = vi.fn(async () => json(200, { data: 'asked again' }));
    const http = createHttpClient({ getAccessToken: async () => 'tok', timeoutMs: 1000, fetch: (url, request) => fetchTakingEarlyGet(url, request, ownFetch) });
    expect((await http('https://sso.test/myself', { query: { client: 'springfield' } })).json).toEqual({ data: { email: 'sam@springfield.example.com' } });
    expect(ownFetch).not.toHaveBeenCalled();
    // Taken once: the next call asks anew.
    expect((await http('https://sso.test/myself', { query: { client: 'springfield' } })).json).toEqual({ data: 'asked again' });
  });

  it("an early call's failure is the client's own: a 401 is an HttpError 401", async () => {
    stubNetwork(async () => json(401, { message: 'Unauthorized' }));
    startEarlyGet(URL_, 'tok');
    const http = createHttpClient({ getAccessToken: async () => 'tok', timeoutMs: 1000, fetch: (url, request) => fetchTakingEarlyGet(url, request, vi.fn()) });
    const error = await http(URL_).catch(caught => caught);
    expect(error.status).toBe(401);
  });

  it('is not used for another token, another method, or once it is old; it is abandoned then', async () => {
    const network = stubNetwork(async () => json(200, {}));
    const ownFetch = vi.fn(async () => json(200, { fresh: true }));
    startEarlyGet(URL_, 'tok');
    expect(await (await fetchTakingEarlyGet(URL_, { headers: { Authorization: 'Bearer other' } }, ownFetch)).json()).toEqual({ fresh: true });
    expect(network.mock.calls[0][1]?.signal?.aborted).toBe(true);

    startEarlyGet(URL_, 'tok');
    await fetchTakingEarlyGet(URL_, { method: 'POST', headers: { Authorization: 'Bearer tok' } }, ownFetch);
    expect(ownFetch).toHaveBeenCalledTimes(2);

    vi.useFakeTimers();
    startEarlyGet(URL_, 'tok');
    vi.advanceTimersByTime(EARLY_GET_FRESH_MS + 1);
    await fetchTakingEarlyGet(URL_, { headers: { Authorization: 'Bearer tok' } }, ownFetch);
    expect(ownFetch).toHaveBeenCalledTimes(3);
    expect(network.mock.calls[2][1]?.signal?.aborted).toBe(true);
  });

  it("the client's timeout abandons a stalled early call with the timeout message", async () => {
    stubNetwork(
      init =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    startEarlyGet(URL_, 'tok');
    const http = createHttpClient({ getAccessToken: async () => 'tok', timeoutMs: 50, fetch: (url, request) => fetchTakingEarlyGet(url, request, vi.fn()) });
    const error = await http(URL_).catch(caught => caught);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });
});
