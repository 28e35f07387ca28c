import { authConfigFor, parseAuthMode } from './runtimeConfig';
import { startTestServer } from './testing';

describe('the sign-in the runtime config names', () => {
  it('is oidc-client-ts unless AUTH says msal', () => {
    expect(parseAuthMode(undefined)).toBe('oidc');
    expect(parseAuthMode('oidc')).toBe('oidc');
    expect(parseAuthMode('msal')).toBe('msal');
    expect(() => parseAuthMode('saml')).toThrow('AUTH must be oidc or msal, not saml');
  });

  it("gives MSAL an https authority on the provider's host and the endpoints the provider's discovery document names", async () => {
    const server = await startTestServer();
    try {
      const discovery = (await server.call('GET', '/idp/.well-known/openid-configuration')).json;
      const auth = authConfigFor('msal', 'http://localhost');
      expect(auth).toMatchObject({
        type: 'msal',
        authority: 'https://localhost/idp',
        knownAuthorities: ['localhost'],
        protocolMode: 'OIDC',
      });
      // The provider names its endpoints at the host it was asked on (here 127.0.0.1 and a free port): their paths must agree.
      const paths = (document: Record<string, unknown>) =>
        Object.fromEntries(
          Object.keys(auth.authorityMetadata as object).map(key => [
            key,
            key === 'issuer' ? document[key] : new URL(String(document[key])).pathname,
          ]),
        );
      expect(paths(discovery)).toEqual(paths(auth.authorityMetadata as Record<string, unknown>));
      expect(auth.scopes).toEqual(
        expect.arrayContaining((discovery.scopes_supported as string[]).filter(scope => scope !== 'offline_access')),
      );
    } finally {
      await server.close();
    }
  });
});
