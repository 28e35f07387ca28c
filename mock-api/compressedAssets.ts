import type { RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt)$/;

interface Entry {
  mtimeMs: number;
  br: Promise<Buffer>;
  gzip: Promise<Buffer>;
}

/**
 * Serves the built SPA's hashed assets brotli- or gzip-compressed, as a CDN would in production:
 * each file is compressed once (off the event loop) and kept in memory. Everything else, and
 * clients that accept neither encoding, fall through to the plain static handler.
 */
export const compressedAssets = (distDir: string): RequestHandler => {
  const assets = path.join(distDir, 'assets');
  const cache = new Map<string, Entry>();

  const entryFor = (file: string): Entry | undefined => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const content = fs.readFileSync(file);
    const entry: Entry = {
      mtimeMs: stat.mtimeMs,
      br: brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzip: gzip(content, { level: 9 }),
    };
    cache.set(file, entry);
    return entry;
  };

  // Warm the cache at start-up so the first visitor does not wait for the compression.
  if (fs.existsSync(assets)) for (const name of fs.readdirSync(assets)) if (COMPRESSIBLE.test(name)) entryFor(path.join(assets, name));

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/') || !COMPRESSIBLE.test(req.path)) return next();
    const file = path.join(assets, path.normalize(req.path.slice('/assets/'.length)));
    if (!file.startsWith(assets + path.sep)) return next();
    const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
    if (!encoding) return next();
    const entry = entryFor(file);
    if (!entry) return next();
    entry[encoding].then(
      body => {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.type(path.extname(file));
        res.setHeader('Content-Length', body.length);
        if (req.method === 'HEAD') res.end();
        else res.end(body);
      },
      () => next(),
    );
  };
};
