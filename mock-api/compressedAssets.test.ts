import express from 'express';
import zlib from 'node:zlib';
import { compressedFiles } from './compressedAssets';
import { serveTestDist } from './testing';

describe('compressed files', () => {
  const source = `export const x = ${JSON.stringify('a'.repeat(5000))};`;
  const page = `<!doctype html><p>Revenue Management</p>${'<p>loading</p>'.repeat(200)}`;
  const { get } = serveTestDist(
    { 'assets/index-abc.js': source, 'index.html': page, 'favicon.svg': '<svg/>' },
    dist => [compressedFiles(dist).middleware, express.static(dist)],
  );

  it('serves brotli when accepted, immutable and varying by encoding', async () => {
    const res = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it('serves gzip to clients without brotli and plain files to the rest', async () => {
    const gz = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(source);
    const plain = await get('/assets/index-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });

  it('sends the HTML compressed, revalidated by ETag', async () => {
    const res = await get('/index.html?q=smith', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Number(res.headers['content-length'])).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page);
    const again = await get('/index.html', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const svg = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(svg.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(svg.body).toString()).toBe('<svg/>');
  });

  it('does not leave the build folder', async () => {
    for (const address of ['/assets/..%2f..%2fetc%2fpasswd', '/..%2f..%2fetc%2fpasswd', '/%E0%A4%A']) {
      const res = await get(address, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });
});
