import { HttpError } from 'ra-core';
import { withQuery } from '../../src/lib/queryString';
import type { HttpClient, HttpRequest } from '../http';
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

const client = { id: 4, name: 'City of Springfield', brand: 'Springfield', slug: 'springfield', time_zone_id: 2, credit_card_reader_type_id: 3, split_fee_text_default: null, split_fee_mid_default: null };

describe('POS backend', () => {
  it('reads the current client by brand, with the brand escaped in the path', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { ...client, brand: 'Capital City' } }));
    const backend = createPosBackend(API, http);
    const result = await backend.methods.getPosClient('Capital City');
    expect(calls).toEqual([{ url: `${API}/clients/Capital%20City`, method: 'GET', body: undefined }]);
    expect(result.brand).toBe('Capital City');
  });

  it('reads edit data and create defaults of the client', async () => {
    const lists = { time_zones: [{ text: 'Central', value: 1 }], credit_card_reader_types: [{ text: 'Lane 3000', value: 2 }] };
    const { http, calls } = fakeHttp(url => ({ data: url.includes('/edit') ? { id: 4, name: 'City of Springfield', ...lists } : { brand: 'Springfield', ...lists } }));
    const backend = createPosBackend(API, http);
    expect((await backend.methods.getPosClientEdit('Springfield')).time_zones).toEqual(lists.time_zones);
    expect((await backend.methods.getPosClientNew('Capital City')).credit_card_reader_types).toEqual(lists.credit_card_reader_types);
    expect(calls.map(call => call.url)).toEqual([`${API}/clients/Springfield/edit`, `${API}/clients/new?brand=Capital%20City`]);
  });

  it('creates the client with a flat body and updates it by id', async () => {
    const { http, calls } = fakeHttp();
    const backend = createPosBackend(API, http);
    await backend.methods.createPosClient({ name: 'Capital City', brand: 'Capital City', slug: 'capital-city', credit_card_reader_type_id: 2, time_zone_id: 1 });
    await backend.methods.updatePosClient({ id: 4, credit_card_reader_type_id: 3, time_zone_id: 2, split_fee_text_default: 'Fee', split_fee_mid_default: '123' });
    expect(calls).toEqual([
      { url: `${API}/clients`, method: 'POST', body: { name: 'Capital City', brand: 'Capital City', slug: 'capital-city', credit_card_reader_type_id: 2, time_zone_id: 1 } },
      { url: `${API}/clients/4`, method: 'PUT', body: { id: 4, credit_card_reader_type_id: 3, time_zone_id: 2, split_fee_text_default: 'Fee', split_fee_mid_default: '123' } },
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
    expect((await resources.locations.getList('locations', { ...params, filter: { brand: 'Springfield' } })).total).toBe(1);
    expect((await resources.terminals.getList('terminals', { ...params, filter: { brand: 'Springfield', location_id: 2 } })).data[0].location).toBe('City Hall');
    await resources.terminals.getList('terminals', { ...params, filter: { brand: 'Springfield' } });
    expect(calls.map(call => call.url)).toEqual([
      `${API}/agencies?brand=Springfield`,
      `${API}/locations?brand=Springfield`,
      `${API}/terminals?brand=Springfield&location_id=2`,
      `${API}/terminals?brand=Springfield`,
    ]);
  });

  it('wraps agency, location and terminal writes in Rails style', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { id: 9, description: 'x' } }));
    const { methods } = createPosBackend(API, http);
    const agency = {
      code: 'WTR',
      slug: 'water',
      description: 'Water',
      split_tender: true,
      location_ids: [1, 2],
      receipt_attributes: { header_url: null, pay_at_message: 'Pay here' },
    };
    expect(await methods.createPosAgency({ client_id: 1, ...agency })).toEqual({ id: 9, description: 'x' });
    const fees = { split_fee_mid: null, split_fee_text: null, convenience_fee: 1.5, max_card_amount_allowed: 99.5, service_fee_percentage: null, minimum_service_fee: null };
    await methods.updatePosAgency({ id: 9, ...agency, agency_fee_config: fees });
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
    await methods.createPosLocation({ client_id: 1, ...location });
    await methods.updatePosLocation({ id: 5, ...location });
    const terminal = { location_id: 5, name: 'Window 1', payment_source: 'cashiering', kiosk_id: 'K-1', credit_card_reader_type_id: null, internal_device_id: null };
    await methods.createPosTerminal(terminal);
    await methods.updatePosTerminal({ id: 7, ...terminal });
    expect(calls).toEqual([
      { url: `${API}/agencies`, method: 'POST', body: { agency: { client_id: 1, ...agency } } },
      { url: `${API}/agencies/9`, method: 'PUT', body: { agency: { id: 9, ...agency, agency_fee_config: fees } } },
      { url: `${API}/locations`, method: 'POST', body: { location: { client_id: 1, ...location } } },
      { url: `${API}/locations/5`, method: 'PUT', body: { location: { id: 5, ...location } } },
      { url: `${API}/terminals`, method: 'POST', body: { terminal } },
      { url: `${API}/terminals/7`, method: 'PUT', body: { terminal: { id: 7, ...terminal } } },
    ]);
  });

  it('reads edit data and create defaults of agencies, locations and terminals', async () => {
    const { http, calls } = fakeHttp(url => {
      if (url.includes('/agencies/new')) return { data: { client_id: 1, locations: [{ text: 'City Hall', value: 2 }] } };
      if (url.includes('/agencies/')) return { data: { id: 3, client_id: 1, code: 'W', slug: 'w', description: 'Water', split_tender: false, location_ids: [2], locations: [], receipt_attributes: null, agency_fee_config: null } };
      if (url.includes('/locations/new')) return { data: { client_id: 1, states: [{ text: 'Illinois', value: 'IL' }] } };
      if (url.includes('/locations/')) return { data: { id: 2, client_id: 1, name: 'City Hall', location_code: 'CH', email: null, phone_1: '1', phone_2: null, address_1: 'a', address_2: null, city: 'c', state: 'IL', zipcode: '62701', locations_config_attributes: { default_float: '10.00' }, states: [] } };
      if (url.includes('/terminals/new')) return { data: { locations: [], credit_card_reader_types: [] } };
      return { data: { id: 7, location_id: 2, name: 'Window 1', payment_source: 'kiosk', kiosk_id: 'K', credit_card_reader_type_id: null, internal_device_id: null, locations: [], credit_card_reader_types: [] } };
    });
    const { methods } = createPosBackend(API, http);
    expect((await methods.getPosAgencyNew('Springfield')).locations).toHaveLength(1);
    expect((await methods.getPosAgencyEdit(3)).description).toBe('Water');
    expect((await methods.getPosLocationNew('Springfield')).states[0].value).toBe('IL');
    expect((await methods.getPosLocationEdit(2)).name).toBe('City Hall');
    expect((await methods.getPosTerminalNew('Springfield')).locations).toEqual([]);
    expect((await methods.getPosTerminalEdit(7)).payment_source).toBe('kiosk');
    expect(calls.map(call => call.url)).toEqual([
      `${API}/agencies/new?brand=Springfield`,
      `${API}/agencies/3/edit`,
      `${API}/locations/new?brand=Springfield`,
      `${API}/locations/2/edit`,
      `${API}/terminals/new?brand=Springfield`,
      `${API}/terminals/7/edit`,
    ]);
  });

  it('takes fees answered as decimal text, and an update answered without an id', async () => {
    const fees = { split_fee_mid: null, split_fee_text: null, convenience_fee: '1.50', max_card_amount_allowed: '99.50', service_fee_percentage: null, minimum_service_fee: null };
    const agency = { id: 3, client_id: 1, code: 'W', slug: 'w', description: 'Water', split_tender: false, location_ids: [], locations: [], receipt_attributes: null, agency_fee_config: fees };
    const { http } = fakeHttp((_url, request) => (request.method ? { data: { description: 'Water' } } : { data: agency }));
    const { methods } = createPosBackend(API, http);
    expect((await methods.getPosAgencyEdit(3)).agency_fee_config).toMatchObject({ convenience_fee: '1.50', max_card_amount_allowed: '99.50' });
    const update = { id: 3, code: 'W', slug: 'w', description: 'Water', split_tender: false, location_ids: [], receipt_attributes: { header_url: null, pay_at_message: null }, agency_fee_config: { ...fees, convenience_fee: 1.5, max_card_amount_allowed: 99.5 } };
    await expect(methods.updatePosAgency(update)).resolves.toEqual({ description: 'Water' });
    // A create still needs the new record's id: the form's address takes it.
    await expect(methods.createPosAgency({ client_id: 1, code: 'W', slug: 'w', description: 'Water', split_tender: false, location_ids: [], receipt_attributes: { header_url: null, pay_at_message: null } })).rejects.toThrow('no data object found In Response');
  });

  it('saves the order of locations and terminals with the ids in their new order', async () => {
    const { http, calls } = fakeHttp(() => undefined);
    const { methods } = createPosBackend(API, http);
    await methods.sortPosLocations([3, 1, 2]);
    await methods.sortPosTerminals([9, 8]);
    expect(calls).toEqual([
      { url: `${API}/locations/sort`, method: 'PUT', body: { location_ids: [3, 1, 2] } },
      { url: `${API}/terminals/sort`, method: 'PUT', body: { terminal_ids: [9, 8] } },
    ]);
  });

  it('turns a body without a data object into a clear error', async () => {
    const { http } = fakeHttp(() => ({ client: {} }));
    const { methods } = createPosBackend(API, http);
    await expect(methods.getPosClient('Springfield')).rejects.toThrow('no data object found In Response');
  });

  it('lets the server errors through unchanged', async () => {
    const http = (async () => {
      throw new HttpError('Client not found', 404, {});
    }) as HttpClient;
    const { methods } = createPosBackend(API, http);
    await expect(methods.getPosClient('Capital City')).rejects.toMatchObject({ status: 404, message: 'Client not found' });
  });
});
