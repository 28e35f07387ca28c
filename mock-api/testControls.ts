import type { RequestHandler } from 'express';

/**
 * The gate in front of the test controls under /__mock (faults, runtime config, flags), which exist only when the
 * server is started with --test-controls (the end-to-end harness, `npm run dev`). Even then they answer only calls a
 * cross-site page cannot make: a browser's request must come from one of `origins` (Origin and Sec-Fetch-Site),
 * and a body must be JSON, which a cross-site form cannot send and a cross-site script cannot send without a CORS
 * preflight this server never grants. Tools (Playwright's request context, scripts) send neither header.
 */
export const sameOriginJsonOnly =
  (origins: Iterable<string>): RequestHandler =>
  (req, res, next) => {
    const allowed = new Set(origins);
    const origin = req.header('origin');
    const site = req.header('sec-fetch-site');
    if (
      (origin !== undefined && !allowed.has(origin)) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    )
      return res.status(403).json({ message: 'Test controls answer this origin only.' });
    if (req.method !== 'GET' && req.method !== 'DELETE' && req.method !== 'HEAD' && !req.is('application/json'))
      return res.status(415).json({ message: 'Test controls accept application/json only.' });
    next();
  };
