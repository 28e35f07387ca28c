import zlib from 'node:zlib';
import { spa } from './spa';
import { serveTestDist } from './testing';

describe('the built app as served', () => {
  const { get } = serveTestDist(
    { 'index.html': '<p>any page</p>', 'settings.html': '<h1>User Settings</h1>', 'login.html': '<p>sign in</p>', 'assets/index-abc.js': 'export {};' },
    dist => spa(dist),
  );

  it("sends a page's own loading screen at its address, revalidated on every load", async () => {
    for (const address of ['/settings', '/settings?q=smith']) {
      const res = await get(address);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe('<h1>User Settings</h1>');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the sign-in page its own copy (without the app’s code), and its callback index.html', async () => {
    for (const address of ['/login', '/login?returnTo=%2Fpayments']) expect((await get(address)).body.toString()).toBe('<p>sign in</p>');
    expect((await get('/login/callback?code=abc&state=def')).body.toString()).toBe('<p>any page</p>');
  });

  it('sends index.html for every other app path', async () => {
    for (const address of ['/payment/1000042', '/pos-config/agencies', '/settings/users/new', '/']) {
      const res = await get(address);
      expect(res.body.toString()).toBe('<p>any page</p>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends every page compressed to a browser that accepts it', async () => {
    const fallback = await get('/pos-config/agencies', { 'accept-encoding': 'gzip, deflate, br' });
    expect(fallback.headers['content-encoding']).toBe('br');
    expect(fallback.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(fallback.body).toString()).toBe('<p>any page</p>');
    const own = await get('/settings', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(own.body).toString()).toBe('<h1>User Settings</h1>');
  });

  it('sends the hashed assets to be cached for ever', async () => {
    const res = await get('/assets/index-abc.js');
    expect(res.body.toString()).toBe('export {};');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
