import type { TerminalCreate, TerminalEdit, TerminalUpdate, TextValue } from '../../dataProviders/pos/contract';
import type { PosCreateForm } from '../cashiering/PosCreatePage';
import type { PosEditForm } from '../cashiering/PosEditPage';
import {
  errorsOfSchema,
  posRules,
  idOrNull,
  text,
  textOrNull,
  type FormErrors,
  type Translate,
} from '../cashiering/validation';

export interface TerminalFormValues {
  location_id: number | string | null;
  name: string | null;
  payment_source: string | null;
  kiosk_id: string | null;
  credit_card_reader_type_id: number | string | null;
  internal_device_id: string | null;
}

export const TERMINAL_FIELDS = [
  'location_id',
  'name',
  'payment_source',
  'kiosk_id',
  'credit_card_reader_type_id',
  'internal_device_id',
] as const;

/** A new terminal starts in the location the list was narrowed to, if any. */
export const newTerminalValues = (locationId?: number | null): TerminalFormValues => ({
  location_id: locationId ?? null,
  name: null,
  payment_source: null,
  kiosk_id: null,
  credit_card_reader_type_id: null,
  internal_device_id: null,
});

export const terminalFormValues = (terminal: Partial<TerminalEdit>): TerminalFormValues => ({
  location_id: terminal.location_id ?? null,
  name: terminal.name ?? null,
  payment_source: terminal.payment_source ?? null,
  kiosk_id: terminal.kiosk_id ?? null,
  credit_card_reader_type_id: terminal.credit_card_reader_type_id ?? null,
  internal_device_id: terminal.internal_device_id ?? null,
});

/** The terminal form's rules: location, name, payment source and kiosk ID required. */
export const terminalSchema = (t: Translate) => {
  const r = posRules(t, 'terminals');
  return r.schema({
    location_id: r.required('location_id'),
    name: r.required('name'),
    payment_source: r.required('payment_source'),
    kiosk_id: r.required('kiosk_id'),
  });
};

export const validateTerminal = (values: Partial<TerminalFormValues>, t: Translate): FormErrors =>
  errorsOfSchema(terminalSchema(t), values);

const attributes = (values: Partial<TerminalFormValues>) => ({
  location_id: idOrNull(values.location_id) ?? 0,
  name: text(values.name),
  payment_source: text(values.payment_source),
  kiosk_id: text(values.kiosk_id),
  credit_card_reader_type_id: idOrNull(values.credit_card_reader_type_id),
  internal_device_id: textOrNull(values.internal_device_id),
});

export const buildTerminalCreate = (values: Partial<TerminalFormValues>): TerminalCreate => attributes(values);

export const buildTerminalUpdate = (values: Partial<TerminalFormValues>, id: number): TerminalUpdate => ({
  id,
  ...attributes(values),
});

/** A new terminal starts in the location the list was narrowed to (`?location_id=`), when it is one of the client's. */
const presetLocation = (defaults: Record<string, unknown>, search: URLSearchParams) => {
  const preset = idOrNull(search.get('location_id'));
  return (defaults.locations as TextValue[] | undefined)?.some(location => Number(location.value) === preset)
    ? preset
    : null;
};

export const terminalCreateForm: PosCreateForm<TerminalFormValues> = {
  fields: TERMINAL_FIELDS,
  toValues: (defaults, search) => newTerminalValues(presetLocation(defaults, search)),
  validate: validateTerminal,
  toPayload: values => buildTerminalCreate(values),
};
export const terminalEditForm: PosEditForm<TerminalFormValues> = {
  fields: TERMINAL_FIELDS,
  toValues: record => terminalFormValues(record as TerminalEdit),
  validate: validateTerminal,
  toPayload: buildTerminalUpdate,
};
