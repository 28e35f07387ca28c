import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { compressedAssets } from './compressedAssets';

const get = (port: number, urlPath: string, acceptEncoding: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>((resolve, reject) => {
    http
      .get({ port, path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, res => {
        const chunks: Buffer[] = [];
        res.on('data', chunk => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });

describe('compressed assets', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-assets-'));
  const source = `export const x = ${JSON.stringify('a'.repeat(5000))};`;
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), source);
  const app = express();
  app.use(compressedAssets(dist), express.static(dist));
  let server: http.Server;
  let port: number;
  beforeAll(() => {
    server = app.listen(0);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves brotli when accepted, immutable and varying by encoding', async () => {
    const res = await get(port, '/assets/index-abc.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it('serves gzip to clients without brotli and plain files to the rest', async () => {
    const gz = await get(port, '/assets/index-abc.js', 'gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(source);
    const plain = await get(port, '/assets/index-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });

  it('does not leave the assets folder', async () => {
    const res = await get(port, '/assets/..%2f..%2fetc%2fpasswd', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
