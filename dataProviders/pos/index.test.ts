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

describe('POS backend', () => {
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
    const invalid = (async () => {
      throw new HttpError('location_code: has already been taken.', 422, {
        fieldErrors: { location_code: ['has already been taken'] },
      });
    }) as HttpClient;
    await expect(
      createPosBackend(API, invalid).resources.locations.create('locations', { data: {} }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'location_code: has already been taken.',
      body: {
        fieldErrors: { location_code: ['has already been taken'] },
        errors: { location_code: 'has already been taken' },
      },
    });
  });
});
