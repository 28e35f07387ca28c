import { HttpError } from 'ra-core';
import { createHttpClient } from '../http';
import { withQuery } from '../../src/lib/queryString';
import type { HttpClient, HttpRequest } from '../http';
import { currentOfConflict } from '../conflict';
import { createPosBackend } from './index';

const API = 'https://pos.example.com/api';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fake HttpClient: records each call (URL with its query string) and answers with the given JSON. */
const fakeHttp = (answer: (url: string, request: HttpRequest) => unknown = () => ({ data: { id: 1 } })) => {
  const calls: Call[] = [];
  const http = (async (url: string, request: HttpRequest = {}) => {
    const full = withQuery(url, request.query);
    calls.push({ url: full, method: request.method ?? 'GET', body: request.body });
    return { status: 200, headers: new Headers(), json: answer(full, request) };
  }) as HttpClient;
  return { http, calls };
};

const client = {
  id: 4,
  name: 'City of Springfield',
  brand: 'Springfield',
  slug: 'springfield',
  time_zone_id: 2,
  credit_card_reader_type_id: 3,
  split_fee_text_default: null,
  split_fee_mid_default: null,
};

describe('POS backend', () => {
  it('reads the client by brand (escaped), then the lists its form chooses from, as one record', async () => {
    const lists = {
      time_zones: [{ text: 'Central', value: 1 }],
      credit_card_reader_types: [{ text: 'Lane 3000', value: 2 }],
    };
    const { http, calls } = fakeHttp(url => ({
      data: url.endsWith('/edit')
        ? { id: 4, name: 'City of Springfield', ...lists }
        : { ...client, brand: 'Capital City' },
    }));
    const { resources } = createPosBackend(API, http);
    const { data } = await resources.posClients.getOne('posClients', { id: 'Capital City' });
    expect(calls.map(call => call.url)).toEqual([
      `${API}/clients/Capital%20City`,
      `${API}/clients/Capital%20City/edit`,
    ]);
    expect(data).toEqual({ ...client, id: 'Capital City', client_id: 4, brand: 'Capital City', ...lists });
  });

  it('reads the create defaults of each resource with the brand', async () => {
    const { http, calls } = fakeHttp(url => {
      if (url.includes('/clients/'))
        return { data: { brand: 'Capital City', time_zones: [], credit_card_reader_types: [] } };
      if (url.includes('/agencies/')) return { data: { client_id: 1, locations: [{ text: 'City Hall', value: 2 }] } };
      if (url.includes('/locations/')) return { data: { client_id: 1, states: [{ text: 'Illinois', value: 'IL' }] } };
      return { data: { locations: [], credit_card_reader_types: [] } };
    });
    const { posDefaults } = createPosBackend(API, http).resources;
    const defaults = (resource: string, brand: string) =>
      posDefaults.getOne('posDefaults', { id: brand, meta: { resource } }).then(({ data }) => data);
    expect(await defaults('posClients', 'Capital City')).toMatchObject({ id: 'Capital City', brand: 'Capital City' });
    expect((await defaults('agencies', 'Springfield')).locations).toHaveLength(1);
    expect((await defaults('locations', 'Springfield')).states[0].value).toBe('IL');
    expect((await defaults('terminals', 'Springfield')).locations).toEqual([]);
    expect(calls.map(call => call.url)).toEqual([
      `${API}/clients/new?brand=Capital%20City`,
      `${API}/agencies/new?brand=Springfield`,
      `${API}/locations/new?brand=Springfield`,
      `${API}/terminals/new?brand=Springfield`,
    ]);
  });

  it('creates the client with a flat body and updates it by its id (the record is read by brand)', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { id: 4 } }));
    const { resources } = createPosBackend(API, http);
    const created = {
      name: 'Capital City',
      brand: 'Capital City',
      slug: 'capital-city',
      credit_card_reader_type_id: 2,
      time_zone_id: 1,
    };
    expect((await resources.posClients.create('posClients', { data: created })).data).toEqual({ ...created, id: 4 });
    const update = {
      id: 4,
      credit_card_reader_type_id: 3,
      time_zone_id: 2,
      split_fee_text_default: 'Fee',
      split_fee_mid_default: '123',
    };
    const previousData = { ...client, id: 'Springfield', client_id: 4 };
    const { data } = await resources.posClients.update('posClients', { id: 'Springfield', data: update, previousData });
    expect(data).toEqual({ ...previousData, ...update, id: 'Springfield' });
    expect(calls).toEqual([
      { url: `${API}/clients`, method: 'POST', body: created },
      { url: `${API}/clients/4`, method: 'PUT', body: update },
    ]);
  });

  it('lists agencies, locations and terminals of a brand, terminals narrowed by location', async () => {
    const { http, calls } = fakeHttp(url =>
      url.includes('/agencies')
        ? { data: [{ id: 1, description: 'Water Utilities', slug: 'water' }] }
        : url.includes('/locations')
          ? { data: [{ id: 2, name: 'City Hall', address_1: '1 Main St' }] }
          : { data: [{ id: 3, name: 'Window 1', kiosk_id: 'K-1', location_id: 2, location: 'City Hall' }] },
    );
    const { resources } = createPosBackend(API, http);
    const params = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };
    expect(await resources.agencies.getList('agencies', { ...params, filter: { brand: 'Springfield' } })).toEqual({
      data: [{ id: 1, description: 'Water Utilities', slug: 'water' }],
      total: 1,
    });
    expect(
      (await resources.locations.getList('locations', { ...params, filter: { brand: 'Springfield' } })).total,
    ).toBe(1);
    expect(
      (await resources.terminals.getList('terminals', { ...params, filter: { brand: 'Springfield', location_id: 2 } }))
        .data[0].location,
    ).toBe('City Hall');
    await resources.terminals.getList('terminals', { ...params, filter: { brand: 'Springfield' } });
    expect(calls.map(call => call.url)).toEqual([
      `${API}/agencies?brand=Springfield`,
      `${API}/locations?brand=Springfield`,
      `${API}/terminals?brand=Springfield&location_id=2`,
      `${API}/terminals?brand=Springfield`,
    ]);
  });

  it('wraps agency, location and terminal writes in Rails style; a create answers the new id', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { id: 9, description: 'x' } }));
    const { resources } = createPosBackend(API, http);
    const agency = {
      code: 'WTR',
      slug: 'water',
      description: 'Water',
      split_tender: true,
      location_ids: [1, 2],
      receipt_attributes: { header_url: null, pay_at_message: 'Pay here' },
    };
    expect((await resources.agencies.create('agencies', { data: { client_id: 1, ...agency } })).data).toEqual({
      client_id: 1,
      ...agency,
      id: 9,
      description: 'x',
    });
    const fees = {
      split_fee_mid: null,
      split_fee_text: null,
      convenience_fee: 1.5,
      max_card_amount_allowed: 99.5,
      service_fee_percentage: null,
      minimum_service_fee: null,
    };
    await resources.agencies.update('agencies', {
      id: '9',
      data: { id: 9, ...agency, agency_fee_config: fees },
      previousData: { id: 9 },
    });
    const location = {
      name: 'City Hall',
      location_code: 'CH',
      state: 'IL',
      city: 'Springfield',
      zipcode: '62701',
      email: null,
      phone_1: '217-555-0100',
      phone_2: null,
      address_1: '1 Main St',
      address_2: null,
      locations_config_attributes: { default_float: '200.00' },
    };
    await resources.locations.create('locations', { data: { client_id: 1, ...location } });
    await resources.locations.update('locations', { id: '5', data: { id: 5, ...location }, previousData: { id: 5 } });
    const terminal = {
      location_id: 5,
      name: 'Window 1',
      payment_source: 'cashiering',
      kiosk_id: 'K-1',
      credit_card_reader_type_id: null,
      internal_device_id: null,
    };
    await resources.terminals.create('terminals', { data: terminal });
    await resources.terminals.update('terminals', { id: '7', data: { id: 7, ...terminal }, previousData: { id: 7 } });
    expect(calls).toEqual([
      { url: `${API}/agencies`, method: 'POST', body: { agency: { client_id: 1, ...agency } } },
      { url: `${API}/agencies/9`, method: 'PUT', body: { agency: { id: 9, ...agency, agency_fee_config: fees } } },
      { url: `${API}/locations`, method: 'POST', body: { location: { client_id: 1, ...location } } },
      { url: `${API}/locations/5`, method: 'PUT', body: { location: { id: 5, ...location } } },
      { url: `${API}/terminals`, method: 'POST', body: { terminal } },
      { url: `${API}/terminals/7`, method: 'PUT', body: { terminal: { id: 7, ...terminal } } },
    ]);
  });

  it('reads the edit data of agencies, locations and terminals as their records', async () => {
    const { http, calls } = fakeHttp(url => {
      if (url.includes('/agencies/'))
        return {
          data: {
            id: 3,
            client_id: 1,
            code: 'W',
            slug: 'w',
            description: 'Water',
            split_tender: false,
            location_ids: [2],
            locations: [],
            receipt_attributes: null,
            agency_fee_config: null,
          },
        };
      if (url.includes('/locations/'))
        return {
          data: {
            id: 2,
            client_id: 1,
            name: 'City Hall',
            location_code: 'CH',
            email: null,
            phone_1: '1',
            phone_2: null,
            address_1: 'a',
            address_2: null,
            city: 'c',
            state: 'IL',
            zipcode: '62701',
            locations_config_attributes: { default_float: '10.00' },
            states: [],
          },
        };
      return {
        data: {
          id: 7,
          location_id: 2,
          name: 'Window 1',
          payment_source: 'kiosk',
          kiosk_id: 'K',
          credit_card_reader_type_id: null,
          internal_device_id: null,
          locations: [],
          credit_card_reader_types: [],
        },
      };
    });
    const { resources } = createPosBackend(API, http);
    expect((await resources.agencies.getOne('agencies', { id: 3 })).data.description).toBe('Water');
    expect((await resources.locations.getOne('locations', { id: 2 })).data.name).toBe('City Hall');
    expect((await resources.terminals.getOne('terminals', { id: '7' })).data.payment_source).toBe('kiosk');
    expect(calls.map(call => call.url)).toEqual([
      `${API}/agencies/3/edit`,
      `${API}/locations/2/edit`,
      `${API}/terminals/7/edit`,
    ]);
  });

  it('takes fees answered as decimal text; an update answered without an id keeps the record', async () => {
    const fees = {
      split_fee_mid: null,
      split_fee_text: null,
      convenience_fee: '1.50',
      max_card_amount_allowed: '99.50',
      service_fee_percentage: null,
      minimum_service_fee: null,
    };
    const agency = {
      id: 3,
      client_id: 1,
      code: 'W',
      slug: 'w',
      description: 'Water',
      split_tender: false,
      location_ids: [],
      locations: [],
      receipt_attributes: null,
      agency_fee_config: fees,
    };
    const { http } = fakeHttp((_url, request) =>
      request.method ? { data: { description: 'Water' } } : { data: agency },
    );
    const { resources } = createPosBackend(API, http);
    const { data: record } = await resources.agencies.getOne('agencies', { id: 3 });
    expect(record.agency_fee_config).toMatchObject({ convenience_fee: '1.50', max_card_amount_allowed: '99.50' });
    const update = {
      id: 3,
      code: 'W',
      slug: 'w',
      description: 'Water Works',
      split_tender: false,
      location_ids: [],
      receipt_attributes: { header_url: null, pay_at_message: null },
      agency_fee_config: fees,
    };
    await expect(resources.agencies.update('agencies', { id: 3, data: update, previousData: record })).resolves.toEqual(
      { data: { ...record, ...update } },
    );
    // An update without its data object (a truncated answer) is not a save.
    const truncated = createPosBackend(API, fakeHttp(() => undefined).http);
    await expect(
      truncated.resources.agencies.update('agencies', { id: 3, data: update, previousData: record }),
    ).rejects.toThrow('Network error');
    // A create still needs the new record's id: the form's address takes it. Without one, the spec's Network error.
    await expect(resources.agencies.create('agencies', { data: { client_id: 1 } })).rejects.toThrow('Network error');
  });

  it('saves on the version it read (If-Match); a stale save is a 412 carrying the record as it is now', async () => {
    const terminal = {
      id: 7,
      location_id: 2,
      name: 'Window 1',
      payment_source: 'kiosk',
      kiosk_id: 'K-1',
      locations: [],
      credit_card_reader_types: [],
    };
    let version = '"v1"';
    const writes: (string | undefined)[] = [];
    const http = (async (_url: string, request: HttpRequest = {}) => {
      if (request.method === 'PUT') {
        writes.push(request.headers?.['If-Match']);
        if (request.headers?.['If-Match'] !== version) throw new HttpError('stale', 412, {});
        version = '"v3"';
        return { status: 200, headers: new Headers({ ETag: version }), json: { data: {} } };
      }
      return {
        status: 200,
        headers: new Headers({ ETag: version }),
        json: { data: { ...terminal, name: 'Window 9' } },
      };
    }) as HttpClient;
    const { resources } = createPosBackend(API, http);
    const { data: read } = await resources.terminals.getOne('terminals', { id: 7 });
    expect(read.version).toBe('"v1"');
    // Another tab saves meanwhile.
    version = '"v2"';
    const data = { id: 7, name: 'Window 2' };
    const stale = await resources.terminals.update('terminals', { id: 7, data, previousData: read }).catch(e => e);
    expect(stale).toBeInstanceOf(HttpError);
    expect(stale.status).toBe(412);
    expect(currentOfConflict(stale)).toMatchObject({ name: 'Window 9', version: '"v2"' });
    // Overwriting on purpose names the version the user saw in the conflict.
    const saved = await resources.terminals.update('terminals', {
      id: 7,
      data,
      previousData: read,
      meta: { version: currentOfConflict(stale)?.version },
    });
    expect(saved.data).toMatchObject({ name: 'Window 2', version: '"v3"' });
    expect(writes).toEqual(['"v1"', '"v2"']);
  });

  it('saves the order of locations and terminals with the ids in their new order', async () => {
    const { http, calls } = fakeHttp(() => undefined);
    const { methods } = createPosBackend(API, http);
    await methods.sortPos('locations', [3, 1, 2]);
    await methods.sortPos('terminals', [9, 8]);
    expect(calls).toEqual([
      { url: `${API}/locations/sort`, method: 'PUT', body: { location_ids: [3, 1, 2] } },
      { url: `${API}/terminals/sort`, method: 'PUT', body: { terminal_ids: [9, 8] } },
    ]);
  });

  it('turns a body without a data object (a non-JSON answer) into the Network error, the detail in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http } = fakeHttp(() => undefined);
    const { resources } = createPosBackend(API, http);
    await expect(resources.agencies.getOne('agencies', { id: 1 })).rejects.toThrow(/^Network error$/);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets the server errors through, an errors list also as react-admin field errors', async () => {
    const notFound = (async () => {
      throw new HttpError('Client not found', 404, {});
    }) as HttpClient;
    await expect(
      createPosBackend(API, notFound).resources.posClients.getOne('posClients', { id: 'Capital City' }),
    ).rejects.toMatchObject({ status: 404, message: 'Client not found' });
    const invalid = createHttpClient({
      getAccessToken: async () => null,
      timeoutMs: 1000,
      fetch: async () =>
        new Response(JSON.stringify({ errors: { location_code: ['has already been taken'], base: ['Not now'] } }), {
          status: 422,
        }),
    });
    await expect(
      createPosBackend(API, invalid).resources.locations.create('locations', { data: {} }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'location_code: has already been taken.\nbase: Not now.',
      body: {
        fieldErrors: { location_code: ['has already been taken'], base: ['Not now'] },
        errors: { location_code: 'rm.pos.serverErrors.taken.location.location_code' },
      },
    });
  });
});
