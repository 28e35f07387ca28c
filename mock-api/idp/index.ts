import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { createLocalJWKSet, jwtVerify } from 'jose';
import path from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import type { AuthedRequest } from '../context';
import { SCOPE_HEADER } from '../faults';
import { isUserActive } from '../permissions';
import { DEMO_PASSWORD } from '../seed/core';
import type { MockUser } from '../seed/types';
import type { Store } from '../store';
import { loadIdpSecrets, publicJwkOf } from './keys';
import { BoundedMap } from '../bounded';
import { createLockout, MAX_TRACKED_ADDRESSES } from './lockout';
import { emailPage, logoutPage, messagePage, passwordPage } from './pages';
import { createRevocations } from './revocations';

export const CLIENT_ID = 'revenue-management';
export const API_AUDIENCE = 'urn:revenue-management:api';
export const API_SCOPE = 'revenue-management';
export const ACCESS_TOKEN_TTL = 3600;
/** The access-token claim naming the grant it was issued under, which Log Out revokes. */
export const GRANT_CLAIM = 'grant_id';
const GRANT_TTL = 8 * 3600;

export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'That email address and password do not match. Try again.',
  locked: 'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later.',
  deactivated: 'This account has been deactivated. Please contact your administrator with any questions.',
} as const;

interface IdpOptions {
  app: Express;
  store: Store;
  publicUrl: string;
  dataDir: string;
  /** The access-token lifetime for a request's `x-mock-scope` (mock-api/idp/lifetimes.ts). */
  accessTokenSeconds?: (scope: string | undefined) => number;
}

const findUserByEmail = (store: Store, email: string) =>
  store.find<MockUser>('users', user => user.email.toLowerCase() === email.trim().toLowerCase());

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The dev identity provider: a real OpenID Connect provider (authorization code + PKCE) under /idp,
 * with an email-first sign-in page. Returns the middleware every API route uses to verify tokens, and how to end
 * every grant of a user.
 */
export const mountIdp = ({
  app,
  store,
  publicUrl,
  dataDir,
  accessTokenSeconds = () => ACCESS_TOKEN_TTL,
}: IdpOptions) => {
  const issuer = `${publicUrl}/idp`;
  const { jwk, cookieKeys } = loadIdpSecrets(dataDir);
  const origins = new Set([publicUrl, publicUrl.replace('localhost', '127.0.0.1')]);
  const lockout = createLockout();
  const revocations = createRevocations(dataDir, (GRANT_TTL + ACCESS_TOKEN_TTL) * 1000);

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Revenue Management',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...origins].flatMap(origin => [`${origin}/login/callback`, `${origin}/silent-callback.html`]),
        post_logout_redirect_uris: [...origins].map(origin => `${origin}/login`),
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // A deactivated user is no account: no code exchange, refresh or user info for them; nor, once reactivated, for a
    // refresh token from before the deactivation (its grant may be one the provider forgot across a restart).
    findAccount: async (_ctx, sub, token) => {
      const user = store.get<MockUser>('users', sub);
      if (!user || !isUserActive(user)) return undefined;
      const held = token as { grantId?: string; iiat?: number; iat?: number } | undefined;
      if (held?.grantId && revocations.endedByDeactivation(sub, held.grantId, held.iiat ?? held.iat ?? 0))
        return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: `${user.first_name} ${user.last_name}`,
          given_name: user.first_name,
          family_name: user.last_name,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every grant ends with its session, whatever scopes were asked for (offline_access would keep it past Log Out).
    expiresWithSession: async () => true,
    // The API looks the grant up in the revocation list (mountIdp's token check).
    extraTokenClaims: async (_ctx, token) =>
      'grantId' in token && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: API_SCOPE,
          audience: API_AUDIENCE,
          accessTokenTTL: ACCESS_TOKEN_TTL,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async ctx => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out.');
        },
      },
    },
    ttl: {
      AccessToken: ctx => accessTokenSeconds(ctx.get(SCOPE_HEADER) || undefined),
      AuthorizationCode: 120,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      RefreshToken: 8 * 3600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', String(out.error_description ?? out.error ?? 'Something went wrong.'));
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.on('grant.revoked', (_ctx, grantId: string) => revocations.revoke(grantId));
  const grants = createHeldIds();
  const sessions = createHeldIds();
  provider.on('grant.saved', (grant: Held) => grants.add(grant.accountId, grant.jti));
  provider.on('grant.destroyed', (grant: Held) => grants.remove(grant.accountId, grant.jti));
  provider.on('session.saved', (session: Held) => sessions.add(session.accountId, session.jti));
  provider.on('session.destroyed', (session: Held) => sessions.remove(session.accountId, session.jti));

  /**
   * Deactivation ends everything the account holds: each grant is revoked (its access tokens are refused) and
   * destroyed (its refresh tokens are refused at the token endpoint), its sign-in sessions end, and any token issued
   * before now is refused, so reactivation starts from a fresh sign-in with the password (OWASP ASVS 5.0 7.4.2).
   */
  const endGrantsOf = async (accountId: string) => {
    const held = grants.take(accountId);
    revocations.revokeAccount(accountId, held);
    for (const grantId of held) await (await provider.Grant.find(grantId))?.destroy();
    for (const sessionId of sessions.take(accountId)) await (await provider.Session.find(sessionId))?.destroy();
  };

  const form = express.urlencoded({ extended: false });
  app.use('/idp-static', express.static(path.join(import.meta.dirname, 'static'), { maxAge: '1h' }));

  // First-party app: whatever consent the provider still asks for is granted without a page.
  const grantConsent = async (
    req: Request,
    res: Response,
    details: Awaited<ReturnType<typeof provider.interactionDetails>>,
  ) => {
    const { prompt, params, session } = details;
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) as InstanceType<typeof provider.Grant>)
      : new provider.Grant({ accountId: session!.accountId, clientId: params.client_id as string });
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  app.get('/idp/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') return await grantConsent(req, res, details);
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint.trim() : '';
      if (EMAIL.test(hint)) return res.type('html').send(passwordPage(details.uid, hint));
      res.type('html').send(emailPage(details.uid, { email: hint }));
    } catch (error) {
      next(error);
    }
  });

  app.post('/idp/interaction/:uid/email', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const email = String(req.body.email ?? '').trim();
      if (!email)
        return res
          .status(400)
          .type('html')
          .send(emailPage(details.uid, { error: 'Enter your email address.' }));
      if (!EMAIL.test(email))
        return res
          .status(400)
          .type('html')
          .send(emailPage(details.uid, { email, error: 'Enter a valid email address.' }));
      // Known or not, every address is asked for its password: this page tells nobody which accounts exist.
      res.type('html').send(passwordPage(details.uid, email));
    } catch (error) {
      next(error);
    }
  });

  app.post('/idp/interaction/:uid/login', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const email = String(req.body.email ?? '');
      if (lockout.isLocked(email))
        return res
          .status(429)
          .type('html')
          .send(passwordPage(details.uid, email, SIGN_IN_MESSAGES.locked));
      const user = findUserByEmail(store, email);
      if (!user || req.body.password !== DEMO_PASSWORD) {
        const locked = lockout.failed(email);
        return res
          .status(locked ? 429 : 401)
          .type('html')
          .send(passwordPage(details.uid, email, locked ? SIGN_IN_MESSAGES.locked : SIGN_IN_MESSAGES.wrongCredentials));
      }
      lockout.succeeded(email);
      // Told only to whoever knows the password, so it reveals nothing to anyone else.
      if (!isUserActive(user))
        return res
          .status(403)
          .type('html')
          .send(passwordPage(details.uid, email, SIGN_IN_MESSAGES.deactivated));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  app.use('/idp', provider.callback());

  const jwks = createLocalJWKSet({ keys: [publicJwkOf(jwk)] });
  const requireAuth: RequestHandler = async (req, res, next) => {
    // A backend mounted behind another that checked the token already (the SSO routers) does not check it twice.
    if ((req as AuthedRequest).user) return next();
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'Authentication required.' });
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iss', 'aud', 'sub', GRANT_CLAIM],
      });
      const grantId = payload[GRANT_CLAIM];
      if (typeof grantId !== 'string' || !grantId || revocations.isRevoked(grantId))
        return res
          .status(401)
          .set('WWW-Authenticate', 'Bearer error="invalid_token"')
          .json({ message: 'The access token has been revoked.' });
      const user = payload.sub ? store.get<MockUser>('users', payload.sub) : undefined;
      if (!user) return res.status(401).json({ message: 'Unknown user.' });
      // A deactivated user's token reads who they are and nothing else: /myself answers active: false, and the
      // app signs them out saying so; every other call is refused as the real
      // services refuse a revoked session.
      if (!isUserActive(user)) {
        if (pathOf(req) !== MYSELF_PATH) return res.status(401).json({ message: 'The user has been deactivated.' });
      } else if (revocations.endedByDeactivation(user.id, grantId, payload.iat ?? 0))
        // Reactivated: nothing from before the deactivation works again.
        return res
          .status(401)
          .set('WWW-Authenticate', 'Bearer error="invalid_token"')
          .json({ message: 'The access token has been revoked.' });
      (req as AuthedRequest).user = user;
      next();
    } catch (error) {
      if (process.env.MOCK_DEBUG) console.error('token rejected:', (error as Error).message, token.slice(0, 40));
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer error="invalid_token"')
        .json({ message: 'The access token is invalid or has expired.' });
    }
  };
  return { requireAuth, endGrantsOf };
};

/** The one address a deactivated user's token may read (who they are), compared whole. */
const MYSELF_PATH = '/api/sso/myself';
const pathOf = (req: Request) => new URL(req.originalUrl, 'http://mock').pathname;

interface Held {
  jti: string;
  accountId?: string;
}

/**
 * The grants or sessions each account holds, as the provider saves and destroys them (its memory adapter cannot list
 * them by account). Only a signed-in account adds to it.
 */
const createHeldIds = () => {
  const byAccount = new BoundedMap<string, Set<string>>(MAX_TRACKED_ADDRESSES);
  return {
    add: (accountId: string | undefined, grantId: string) => {
      if (!accountId) return;
      const grants = byAccount.get(accountId) ?? new Set<string>();
      grants.add(grantId);
      byAccount.set(accountId, grants);
    },
    remove: (accountId: string | undefined, grantId: string) => {
      const grants = accountId ? byAccount.get(accountId) : undefined;
      grants?.delete(grantId);
      if (grants && !grants.size) byAccount.delete(accountId!);
    },
    take: (accountId: string) => {
      const grants = [...(byAccount.get(accountId) ?? [])];
      byAccount.delete(accountId);
      return grants;
    },
  };
};
