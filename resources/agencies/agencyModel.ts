import type { RaRecord } from 'ra-core';
import { centsOfDecimal, jsonNumberOfCents, MAX_AMOUNT_CENTS, MAX_PERCENT_CENTS, moneyText } from '../../src/lib/money';
import type { AgencyCreate, AgencyEdit, AgencyUpdate } from '../../dataProviders/pos/contract';
import type { PosCreateForm } from '../cashiering/PosCreatePage';
import type { PosEditForm } from '../cashiering/PosEditPage';
import {
  errorsOfSchema,
  posRules,
  hasValue,
  idOrNull,
  text,
  textOrNull,
  type FormErrors,
  type Translate,
} from '../cashiering/validation';

/** The agency form's fields: the edit response flattened (receipt attributes and fee config at the top). */
export interface AgencyFormValues {
  code: string | null;
  slug: string | null;
  description: string | null;
  split_tender: boolean | null;
  location_ids: (number | string)[];
  header_url: string | null;
  pay_at_message: string | null;
  split_fee_mid: string | null;
  split_fee_text: string | null;
  convenience_fee: string | null;
  max_card_amount_allowed: string | null;
  service_fee_percentage: string | null;
  minimum_service_fee: string | null;
}

export type FormMode = 'create' | 'edit';

/** The entry of the locations select that picks every location; never sent. */
export const SELECT_ALL = '__all__';

export const CONVENIENCE_FIELDS = ['convenience_fee', 'max_card_amount_allowed'] as const;
export const SPLIT_FIELDS = [
  'split_fee_mid',
  'split_fee_text',
  'service_fee_percentage',
  'minimum_service_fee',
] as const;
export const AGENCY_FIELDS = [
  'code',
  'slug',
  'description',
  'split_tender',
  'location_ids',
  'header_url',
  'pay_at_message',
  ...SPLIT_FIELDS,
  ...CONVENIENCE_FIELDS,
] as const;
/** Fields that validate together: each is required when the other has a value. */
export const AGENCY_PAIRS: [string, string][] = [
  ['convenience_fee', 'max_card_amount_allowed'],
  ['service_fee_percentage', 'minimum_service_fee'],
  ['split_fee_mid', 'split_fee_text'],
];

/** Amounts the server sends as numbers show with two decimals ("12.50"); decimal text shows as it was typed. */
const decimalText = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : typeof value === 'number' ? moneyText(value) : value;

/** A new agency: split tender unset, a choice the user must make (it is required; the server supplies no defaults). */
export const newAgencyValues = (): AgencyFormValues => ({
  code: null,
  slug: null,
  description: null,
  split_tender: null,
  location_ids: [],
  header_url: null,
  pay_at_message: null,
  split_fee_mid: null,
  split_fee_text: null,
  convenience_fee: null,
  max_card_amount_allowed: null,
  service_fee_percentage: null,
  minimum_service_fee: null,
});

/** An agency is named by its description. */
export const agencyName = (agency: RaRecord) => String(agency.description ?? '');

export const agencyFormValues = (agency: Partial<AgencyEdit>): AgencyFormValues => {
  const fees = agency.agency_fee_config ?? {};
  return {
    code: agency.code ?? null,
    slug: agency.slug ?? null,
    description: agency.description ?? null,
    split_tender: agency.split_tender ?? null,
    location_ids: agency.location_ids ?? [],
    header_url: agency.receipt_attributes?.header_url ?? null,
    pay_at_message: agency.receipt_attributes?.pay_at_message ?? null,
    split_fee_mid: fees.split_fee_mid ?? null,
    split_fee_text: fees.split_fee_text ?? null,
    convenience_fee: decimalText(fees.convenience_fee),
    max_card_amount_allowed: decimalText(fees.max_card_amount_allowed),
    service_fee_percentage: decimalText(fees.service_fee_percentage),
    minimum_service_fee: decimalText(fees.minimum_service_fee),
  };
};

/**
 * Convenience fees exclude split and service fees: a group is disabled while the other has values.
 * A group that has values itself stays enabled, so data that breaks the rule can still be fixed.
 */
export const feeLocks = (values: Partial<AgencyFormValues>) => {
  const convenience = CONVENIENCE_FIELDS.some(field => hasValue(values[field]));
  const split = SPLIT_FIELDS.some(field => hasValue(values[field]));
  return { splitDisabled: convenience && !split, convenienceDisabled: split && !convenience };
};

/** Picking Select All chooses every location, or none when all were chosen already. */
export const expandSelectAll = (next: unknown, allIds: number[]): (number | string)[] => {
  const values = Array.isArray(next) ? (next as (number | string)[]) : [];
  if (!values.includes(SELECT_ALL)) return values;
  const chosen = values.filter(value => value !== SELECT_ALL);
  return chosen.length >= allIds.length ? [] : [...allIds];
};

/** The agency form's rules: code, slug, description and split tender required; in edit, the fees. */
export const agencySchema = (mode: FormMode, t: Translate) => {
  const r = posRules(t, 'agencies');
  // Bounds a cashier would accept; within them an amount is exact as a JSON number too (the POS API takes two of
  // them as JSON numbers).
  const amount = (name: string, max = MAX_AMOUNT_CENTS) => r.field(name, {}, r.decimal(name), r.atMost(name, max));
  const base = {
    code: r.required('code'),
    slug: r.required('slug'),
    description: r.required('description'),
    split_tender: r.required('split_tender'),
  };
  if (mode === 'create') return r.schema(base);
  return r.schema(
    {
      ...base,
      convenience_fee: amount('convenience_fee'),
      max_card_amount_allowed: amount('max_card_amount_allowed'),
      service_fee_percentage: amount('service_fee_percentage', MAX_PERCENT_CENTS),
      minimum_service_fee: amount('minimum_service_fee'),
    },
    r.notAbove('convenience_fee', 'max_card_amount_allowed'),
    ...AGENCY_PAIRS.map(([a, b]) => r.bothOrNeither(a, b)),
  );
};

export const validateAgency = (values: Partial<AgencyFormValues>, mode: FormMode, t: Translate): FormErrors =>
  errorsOfSchema(agencySchema(mode, t), values);

const locationIds = (values: Partial<AgencyFormValues>) =>
  (values.location_ids ?? [])
    .filter(id => id !== SELECT_ALL)
    .map(idOrNull)
    .filter((id): id is number => id !== null);

const attributes = (values: Partial<AgencyFormValues>) => ({
  code: text(values.code),
  slug: text(values.slug),
  description: text(values.description),
  split_tender: values.split_tender === true,
  location_ids: locationIds(values),
  receipt_attributes: { header_url: textOrNull(values.header_url), pay_at_message: textOrNull(values.pay_at_message) },
});

/** An amount the API takes as a JSON number, from the cents of the text typed (validated as a decimal first). */
const numberOrNull = (value: unknown) => {
  const cents = centsOfDecimal(textOrNull(value));
  return cents === undefined ? null : jsonNumberOfCents(cents);
};

export const buildAgencyCreate = (values: Partial<AgencyFormValues>, clientId: number): AgencyCreate => ({
  client_id: clientId,
  ...attributes(values),
});

export const buildAgencyUpdate = (values: Partial<AgencyFormValues>, id: number): AgencyUpdate => ({
  id,
  ...attributes(values),
  agency_fee_config: {
    split_fee_mid: textOrNull(values.split_fee_mid),
    split_fee_text: textOrNull(values.split_fee_text),
    convenience_fee: numberOrNull(values.convenience_fee),
    max_card_amount_allowed: numberOrNull(values.max_card_amount_allowed),
    service_fee_percentage: textOrNull(values.service_fee_percentage),
    minimum_service_fee: textOrNull(values.minimum_service_fee),
  },
});

const agencyForm = { fields: AGENCY_FIELDS, nameOf: agencyName };
export const agencyCreateForm: PosCreateForm<AgencyFormValues> = {
  ...agencyForm,
  toValues: newAgencyValues,
  validate: (values, t) => validateAgency(values, 'create', t),
  toPayload: buildAgencyCreate,
};
export const agencyEditForm: PosEditForm<AgencyFormValues> = {
  ...agencyForm,
  pairs: AGENCY_PAIRS,
  toValues: record => agencyFormValues(record as AgencyEdit),
  validate: (values, t) => validateAgency(values, 'edit', t),
  toPayload: buildAgencyUpdate,
};
