import { describeContract, type ContractCase } from '../contractTesting';
import { createPosBackend } from './index';

type Pos = ReturnType<typeof createPosBackend>;

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
const lists = {
  time_zones: [{ text: 'Central', value: 1 }],
  credit_card_reader_types: [{ text: 'Lane 3000', value: 2 }],
};
const agency = {
  code: 'WTR',
  slug: 'water',
  description: 'Water',
  split_tender: true,
  location_ids: [1, 2],
  receipt_attributes: { header_url: null, pay_at_message: 'Pay here' },
};
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
const terminal = {
  location_id: 5,
  name: 'Window 1',
  payment_source: 'cashiering',
  kiosk_id: 'K-1',
  credit_card_reader_type_id: null,
  internal_device_id: null,
};
const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

const cases: ContractCase<Pos>[] = [
  {
    name: 'posClients getOne reads the client by brand (escaped), then the lists its form chooses from, as one record',
    call: ({ resources }) => resources.posClients.getOne('posClients', { id: 'Capital City' }),
    exchanges: [
      { path: '/clients/Capital%20City', answer: { data: { ...client, brand: 'Capital City' } } },
      { path: '/clients/Capital%20City/edit', answer: { data: { id: 4, name: 'City of Springfield', ...lists } } },
    ],
    result: { data: { ...client, id: 'Capital City', client_id: 4, brand: 'Capital City', ...lists } },
    mock: false,
  },
  {
    name: 'posClients getOne of a seeded client',
    call: ({ resources }) => resources.posClients.getOne('posClients', { id: 'Springfield' }),
    exchanges: [
      { path: '/clients/Springfield', answer: { data: client } },
      { path: '/clients/Springfield/edit', answer: { data: { id: 4, name: 'City of Springfield', ...lists } } },
    ],
    result: { data: { ...client, id: 'Springfield', client_id: 4, ...lists } },
    mock: 'platformAdmin',
  },
  {
    name: "posDefaults getOne('posClients') reads a new client's defaults by brand",
    call: async ({ resources }) =>
      (await resources.posDefaults.getOne('posDefaults', { id: 'Capital City', meta: { resource: 'posClients' } }))
        .data,
    exchanges: [
      {
        path: '/clients/new?brand=Capital%20City',
        answer: { data: { brand: 'Capital City', time_zones: [], credit_card_reader_types: [] } },
      },
    ],
    result: { id: 'Capital City', brand: 'Capital City', time_zones: [], credit_card_reader_types: [] },
    mock: 'platformAdmin',
  },
  {
    name: "posDefaults getOne('agencies') reads the choices of a new agency",
    call: async ({ resources }) =>
      (await resources.posDefaults.getOne('posDefaults', { id: 'Springfield', meta: { resource: 'agencies' } })).data,
    exchanges: [
      {
        path: '/agencies/new?brand=Springfield',
        answer: { data: { client_id: 1, locations: [{ text: 'City Hall', value: 2 }] } },
      },
    ],
    result: { id: 'Springfield', client_id: 1, locations: [{ text: 'City Hall', value: 2 }] },
    mock: 'platformAdmin',
  },
  {
    name: "posDefaults getOne('locations') reads the choices of a new location",
    call: async ({ resources }) =>
      (await resources.posDefaults.getOne('posDefaults', { id: 'Springfield', meta: { resource: 'locations' } })).data,
    exchanges: [
      {
        path: '/locations/new?brand=Springfield',
        answer: { data: { client_id: 1, states: [{ text: 'Illinois', value: 'IL' }] } },
      },
    ],
    result: { id: 'Springfield', client_id: 1, states: [{ text: 'Illinois', value: 'IL' }] },
    mock: 'platformAdmin',
  },
  {
    name: "posDefaults getOne('terminals') reads the choices of a new terminal",
    call: async ({ resources }) =>
      (await resources.posDefaults.getOne('posDefaults', { id: 'Springfield', meta: { resource: 'terminals' } })).data,
    exchanges: [
      { path: '/terminals/new?brand=Springfield', answer: { data: { locations: [], credit_card_reader_types: [] } } },
    ],
    result: { id: 'Springfield', locations: [], credit_card_reader_types: [] },
    mock: 'platformAdmin',
  },
  {
    name: "agencies getList lists a brand's agencies",
    call: ({ resources }) => resources.agencies.getList('agencies', { ...all, filter: { brand: 'Springfield' } }),
    exchanges: [
      {
        path: '/agencies?brand=Springfield',
        answer: { data: [{ id: 1, description: 'Water Utilities', slug: 'water' }] },
      },
    ],
    result: { data: [{ id: 1, description: 'Water Utilities', slug: 'water' }], total: 1 },
    mock: 'platformAdmin',
  },
  {
    name: "locations getList lists a brand's locations",
    call: ({ resources }) => resources.locations.getList('locations', { ...all, filter: { brand: 'Springfield' } }),
    exchanges: [
      {
        path: '/locations?brand=Springfield',
        answer: { data: [{ id: 2, name: 'City Hall', address_1: '1 Main St' }] },
      },
    ],
    result: { data: [{ id: 2, name: 'City Hall', address_1: '1 Main St' }], total: 1 },
    mock: 'platformAdmin',
  },
  {
    name: 'terminals getList narrows by location',
    call: ({ resources }) =>
      resources.terminals.getList('terminals', { ...all, filter: { brand: 'Springfield', location_id: 2 } }),
    exchanges: [
      {
        path: '/terminals?brand=Springfield&location_id=2',
        answer: { data: [{ id: 3, name: 'Window 1', kiosk_id: 'K-1', location_id: 2, location: 'City Hall' }] },
      },
    ],
    result: { data: [{ id: 3, name: 'Window 1', kiosk_id: 'K-1', location_id: 2, location: 'City Hall' }], total: 1 },
    mock: false,
  },
  {
    name: "terminals getList lists a brand's terminals",
    call: ({ resources }) => resources.terminals.getList('terminals', { ...all, filter: { brand: 'Springfield' } }),
    exchanges: [{ path: '/terminals?brand=Springfield', answer: { data: [] } }],
    result: { data: [], total: 0 },
    mock: 'platformAdmin',
  },
  {
    name: 'posClients create sends a flat body and answers the new id',
    call: ({ resources }) =>
      resources.posClients.create('posClients', {
        data: { name: 'Capital City', brand: 'Capital City', slug: 'capital-city', time_zone_id: 1 },
      }),
    exchanges: [
      {
        method: 'POST',
        path: '/clients',
        body: { name: 'Capital City', brand: 'Capital City', slug: 'capital-city', time_zone_id: 1 },
        answer: { data: { id: 4 } },
      },
    ],
    result: { data: { name: 'Capital City', brand: 'Capital City', slug: 'capital-city', time_zone_id: 1, id: 4 } },
    mock: false,
  },
  {
    name: 'posClients update puts the client by its number; the record keeps the brand it was read by',
    call: ({ resources }) =>
      resources.posClients.update('posClients', {
        id: 'Springfield',
        data: { id: 4, time_zone_id: 2 },
        previousData: { ...client, id: 'Springfield', client_id: 4 },
      }),
    exchanges: [{ method: 'PUT', path: '/clients/4', body: { id: 4, time_zone_id: 2 }, answer: { data: { id: 4 } } }],
    result: { data: { ...client, id: 'Springfield', client_id: 4, time_zone_id: 2 } },
    mock: false,
  },
  {
    name: 'agencies create wraps the agency Rails-style and answers the new id',
    call: ({ resources }) => resources.agencies.create('agencies', { data: { client_id: 1, ...agency } }),
    exchanges: [
      {
        method: 'POST',
        path: '/agencies',
        body: { agency: { client_id: 1, ...agency } },
        answer: { data: { id: 9, description: 'x' } },
      },
    ],
    result: { data: { client_id: 1, ...agency, id: 9, description: 'x' } },
    mock: false,
  },
  {
    name: 'agencies update wraps the agency and its fees',
    call: ({ resources }) =>
      resources.agencies.update('agencies', {
        id: '9',
        data: { id: 9, ...agency, agency_fee_config: { convenience_fee: 1.5 } },
        previousData: { id: 9 },
      }),
    exchanges: [
      {
        method: 'PUT',
        path: '/agencies/9',
        body: { agency: { id: 9, ...agency, agency_fee_config: { convenience_fee: 1.5 } } },
        answer: { data: { id: 9 } },
      },
    ],
    result: { data: { id: 9, ...agency, agency_fee_config: { convenience_fee: 1.5 } } },
    mock: false,
  },
  {
    name: 'locations create and update wrap the location',
    call: async ({ resources }) => [
      await resources.locations.create('locations', { data: { client_id: 1, ...location } }),
      await resources.locations.update('locations', { id: '5', data: { id: 5, ...location }, previousData: { id: 5 } }),
    ],
    exchanges: [
      {
        method: 'POST',
        path: '/locations',
        body: { location: { client_id: 1, ...location } },
        answer: { data: { id: 5 } },
      },
      { method: 'PUT', path: '/locations/5', body: { location: { id: 5, ...location } }, answer: { data: { id: 5 } } },
    ],
    result: [{ data: { client_id: 1, ...location, id: 5 } }, { data: { id: 5, ...location } }],
    mock: false,
  },
  {
    name: 'terminals create and update wrap the terminal',
    call: async ({ resources }) => [
      await resources.terminals.create('terminals', { data: terminal }),
      await resources.terminals.update('terminals', { id: '7', data: { id: 7, ...terminal }, previousData: { id: 7 } }),
    ],
    exchanges: [
      { method: 'POST', path: '/terminals', body: { terminal }, answer: { data: { id: 7 } } },
      { method: 'PUT', path: '/terminals/7', body: { terminal: { id: 7, ...terminal } }, answer: { data: { id: 7 } } },
    ],
    result: [{ data: { ...terminal, id: 7 } }, { data: { id: 7, ...terminal } }],
    mock: false,
  },
  {
    name: 'sortPos saves locations in their new order',
    call: ({ methods }) => methods.sortPos('locations', [3, 1, 2]),
    exchanges: [{ method: 'PUT', path: '/locations/sort', body: { location_ids: [3, 1, 2] } }],
    result: undefined,
    mock: false,
  },
  {
    name: 'sortPos saves terminals in their new order',
    call: ({ methods }) => methods.sortPos('terminals', [9, 8]),
    exchanges: [{ method: 'PUT', path: '/terminals/sort', body: { terminal_ids: [9, 8] } }],
    result: undefined,
    mock: false,
  },
];

describeContract('POS API', { mockPath: '/api/pos', create: createPosBackend }, cases);
