import express from 'express';
import zlib from 'node:zlib';
import { compressedAssets } from './compressedAssets';
import { serveTestDist } from './testing';

describe('compressed assets', () => {
  const source = `export const x = ${JSON.stringify('a'.repeat(5000))};`;
  const { get } = serveTestDist({ 'assets/index-abc.js': source }, dist => [compressedAssets(dist), express.static(dist)]);

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

  it('does not leave the assets folder', async () => {
    const res = await get('/assets/..%2f..%2fetc%2fpasswd', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
