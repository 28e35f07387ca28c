import express from 'express';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, securityHeaders, serviceOrigins } from './securityHeaders';

const production = {
  api: {
    payments: 'https://payments.example.gov/v1',
    sso: 'https://sso.example.gov/api',
    pos: 'https://pos.example.gov',
    configService: 'https://config.example.gov/settings',
  },
  auth: { type: 'oidc', issuer: 'https://login.example.gov/oauth2/default' },
  launchDarkly: {
    baseUri: 'https://clientsdk.launchdarkly.com',
    streamUri: 'https://clientstream.launchdarkly.com',
    eventsUri: 'https://events.launchdarkly.com',
  },
  dashboardOrigin: 'https://dashboards.example.gov',
};

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map(part => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts only from our origin, no plugins, no <base>, and no framing of the app', () => {
    const csp = directives(contentSecurityPolicy(production));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it("lets the flag SDK reach LaunchDarkly's own addresses when the config names none", () => {
    const csp = directives(contentSecurityPolicy({ ...production, launchDarkly: { clientSideId: 'client-side-id' } }));
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://clientsdk.launchdarkly.com',
        'https://clientstream.launchdarkly.com',
        'https://events.launchdarkly.com',
      ]),
    );
    const relay = directives(
      contentSecurityPolicy({
        ...production,
        launchDarkly: { clientSideId: 'client-side-id', baseUri: 'https://flags.example.gov' },
      }),
    );
    expect(relay['connect-src']).toEqual(
      expect.arrayContaining(['https://flags.example.gov', 'https://clientstream.launchdarkly.com']),
    );
    expect(relay['connect-src']).not.toContain('https://clientsdk.launchdarkly.com');
    // No flag service configured: nothing of LaunchDarkly's.
    const none = directives(contentSecurityPolicy({ ...production, launchDarkly: undefined }));
    expect(none['connect-src'].some(origin => origin.includes('launchdarkly'))).toBe(false);
  });

  it("shows check images from the payment API's origin", () => {
    expect(directives(contentSecurityPolicy(production))['img-src']).toEqual([
      "'self'",
      'data:',
      'https://payments.example.gov',
    ]);
  });

  it('limits connect-src and frame-src to the configured services', () => {
    const csp = directives(contentSecurityPolicy(production));
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://clientsdk.launchdarkly.com',
      'https://clientstream.launchdarkly.com',
      'https://config.example.gov',
      'https://events.launchdarkly.com',
      'https://login.example.gov',
      'https://payments.example.gov',
      'https://pos.example.gov',
      'https://sso.example.gov',
    ]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://dashboards.example.gov', 'https://login.example.gov']);
  });

  it('knows Entra authorities', () => {
    const origins = serviceOrigins({
      auth: {
        type: 'msal',
        authority: 'https://login.microsoftonline.com/tenant',
        knownAuthorities: ['tenant.b2clogin.com'],
      },
    });
    expect(origins.identity).toEqual(['https://login.microsoftonline.com', 'https://tenant.b2clogin.com']);
  });
});

describe('the security headers middleware', () => {
  const serve = async (path: string) => {
    const app = express();
    app.use(
      securityHeaders({
        publicUrl: 'http://localhost:4000',
        dashboardOrigin: 'http://127.0.0.1:4000',
        config: () => ({ api: { sso: 'http://localhost:4000/api/sso' } }),
      }),
    );
    app.get('*', (_req, res) => res.send('ok'));
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      return (await fetch(`http://localhost:${port}${path}`)).headers;
    } finally {
      server.close();
    }
  };

  it('sends nosniff, a referrer policy and a CSP on every response', async () => {
    const headers = await serve('/payments');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("frame-src 'self' http://127.0.0.1:4000");
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets only our own origin frame the identity provider and the silent-renew page', async () => {
    for (const path of ['/idp/auth', '/silent-callback.html']) {
      const headers = await serve(path);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
