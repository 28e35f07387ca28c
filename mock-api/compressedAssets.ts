import type { Request, RequestHandler, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt)$/;

/** Hashed build output: its name changes with its content, so it is cached for ever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else the build writes (the pages' HTML, the favicon): revalidated on every load. */
export const REVALIDATE = 'no-cache';

interface Entry {
  mtimeMs: number;
  etag: string;
  br: Promise<Buffer>;
  gzip: Promise<Buffer>;
}

/**
 * Serves the built SPA's files brotli- or gzip-compressed, as a CDN would in production: each file is compressed
 * once (off the event loop) and kept in memory. The hashed assets are cached for ever; the rest (index.html, the
 * favicon, the CSP shim) is revalidated by ETag. `send` is also how the SPA fallback sends index.html.
 * Clients that accept neither encoding, and files that do not compress, fall through to the plain static handler.
 */
export const compressedFiles = (distDir: string) => {
  const root = path.resolve(distDir);
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
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      br: brotli(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzip: gzip(content, { level: 9 }),
    };
    cache.set(file, entry);
    return entry;
  };

  // Warm the cache at start-up so the first visitor does not wait for the compression.
  const warm = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) warm(file);
      else if (COMPRESSIBLE.test(item.name) && !item.name.endsWith('.map')) entryFor(file);
    }
  };
  warm(root);

  /** Sends `file` compressed; false when it cannot (no such file, not compressible, no encoding accepted). */
  const send = (req: Request, res: Response, file: string, cacheControl: string, onError: () => void): boolean => {
    if (!COMPRESSIBLE.test(file)) return false;
    const encoding =
      req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
    if (!encoding) return false;
    const entry = entryFor(file);
    if (!entry) return false;
    entry[encoding].then(body => {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('ETag', entry.etag);
      res.type(path.extname(file));
      if (req.headers['if-none-match'] === entry.etag) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    }, onError);
    return true;
  };

  /** The build's file at this address; an app path (no extension) has none: the SPA fallback sends index.html. */
  const fileAt = (address: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(address);
    } catch {
      return undefined;
    }
    const file = path.join(root, path.normalize(decoded));
    if (!file.startsWith(root + path.sep)) return undefined;
    return path.extname(file) ? file : undefined;
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileAt(req.path);
    if (!file) return next();
    const cacheControl = req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    if (!send(req, res, file, cacheControl, () => next())) next();
  };

  return { middleware, send };
};
