import type { RequestHandler } from 'express';

/**
 * Headers for the SPA and the mock's own pages. docs/security.md lists them for production hosting.
 * Styles allow 'unsafe-inline' because MUI (emotion) injects style elements at run time.
 */
export const securityHeaders =
  ({ publicUrl, dashboardOrigin }: { publicUrl: string; dashboardOrigin: string }): RequestHandler =>
  (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const isDashboard = req.path.startsWith('/dashboards');
    const isIdp = req.path.startsWith('/idp');
    const frameAncestors = isDashboard ? `'self' ${publicUrl}` : isIdp || req.path === '/silent-callback.html' ? "'self'" : "'none'";
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        `connect-src 'self' ${publicUrl}`,
        `frame-src 'self' ${dashboardOrigin}`,
        `form-action 'self' ${publicUrl}`,
        "object-src 'none'",
        "base-uri 'none'",
        `frame-ancestors ${frameAncestors}`,
      ].join('; '),
    );
    if (!isDashboard) res.setHeader('X-Frame-Options', isIdp ? 'SAMEORIGIN' : 'DENY');
    next();
  };
