// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../seed/core';
import { DEMO_USER_IDS, startTestServer } from '../testing';
import { SIGN_IN_MESSAGES } from '.';
import { MAX_FAILED_SIGN_INS } from './lockout';

const CLIENT_ID = 'revenue-management';
// The test server's public address is http://localhost (its issuer http://localhost/idp); it listens elsewhere.
const PUBLIC = 'http://localhost';
const REDIRECT_URI = `${PUBLIC}/login/callback`;

/** A browser's part in the code flow: follows redirects by hand and keeps the identity provider's cookies. */
const browser = (baseUrl: string) => {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const target = url.startsWith(PUBLIC)
      ? `${baseUrl}${url.slice(PUBLIC.length)}`
      : url.startsWith('/')
        ? `${baseUrl}${url}`
        : url;
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return res;
  };
  const post = (url: string, form: Record<string, string>) =>
    request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  /** Follows redirects until a page (or the app's callback) answers. */
  const follow = async (res: Response): Promise<{ res: Response; url: string }> => {
    let url = '';
    while (res.status >= 300 && res.status < 400) {
      url = res.headers.get('location')!;
      if (url.startsWith(REDIRECT_URI)) return { res, url };
      res = await request(url);
    }
    return { res, url };
  };
  return { request, post, follow };
};

describe('the dev identity provider', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Starts a sign-in and returns the interaction's address (the email page). */
  const startSignIn = async (agent: ReturnType<typeof browser>) => {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email revenue-management',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state',
    });
    const started = await agent.request(`/idp/auth?${query}`);
    const interaction = started.headers.get('location')!;
    expect(interaction).toMatch(/\/idp\/interaction\//);
    return { interaction: new URL(interaction, PUBLIC).pathname, verifier };
  };

  const passwordStep = async (
    agent: ReturnType<typeof browser>,
    interaction: string,
    email: string,
    password: string,
  ) => {
    await agent.post(`${interaction}/email`, { email });
    return agent.post(`${interaction}/login`, { email, password });
  };

  /** Signs in through the pages and exchanges the code: the tokens the app would hold. */
  const signIn = async (email: string) => {
    const agent = browser(server.baseUrl);
    const { interaction, verifier } = await startSignIn(agent);
    const { res, url } = await agent.follow(await passwordStep(agent, interaction, email, DEMO_PASSWORD));
    expect(url, `sign-in of ${email} ended on ${res.status} ${await res.clone().text()}`).toMatch(
      /^http:\/\/localhost\/login\/callback\?code=/,
    );
    const code = new URL(url).searchParams.get('code')!;
    const tokens = await agent.post('/idp/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    });
    expect(tokens.status, await tokens.clone().text()).toBe(200);
    return { agent, ...((await tokens.json()) as { access_token: string; refresh_token: string }) };
  };

  const refresh = (agent: ReturnType<typeof browser>, refreshToken: string) =>
    agent.post('/idp/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });

  it('asks every well-formed email address for its password, whether an account has it or not', async () => {
    const agent = browser(server.baseUrl);
    const { interaction } = await startSignIn(agent);
    const known = await agent.post(`${interaction}/email`, { email: 'researcher@springfield.example.com' });
    const unknown = await agent.post(`${interaction}/email`, { email: 'nobody@springfield.example.com' });
    expect(unknown.status).toBe(known.status);
    expect((await unknown.text()).replaceAll('nobody@', 'X@')).toBe(
      (await known.text()).replaceAll('researcher@', 'X@'),
    );
    const wrongKnown = await agent.post(`${interaction}/login`, {
      email: 'researcher@springfield.example.com',
      password: 'wrong',
    });
    const wrongUnknown = await agent.post(`${interaction}/login`, {
      email: 'nobody@springfield.example.com',
      password: DEMO_PASSWORD,
    });
    expect([wrongKnown.status, wrongUnknown.status]).toEqual([401, 401]);
    expect(await wrongKnown.text()).toContain(SIGN_IN_MESSAGES.wrongCredentials);
    expect(await wrongUnknown.text()).toContain(SIGN_IN_MESSAGES.wrongCredentials);
  });

  it(`locks an address after ${MAX_FAILED_SIGN_INS} wrong passwords, even to the right one, known or not`, async () => {
    for (const email of ['toggle.status@springfield.example.com', 'nobody.at.all@springfield.example.com']) {
      const agent = browser(server.baseUrl);
      const { interaction } = await startSignIn(agent);
      for (let attempt = 1; attempt < MAX_FAILED_SIGN_INS; attempt += 1)
        expect((await passwordStep(agent, interaction, email, `wrong ${attempt}`)).status).toBe(401);
      const locking = await passwordStep(agent, interaction, email, 'wrong again');
      expect(locking.status).toBe(429);
      expect(await locking.text()).toContain(SIGN_IN_MESSAGES.locked);
      const right = await passwordStep(agent, interaction, email, DEMO_PASSWORD);
      expect(right.status).toBe(429);
      expect(await right.text()).toContain(SIGN_IN_MESSAGES.locked);
    }
  });

  it('refuses a deactivated user at sign-in, saying so only after the right password', async () => {
    const agent = browser(server.baseUrl);
    const { interaction } = await startSignIn(agent);
    const wrong = await passwordStep(agent, interaction, 'deactivated@springfield.example.com', 'wrong');
    expect(await wrong.text()).toContain(SIGN_IN_MESSAGES.wrongCredentials);
    const right = await passwordStep(agent, interaction, 'deactivated@springfield.example.com', DEMO_PASSWORD);
    expect(right.status).toBe(403);
    expect(await right.text()).toContain(SIGN_IN_MESSAGES.deactivated);
    expect(right.headers.get('location')).toBeNull();
  });

  it('refuses to refresh the tokens of a user deactivated since signing in', async () => {
    const admin = await server.tokenFor(DEMO_USER_IDS.clientAdmin);
    const user = (
      await server.call('GET', '/api/sso/api/v1/sso/users/verify?email=edit.target@springfield.example.com', {
        token: admin,
      })
    ).json.data as { id: string; email: string };
    const { agent, refresh_token } = await signIn(user.email);
    expect((await refresh(agent, refresh_token)).status).toBe(200);
    const deactivated = await server.call('PATCH', `/api/sso/api/v1/sso/users/${user.id}/status`, {
      token: admin,
      body: { data: { status: 'DEACTIVATED' } },
    });
    expect(deactivated.status).toBe(200);
    const refused = await refresh(agent, refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('ends every grant on deactivation: reactivating revives no token, and the sign-in page says why', async () => {
    const admin = await server.tokenFor(DEMO_USER_IDS.platformAdmin);
    const email = 'supervisor@springfield.example.com';
    const { agent, access_token, refresh_token } = await signIn(email);
    const setStatus = async (status: 'ACTIVE' | 'DEACTIVATED') =>
      expect(
        (
          await server.call('PATCH', `/api/sso/api/v1/sso/users/${DEMO_USER_IDS.supervisor}/status`, {
            token: admin,
            body: { data: { status } },
          })
        ).status,
      ).toBe(200);
    await setStatus('DEACTIVATED');
    // While deactivated the token reads who they are (the app signs them out with "User deactivated"), nothing else.
    const myself = await server.call('GET', '/api/sso/myself', { token: access_token });
    expect([myself.status, (myself.json.data as { active: boolean }).active]).toEqual([200, false]);
    expect(
      (await server.call('GET', '/api/payments/payments?client=springfield', { token: access_token })).status,
    ).toBe(401);
    // The browser that signed in comes back to the identity provider: a page, not a 500.
    // The browser that signed in comes back to the identity provider: its session has ended with the grants, so it
    // is asked to sign in, and told after the password that the account is deactivated (it was a 500 page).
    const { interaction } = await startSignIn(agent);
    expect(await (await passwordStep(agent, interaction, email, DEMO_PASSWORD)).text()).toContain(
      SIGN_IN_MESSAGES.deactivated,
    );
    await setStatus('ACTIVE');
    for (const url of ['/api/payments/payments?client=springfield', '/api/sso/myself']) {
      const after = await server.call('GET', url, { token: access_token });
      expect([url, after.status, after.json.message]).toEqual([url, 401, 'The access token has been revoked.']);
    }
    expect((await refresh(agent, refresh_token)).status).toBe(400);
    // A fresh sign-in works again.
    const fresh = await signIn(email);
    expect((await server.call('GET', '/api/sso/myself', { token: fresh.access_token })).status).toBe(200);
  });

  it('revokes on Log Out: an access token captured before it is refused by the APIs after it', async () => {
    const { agent, access_token, refresh_token } = await signIn('researcher@springfield.example.com');
    expect((await server.call('GET', '/api/sso/myself', { token: access_token })).status).toBe(200);
    const logoutPage = await agent.request(
      `/idp/session/end?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${PUBLIC}/login` })}`,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await logoutPage.text())![1];
    const confirmed = await agent.follow(await agent.post('/idp/session/end/confirm', { xsrf, logout: 'yes' }));
    expect(confirmed.url).toBe(`${PUBLIC}/login`);
    const after = await server.call('GET', '/api/sso/myself', { token: access_token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('The access token has been revoked.');
    expect(
      (await server.call('GET', '/api/payments/payments?client=springfield', { token: access_token })).status,
    ).toBe(401);
    expect((await refresh(agent, refresh_token)).status).toBe(400);
  });

  it("lets a deactivated user's token read /api/sso/myself and no other path, however it ends", async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.deactivated);
    const myself = await server.call('GET', '/api/sso/myself', { token });
    expect(myself.status).toBe(200);
    expect((myself.json.data as { active: boolean }).active).toBe(false);
    for (const url of ['/api/payments/payments/myself', '/api/sso/api/v1/sso/users/myself', '/api/sso/myself/'])
      expect((await server.call('GET', url, { token })).status, url).toBe(401);
  });

  it('refuses an access token without exp, iss, aud or grant', async () => {
    for (const without of ['exp', 'iss', 'aud'] as const) {
      const token = await server.tokenFor(DEMO_USER_IDS.researcher, { without: [without] });
      expect((await server.call('GET', '/api/sso/myself', { token })).status, `without ${without}`).toBe(401);
    }
    const noGrant = await server.tokenFor(DEMO_USER_IDS.researcher, { grantId: '' });
    expect((await server.call('GET', '/api/sso/myself', { token: noGrant })).status).toBe(401);
    expect(
      (await server.call('GET', '/api/sso/myself', { token: await server.tokenFor(DEMO_USER_IDS.researcher) })).status,
    ).toBe(200);
  });
});
