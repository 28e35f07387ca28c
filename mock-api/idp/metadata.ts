/** Where oidc-provider answers under `issuer` (its default routes), as its discovery document names them. */
export const idpEndpoints = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/jwks`,
  end_session_endpoint: `${issuer}/session/end`,
});
