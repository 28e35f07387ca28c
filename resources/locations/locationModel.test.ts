import { i18nProvider } from '../../src/i18n';
import {
  buildLocationCreate,
  buildLocationUpdate,
  locationFormValues,
  newLocationValues,
  validateLocation,
  type LocationFormValues,
} from './locationModel';

const t = i18nProvider.translate;

const valid = {
  name: 'City Hall',
  location_code: 'SPF-001',
  email: 'cityhall@springfield.example.com',
  phone_1: '(217) 555-0100',
  phone_2: null,
  address_1: '800 E Monroe St',
  address_2: null,
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  default_float: '200.00',
} satisfies LocationFormValues;

describe('validateLocation', () => {
  it('keeps the default float within what a cashier would accept', () => {
    expect(validateLocation({ ...valid, default_float: '10000000.00' }, t)).toEqual({
      default_float: 'Default Float must be at most 9999999.99',
    });
    expect(validateLocation({ ...valid, default_float: '9999999.99' }, t)).toEqual({});
  });

  it('names every required field', () => {
    expect(validateLocation(newLocationValues(), t)).toEqual({
      name: 'Name is required',
      location_code: 'Location Code is required',
      phone_1: 'Phone 1 is required',
      address_1: 'Address 1 is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'Zip Code is required',
      default_float: 'Default Float is required',
    });
    expect(validateLocation(valid, t)).toEqual({});
  });

  it.each([
    ['cityhall@springfield.example.com', undefined],
    ['a.b+c@x.io', undefined],
    [null, undefined],
    ['cityhall', 'Email is not valid'],
    ['cityhall@', 'Email is not valid'],
    ['city hall@x.com', 'Email is not valid'],
  ])('email %s', (email, expected) => {
    expect(validateLocation({ ...valid, email }, t).email).toBe(expected);
  });

  it.each([
    ['(217) 555-0199', undefined],
    ['217-555-0199', undefined],
    ['217.555.0199', undefined],
    ['2175550199', undefined],
    ['+1 217 555 0199', undefined],
    ['call me maybe', 'Phone 1 must be a phone number, like (217) 555-0199'],
    ['555-0199', 'Phone 1 must be a phone number, like (217) 555-0199'],
    ['(217) 555-01999', 'Phone 1 must be a phone number, like (217) 555-0199'],
  ])('phone %s', (phone, expected) => {
    expect(validateLocation({ ...valid, phone_1: phone }, t).phone_1).toBe(expected);
    expect(validateLocation({ ...valid, phone_2: phone }, t).phone_2).toBe(expected?.replace('Phone 1', 'Phone 2'));
  });

  it.each([
    ['62701', undefined],
    ['62701-1234', undefined],
    ['ABC!!', 'Zip Code must be 5 digits, or ZIP+4 like 62701-1234'],
    ['6270', 'Zip Code must be 5 digits, or ZIP+4 like 62701-1234'],
    ['627011234', 'Zip Code must be 5 digits, or ZIP+4 like 62701-1234'],
  ])('zip code %s', (zipcode, expected) => {
    expect(validateLocation({ ...valid, zipcode }, t).zipcode).toBe(expected);
  });

  it('wants a decimal float', () => {
    expect(validateLocation({ ...valid, default_float: '12.345' }, t)).toEqual({
      default_float: 'Default Float must be decimal or integer',
    });
  });
});

describe('location payloads', () => {
  it('creates with the client id and the float in locations_config_attributes', () => {
    expect(buildLocationCreate({ ...valid, phone_2: '', address_2: 'Suite 2' }, 3)).toEqual({
      name: 'City Hall',
      client_id: 3,
      location_code: 'SPF-001',
      state: 'IL',
      city: 'Springfield',
      zipcode: '62701',
      email: 'cityhall@springfield.example.com',
      phone_1: '(217) 555-0100',
      phone_2: null,
      address_1: '800 E Monroe St',
      address_2: 'Suite 2',
      locations_config_attributes: { default_float: '200.00' },
    });
  });

  it('updates by id without the client id, round-tripping the edit data', () => {
    const edit = { id: 9, client_id: 3, ...valid, locations_config_attributes: { default_float: 200 }, states: [] };
    const payload = buildLocationUpdate(locationFormValues(edit), 9);
    expect(payload).not.toHaveProperty('client_id');
    expect(payload).toMatchObject({
      id: 9,
      name: 'City Hall',
      locations_config_attributes: { default_float: '200.00' },
    });
  });

  it('shows and sends the float as money, with two decimals', () => {
    const edit = { id: 9, client_id: 3, ...valid, locations_config_attributes: { default_float: 150.5 }, states: [] };
    expect(locationFormValues(edit).default_float).toBe('150.50');
    expect(locationFormValues({ ...edit, locations_config_attributes: { default_float: '75' } }).default_float).toBe(
      '75.00',
    );
    expect(buildLocationCreate({ ...valid, default_float: '150.5' }, 3).locations_config_attributes).toEqual({
      default_float: '150.50',
    });
  });
});
