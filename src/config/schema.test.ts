import { environmentOf, parseConfig } from './schema';

const valid = {
  api: {
    payments: 'https://pay.example.com/api',
    sso: 'https://sso.example.com',
    pos: 'https://pos.example.com',
    configService: 'https://config.example.com',
  },
  auth: { type: 'oidc', issuer: 'https://login.example.com/oauth2/default', clientId: 'abc' },
  dashboardOrigin: 'https://dashboards.example.com',
  version: '1.2.3',
};

describe('runtime config', () => {
  it('fills defaults for scopes and timeouts', () => {
    const config = parseConfig(valid, 'revm.dev.example.com');
    expect(config.environment).toBe('dev');
    expect(config.auth).toMatchObject({ type: 'oidc', scopes: 'openid profile email' });
    expect(config.timeouts).toEqual({
      idleMs: 900000,
      logoutCountdownMs: 30000,
      sessionCheckMs: 60000,
      dashboardLoadMs: 10000,
      requestMs: 30000,
      retryDelayMs: 500,
    });
  });

  it('accepts an msal configuration', () => {
    const config = parseConfig(
      { ...valid, auth: { type: 'msal', authority: 'https://login.microsoftonline.com/tenant', clientId: 'id' } },
      'revm.example.com',
    );
    expect(config.auth).toMatchObject({ type: 'msal', scopes: ['openid', 'profile', 'email'], protocolMode: 'AAD' });
  });

  it('accepts msal pointed at another OpenID Connect provider by its discovery document, and refuses a document without endpoints', () => {
    const authorityMetadata = {
      issuer: 'http://localhost:4000/idp',
      authorization_endpoint: 'http://localhost:4000/idp/auth',
      token_endpoint: 'http://localhost:4000/idp/token',
      jwks_uri: 'http://localhost:4000/idp/jwks',
      end_session_endpoint: 'http://localhost:4000/idp/session/end',
      scopes_supported: ['openid'],
    };
    const auth = {
      type: 'msal',
      authority: 'https://localhost:4000/idp',
      clientId: 'id',
      protocolMode: 'OIDC',
      knownAuthorities: ['localhost:4000'],
      authorityMetadata,
    };
    expect(parseConfig({ ...valid, auth }, 'localhost').auth).toMatchObject({
      protocolMode: 'OIDC',
      authorityMetadata,
    });
    expect(() =>
      parseConfig({ ...valid, auth: { ...auth, authorityMetadata: { issuer: 'x' } } }, 'localhost'),
    ).toThrow();
    expect(() => parseConfig({ ...valid, auth: { ...auth, protocolMode: 'B2C' } }, 'localhost')).toThrow();
  });

  it('rejects a config with a missing or invalid endpoint', () => {
    expect(() => parseConfig({ ...valid, api: { ...valid.api, pos: 'not a url' } }, 'localhost')).toThrow();
    expect(() => parseConfig({ ...valid, auth: { type: 'saml' } }, 'localhost')).toThrow();
    expect(() => parseConfig({ ...valid, auth: { ...valid.auth, clientId: '' } }, 'localhost')).toThrow();
    expect(() =>
      parseConfig({ ...valid, launchDarkly: { clientSideId: 'x', baseUri: 'nope' } }, 'localhost'),
    ).toThrow();
  });

  it('keeps given timeouts and refuses ones that are not positive whole milliseconds', () => {
    expect(parseConfig({ ...valid, timeouts: { requestMs: 5000 } }, 'localhost').timeouts).toMatchObject({
      requestMs: 5000,
      idleMs: 900000,
    });
    expect(() => parseConfig({ ...valid, timeouts: { requestMs: -1 } }, 'localhost')).toThrow();
    expect(() => parseConfig({ ...valid, timeouts: { idleMs: 1.5 } }, 'localhost')).toThrow();
  });

  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['revm.dev.example.com', 'dev'],
    ['revm-uat.example.com', 'uat'],
    ['revm.example.com', 'prod'],
    ['developer.example.com', 'prod'],
  ])('derives the environment of %s as %s', (host, env) => {
    expect(environmentOf(host)).toBe(env);
  });
});
