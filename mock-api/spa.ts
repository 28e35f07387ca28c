import express, { type RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { compressedFiles, IMMUTABLE, REVALIDATE } from './compressedAssets';

/**
 * The built app: its files (hashed assets cached for ever, the rest revalidated) and index.html for every app path;
 * compressed when the browser accepts it (mock-api/compressedAssets.ts), as a CDN sends them.
 */
export const spa = (distDir: string): RequestHandler[] => {
  const index = path.join(distDir, 'index.html');
  const compressed = compressedFiles(distDir);
  return [
    compressed.middleware,
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    }),
    (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!fs.existsSync(index))
        return res.status(503).type('text').send('The app is not built yet: run `npm run build`.');
      const sendPlain = () => {
        res.setHeader('Cache-Control', REVALIDATE);
        res.sendFile(index);
      };
      if (!compressed.send(req, res, index, REVALIDATE, sendPlain)) sendPlain();
    },
  ];
};
