import type { PosClientCreate, PosClientNew, PosClientRecord, PosClientUpdate } from '../../dataProviders/pos/contract';
import {
  errorsOfSchema,
  posRules,
  idOrNull,
  text,
  textOrNull,
  type FormErrors,
  type Translate,
} from '../cashiering/validation';

export interface ClientSettingsValues {
  name: string | null;
  brand: string | null;
  slug: string | null;
  time_zone_id: number | string | null;
  credit_card_reader_type_id: number | string | null;
  split_fee_text_default: string | null;
  split_fee_mid_default: string | null;
}

export type ClientFormMode = 'loading' | 'create' | 'edit';

export const CLIENT_FIELDS = [
  'name',
  'brand',
  'slug',
  'time_zone_id',
  'credit_card_reader_type_id',
  'split_fee_text_default',
  'split_fee_mid_default',
] as const;

export const emptyClientValues = (brand = ''): ClientSettingsValues => ({
  name: null,
  brand: brand || null,
  slug: null,
  time_zone_id: null,
  credit_card_reader_type_id: null,
  split_fee_text_default: null,
  split_fee_mid_default: null,
});

export const clientFormValues = (client: PosClientRecord): ClientSettingsValues => ({
  name: client.name,
  brand: client.brand,
  slug: client.slug,
  time_zone_id: client.time_zone_id,
  credit_card_reader_type_id: client.credit_card_reader_type_id,
  split_fee_text_default: client.split_fee_text_default ?? null,
  split_fee_mid_default: client.split_fee_mid_default ?? null,
});

export const newClientValues = (defaults: Partial<PosClientNew>, brand: string): ClientSettingsValues => ({
  ...emptyClientValues(brand),
  name: defaults.name ?? null,
  // The chosen client's brand: the page reads the client by it once created.
  brand: brand || defaults.brand || null,
  slug: defaults.slug ?? null,
  time_zone_id: defaults.time_zone_id ?? null,
  credit_card_reader_type_id: defaults.credit_card_reader_type_id ?? null,
});

/** The client form's rules: identity, reader type and time zone required; in edit, the split fee defaults together. */
export const clientSettingsSchema = (mode: ClientFormMode, t: Translate) => {
  const r = posRules(t, 'posClients');
  return r.schema(
    {
      name: r.required('name'),
      brand: r.required('brand'),
      slug: r.required('slug'),
      credit_card_reader_type_id: r.required('credit_card_reader_type_id'),
      time_zone_id: r.required('time_zone_id'),
    },
    ...(mode === 'edit' ? [r.bothOrNeither('split_fee_text_default', 'split_fee_mid_default')] : []),
  );
};

export const validateClientSettings = (
  values: Partial<ClientSettingsValues>,
  mode: ClientFormMode,
  t: Translate,
): FormErrors => errorsOfSchema(clientSettingsSchema(mode, t), values);

export const buildClientCreate = (values: Partial<ClientSettingsValues>): PosClientCreate => ({
  name: text(values.name),
  brand: text(values.brand),
  slug: text(values.slug),
  credit_card_reader_type_id: idOrNull(values.credit_card_reader_type_id) ?? 0,
  time_zone_id: idOrNull(values.time_zone_id) ?? 0,
});

export const buildClientUpdate = (values: Partial<ClientSettingsValues>, id: number): PosClientUpdate => ({
  id,
  credit_card_reader_type_id: idOrNull(values.credit_card_reader_type_id) ?? 0,
  time_zone_id: idOrNull(values.time_zone_id) ?? 0,
  split_fee_text_default: textOrNull(values.split_fee_text_default),
  split_fee_mid_default: textOrNull(values.split_fee_mid_default),
});
