import { i18nProvider } from '../../src/i18n';
import {
  buildClientCreate,
  buildClientUpdate,
  clientFormValues,
  emptyClientValues,
  newClientValues,
  validateClientSettings,
  type ClientSettingsValues,
} from './clientSettingsModel';

const t = i18nProvider.translate;

const client = {
  id: 'Springfield',
  client_id: 4,
  name: 'City of Springfield',
  brand: 'Springfield',
  slug: 'springfield',
  time_zone_id: 6,
  credit_card_reader_type_id: 1,
  split_fee_text_default: null,
  split_fee_mid_default: null,
  time_zones: [],
  credit_card_reader_types: [],
};

describe('validateClientSettings', () => {
  it('requires name, brand, slug, reader type and time zone', () => {
    expect(validateClientSettings(emptyClientValues(), 'create', t)).toEqual({
      name: 'Name is required',
      brand: 'Brand is required',
      slug: 'Slug is required',
      credit_card_reader_type_id: 'Credit Card Reader Type is required',
      time_zone_id: 'Time Zone is required',
    });
  });

  it.each<[string, Partial<ClientSettingsValues>, Record<string, string>]>([
    ['neither split fee field', {}, {}],
    ['both split fee fields', { split_fee_text_default: 'Fee', split_fee_mid_default: '8788' }, {}],
    [
      'only the text',
      { split_fee_text_default: 'Fee' },
      { split_fee_mid_default: 'Split Fee MID Default is required' },
    ],
    [
      'only the MID',
      { split_fee_mid_default: '8788' },
      { split_fee_text_default: 'Split Fee Text Default is required' },
    ],
  ])('edit mode with %s', (_name, split, expected) => {
    expect(validateClientSettings({ ...clientFormValues(client), ...split }, 'edit', t)).toEqual(expected);
  });
});

describe('client payloads', () => {
  it('creates under the chosen client’s brand, whatever the defaults say', () => {
    expect(newClientValues({ name: 'Capital City', brand: 'Capital City QA' }, 'Capital City').brand).toBe(
      'Capital City',
    );
  });

  it('creates with name, brand, slug, reader type and time zone only', () => {
    const values = {
      ...newClientValues(
        {
          name: 'Capital City',
          brand: 'Capital City',
          slug: 'capital-city',
          time_zones: [],
          credit_card_reader_types: [],
        },
        'Capital City',
      ),
      time_zone_id: '3',
      credit_card_reader_type_id: 2,
    };
    expect(buildClientCreate(values)).toEqual({
      name: 'Capital City',
      brand: 'Capital City',
      slug: 'capital-city',
      credit_card_reader_type_id: 2,
      time_zone_id: 3,
    });
  });

  it('updates with the id, reader type, time zone and split fee defaults', () => {
    expect(
      buildClientUpdate(
        { ...clientFormValues(client), split_fee_text_default: 'Fee ', split_fee_mid_default: '8788' },
        4,
      ),
    ).toEqual({
      id: 4,
      credit_card_reader_type_id: 1,
      time_zone_id: 6,
      split_fee_text_default: 'Fee',
      split_fee_mid_default: '8788',
    });
    expect(buildClientUpdate(clientFormValues(client), 4)).toEqual({
      id: 4,
      credit_card_reader_type_id: 1,
      time_zone_id: 6,
      split_fee_text_default: null,
      split_fee_mid_default: null,
    });
  });
});
