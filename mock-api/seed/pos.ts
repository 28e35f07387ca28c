import type { Collections } from '../store';
import type { CoreSeed } from './index';
import type { SeedContext } from './types';

/** Cashiering (POS) records as the POS API stores them. Collections are prefixed `pos_` to stay apart from the core ones. */
export interface PosClientRecord {
  id: number;
  name: string;
  brand: string;
  slug: string;
  time_zone_id: number;
  credit_card_reader_type_id: number;
  split_fee_text_default: string | null;
  split_fee_mid_default: string | null;
}

export interface PosFeeConfig {
  split_fee_mid: string | null;
  split_fee_text: string | null;
  convenience_fee: number | null;
  max_card_amount_allowed: number | null;
  service_fee_percentage: string | null;
  minimum_service_fee: string | null;
}

export interface PosAgencyRecord {
  id: number;
  client_id: number;
  code: string;
  slug: string;
  description: string;
  split_tender: boolean;
  location_ids: number[];
  receipt_attributes: { header_url: string | null; pay_at_message: string | null };
  agency_fee_config: PosFeeConfig;
}

export interface PosLocationRecord {
  id: number;
  client_id: number;
  name: string;
  location_code: string;
  email: string | null;
  phone_1: string;
  phone_2: string | null;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  zipcode: string;
  locations_config_attributes: { default_float: string };
  /** The manual sort order within the client. */
  position: number;
}

export interface PosTerminalRecord {
  id: number;
  location_id: number;
  name: string;
  payment_source: string;
  kiosk_id: string;
  credit_card_reader_type_id: number | null;
  internal_device_id: string | null;
  /** The manual sort order within the client. */
  position: number;
}

export interface PosLookup {
  id: number | string;
  text: string;
}

export const POS_COLLECTIONS = {
  clients: 'pos_clients',
  agencies: 'pos_agencies',
  locations: 'pos_locations',
  terminals: 'pos_terminals',
  timeZones: 'pos_time_zones',
  readerTypes: 'pos_credit_card_reader_types',
  states: 'pos_states',
} as const;

export const POS_TIME_ZONES: PosLookup[] = [
  { id: 1, text: '(GMT-10:00) Hawaii' },
  { id: 2, text: '(GMT-09:00) Alaska' },
  { id: 3, text: '(GMT-08:00) Pacific Time (US & Canada)' },
  { id: 4, text: '(GMT-07:00) Arizona' },
  { id: 5, text: '(GMT-07:00) Mountain Time (US & Canada)' },
  { id: 6, text: '(GMT-06:00) Central Time (US & Canada)' },
  { id: 7, text: '(GMT-05:00) Eastern Time (US & Canada)' },
  { id: 8, text: '(GMT-05:00) Indiana (East)' },
  { id: 9, text: '(GMT-04:00) Atlantic Time (Canada)' },
  { id: 10, text: '(GMT-04:00) Puerto Rico' },
];

export const POS_READER_TYPES: PosLookup[] = [
  { id: 1, text: 'Ingenico Lane/3000' },
  { id: 2, text: 'Ingenico Lane/5000' },
  { id: 3, text: 'Ingenico iPP320' },
  { id: 4, text: 'Verifone P400' },
  { id: 5, text: 'PAX A920 Pro' },
  { id: 6, text: 'BBPOS Chipper 3X' },
];

export const US_STATES: PosLookup[] = (
  [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ] as const
).map(([id, text]) => ({ id, text }));

/** Where each POS client's offices are: a real city, its state, ZIP prefix and area code. */
interface Region {
  clientSlug: string;
  code: string;
  domain: string;
  cities: { city: string; state: string; zip: string; area: string }[];
  locations: number;
  extraAgencies: string[];
  timeZoneId: number;
  readerTypeId: number;
}

const REGIONS: Region[] = [
  {
    clientSlug: 'springfield',
    code: 'SPF',
    domain: 'springfield.example.com',
    cities: [
      { city: 'Springfield', state: 'IL', zip: '627', area: '217' },
      { city: 'Chatham', state: 'IL', zip: '626', area: '217' },
      { city: 'Rochester', state: 'IL', zip: '626', area: '217' },
      { city: 'Sherman', state: 'IL', zip: '626', area: '217' },
    ],
    locations: 28,
    extraAgencies: ['Public Library', 'Animal Control'],
    timeZoneId: 6,
    readerTypeId: 1,
  },
  {
    clientSlug: 'shelbyville',
    code: 'SHV',
    domain: 'shelbyville.example.com',
    cities: [
      { city: 'Shelbyville', state: 'TN', zip: '371', area: '931' },
      { city: 'Wartrace', state: 'TN', zip: '371', area: '931' },
      { city: 'Bell Buckle', state: 'TN', zip: '370', area: '931' },
    ],
    locations: 12,
    extraAgencies: ['Parks & Recreation'],
    timeZoneId: 6,
    readerTypeId: 4,
  },
];

const PLACES = [
  'City Hall',
  'Municipal Building',
  'Treasurer’s Office',
  'Utility Billing Center',
  'Public Safety Building',
  'Main Library',
  'North Branch Library',
  'South Branch Library',
  'Parks Administration',
  'Community Center',
  'Recreation Center',
  'Senior Center',
  'Municipal Court',
  'Permit Center',
  'Public Works Yard',
  'Transit Center',
  'Parking Office',
  'Convention Center',
  'Animal Shelter',
  'Civic Center',
  'Visitor Center',
  'Aquatic Center',
  'Fire Station 1',
  'Fire Station 2',
  'Police Headquarters',
  'Health Department',
  'Water Treatment Plant',
  'Golf Course Clubhouse',
  'Airport Terminal',
  'Zoo Entrance',
] as const;

const STREETS = [
  'Main Street',
  'Monroe Street',
  'Washington Street',
  'Jefferson Street',
  'Adams Street',
  'Capitol Avenue',
  'Lincoln Avenue',
  'Oak Street',
  'Maple Avenue',
  'Elm Street',
  'Walnut Street',
  'Cedar Lane',
  'Park Avenue',
  'Madison Street',
  'Jackson Street',
  'Church Street',
  'Spring Street',
  'Grand Avenue',
  'Lake Shore Drive',
  'Railroad Avenue',
  'Union Street',
  'Chestnut Street',
] as const;

const AGENCY_CODES: Record<string, string> = {
  'Water Utilities': 'WTR',
  'Parks & Recreation': 'PRK',
  'Municipal Court': 'CRT',
  'Property Tax Office': 'TAX',
  'Parking Services': 'PKG',
  'Building Permits': 'BLD',
  'Public Library': 'LIB',
  'Animal Control': 'ANC',
  'Public Utilities': 'UTL',
  'Animal Services': 'ANS',
  'Town Clerk': 'CLK',
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const TERMINALS_DEFAULT = 150;
/** With scale 'large', Springfield alone gets enough terminals for a 500-row list. */
const TERMINALS_LARGE_SPRINGFIELD = 520;

const SAMPLE_SPLIT_TEXT =
  'A service fee of {{split_fee_amount}} is charged separately.{{new_line}}Total: {{payment_amount}}';

export const seedPos = (ctx: SeedContext, core: CoreSeed): Collections => {
  const { rng } = ctx;
  const clients: PosClientRecord[] = [];
  const agencies: PosAgencyRecord[] = [];
  const locations: PosLocationRecord[] = [];
  const terminals: PosTerminalRecord[] = [];

  for (const region of REGIONS) {
    const core_client = core.clients.find(client => client.slug === region.clientSlug);
    if (!core_client) continue;
    const client: PosClientRecord = {
      id: clients.length + 1,
      name: core_client.name,
      brand: core_client.brand,
      slug: core_client.slug,
      time_zone_id: region.timeZoneId,
      credit_card_reader_type_id: region.readerTypeId,
      split_fee_text_default: region.clientSlug === 'springfield' ? SAMPLE_SPLIT_TEXT : null,
      split_fee_mid_default: region.clientSlug === 'springfield' ? '8788290012345' : null,
    };
    clients.push(client);

    const places = rng.shuffle([...PLACES]).slice(0, region.locations);
    const clientLocations = places.map((place, index): PosLocationRecord => {
      const where = index < 6 ? region.cities[0] : rng.pick(region.cities);
      const hasSuite = rng.chance(0.3);
      return {
        id: locations.length + index + 1,
        client_id: client.id,
        name: where.city === region.cities[0].city ? place : `${place} – ${where.city}`,
        location_code: `${region.code}-${String(index + 1).padStart(3, '0')}`,
        email: rng.chance(0.85) ? `${slugify(place)}@${region.domain}` : null,
        phone_1: `(${where.area}) 555-${rng.digits(4)}`,
        phone_2: rng.chance(0.3) ? `(${where.area}) 555-${rng.digits(4)}` : null,
        address_1: `${rng.int(100, 2999)} ${rng.pick(STREETS)}`,
        address_2: hasSuite ? `Suite ${rng.int(100, 450)}` : null,
        city: where.city,
        state: where.state,
        zipcode: `${where.zip}${rng.digits(2)}`,
        locations_config_attributes: { default_float: rng.pick(['100.00', '150.00', '200.00', '250.00', '500.00']) },
        position: index + 1,
      };
    });
    locations.push(...clientLocations);

    const names = [
      ...core.agencies.filter(agency => agency.clientSlug === region.clientSlug).map(agency => agency.name),
      ...region.extraAgencies,
    ];
    names.forEach((name, index) => {
      const kind = index % 3;
      const coreAgency = core.agencies.find(agency => agency.clientSlug === region.clientSlug && agency.name === name);
      agencies.push({
        id: agencies.length + 1,
        client_id: client.id,
        code: AGENCY_CODES[name] ?? name.slice(0, 3).toUpperCase(),
        slug: coreAgency?.slug ?? `${region.clientSlug}-${slugify(name)}`,
        description: name,
        split_tender: rng.chance(0.5),
        location_ids: rng
          .shuffle(clientLocations.map(location => location.id))
          .slice(0, rng.int(1, Math.min(6, clientLocations.length)))
          .sort((a, b) => a - b),
        receipt_attributes: {
          header_url: rng.chance(0.7) ? `https://assets.${region.domain}/receipts/${slugify(name)}.png` : null,
          pay_at_message: rng.chance(0.6)
            ? `Pay in person at ${clientLocations[0].name}, ${clientLocations[0].address_1}.`
            : null,
        },
        agency_fee_config:
          kind === 0
            ? {
                split_fee_mid: null,
                split_fee_text: null,
                convenience_fee: rng.pick([1.5, 2, 2.95, 3.5]),
                max_card_amount_allowed: rng.pick([500, 999.99, 2500]),
                service_fee_percentage: null,
                minimum_service_fee: null,
              }
            : kind === 1
              ? {
                  split_fee_mid: `8788${rng.digits(9)}`,
                  split_fee_text: SAMPLE_SPLIT_TEXT,
                  convenience_fee: null,
                  max_card_amount_allowed: null,
                  service_fee_percentage: rng.pick(['2.50', '2.95', '3.00']),
                  minimum_service_fee: rng.pick(['1.00', '1.95', '2.50']),
                }
              : {
                  split_fee_mid: null,
                  split_fee_text: null,
                  convenience_fee: null,
                  max_card_amount_allowed: null,
                  service_fee_percentage: null,
                  minimum_service_fee: null,
                },
      });
    });
  }

  // Terminals: spread over every location, Springfield having the larger share.
  const springfield = clients.find(client => client.slug === 'springfield');
  const perClient = new Map<number, number>(
    clients.map(client => [
      client.id,
      client === springfield
        ? ctx.scale === 'large'
          ? TERMINALS_LARGE_SPRINGFIELD
          : Math.round(TERMINALS_DEFAULT * 0.7)
        : TERMINALS_DEFAULT - Math.round(TERMINALS_DEFAULT * 0.7),
    ]),
  );
  for (const client of clients) {
    const region = REGIONS.find(candidate => candidate.clientSlug === client.slug)!;
    const own = locations.filter(location => location.client_id === client.id);
    const count = perClient.get(client.id) ?? 0;
    const counters = new Map<number, number>();
    for (let index = 0; index < count; index++) {
      // Every location gets at least one terminal; the rest go at random.
      const location = index < own.length ? own[index] : rng.pick(own);
      const n = (counters.get(location.id) ?? 0) + 1;
      counters.set(location.id, n);
      const kiosk = rng.chance(0.25);
      terminals.push({
        id: terminals.length + 1,
        location_id: location.id,
        name: kiosk ? `${location.name} Kiosk ${n}` : `${location.name} Window ${n}`,
        payment_source: kiosk ? 'kiosk' : 'cashiering',
        kiosk_id: `${region.code}-K${String(terminals.length + 1).padStart(4, '0')}`,
        credit_card_reader_type_id: rng.chance(0.2) ? (rng.pick(POS_READER_TYPES).id as number) : null,
        internal_device_id: rng.chance(0.4) ? `DEV-${rng.uuid().slice(0, 8).toUpperCase()}` : null,
        position: 0,
      });
    }
  }
  // Terminals are listed by location, then by name, until someone sorts them.
  const locationOrder = new Map(
    locations.map(location => [location.id, location.position + location.client_id * 10_000]),
  );
  terminals
    .slice()
    .sort((a, b) => locationOrder.get(a.location_id)! - locationOrder.get(b.location_id)! || a.id - b.id)
    .forEach((terminal, index) => (terminal.position = index + 1));

  return {
    [POS_COLLECTIONS.clients]: clients,
    [POS_COLLECTIONS.agencies]: agencies,
    [POS_COLLECTIONS.locations]: locations,
    [POS_COLLECTIONS.terminals]: terminals,
    [POS_COLLECTIONS.timeZones]: POS_TIME_ZONES,
    [POS_COLLECTIONS.readerTypes]: POS_READER_TYPES,
    [POS_COLLECTIONS.states]: US_STATES,
  };
};
