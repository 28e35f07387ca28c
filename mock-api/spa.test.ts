import zlib from 'node:zlib';
import { spa } from './spa';
import { serveTestDist } from './testing';

describe('the built app as served', () => {
  const { get } = serveTestDist({ 'index.html': '<p>any page</p>', 'assets/index-abc.js': 'export {};' }, dist =>
    spa(dist),
  );

  it('sends index.html for every app path, the sign-in page included, revalidated on every load', async () => {
    for (const address of [
      '/login',
      '/login?returnTo=%2Fpayments',
      '/login/callback?code=abc&state=def',
      '/settings',
      '/settings?q=smith',
      '/payment/1000042',
      '/pos-config/agencies',
      '/settings/users/new',
      '/',
    ]) {
      const res = await get(address);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe('<p>any page</p>');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends every page compressed to a browser that accepts it', async () => {
    const brotli = await get('/pos-config/agencies', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe('<p>any page</p>');
    const gzip = await get('/settings', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe('<p>any page</p>');
  });

  it('sends the hashed assets to be cached for ever', async () => {
    const res = await get('/assets/index-abc.js');
    expect(res.body.toString()).toBe('export {};');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
