import { MAX_AMOUNT_CENTS, moneyText } from '../../src/lib/money';
import type { LocationCreate, LocationEdit, LocationUpdate } from '../../dataProviders/pos/contract';
import type { PosCreateForm } from '../cashiering/PosCreatePage';
import type { PosEditForm } from '../cashiering/PosEditPage';
import { errorsOfSchema, posRules, text, textOrNull, type FormErrors, type Translate } from '../cashiering/validation';

/** The location form's fields; the float comes out of locations_config_attributes. */
export interface LocationFormValues {
  name: string | null;
  location_code: string | null;
  email: string | null;
  phone_1: string | null;
  phone_2: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  default_float: string | null;
}

export const LOCATION_FIELDS = [
  'name',
  'location_code',
  'email',
  'phone_1',
  'phone_2',
  'address_1',
  'address_2',
  'city',
  'state',
  'zipcode',
  'default_float',
] as const;

export const newLocationValues = (): LocationFormValues => ({
  name: null,
  location_code: null,
  email: null,
  phone_1: null,
  phone_2: null,
  address_1: null,
  address_2: null,
  city: null,
  state: null,
  zipcode: null,
  default_float: null,
});

export const locationFormValues = (location: Partial<LocationEdit>): LocationFormValues => {
  const float = location.locations_config_attributes?.default_float;
  return {
    name: location.name ?? null,
    location_code: location.location_code ?? null,
    email: location.email ?? null,
    phone_1: location.phone_1 ?? null,
    phone_2: location.phone_2 ?? null,
    address_1: location.address_1 ?? null,
    address_2: location.address_2 ?? null,
    city: location.city ?? null,
    state: location.state ?? null,
    zipcode: location.zipcode ?? null,
    default_float: float === null || float === undefined ? null : moneyText(float),
  };
};

/** The location form's rules: the spec's required fields, an email, phones, a ZIP code and the float as money. */
export const locationSchema = (t: Translate) => {
  const r = posRules(t, 'locations');
  return r.schema({
    name: r.required('name'),
    location_code: r.required('location_code'),
    email: r.field('email', {}, r.email()),
    phone_1: r.field('phone_1', { required: true }, r.phone('phone_1')),
    phone_2: r.field('phone_2', {}, r.phone('phone_2')),
    address_1: r.required('address_1'),
    city: r.required('city'),
    state: r.required('state'),
    zipcode: r.field('zipcode', { required: true }, r.zipcode()),
    default_float: r.field(
      'default_float',
      { required: true },
      r.decimal('default_float'),
      r.atMost('default_float', MAX_AMOUNT_CENTS),
    ),
  });
};

export const validateLocation = (values: Partial<LocationFormValues>, t: Translate): FormErrors =>
  errorsOfSchema(locationSchema(t), values);

const attributes = (values: Partial<LocationFormValues>) => ({
  name: text(values.name),
  location_code: text(values.location_code),
  state: text(values.state),
  city: text(values.city),
  zipcode: text(values.zipcode),
  email: textOrNull(values.email),
  phone_1: text(values.phone_1),
  phone_2: textOrNull(values.phone_2),
  address_1: text(values.address_1),
  address_2: textOrNull(values.address_2),
  locations_config_attributes: { default_float: moneyText(text(values.default_float)) },
});

export const buildLocationCreate = (values: Partial<LocationFormValues>, clientId: number): LocationCreate => {
  const { name, ...rest } = attributes(values);
  return { name, client_id: clientId, ...rest };
};

export const buildLocationUpdate = (values: Partial<LocationFormValues>, id: number): LocationUpdate => ({
  id,
  ...attributes(values),
});

export const locationCreateForm: PosCreateForm<LocationFormValues> = {
  fields: LOCATION_FIELDS,
  toValues: newLocationValues,
  validate: validateLocation,
  toPayload: buildLocationCreate,
};
export const locationEditForm: PosEditForm<LocationFormValues> = {
  fields: LOCATION_FIELDS,
  toValues: record => locationFormValues(record as LocationEdit),
  validate: validateLocation,
  toPayload: buildLocationUpdate,
};
