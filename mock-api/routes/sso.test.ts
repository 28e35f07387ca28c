import { DEMO_USER_IDS, startTestServer } from '../testing';

describe('mock user-management API (core)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 401 without a token, with a bad one, and with an expired one', async () => {
    expect((await server.call('GET', '/api/sso/myself')).status).toBe(401);
    expect((await server.call('GET', '/api/sso/myself', { token: 'not-a-jwt' })).status).toBe(401);
    const expired = await server.tokenFor(DEMO_USER_IDS.researcher, { expiresIn: '-1m' });
    expect((await server.call('GET', '/api/sso/myself', { token: expired })).status).toBe(401);
  });

  it('tells a deactivated user who they are, and refuses them everything else', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.deactivated);
    const myself = await server.call('GET', '/api/sso/myself', { token });
    expect(myself.status).toBe(200);
    expect(myself.json.data).toMatchObject({ active: false, status: 'DEACTIVATED' });
    const refused = await server.call('GET', '/api/payments/payments?client=springfield', { token });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'The user has been deactivated.' });
    expect((await server.call('GET', '/api/sso/agencies?client=springfield', { token })).status).toBe(401);
  });

  it('returns the current user with client, agencies and permissions', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.agencyAdmin);
    const { status, json } = await server.call('GET', '/api/sso/myself', { token });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      email: 'agency.admin@springfield.example.com',
      role: 'AGENCY_ADMIN',
      client: { slug: 'springfield', brand: 'Springfield' },
      active: true,
      status: 'ACTIVE',
    });
    const data = json.data as { agencies: unknown[]; permissions: string[] };
    expect(data.agencies).toHaveLength(2);
    expect(data.permissions).toContain('LIST_ADMINISTERED_USERS');
    expect(data.permissions).not.toContain('LIST_CLIENTS');
  });

  it('binds ordinary users to their own client whatever they ask for', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.researcher);
    const { json } = await server.call('GET', '/api/sso/myself?client=shelbyville', { token });
    expect((json.data as { client: { slug: string } }).client.slug).toBe('springfield');
  });

  it('lets a platform admin act for the client they chose', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.platformAdmin);
    const none = await server.call('GET', '/api/sso/myself', { token });
    expect((none.json.data as { client: unknown }).client).toBeNull();
    const chosen = await server.call('GET', '/api/sso/myself?client=shelbyville', { token });
    expect((chosen.json.data as { client: { brand: string }; agencies: unknown[] }).client.brand).toBe('Shelbyville');
    expect((chosen.json.data as { agencies: unknown[] }).agencies).toHaveLength(3);
    expect((await server.call('GET', '/api/sso/myself?client=nowhere', { token })).status).toBe(404);
  });

  it('lists clients for platform admins only (403 with a message otherwise)', async () => {
    const admin = await server.call('GET', '/api/sso/clients', {
      token: await server.tokenFor(DEMO_USER_IDS.platformAdmin),
    });
    expect((admin.json.data as { brand: string }[]).map(client => client.brand)).toEqual([
      'Capital City',
      'Shelbyville',
      'Springfield',
    ]);
    const denied = await server.call('GET', '/api/sso/clients', {
      token: await server.tokenFor(DEMO_USER_IDS.clientAdmin),
    });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toMatch(/permission/);
  });

  it('lists only the agencies a user may see', async () => {
    const agencyAdmin = await server.call('GET', '/api/sso/agencies', {
      token: await server.tokenFor(DEMO_USER_IDS.agencyAdmin),
    });
    expect(agencyAdmin.json.data).toHaveLength(2);
    const clientAdmin = await server.call('GET', '/api/sso/agencies', {
      token: await server.tokenFor(DEMO_USER_IDS.clientAdmin),
    });
    expect(clientAdmin.json.data).toHaveLength(6);
    const noRole = await server.call('GET', '/api/sso/agencies', {
      token: await server.tokenFor(DEMO_USER_IDS.noRole),
    });
    expect(noRole.status).toBe(403);
  });

  it('serves the config service without auth', async () => {
    expect((await server.call('GET', '/config-service/settings/springfield/settings.json')).json).toEqual({
      customerManagementEnabled: true,
      pointOfSale: { enabled: true },
    });
    const profile = await server.call('GET', '/config-service/settings/springfield/profile/settings.json');
    expect((profile.json.obligations as unknown[]).length).toBeGreaterThan(0);
    expect((await server.call('GET', '/config-service/metadata/shelbyville/profile/meta.json')).json).toEqual({
      paymentPortalUrl: 'https://pay.shelbyville.example.com/',
    });
    expect((await server.call('GET', '/config-service/settings/nowhere/settings.json')).status).toBe(404);
  });

  it('injects faults only for the scope that asked', async () => {
    await server.call('POST', '/__mock/faults', {
      body: { path: '/config-service/**', type: 'html', scope: 'test-a' },
    });
    expect(
      (
        await server.call('GET', '/config-service/settings/springfield/settings.json', {
          headers: { 'x-mock-scope': 'test-a' },
        })
      ).status,
    ).toBe(502);
    expect(
      (
        await server.call('GET', '/config-service/settings/springfield/settings.json', {
          headers: { 'x-mock-scope': 'test-b' },
        })
      ).status,
    ).toBe(200);
    await server.call('DELETE', '/__mock/faults?scope=test-a');
    expect(
      (
        await server.call('GET', '/config-service/settings/springfield/settings.json', {
          headers: { 'x-mock-scope': 'test-a' },
        })
      ).status,
    ).toBe(200);
  });
});
