import { DEMO_USER_IDS, startTestServer } from '../testing';

const BASE = '/api/sso/api/v1/sso';
const FIXTURES = {
  pending: '00uf0000000000000001',
  toggle: '00uf0000000000000002',
  editTarget: '00uf0000000000000003',
  conflict: '00uf0000000000000004',
  staged: '00uf0000000000000005',
};

/** A POST /users body for a Springfield user with these roles and agencies. */
const newUserBody = (email: string, role: string, pos: string, agencies: string[]) => ({
  data: {
    profile: { first_name: 'Nina', last_name: 'Novak', email },
    access: [
      { platform: 'revenue-management', role },
      { platform: 'cb-pos', role: pos },
    ],
    agencies,
    client: { slug: 'springfield' },
  },
});

interface ApiUserJson {
  id: string;
  profile: { first_name: string; last_name: string; email: string };
  role: string;
  pos_role: string;
  agencies: { slug: string; name: string }[];
  status: string;
  statusLabel: string;
  isActive: boolean;
  timezone: string;
  credentialsProvider: { type: string };
  updated_at: string;
}

describe('mock users API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const as = async (id: string) => server.tokenFor(id);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  /** If-Match naming the user's version as `token` reads it now. */
  const basedOnNow = async (token: string, id: string) => ({
    'If-Match': `"${((await server.call('GET', `${BASE}/users/${id}`, { token })).json.data as ApiUserJson).updated_at}"`,
  });
  /** PATCH /users/{id} based on the user as it is now. */
  const edit = async (token: string, id: string, body: unknown) =>
    server.call('PATCH', `${BASE}/users/${id}`, { token, body, headers: await basedOnNow(token, id) });

  const allPages = async (token: string, client = 'springfield') => {
    const users: ApiUserJson[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const { status, json } = await server.call(
        'GET',
        `${BASE}/users?filter[client-slug]=${client}&page[size]=25${cursor ? `&page[cursor]=${cursor}` : ''}`,
        { token },
      );
      expect(status).toBe(200);
      const meta = json.meta as { page_cursor: string; page_size: number };
      expect(meta.page_size).toBe(25);
      users.push(...(json.data as ApiUserJson[]));
      cursor = meta.page_cursor;
      pages++;
    } while (cursor);
    return { users, pages };
  };

  it('pages through the client users with a cursor until it is empty, each once', async () => {
    const { users, pages } = await allPages(await as(DEMO_USER_IDS.clientAdmin));
    expect(pages).toBe(Math.ceil(users.length / 25));
    expect(new Set(users.map(user => user.id)).size).toBe(users.length);
    expect(users.length).toBeGreaterThan(150);
    expect(users.every(user => user.profile.email.endsWith('springfield.example.com'))).toBe(true);
    const carla = users.find(user => user.profile.email === 'client.admin@springfield.example.com')!;
    expect(carla).toMatchObject({ role: 'CLIENT_ADMIN', status: 'ACTIVE', statusLabel: 'ACTIVE', isActive: true });
    expect(carla.agencies).toHaveLength(6);
    const dave = users.find(user => user.profile.email === 'deactivated@springfield.example.com')!;
    expect(dave).toMatchObject({ status: 'DEACTIVATED', statusLabel: 'DEPROVISIONED', isActive: false });
  });

  it('shows an agency admin only users of their agencies or of none', async () => {
    const all = (await allPages(await as(DEMO_USER_IDS.clientAdmin))).users;
    const { users } = await allPages(await as(DEMO_USER_IDS.agencyAdmin));
    expect(users.length).toBeLessThan(all.length);
    const mine = ['springfield-water-utilities', 'springfield-parks-and-recreation'];
    expect(
      users.every(user => user.agencies.length === 0 || user.agencies.some(agency => mine.includes(agency.slug))),
    ).toBe(true);
  });

  it('answers 403 to a role without LIST_ADMINISTERED_USERS and 422 to a bad cursor', async () => {
    const researcher = await as(DEMO_USER_IDS.researcher);
    expect(
      (await server.call('GET', `${BASE}/users?filter[client-slug]=springfield`, { token: researcher })).status,
    ).toBe(403);
    const admin = await as(DEMO_USER_IDS.clientAdmin);
    expect((await server.call('GET', `${BASE}/users?page[cursor]=nope`, { token: admin })).status).toBe(422);
  });

  it('serves the role-combination map with lower-case roles', async () => {
    const { json } = await server.call('GET', `${BASE}/permissions/revenue-management/role_combinations/cb-pos`, {
      token: await as(DEMO_USER_IDS.clientAdmin),
    });
    const map = (json.data as { role_combinations: Record<string, string[]> }).role_combinations;
    expect(Object.keys(map).sort()).toEqual([
      'agency_admin',
      'cb_admin',
      'client_admin',
      'no_role',
      'researcher',
      'supervisor',
    ]);
    expect(map.researcher).toEqual(['no_role', 'cashier']);
  });

  it('verifies an email: 200 when taken (any case), 410 when free', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const taken = await server.call('GET', `${BASE}/users/verify?email=SUPERVISOR@springfield.example.com`, { token });
    expect(taken.status).toBe(200);
    expect(taken.json.data).toEqual({ id: DEMO_USER_IDS.supervisor, email: 'supervisor@springfield.example.com' });
    expect(
      (await server.call('GET', `${BASE}/users/verify?email=nobody.here@springfield.example.com`, { token })).status,
    ).toBe(410);
    expect(
      (await server.call('GET', `${BASE}/users/verify?email=x@y.co`, { token: await as(DEMO_USER_IDS.researcher) }))
        .status,
    ).toBe(403);
  });

  it("answers a lookup of another client's user as a free address, with nothing about them", async () => {
    const shelbyville = await server.call('GET', `${BASE}/users/verify?email=client.admin@shelbyville.example.com`, {
      token: await as(DEMO_USER_IDS.clientAdmin),
    });
    const free = await server.call('GET', `${BASE}/users/verify?email=nobody.here@springfield.example.com`, {
      token: await as(DEMO_USER_IDS.clientAdmin),
    });
    expect(shelbyville.status).toBe(410);
    expect(shelbyville.json).toEqual(free.json);
    expect(JSON.stringify(shelbyville.json)).not.toContain(DEMO_USER_IDS.shelbyvilleAdmin);
    // A platform admin finds a user in the client they add to, and only there (that is the list "found" sends to).
    const platform = async (client: string) =>
      server.call('GET', `${BASE}/users/verify?email=client.admin@shelbyville.example.com&client=${client}`, {
        token: await as(DEMO_USER_IDS.platformAdmin),
      });
    expect((await platform('shelbyville')).json.data).toEqual({
      id: DEMO_USER_IDS.shelbyvilleAdmin,
      email: 'client.admin@shelbyville.example.com',
    });
    expect((await platform('springfield')).status).toBe(410);
  });

  it("refuses another client's address as it refuses its own, telling nothing of the other account", async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const elsewhere = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody('client.admin@shelbyville.example.com', 'RESEARCHER', 'NO_ROLE', []),
    });
    const here = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody('supervisor@springfield.example.com', 'RESEARCHER', 'NO_ROLE', []),
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json).toEqual(here.json);
    expect(elsewhere.json.errors).toEqual([{ field: 'email', detail: 'has already been taken' }]);
    // A platform admin creating a client admin: the same refusal, and no second account.
    const platform = await server.call('POST', `${BASE}/users`, {
      token: await as(DEMO_USER_IDS.platformAdmin),
      body: newUserBody('CLIENT.ADMIN@shelbyville.example.com', 'CLIENT_ADMIN', 'NO_ROLE', []),
    });
    expect(platform.json.errors).toEqual([{ field: 'email', detail: 'has already been taken' }]);
    const shelbyville = await server.call('GET', `${BASE}/users/${DEMO_USER_IDS.shelbyvilleAdmin}`, {
      token: await as(DEMO_USER_IDS.shelbyvilleAdmin),
    });
    expect(shelbyville.json.data).toMatchObject({ role: 'CLIENT_ADMIN', client: { slug: 'shelbyville' } });
  });

  it('finds for an agency admin only the users on their list; a same-client user off it is still taken', async () => {
    const token = await as(DEMO_USER_IDS.agencyAdmin);
    const own = new Set((await allPages(token)).users.map(user => user.profile.email));
    const other = (await allPages(await as(DEMO_USER_IDS.clientAdmin))).users.find(
      user => !own.has(user.profile.email),
    )!;
    expect(other).toBeDefined();
    const lookup = await server.call('GET', `${BASE}/users/verify?email=${other.profile.email}`, { token });
    expect(lookup.status).toBe(410);
    const add = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody(other.profile.email, 'RESEARCHER', 'NO_ROLE', []),
    });
    expect(add.json.errors).toEqual([{ field: 'email', detail: 'has already been taken' }]);
  });

  it('refuses access to a platform it does not know (422), changing nothing', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const target = (
      await server.call('GET', `${BASE}/users/verify?email=edit.target@springfield.example.com`, { token })
    ).json.data as { id: string };
    const before = (await server.call('GET', `${BASE}/users/${target.id}`, { token })).json;
    for (const data of [
      { grant_access: [{ platform: 'billing', role: 'CLIENT_ADMIN' }] },
      { revoke_access: [{ platform: 'billing', role: 'RESEARCHER' }] },
    ]) {
      const res = await edit(token, target.id, { data });
      expect(res.status).toBe(422);
      expect(res.json.message).toMatch(/billing is not a known platform/);
    }
    expect((await server.call('GET', `${BASE}/users/${target.id}`, { token })).json).toEqual(before);
    const valid = newUserBody('nia.platform@springfield.example.com', 'RESEARCHER', 'NO_ROLE', []);
    const created = await server.call('POST', `${BASE}/users`, {
      token,
      body: { data: { ...valid.data, access: [...valid.data.access, { platform: 'billing', role: 'RESEARCHER' }] } },
    });
    expect(created.status).toBe(422);
    expect(created.json.message).toMatch(/billing is not a known platform/);
  });

  it('creates a provisioned user with the default timezone and all agencies for a client admin', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const created = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody('nina.novak@springfield.example.com', 'SUPERVISOR', 'CASHIER', ['springfield-municipal-court']),
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      role: 'SUPERVISOR',
      pos_role: 'CASHIER',
      status: 'ACTIVE',
      statusLabel: 'PROVISIONED',
      timezone: 'America/Chicago',
      agencies: [{ slug: 'springfield-municipal-court', name: 'Municipal Court' }],
    });
    const admin = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody('nora.admin@springfield.example.com', 'CLIENT_ADMIN', 'NO_ROLE', []),
    });
    expect((admin.json.data as ApiUserJson).agencies).toHaveLength(6);

    // The timezone a create names, when it names one (the app sends the default; the profile changes it later).
    const denver = newUserBody('dana.denver@springfield.example.com', 'RESEARCHER', 'NO_ROLE', []);
    const withZone = (zone: string) => ({
      data: { ...denver.data, profile: { ...denver.data.profile, timezone: zone } },
    });
    expect((await server.call('POST', `${BASE}/users`, { token, body: withZone('Mars/Olympus') })).json.errors).toEqual(
      [{ field: 'timezone', detail: 'is not a known time zone' }],
    );
    expect(
      (
        (await server.call('POST', `${BASE}/users`, { token, body: withZone('America/Denver') })).json
          .data as ApiUserJson
      ).timezone,
    ).toBe('America/Denver');

    const again = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody('Nina.Novak@springfield.example.com', 'SUPERVISOR', 'NO_ROLE', []),
    });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual([{ field: 'email', detail: 'has already been taken' }]);
    const combination = await server.call('POST', `${BASE}/users`, {
      token,
      body: newUserBody('combo@springfield.example.com', 'RESEARCHER', 'CLIENT_ADMIN', []),
    });
    expect(combination.json.errors).toEqual([{ field: 'access', detail: 'this role combination is not allowed' }]);
    const blank = await server.call('POST', `${BASE}/users`, {
      token,
      body: {
        data: {
          ...newUserBody('bad', 'SUPERVISOR', 'NO_ROLE', []).data,
          profile: { first_name: ' ', last_name: '', email: 'bad' },
        },
      },
    });
    expect(blank.json.message).toBe("first_name: can't be blank.\nlast_name: can't be blank.\nemail: is invalid.");
  });

  it('refuses what an agency admin may not assign or administer', async () => {
    const token = await as(DEMO_USER_IDS.agencyAdmin);
    const res = await server.call('POST', `${BASE}/users`, {
      token,
      body: {
        data: {
          profile: { first_name: 'A', last_name: 'B', email: 'ab.new@springfield.example.com' },
          access: [{ platform: 'revenue-management', role: 'CLIENT_ADMIN' }],
          agencies: ['springfield-municipal-court'],
          client: { slug: 'springfield' },
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([
      { field: 'access', detail: 'your role cannot assign CLIENT_ADMIN' },
      { field: 'agencies', detail: 'springfield-municipal-court is not an agency you administer' },
    ]);
  });

  it('grants and revokes agencies and access, and the change persists', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const res = await edit(token, FIXTURES.editTarget, {
      data: {
        grant_agencies: ['springfield-municipal-court'],
        revoke_agencies: ['springfield-water-utilities'],
        revoke_access: [{ platform: 'revenue-management', role: 'RESEARCHER' }],
        grant_access: [{ platform: 'revenue-management', role: 'SUPERVISOR' }],
      },
    });
    expect(res.status).toBe(200);
    const after = (await server.call('GET', `${BASE}/users/${FIXTURES.editTarget}`, { token })).json
      .data as ApiUserJson;
    expect(after.role).toBe('SUPERVISOR');
    expect(after.agencies.map(agency => agency.slug)).toEqual(['springfield-municipal-court']);
    const names = await edit(token, FIXTURES.editTarget, {
      data: { profile: { first_name: 'Edie', last_name: 'Target' } },
    });
    expect((names.json.data as ApiUserJson).profile.first_name).toBe('Edie');
  });

  it('refuses to edit a deactivated user, a federated user’s names, or unknown fields', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const deactivated = await edit(token, DEMO_USER_IDS.deactivated, { data: { grant_agencies: [] } });
    expect(deactivated.status).toBe(422);
    const federated = await edit(token, DEMO_USER_IDS.federated, {
      data: { profile: { first_name: 'X', last_name: 'Y' } },
    });
    expect(federated.status).toBe(422);
    const unknown = await edit(token, FIXTURES.conflict, { data: { role: 'CB_ADMIN' } });
    expect(unknown.status).toBe(422);
    const researcher = await as(DEMO_USER_IDS.researcher);
    expect(
      (await server.call('PATCH', `${BASE}/users/${FIXTURES.conflict}`, { token: researcher, body: { data: {} } }))
        .status,
    ).toBe(403);
  });

  it('refuses an edit not based on the user as it is now (428 without If-Match, 412 stale); every change moves the version on', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    // A seeded user no other test changes: active, named by this service (not federated), neither a demo account nor a
    // fixture.
    const user = (await allPages(token)).users.find(
      one =>
        one.status === 'ACTIVE' &&
        one.credentialsProvider.type === 'OKTA' &&
        !one.id.startsWith('00uf') &&
        !(Object.values(DEMO_USER_IDS) as string[]).includes(one.id),
    )!;
    const url = `${BASE}/users/${user.id}`;
    const read = async () => (await server.call('GET', url, { token })).json.data as ApiUserJson;
    const opened = await read();
    expect(opened.updated_at).toEqual(expect.any(String));
    const rename = (last_name: string, headers?: Record<string, string>) =>
      server.call('PATCH', url, { token, headers, body: { data: { profile: { first_name: 'Vera', last_name } } } });

    const unversioned = await rename('Nobody');
    expect(unversioned.status).toBe(428);
    const saved = await rename('First', { 'If-Match': `"${opened.updated_at}"` });
    expect(saved.status).toBe(200);
    const afterEdit = (saved.json.data as ApiUserJson).updated_at;
    expect(afterEdit > opened.updated_at).toBe(true);

    // A second save based on the version first read is refused in the API's own shape, changing nothing.
    const stale = await rename('Second', { 'If-Match': `"${opened.updated_at}"` });
    expect(stale.status).toBe(412);
    expect(stale.json).toEqual({ message: 'This record has changed since it was read' });
    expect((await read()).profile.last_name).toBe('First');

    // A status change is a change too: an edit based on the version before it is stale.
    const status = (value: string) =>
      server.call('PATCH', `${url}/status`, { token, body: { data: { status: value } } });
    const deactivated = (await status('DEACTIVATED')).json.data as ApiUserJson;
    expect(deactivated.updated_at > afterEdit).toBe(true);
    const reactivated = (await status('ACTIVE')).json.data as ApiUserJson;
    expect(reactivated.updated_at > deactivated.updated_at).toBe(true);
    expect((await rename('Third', { 'If-Match': `"${afterEdit}"` })).status).toBe(412);
    expect((await rename('Third', { 'If-Match': `"${reactivated.updated_at}"` })).status).toBe(200);
    expect((await read()).profile.last_name).toBe('Third');
  });

  it('moves through the provider statuses on deactivate and reactivate', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const status = async (id: string, value: string) =>
      server.call('PATCH', `${BASE}/users/${id}/status`, { token, body: { data: { status: value } } });
    const off = await status(FIXTURES.toggle, 'DEACTIVATED');
    expect(off.json.data).toMatchObject({ status: 'DEACTIVATED', statusLabel: 'DEPROVISIONED', isActive: false });
    expect((await status(FIXTURES.toggle, 'DEACTIVATED')).status).toBe(422);
    const on = await status(FIXTURES.toggle, 'ACTIVE');
    expect(on.json.data).toMatchObject({ status: 'ACTIVE', statusLabel: 'ACTIVE' });
    expect((await status(FIXTURES.toggle, 'ACTIVE')).status).toBe(422);
    const staged = await status(FIXTURES.staged, 'ACTIVE');
    expect(staged.json.data).toMatchObject({ statusLabel: 'PROVISIONED' });
    expect((await status(DEMO_USER_IDS.clientAdmin, 'DEACTIVATED')).status).toBe(422);
  });

  it('lets an agency admin change the status only of users without agencies', async () => {
    const token = await as(DEMO_USER_IDS.agencyAdmin);
    const res = await server.call('PATCH', `${BASE}/users/${FIXTURES.conflict}/status`, {
      token,
      body: { data: { status: 'DEACTIVATED' } },
    });
    expect(res.status).toBe(403);
  });

  it('resends the activation link to a provisioned user only', async () => {
    const token = await as(DEMO_USER_IDS.clientAdmin);
    const sent = await server.call('POST', `${BASE}/users/${FIXTURES.pending}/reactivate?send_email=true`, { token });
    expect(sent.status).toBe(200);
    expect((sent.json.data as ApiUserJson).statusLabel).toBe('PROVISIONED');
    expect(
      (await server.call('POST', `${BASE}/users/${DEMO_USER_IDS.supervisor}/reactivate?send_email=true`, { token }))
        .status,
    ).toBe(422);
  });

  it('gives a password-reset address on this origin, not for federated users', async () => {
    const token = await as(DEMO_USER_IDS.supervisor);
    const res = await server.call('POST', `${BASE}/users/${DEMO_USER_IDS.supervisor}/reset-password`, { token });
    const url = (res.json.data as { reset_password_url: string }).reset_password_url;
    expect(url).toMatch(/^http:\/\/localhost\/account\/password-reset\/[\w-]+$/);
    const page = await fetch(`${server.baseUrl}${new URL(url).pathname}`);
    expect(await page.text()).toContain('supervisor@springfield.example.com');
    const federated = await as(DEMO_USER_IDS.federated);
    expect(
      (await server.call('POST', `${BASE}/users/${DEMO_USER_IDS.federated}/reset-password`, { token: federated }))
        .status,
    ).toBe(422);
    expect(
      (await server.call('POST', `${BASE}/users/${DEMO_USER_IDS.researcher}/reset-password`, { token })).status,
    ).toBe(403);
    // Not even for an administrator: a reset address opens the account.
    const admin = await as(DEMO_USER_IDS.clientAdmin);
    expect(
      (await server.call('POST', `${BASE}/users/${DEMO_USER_IDS.supervisor}/reset-password`, { token: admin })).status,
    ).toBe(403);
  });

  it('lets no one change the roles of a user whose role they may not assign, the cashiering role included', async () => {
    const token = await as(DEMO_USER_IDS.agencyAdmin);
    const revoke = {
      data: {
        revoke_access: [{ platform: 'cb-pos', role: 'CLIENT_ADMIN' }],
        grant_access: [{ platform: 'cb-pos', role: 'NO_ROLE' }],
      },
    };
    const res = await edit(token, DEMO_USER_IDS.clientAdmin, revoke);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([
      { field: 'access', detail: 'your role cannot change the roles of a client admin' },
    ]);
  });

  it('saves the signed-in user’s own profile only', async () => {
    const token = await as(DEMO_USER_IDS.noRole);
    const body = { data: { first_name: 'Ned', last_name: 'Lowe', timezone: 'America/Denver' } };
    const res = await server.call('PATCH', `${BASE}/users/${DEMO_USER_IDS.noRole}/profile`, { token, body });
    expect(res.json.data).toEqual({
      first_name: 'Ned',
      last_name: 'Lowe',
      email: 'norole@springfield.example.com',
      timezone: 'America/Denver',
    });
    const myself = await server.call('GET', '/api/sso/myself', { token });
    expect((myself.json.data as { timezone: string }).timezone).toBe('America/Denver');
    expect(
      (await server.call('PATCH', `${BASE}/users/${DEMO_USER_IDS.researcher}/profile`, { token, body })).status,
    ).toBe(403);
    const badZone = await server.call('PATCH', `${BASE}/users/${DEMO_USER_IDS.noRole}/profile`, {
      token,
      body: { data: { ...body.data, timezone: 'Mars/Olympus' } },
    });
    expect(badZone.json.message).toBe('timezone: is not a known time zone.');
  });
});
