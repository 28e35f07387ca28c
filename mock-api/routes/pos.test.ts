import { DEMO_USER_IDS, startTestServer } from '../testing';

type Json = Record<string, unknown>;

describe('mock POS API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: string;
  const call = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    server.call(method, `/api/pos${url}`, { token: admin, body, headers });
  /** A write based on the record as `read` answered it (its ETag). */
  const versionOf = async (read: string) => ({ 'If-Match': (await call('GET', read)).headers.get('ETag') ?? '' });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.tokenFor(DEMO_USER_IDS.platformAdmin);
  });
  afterAll(() => server.close());

  it('needs a valid token and a platform admin', async () => {
    expect((await server.call('GET', '/api/pos/clients/Springfield')).status).toBe(401);
    const clientAdmin = await server.tokenFor(DEMO_USER_IDS.clientAdmin);
    const denied = await server.call('GET', '/api/pos/clients/Springfield', { token: clientAdmin });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toMatch(/platform administrators/);
  });

  it('answers the client of a brand, and Client not found for Capital City', async () => {
    const { json } = await call('GET', '/clients/Springfield');
    expect(json.data).toMatchObject({ name: 'City of Springfield', brand: 'Springfield', slug: 'springfield' });
    const missing = await call('GET', '/clients/Capital%20City');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Client not found');
    const edit = await call('GET', '/clients/Springfield/edit');
    expect(Object.keys(edit.json.data as Json)).toEqual(
      expect.arrayContaining(['id', 'name', 'time_zones', 'credit_card_reader_types']),
    );
  });

  it('creates a client from the create defaults, once per brand', async () => {
    const defaults = (await call('GET', '/clients/new?brand=Capital%20City')).json.data as Json;
    expect(defaults).toMatchObject({ name: 'Capital City', brand: 'Capital City', slug: 'capital-city' });
    const invalid = await call('POST', '/clients', { name: '', brand: 'Capital City', slug: 'capital-city' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toMatchObject({
      name: ["can't be blank"],
      time_zone_id: ["can't be blank"],
      credit_card_reader_type_id: ["can't be blank"],
    });
    const body = {
      name: 'Capital City',
      brand: 'Capital City',
      slug: 'capital-city',
      credit_card_reader_type_id: 2,
      time_zone_id: 3,
    };
    const created = await call('POST', '/clients', body);
    expect(created.status).toBe(201);
    expect((await call('GET', '/clients/Capital%20City')).json.data).toMatchObject(body);
    const again = await call('POST', '/clients', body);
    expect(again.json.errors).toMatchObject({ brand: ['has already been taken'], slug: ['has already been taken'] });
    expect((await call('GET', '/agencies?brand=Capital%20City')).json.data).toEqual([]);
  });

  it('updates a client, split fee defaults both or neither', async () => {
    const client = (await call('GET', '/clients/Shelbyville')).json.data as { id: number };
    const version = await versionOf('/clients/Shelbyville');
    const save = (split_fee_mid_default: string | null) =>
      call(
        'PUT',
        `/clients/${client.id}`,
        {
          id: client.id,
          credit_card_reader_type_id: 1,
          time_zone_id: 7,
          split_fee_text_default: 'Fee',
          split_fee_mid_default,
        },
        version,
      );
    const half = await save(null);
    expect(half.json.errors).toEqual({
      split_fee_mid_default: ["can't be blank when split_fee_text_default is given"],
    });
    const ok = await save('123');
    expect(ok.json.data).toMatchObject({ time_zone_id: 7, split_fee_mid_default: '123' });
  });

  it('scopes lists by brand', async () => {
    const springfield = (await call('GET', '/locations?brand=Springfield')).json.data as Json[];
    const shelbyville = (await call('GET', '/locations?brand=Shelbyville')).json.data as Json[];
    expect(springfield.length + shelbyville.length).toBe(40);
    const ids = new Set(springfield.map(location => location.id));
    expect(shelbyville.some(location => ids.has(location.id))).toBe(false);
    const terminals = (await call('GET', '/terminals?brand=Springfield')).json.data as Json[];
    const others = (await call('GET', '/terminals?brand=Shelbyville')).json.data as Json[];
    expect(terminals.length + others.length).toBe(150);
    expect(terminals[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      kiosk_id: expect.any(String),
      location_id: expect.any(Number),
      location: expect.any(String),
    });
    const agencies = [
      ...((await call('GET', '/agencies?brand=Springfield')).json.data as Json[]),
      ...((await call('GET', '/agencies?brand=Shelbyville')).json.data as Json[]),
    ];
    expect(agencies.length).toBe(12);
    expect((await call('GET', '/agencies')).status).toBe(400);
  });

  it('narrows terminals to a location', async () => {
    const locations = (await call('GET', '/locations?brand=Springfield')).json.data as { id: number; name: string }[];
    const narrowed = (await call('GET', `/terminals?brand=Springfield&location_id=${locations[0].id}`)).json.data as {
      location: string;
    }[];
    expect(narrowed.length).toBeGreaterThan(0);
    expect(new Set(narrowed.map(terminal => terminal.location))).toEqual(new Set([locations[0].name]));
  });

  it('creates and updates an agency with Rails payloads and validates fees', async () => {
    const defaults = (await call('GET', '/agencies/new?brand=Springfield')).json.data as {
      client_id: number;
      locations: { value: number }[];
    };
    const attrs = {
      code: 'TST',
      slug: 'springfield-test-agency',
      description: 'Test Agency',
      split_tender: false,
      location_ids: [defaults.locations[0].value],
      receipt_attributes: { header_url: null, pay_at_message: null },
    };
    const missing = await call('POST', '/agencies', { ...attrs });
    expect(missing.status).toBe(400);
    const created = await call('POST', '/agencies', { agency: { client_id: defaults.client_id, ...attrs } });
    expect(created.status).toBe(201);
    const id = (created.json.data as { id: number }).id;
    const dup = await call('POST', '/agencies', { agency: { client_id: defaults.client_id, ...attrs } });
    expect(dup.json.errors).toMatchObject({ slug: ['has already been taken'], code: ['has already been taken'] });

    const fees = {
      split_fee_mid: null,
      split_fee_text: null,
      convenience_fee: 1.5,
      max_card_amount_allowed: null,
      service_fee_percentage: '2.5',
      minimum_service_fee: '1.234',
    };
    const version = await versionOf(`/agencies/${id}/edit`);
    const bad = await call('PUT', `/agencies/${id}`, { agency: { id, ...attrs, agency_fee_config: fees } }, version);
    expect(bad.json.errors).toEqual({
      minimum_service_fee: ['must be decimal or integer'],
      max_card_amount_allowed: ["can't be blank when convenience_fee is given"],
      convenience_fee: ['cannot be combined with split or service fees'],
    });
    const good = await call(
      'PUT',
      `/agencies/${id}`,
      {
        agency: {
          id,
          ...attrs,
          agency_fee_config: {
            ...fees,
            max_card_amount_allowed: 99.5,
            service_fee_percentage: null,
            minimum_service_fee: null,
          },
        },
      },
      version,
    );
    expect(good.status).toBe(200);
    const edit = (await call('GET', `/agencies/${id}/edit`)).json.data as Json;
    expect(edit).toMatchObject({
      description: 'Test Agency',
      agency_fee_config: { convenience_fee: 1.5, max_card_amount_allowed: 99.5 },
    });
    expect((edit.locations as unknown[]).length).toBeGreaterThan(0);
  });

  it('creates a location at the end of the list and validates it', async () => {
    const defaults = (await call('GET', '/locations/new?brand=Shelbyville')).json.data as {
      client_id: number;
      states: { value: string }[];
    };
    expect(defaults.states).toContainEqual({ text: 'Tennessee', value: 'TN' });
    const attrs = {
      client_id: defaults.client_id,
      name: 'Test Office',
      location_code: 'SHV-900',
      state: 'TN',
      city: 'Shelbyville',
      zipcode: '37160',
      email: 'not-an-email',
      phone_1: '(931) 555-0100',
      phone_2: null,
      address_1: '1 Test Street',
      address_2: null,
      locations_config_attributes: { default_float: '' },
    };
    const invalid = await call('POST', '/locations', { location: attrs });
    expect(invalid.json.errors).toEqual({ default_float: ["can't be blank"], email: ['is not a valid email'] });
    const created = await call('POST', '/locations', {
      location: { ...attrs, email: null, locations_config_attributes: { default_float: '75.00' } },
    });
    expect(created.status).toBe(201);
    const list = (await call('GET', '/locations?brand=Shelbyville')).json.data as { id: number }[];
    expect(list.at(-1)!.id).toBe((created.json.data as { id: number }).id);
    const dup = await call('POST', '/locations', {
      location: { ...attrs, email: null, locations_config_attributes: { default_float: '75.00' } },
    });
    expect(dup.json.errors).toEqual({ location_code: ['has already been taken'] });
  });

  it('keeps the order it is told, and refuses a bad list', async () => {
    const before = ((await call('GET', '/locations?brand=Springfield')).json.data as { id: number }[]).map(
      location => location.id,
    );
    const moved = [before[2], before[0], before[1], ...before.slice(3)];
    expect((await call('PUT', '/locations/sort', { location_ids: moved })).status).toBe(200);
    expect(
      ((await call('GET', '/locations?brand=Springfield')).json.data as { id: number }[]).map(location => location.id),
    ).toEqual(moved);
    expect((await call('PUT', '/locations/sort', { location_ids: [before[0], before[0]] })).status).toBe(422);
  });

  it('sorts a location’s terminals within the slots they hold', async () => {
    const all = (await call('GET', '/terminals?brand=Springfield')).json.data as { id: number; location_id: number }[];
    const locationId = all.find(
      (terminal, _i, list) => list.filter(other => other.location_id === terminal.location_id).length >= 2,
    )!.location_id;
    const own = all.filter(terminal => terminal.location_id === locationId).map(terminal => terminal.id);
    const reversed = [...own].reverse();
    expect((await call('PUT', '/terminals/sort', { terminal_ids: reversed })).status).toBe(200);
    const after = (
      (await call('GET', '/terminals?brand=Springfield')).json.data as { id: number; location_id: number }[]
    ).map(terminal => terminal.id);
    const expected = [...all.map(terminal => terminal.id)];
    const slots = all
      .map((terminal, index) => (terminal.location_id === locationId ? index : -1))
      .filter(index => index >= 0);
    slots.forEach((slot, index) => (expected[slot] = reversed[index]));
    expect(after).toEqual(expected);
  });

  it('creates and updates a terminal, kiosk ids unique', async () => {
    const defaults = (await call('GET', '/terminals/new?brand=Springfield')).json.data as {
      locations: { value: number }[];
      credit_card_reader_types: unknown[];
    };
    expect(defaults.credit_card_reader_types.length).toBeGreaterThan(0);
    const terminal = {
      location_id: defaults.locations[1].value,
      name: 'Test Window',
      payment_source: 'cashiering',
      kiosk_id: 'TEST-KIOSK-1',
      credit_card_reader_type_id: null,
      internal_device_id: null,
    };
    const created = await call('POST', '/terminals', { terminal });
    expect(created.status).toBe(201);
    const id = (created.json.data as { id: number }).id;
    expect((await call('POST', '/terminals', { terminal })).json.errors).toEqual({
      kiosk_id: ['has already been taken'],
    });
    const version = await versionOf(`/terminals/${id}/edit`);
    const blank = await call(
      'PUT',
      `/terminals/${id}`,
      { terminal: { id, ...terminal, name: ' ', payment_source: '' } },
      version,
    );
    expect(blank.json.errors).toEqual({ name: ["can't be blank"], payment_source: ["can't be blank"] });
    const updated = await call(
      'PUT',
      `/terminals/${id}`,
      { terminal: { id, ...terminal, credit_card_reader_type_id: 3, internal_device_id: 'DEV-1' } },
      version,
    );
    expect(updated.json.data).toMatchObject({ credit_card_reader_type_id: 3, internal_device_id: 'DEV-1' });
    expect((await call('GET', `/terminals/${id}/edit`)).json.data).toMatchObject({
      name: 'Test Window',
      kiosk_id: 'TEST-KIOSK-1',
    });
  });

  it('refuses a write not based on the record as it is now: 428 without If-Match, 412 with an old ETag', async () => {
    const read = await call('GET', '/locations/2/edit');
    const { states: _states, id, client_id: _client, ...fields } = read.json.data as Json;
    const body = (address_2: string) => ({ location: { id, ...fields, address_2 } });
    const opened = { 'If-Match': read.headers.get('ETag') ?? '' };
    expect(opened['If-Match']).toMatch(/^"[0-9a-f]+"$/);

    const unversioned = await call('PUT', '/locations/2', body('Suite 1'));
    expect(unversioned.status).toBe(428);
    const first = await call('PUT', '/locations/2', body('Suite 1'), opened);
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).not.toBe(opened['If-Match']);
    // A second tab, still on the version both opened, is refused and told the record's version now.
    const stale = await call('PUT', '/locations/2', body('Suite 2'), opened);
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(((await call('GET', '/locations/2/edit')).json.data as Json).address_2).toBe('Suite 1');
    // A sort moves the record but changes nothing its form shows: the version stays.
    const ids = ((await call('GET', '/locations?brand=Springfield')).json.data as { id: number }[]).map(l => l.id);
    expect((await call('PUT', '/locations/sort', { location_ids: [...ids].reverse() })).status).toBe(200);
    expect((await call('GET', '/locations/2/edit')).headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(
      (await call('PUT', '/locations/2', body('Suite 3'), { 'If-Match': first.headers.get('ETag') ?? '' })).status,
    ).toBe(200);
  });
});
