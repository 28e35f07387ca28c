import { z } from '../zod';
import { emailText, lineText, listOf, nameText, urlText } from '../limits';

/**
 * The POS (cashiering) API: Rails-style resources under the configured POS base.
 * Successful responses carry a `data` object; writes wrap their attributes in the resource's name
 * (`{ agency: {...} }`), except the client's. Request bodies are strict at every level (a key the API does not know is
 * refused with 422) and their text is bounded (dataProviders/limits.ts).
 */

const id = z.int();
/** Optional strings arrive as null from Rails. */
const optionalText = z.optional(z.nullable(z.string()));

export const textValueSchema = z.object({ text: z.string(), value: z.union([z.number(), z.string()]) });
export type TextValue = z.infer<typeof textValueSchema>;

// ---- Client -------------------------------------------------------------------------------------

export const posClientSchema = z.object({
  id,
  name: z.string(),
  brand: z.string(),
  slug: z.string(),
  time_zone_id: z.nullable(id),
  credit_card_reader_type_id: z.nullable(id),
  split_fee_text_default: optionalText,
  split_fee_mid_default: optionalText,
});
export type PosClient = z.infer<typeof posClientSchema>;

export const posClientEditSchema = z.object({
  id,
  name: z.string(),
  time_zones: z.array(textValueSchema),
  credit_card_reader_types: z.array(textValueSchema),
});
export type PosClientEdit = z.infer<typeof posClientEditSchema>;

/**
 * The posClients record, read by brand: the client (its number as client_id, the brand as the record's id) with the
 * lists its form chooses from.
 */
export type PosClientRecord = Omit<PosClient, 'id'> & { id: string; client_id: number; version?: string } & Pick<
    PosClientEdit,
    'time_zones' | 'credit_card_reader_types'
  >;

export const posClientNewSchema = z.object({
  name: optionalText,
  brand: optionalText,
  slug: optionalText,
  time_zone_id: z.optional(z.nullable(id)),
  credit_card_reader_type_id: z.optional(z.nullable(id)),
  time_zones: z.array(textValueSchema),
  credit_card_reader_types: z.array(textValueSchema),
});
export type PosClientNew = z.infer<typeof posClientNewSchema>;

export const posClientCreateSchema = z.strictObject({
  name: nameText(),
  brand: lineText(),
  slug: lineText(),
  credit_card_reader_type_id: id,
  time_zone_id: id,
});
export type PosClientCreate = z.infer<typeof posClientCreateSchema>;

export const posClientUpdateSchema = z.strictObject({
  id,
  credit_card_reader_type_id: id,
  time_zone_id: id,
  split_fee_text_default: z.nullable(lineText()),
  split_fee_mid_default: z.nullable(lineText()),
});
export type PosClientUpdate = z.infer<typeof posClientUpdateSchema>;

// ---- Agencies -----------------------------------------------------------------------------------

export const agencyListItemSchema = z.object({ id, description: z.string(), slug: z.string() });
export type AgencyListItem = z.infer<typeof agencyListItemSchema>;

export const receiptAttributesSchema = z.object({ header_url: optionalText, pay_at_message: optionalText });
export type ReceiptAttributes = z.infer<typeof receiptAttributesSchema>;

/**
 * convenience_fee and max_card_amount_allowed are sent as numbers, the others as the text typed; a server may answer
 * any of them as a number or as decimal text (a Rails decimal is serialised as a string).
 */
export const agencyFeeConfigSchema = z.object({
  split_fee_mid: optionalText,
  split_fee_text: optionalText,
  convenience_fee: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  max_card_amount_allowed: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  service_fee_percentage: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  minimum_service_fee: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
export type AgencyFeeConfig = z.infer<typeof agencyFeeConfigSchema>;

export const agencyEditSchema = z.object({
  id,
  client_id: id,
  code: z.string(),
  slug: z.string(),
  description: z.string(),
  split_tender: z.optional(z.nullable(z.boolean())),
  location_ids: z.array(id),
  locations: z.array(textValueSchema),
  receipt_attributes: z.optional(z.nullable(receiptAttributesSchema)),
  agency_fee_config: z.optional(z.nullable(agencyFeeConfigSchema)),
});
export type AgencyEdit = z.infer<typeof agencyEditSchema>;

export const agencyNewSchema = z.object({ client_id: id, locations: z.array(textValueSchema) });
export type AgencyNew = z.infer<typeof agencyNewSchema>;

const agencyAttributes = {
  code: lineText(),
  slug: lineText(),
  description: nameText(),
  split_tender: z.boolean(),
  location_ids: listOf(id),
  receipt_attributes: z.strictObject({ header_url: z.nullable(urlText()), pay_at_message: z.nullable(lineText()) }),
};

export const agencyCreateSchema = z.strictObject({ agency: z.strictObject({ client_id: id, ...agencyAttributes }) });
export type AgencyCreate = z.infer<typeof agencyCreateSchema>['agency'];

export const agencyFeeConfigUpdateSchema = z.strictObject({
  split_fee_mid: z.nullable(lineText()),
  split_fee_text: z.nullable(lineText()),
  convenience_fee: z.nullable(z.number()),
  max_card_amount_allowed: z.nullable(z.number()),
  service_fee_percentage: z.nullable(lineText()),
  minimum_service_fee: z.nullable(lineText()),
});

export const agencyUpdateSchema = z.strictObject({
  agency: z.strictObject({ id, ...agencyAttributes, agency_fee_config: agencyFeeConfigUpdateSchema }),
});
export type AgencyUpdate = z.infer<typeof agencyUpdateSchema>['agency'];

// ---- Locations ----------------------------------------------------------------------------------

export const locationListItemSchema = z.object({ id, name: z.string(), address_1: z.string() });
export type LocationListItem = z.infer<typeof locationListItemSchema>;

export const locationEditSchema = z.object({
  id,
  client_id: id,
  name: z.string(),
  location_code: z.string(),
  email: optionalText,
  phone_1: z.string(),
  phone_2: optionalText,
  address_1: z.string(),
  address_2: optionalText,
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  locations_config_attributes: z.optional(
    z.nullable(z.object({ default_float: z.nullable(z.union([z.string(), z.number()])) })),
  ),
  states: z.array(textValueSchema),
});
export type LocationEdit = z.infer<typeof locationEditSchema>;

export const locationNewSchema = z.object({ client_id: id, states: z.array(textValueSchema) });
export type LocationNew = z.infer<typeof locationNewSchema>;

const locationAttributes = {
  name: nameText(),
  location_code: lineText(),
  state: lineText(),
  city: lineText(),
  zipcode: lineText(),
  email: z.nullable(emailText()),
  phone_1: lineText(),
  phone_2: z.nullable(lineText()),
  address_1: lineText(),
  address_2: z.nullable(lineText()),
  locations_config_attributes: z.strictObject({ default_float: lineText() }),
};

export const locationCreateSchema = z.strictObject({
  location: z.strictObject({ client_id: id, ...locationAttributes }),
});
export type LocationCreate = z.infer<typeof locationCreateSchema>['location'];

export const locationUpdateSchema = z.strictObject({ location: z.strictObject({ id, ...locationAttributes }) });
export type LocationUpdate = z.infer<typeof locationUpdateSchema>['location'];

export const locationSortSchema = z.strictObject({ location_ids: listOf(id) });

// ---- Terminals ----------------------------------------------------------------------------------

export const terminalListItemSchema = z.object({
  id,
  name: z.string(),
  kiosk_id: z.string(),
  location_id: z.optional(id),
  /** The name of the terminal's location. */
  location: z.string(),
});
export type TerminalListItem = z.infer<typeof terminalListItemSchema>;

export const terminalEditSchema = z.object({
  id,
  location_id: id,
  name: z.string(),
  payment_source: z.string(),
  kiosk_id: z.string(),
  credit_card_reader_type_id: z.optional(z.nullable(id)),
  internal_device_id: optionalText,
  locations: z.array(textValueSchema),
  credit_card_reader_types: z.array(textValueSchema),
});
export type TerminalEdit = z.infer<typeof terminalEditSchema>;

export const terminalNewSchema = z.object({
  locations: z.array(textValueSchema),
  credit_card_reader_types: z.array(textValueSchema),
});
export type TerminalNew = z.infer<typeof terminalNewSchema>;

const terminalAttributes = {
  location_id: id,
  name: nameText(),
  payment_source: lineText(),
  kiosk_id: lineText(),
  credit_card_reader_type_id: z.nullable(id),
  internal_device_id: z.nullable(lineText()),
};

export const terminalCreateSchema = z.strictObject({ terminal: z.strictObject(terminalAttributes) });
export type TerminalCreate = z.infer<typeof terminalCreateSchema>['terminal'];

export const terminalUpdateSchema = z.strictObject({ terminal: z.strictObject({ id, ...terminalAttributes }) });
export type TerminalUpdate = z.infer<typeof terminalUpdateSchema>['terminal'];

export const terminalSortSchema = z.strictObject({ terminal_ids: listOf(id) });

// ---- Envelopes ----------------------------------------------------------------------------------

export const dataOf = <S extends z.core.$ZodType>(schema: S) => z.object({ data: schema });
/** What a create answers: at least the new record's id, which the form's address takes. */
export const savedSchema = z.looseObject({ id });
export type Saved = z.infer<typeof savedSchema>;

/** Terminals have one of these payment sources (the server supplies no list). */
export const PAYMENT_SOURCES = ['cashiering', 'kiosk'] as const;

/** What GET /{resource}/new answers, per resource. */
export interface PosDefaults {
  agencies: AgencyNew;
  locations: LocationNew;
  terminals: TerminalNew;
  posClients: PosClientNew;
}

/** The resources the server keeps in a manual order. */
export type PosSortable = 'locations' | 'terminals';
