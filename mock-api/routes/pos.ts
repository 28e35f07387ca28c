import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type * as z from 'zod/mini';
import {
  agencyCreateSchema,
  agencyUpdateSchema,
  locationCreateSchema,
  locationSortSchema,
  locationUpdateSchema,
  posClientCreateSchema,
  posClientUpdateSchema,
  terminalCreateSchema,
  terminalSortSchema,
  terminalUpdateSchema,
} from '../../dataProviders/pos/contract';
import { requirePlatformAdmin, sendError, type MockContext } from '../context';
import {
  POS_COLLECTIONS as C,
  type PosAgencyRecord,
  type PosClientRecord,
  type PosFeeConfig,
  type PosLocationRecord,
  type PosLookup,
  type PosTerminalRecord,
} from '../seed/pos';
import type { MockClient } from '../seed/types';
import { fieldMap } from '../requests';
import type { Store } from '../store';
import { matchesVersion } from '../versions';

type Errors = Record<string, string[]>;

const BLANK = "can't be blank";
const TAKEN = 'has already been taken';
const NOT_IN_LIST = 'is not included in the list';
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? null : String(value);
const orNull = (value: unknown) => {
  const out = text(value);
  return out ? out : null;
};
const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const options = (items: PosLookup[]) => items.map(item => ({ text: item.text, value: item.id }));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Validation in the Rails way: every problem of a record, answered together as 422 `{ errors: { field: [...] } }`. */
class Validation {
  // Field names come from the request's keys: a map without a prototype takes `constructor` like any other name.
  readonly errors: Errors = fieldMap<string[]>();
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  has(field: string) {
    return !!this.errors[field];
  }
  required(attrs: Record<string, unknown>, fields: string[]) {
    for (const field of fields) if (blank(attrs[field])) this.add(field, BLANK);
  }
  /** Shape problems the contract finds, for fields that have no other error yet. */
  contract(schema: z.ZodMiniType, body: unknown) {
    const result = schema.safeParse(body);
    if (result.success) return;
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) this.add(key, 'is not a permitted parameter');
        continue;
      }
      const field = String(issue.path.filter(part => typeof part === 'string').pop() ?? 'base');
      if (this.has(field)) continue;
      if (issue.code === 'too_big' && issue.origin === 'string')
        this.add(field, `is too long (maximum is ${issue.maximum} characters)`);
      else if (issue.code === 'too_big' && issue.origin === 'array')
        this.add(field, `has too many entries (maximum is ${issue.maximum})`);
      else this.add(field, 'is invalid');
    }
  }
  bothOrNeither(attrs: Record<string, unknown>, a: string, b: string) {
    if (blank(attrs[a]) !== blank(attrs[b]))
      this.add(blank(attrs[a]) ? a : b, `${BLANK} when ${blank(attrs[a]) ? b : a} is given`);
  }
  send(res: Response) {
    if (!Object.keys(this.errors).length) return false;
    res.status(422).json({ errors: this.errors });
    return true;
  }
}

/** Rails answers 400 when the resource's root key is missing. */
const rootOf = (
  req: Request,
  res: Response,
  key: 'agency' | 'location' | 'terminal',
): Record<string, unknown> | undefined => {
  const root = (req.body ?? {})[key];
  if (!root || typeof root !== 'object' || Array.isArray(root)) {
    sendError(res, 400, `param is missing or the value is empty: ${key}`);
    return undefined;
  }
  return root as Record<string, unknown>;
};

const clientByBrand = (store: Store, brand: unknown) =>
  typeof brand === 'string' && brand
    ? store.find<PosClientRecord>(C.clients, client => same(client.brand, brand))
    : undefined;

const numericId = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A record's version, as a strong ETag of what its edit form shows. Its place in a manual order is left out: a sort does
 * not make the forms open on its records stale.
 */
export const etagOf = (record: object) => {
  const { position: _position, ...fields } = record as Record<string, unknown>;
  return `"${createHash('sha1').update(JSON.stringify(fields)).digest('hex').slice(0, 20)}"`;
};

/** A write based on the record as it is now (If-Match: its ETag). */
const matchesRecord = (req: Request, res: Response, current: object) => matchesVersion(req, res, etagOf(current));

/** A record with its version. */
const sendVersioned = (res: Response, status: number, record: object, data: object = record) =>
  res.status(status).set('ETag', etagOf(record)).json({ data });

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** The cashiering (POS) API: platform admins only, scoped by the client's brand. */
export const posRoutes = (ctx: MockContext) => {
  const { store } = ctx;
  const router = Router();
  router.use(ctx.requireAuth, requirePlatformAdmin);

  const lookups = () => ({
    time_zones: options(store.all<PosLookup & { id: number }>(C.timeZones)),
    credit_card_reader_types: options(store.all<PosLookup & { id: number }>(C.readerTypes)),
  });
  const locationsOf = (clientId: number) =>
    store
      .all<PosLocationRecord>(C.locations)
      .filter(location => location.client_id === clientId)
      .sort(byPosition);
  const locationOptions = (clientId: number) =>
    locationsOf(clientId).map(location => ({ text: location.name, value: location.id }));
  const terminalsOf = (clientId: number) => {
    const ids = new Set(locationsOf(clientId).map(location => location.id));
    return store
      .all<PosTerminalRecord>(C.terminals)
      .filter(terminal => ids.has(terminal.location_id))
      .sort(byPosition);
  };
  const clientOfLocation = (locationId: number) => store.get<PosLocationRecord>(C.locations, locationId)?.client_id;
  const readerTypeExists = (value: unknown) => store.get(C.readerTypes, Number(value)) !== undefined;

  /** The client a list or a create-defaults call names with `?brand=`; answers 404 Client not found. */
  const requireClient = (req: Request, res: Response): PosClientRecord | undefined => {
    const brand = req.query.brand;
    if (typeof brand !== 'string' || !brand) {
      sendError(res, 400, 'brand is required');
      return undefined;
    }
    const client = clientByBrand(store, brand);
    if (!client) sendError(res, 404, 'Client not found');
    return client;
  };

  // ---- Clients ----------------------------------------------------------------------------------

  router.get('/clients/new', (req, res) => {
    const brand = typeof req.query.brand === 'string' ? req.query.brand : '';
    const core = store.find<MockClient>(
      'clients',
      client => !!brand && (same(client.brand, brand) || client.slug === brand),
    );
    res.json({
      data: {
        name: core?.name ?? brand,
        brand: core?.brand ?? brand,
        slug: core?.slug ?? slugify(brand),
        time_zone_id: null,
        credit_card_reader_type_id: null,
        ...lookups(),
      },
    });
  });

  router.get('/clients/:brand/edit', (req, res) => {
    const client = clientByBrand(store, req.params.brand);
    if (!client) return sendError(res, 404, 'Client not found');
    res.json({ data: { id: client.id, name: client.name, brand: client.brand, slug: client.slug, ...lookups() } });
  });

  router.get('/clients/:brand', (req, res) => {
    const client = clientByBrand(store, req.params.brand);
    if (!client) return sendError(res, 404, 'Client not found');
    sendVersioned(res, 200, client);
  });

  const validateClientRefs = (v: Validation, attrs: Record<string, unknown>) => {
    if (!v.has('time_zone_id') && !store.get(C.timeZones, Number(attrs.time_zone_id)))
      v.add('time_zone_id', NOT_IN_LIST);
    if (!v.has('credit_card_reader_type_id') && !readerTypeExists(attrs.credit_card_reader_type_id))
      v.add('credit_card_reader_type_id', NOT_IN_LIST);
  };

  router.post('/clients', (req, res) => {
    const attrs = (req.body ?? {}) as Record<string, unknown>;
    const v = new Validation();
    v.required(attrs, ['name', 'brand', 'slug', 'credit_card_reader_type_id', 'time_zone_id']);
    v.contract(posClientCreateSchema, attrs);
    validateClientRefs(v, attrs);
    if (!v.has('brand') && clientByBrand(store, attrs.brand)) v.add('brand', TAKEN);
    if (!v.has('slug') && store.find<PosClientRecord>(C.clients, client => client.slug === text(attrs.slug)))
      v.add('slug', TAKEN);
    if (v.send(res)) return;
    const client: PosClientRecord = {
      id: store.nextId(C.clients),
      name: text(attrs.name)!,
      brand: text(attrs.brand)!,
      slug: text(attrs.slug)!,
      time_zone_id: Number(attrs.time_zone_id),
      credit_card_reader_type_id: Number(attrs.credit_card_reader_type_id),
      split_fee_text_default: null,
      split_fee_mid_default: null,
    };
    sendVersioned(res, 201, store.put(C.clients, client));
  });

  router.put('/clients/:id', (req, res) => {
    const current = store.get<PosClientRecord>(C.clients, Number(req.params.id));
    if (!current) return sendError(res, 404, 'Client not found');
    if (!matchesRecord(req, res, current)) return;
    const attrs = (req.body ?? {}) as Record<string, unknown>;
    const v = new Validation();
    v.required(attrs, ['credit_card_reader_type_id', 'time_zone_id']);
    v.contract(posClientUpdateSchema, attrs);
    validateClientRefs(v, attrs);
    v.bothOrNeither(attrs, 'split_fee_text_default', 'split_fee_mid_default');
    if (v.send(res)) return;
    const client: PosClientRecord = {
      ...current,
      time_zone_id: Number(attrs.time_zone_id),
      credit_card_reader_type_id: Number(attrs.credit_card_reader_type_id),
      split_fee_text_default: orNull(attrs.split_fee_text_default),
      split_fee_mid_default: orNull(attrs.split_fee_mid_default),
    };
    sendVersioned(res, 200, store.put(C.clients, client));
  });

  // ---- Agencies ---------------------------------------------------------------------------------

  router.get('/agencies', (req, res) => {
    const client = requireClient(req, res);
    if (!client) return;
    res.json({
      data: store
        .all<PosAgencyRecord>(C.agencies)
        .filter(agency => agency.client_id === client.id)
        .sort((a, b) => a.description.localeCompare(b.description) || a.id - b.id)
        .map(({ id, description, slug }) => ({ id, description, slug })),
    });
  });

  router.get('/agencies/new', (req, res) => {
    const client = requireClient(req, res);
    if (!client) return;
    res.json({ data: { client_id: client.id, locations: locationOptions(client.id) } });
  });

  router.get('/agencies/:id/edit', (req, res) => {
    const agency = store.get<PosAgencyRecord>(C.agencies, Number(req.params.id));
    if (!agency) return sendError(res, 404, 'Agency not found');
    sendVersioned(res, 200, agency, { ...agency, locations: locationOptions(agency.client_id) });
  });

  const validateAgency = (v: Validation, attrs: Record<string, unknown>, clientId: number, selfId?: number) => {
    v.required(attrs, ['code', 'slug', 'description']);
    if (typeof attrs.split_tender !== 'boolean') v.add('split_tender', 'must be true or false');
    const others = store
      .all<PosAgencyRecord>(C.agencies)
      .filter(agency => agency.client_id === clientId && agency.id !== selfId);
    if (!v.has('slug') && others.some(agency => agency.slug === text(attrs.slug))) v.add('slug', TAKEN);
    if (!v.has('code') && others.some(agency => same(agency.code, String(attrs.code)))) v.add('code', TAKEN);
    const ids = Array.isArray(attrs.location_ids) ? attrs.location_ids : [];
    if (ids.some(id => clientOfLocation(Number(id)) !== clientId)) v.add('location_ids', NOT_IN_LIST);
    const receipt = (attrs.receipt_attributes ?? {}) as Record<string, unknown>;
    if (!blank(receipt.header_url) && !/^https?:\/\/\S+$/i.test(String(receipt.header_url)))
      v.add('header_url', 'is not a valid URL');
  };

  const validateFees = (v: Validation, fees: Record<string, unknown>) => {
    for (const field of [
      'convenience_fee',
      'max_card_amount_allowed',
      'service_fee_percentage',
      'minimum_service_fee',
    ]) {
      const value = fees[field];
      if (!blank(value) && !DECIMAL.test(typeof value === 'number' ? String(value) : String(value).trim()))
        v.add(field, 'must be decimal or integer');
    }
    v.bothOrNeither(fees, 'convenience_fee', 'max_card_amount_allowed');
    v.bothOrNeither(fees, 'service_fee_percentage', 'minimum_service_fee');
    v.bothOrNeither(fees, 'split_fee_mid', 'split_fee_text');
    const convenience = !blank(fees.convenience_fee) || !blank(fees.max_card_amount_allowed);
    const split = ['split_fee_mid', 'split_fee_text', 'service_fee_percentage', 'minimum_service_fee'].some(
      field => !blank(fees[field]),
    );
    if (convenience && split) v.add('convenience_fee', 'cannot be combined with split or service fees');
  };

  const agencyFields = (attrs: Record<string, unknown>) => {
    const receipt = (attrs.receipt_attributes ?? {}) as Record<string, unknown>;
    return {
      code: text(attrs.code)!,
      slug: text(attrs.slug)!,
      description: text(attrs.description)!,
      split_tender: attrs.split_tender === true,
      location_ids: [...new Set((Array.isArray(attrs.location_ids) ? attrs.location_ids : []).map(Number))].sort(
        (a, b) => a - b,
      ),
      receipt_attributes: { header_url: orNull(receipt.header_url), pay_at_message: orNull(receipt.pay_at_message) },
    };
  };

  router.post('/agencies', (req, res) => {
    const attrs = rootOf(req, res, 'agency');
    if (!attrs) return;
    const clientId = numericId(attrs.client_id);
    const v = new Validation();
    if (!clientId || !store.get(C.clients, clientId)) v.add('client_id', 'must exist');
    validateAgency(v, attrs, clientId ?? 0);
    v.contract(agencyCreateSchema, req.body);
    if (v.send(res)) return;
    const emptyFees: PosFeeConfig = {
      split_fee_mid: null,
      split_fee_text: null,
      convenience_fee: null,
      max_card_amount_allowed: null,
      service_fee_percentage: null,
      minimum_service_fee: null,
    };
    const agency: PosAgencyRecord = {
      id: store.nextId(C.agencies),
      client_id: clientId!,
      ...agencyFields(attrs),
      agency_fee_config: emptyFees,
    };
    sendVersioned(res, 201, store.put(C.agencies, agency));
  });

  router.put('/agencies/:id', (req, res) => {
    const current = store.get<PosAgencyRecord>(C.agencies, Number(req.params.id));
    if (!current) return sendError(res, 404, 'Agency not found');
    if (!matchesRecord(req, res, current)) return;
    const attrs = rootOf(req, res, 'agency');
    if (!attrs) return;
    const fees = (attrs.agency_fee_config ?? {}) as Record<string, unknown>;
    const v = new Validation();
    validateAgency(v, attrs, current.client_id, current.id);
    validateFees(v, fees);
    v.contract(agencyUpdateSchema, req.body);
    if (v.send(res)) return;
    const decimalText = (value: unknown) => (blank(value) ? null : String(value).trim());
    const agency: PosAgencyRecord = {
      ...current,
      ...agencyFields(attrs),
      agency_fee_config: {
        split_fee_mid: orNull(fees.split_fee_mid),
        split_fee_text: orNull(fees.split_fee_text),
        convenience_fee: blank(fees.convenience_fee) ? null : Number(fees.convenience_fee),
        max_card_amount_allowed: blank(fees.max_card_amount_allowed) ? null : Number(fees.max_card_amount_allowed),
        service_fee_percentage: decimalText(fees.service_fee_percentage),
        minimum_service_fee: decimalText(fees.minimum_service_fee),
      },
    };
    sendVersioned(res, 200, store.put(C.agencies, agency));
  });

  // ---- Locations --------------------------------------------------------------------------------

  router.get('/locations', (req, res) => {
    const client = requireClient(req, res);
    if (!client) return;
    res.json({ data: locationsOf(client.id).map(({ id, name, address_1 }) => ({ id, name, address_1 })) });
  });

  router.get('/locations/new', (req, res) => {
    const client = requireClient(req, res);
    if (!client) return;
    res.json({ data: { client_id: client.id, states: options(store.all<PosLookup & { id: string }>(C.states)) } });
  });

  router.get('/locations/:id/edit', (req, res) => {
    const location = store.get<PosLocationRecord>(C.locations, Number(req.params.id));
    if (!location) return sendError(res, 404, 'Location not found');
    const { position: _position, ...fields } = location;
    sendVersioned(res, 200, location, { ...fields, states: options(store.all<PosLookup & { id: string }>(C.states)) });
  });

  const validateLocation = (v: Validation, attrs: Record<string, unknown>, clientId: number, selfId?: number) => {
    v.required(attrs, ['name', 'location_code', 'phone_1', 'address_1', 'city', 'state', 'zipcode']);
    const config = (attrs.locations_config_attributes ?? {}) as Record<string, unknown>;
    if (blank(config.default_float)) v.add('default_float', BLANK);
    else if (!DECIMAL.test(String(config.default_float).trim())) v.add('default_float', 'must be decimal or integer');
    if (!blank(attrs.email) && !EMAIL.test(String(attrs.email).trim())) v.add('email', 'is not a valid email');
    if (!v.has('state') && !store.get(C.states, String(attrs.state))) v.add('state', NOT_IN_LIST);
    const code = text(attrs.location_code);
    if (
      !v.has('location_code') &&
      locationsOf(clientId).some(location => location.id !== selfId && same(location.location_code, code ?? ''))
    ) {
      v.add('location_code', TAKEN);
    }
  };

  const locationFields = (attrs: Record<string, unknown>) => ({
    name: text(attrs.name)!,
    location_code: text(attrs.location_code)!,
    email: orNull(attrs.email),
    phone_1: text(attrs.phone_1)!,
    phone_2: orNull(attrs.phone_2),
    address_1: text(attrs.address_1)!,
    address_2: orNull(attrs.address_2),
    city: text(attrs.city)!,
    state: text(attrs.state)!,
    zipcode: text(attrs.zipcode)!,
    locations_config_attributes: {
      default_float: text(((attrs.locations_config_attributes ?? {}) as Record<string, unknown>).default_float)!,
    },
  });

  /**
   * Sorting puts the given records, in the order given, into the positions they already held: one transaction, so a
   * crash leaves the old order or the new one, never a mixture.
   */
  const sortInto = <T extends { id: number; position: number }>(collection: string, records: T[], ids: number[]) => {
    const slots = records.map(record => record.position).sort((a, b) => a - b);
    const byId = new Map(records.map(record => [record.id, record]));
    store.transaction(() =>
      ids.forEach((id, index) => {
        const record = byId.get(id)!;
        if (record.position !== slots[index]) store.put(collection, { ...record, position: slots[index] });
      }),
    );
  };

  const sortIds = (res: Response, schema: z.ZodMiniType, body: unknown, key: string): number[] | undefined => {
    const result = schema.safeParse(body);
    if (!result.success && Object.keys(body ?? {}).some(name => name !== key)) {
      const v = new Validation();
      v.contract(schema, body);
      v.send(res);
      return undefined;
    }
    const ids = result.success ? ((result.data as Record<string, number[]>)[key] ?? []) : [];
    if (!result.success || !ids.length || new Set(ids).size !== ids.length) {
      sendError(res, 422, `${key} must list each id once`);
      return undefined;
    }
    return ids;
  };

  router.put('/locations/sort', (req, res) => {
    const ids = sortIds(res, locationSortSchema, req.body, 'location_ids');
    if (!ids) return;
    const records = ids.map(id => store.get<PosLocationRecord>(C.locations, id));
    if (records.some(record => !record) || new Set(records.map(record => record!.client_id)).size !== 1) {
      return sendError(res, 422, 'location_ids must be locations of one client');
    }
    sortInto(C.locations, records as PosLocationRecord[], ids);
    res.json({ data: { location_ids: locationsOf(records[0]!.client_id).map(location => location.id) } });
  });

  router.post('/locations', (req, res) => {
    const attrs = rootOf(req, res, 'location');
    if (!attrs) return;
    const clientId = numericId(attrs.client_id);
    const v = new Validation();
    if (!clientId || !store.get(C.clients, clientId)) v.add('client_id', 'must exist');
    validateLocation(v, attrs, clientId ?? 0);
    v.contract(locationCreateSchema, req.body);
    if (v.send(res)) return;
    const position = Math.max(0, ...locationsOf(clientId!).map(location => location.position)) + 1;
    const location: PosLocationRecord = {
      id: store.nextId(C.locations),
      client_id: clientId!,
      ...locationFields(attrs),
      position,
    };
    sendVersioned(res, 201, store.put(C.locations, location));
  });

  router.put('/locations/:id', (req, res) => {
    const current = store.get<PosLocationRecord>(C.locations, Number(req.params.id));
    if (!current) return sendError(res, 404, 'Location not found');
    if (!matchesRecord(req, res, current)) return;
    const attrs = rootOf(req, res, 'location');
    if (!attrs) return;
    const v = new Validation();
    validateLocation(v, attrs, current.client_id, current.id);
    v.contract(locationUpdateSchema, req.body);
    if (v.send(res)) return;
    sendVersioned(res, 200, store.put(C.locations, { ...current, ...locationFields(attrs) }));
  });

  // ---- Terminals --------------------------------------------------------------------------------

  router.get('/terminals', (req, res) => {
    const client = requireClient(req, res);
    if (!client) return;
    const locationId =
      req.query.location_id === undefined || req.query.location_id === '' ? undefined : Number(req.query.location_id);
    const names = new Map(locationsOf(client.id).map(location => [location.id, location.name]));
    res.json({
      data: terminalsOf(client.id)
        .filter(terminal => locationId === undefined || terminal.location_id === locationId)
        .map(({ id, name, kiosk_id, location_id }) => ({
          id,
          name,
          kiosk_id,
          location_id,
          location: names.get(location_id) ?? '',
        })),
    });
  });

  router.get('/terminals/new', (req, res) => {
    const client = requireClient(req, res);
    if (!client) return;
    res.json({
      data: { locations: locationOptions(client.id), credit_card_reader_types: lookups().credit_card_reader_types },
    });
  });

  router.get('/terminals/:id/edit', (req, res) => {
    const terminal = store.get<PosTerminalRecord>(C.terminals, Number(req.params.id));
    const clientId = terminal && clientOfLocation(terminal.location_id);
    if (!terminal || !clientId) return sendError(res, 404, 'Terminal not found');
    const { position: _position, ...fields } = terminal;
    sendVersioned(res, 200, terminal, {
      ...fields,
      locations: locationOptions(clientId),
      credit_card_reader_types: lookups().credit_card_reader_types,
    });
  });

  const validateTerminal = (
    v: Validation,
    attrs: Record<string, unknown>,
    clientId: number | undefined,
    selfId?: number,
  ) => {
    v.required(attrs, ['location_id', 'name', 'payment_source', 'kiosk_id']);
    if (
      !v.has('location_id') &&
      (!numericId(attrs.location_id) ||
        (clientId !== undefined && clientOfLocation(Number(attrs.location_id)) !== clientId) ||
        !clientOfLocation(Number(attrs.location_id)))
    ) {
      v.add('location_id', 'must exist');
    }
    const kiosk = text(attrs.kiosk_id);
    if (
      !v.has('kiosk_id') &&
      store.find<PosTerminalRecord>(
        C.terminals,
        terminal => terminal.id !== selfId && same(terminal.kiosk_id, kiosk ?? ''),
      )
    ) {
      v.add('kiosk_id', TAKEN);
    }
    if (!blank(attrs.credit_card_reader_type_id) && !readerTypeExists(attrs.credit_card_reader_type_id))
      v.add('credit_card_reader_type_id', NOT_IN_LIST);
  };

  const terminalFields = (attrs: Record<string, unknown>) => ({
    location_id: Number(attrs.location_id),
    name: text(attrs.name)!,
    payment_source: text(attrs.payment_source)!,
    kiosk_id: text(attrs.kiosk_id)!,
    credit_card_reader_type_id: blank(attrs.credit_card_reader_type_id)
      ? null
      : Number(attrs.credit_card_reader_type_id),
    internal_device_id: orNull(attrs.internal_device_id),
  });

  router.put('/terminals/sort', (req, res) => {
    const ids = sortIds(res, terminalSortSchema, req.body, 'terminal_ids');
    if (!ids) return;
    const records = ids.map(id => store.get<PosTerminalRecord>(C.terminals, id));
    const clients = new Set(records.map(record => record && clientOfLocation(record.location_id)));
    if (records.some(record => !record) || clients.size !== 1)
      return sendError(res, 422, 'terminal_ids must be terminals of one client');
    sortInto(C.terminals, records as PosTerminalRecord[], ids);
    res.json({ data: { terminal_ids: terminalsOf([...clients][0]!).map(terminal => terminal.id) } });
  });

  router.post('/terminals', (req, res) => {
    const attrs = rootOf(req, res, 'terminal');
    if (!attrs) return;
    const v = new Validation();
    validateTerminal(v, attrs, undefined);
    v.contract(terminalCreateSchema, req.body);
    if (v.send(res)) return;
    const clientId = clientOfLocation(Number(attrs.location_id))!;
    const position = Math.max(0, ...terminalsOf(clientId).map(terminal => terminal.position)) + 1;
    const terminal: PosTerminalRecord = { id: store.nextId(C.terminals), ...terminalFields(attrs), position };
    sendVersioned(res, 201, store.put(C.terminals, terminal));
  });

  router.put('/terminals/:id', (req, res) => {
    const current = store.get<PosTerminalRecord>(C.terminals, Number(req.params.id));
    if (!current) return sendError(res, 404, 'Terminal not found');
    if (!matchesRecord(req, res, current)) return;
    const attrs = rootOf(req, res, 'terminal');
    if (!attrs) return;
    const v = new Validation();
    validateTerminal(v, attrs, clientOfLocation(current.location_id), current.id);
    v.contract(terminalUpdateSchema, req.body);
    if (v.send(res)) return;
    sendVersioned(res, 200, store.put(C.terminals, { ...current, ...terminalFields(attrs) }));
  });

  return router;
};
