import {
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
  type RaRecord,
  type UpdateParams,
  type UpdateResult,
} from 'ra-core';
import { ifMatch, refusingStale } from '../conflict';
import { z } from '../zod';
import { parseContract } from '../contract';
import { NETWORK_ERROR, type FieldErrorWords } from '../errors';
import type { HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import {
  agencyEditSchema,
  agencyListItemSchema,
  agencyNewSchema,
  dataOf,
  locationEditSchema,
  locationListItemSchema,
  locationNewSchema,
  posClientEditSchema,
  posClientNewSchema,
  posClientSchema,
  savedSchema,
  terminalEditSchema,
  terminalListItemSchema,
  terminalNewSchema,
  type PosClientRecord,
  type PosDefaults,
  type PosSortable,
} from './contract';
import { terminalListQuery } from './internal/queries';

/**
 * POS (cashiering) API: react-admin's contract for the four resources and their
 * create defaults, one typed method for the rest.
 * | method                           | call                                                      |
 * | getList                          | GET /{resource}?brand={filter.brand}[&location_id={id}]   |
 * | getOne                           | GET /{resource}/{id}/edit (the record with its choice lists) |
 * | getOne posClients (id = brand)   | GET /clients/{brand}, then GET /clients/{brand}/edit (client_id: its number) |
 * | create                           | POST /{resource} {agency|location|terminal: data}; posClients: POST /clients data |
 * | update                           | PUT /{resource}/{data.id} {agency|location|terminal: data}, If-Match: the version read; posClients: PUT /clients/{data.id} data |
 * | posDefaults: getOne({id: brand, meta: {resource}}) | GET /{resource}/new?brand={brand} (the record: id and defaults) |
 * | sortPos(resource, ids)           | PUT /{resource}/sort {location_ids|terminal_ids: ids}     |
 * Failures reject with HttpError; a server's errors list also comes as `body.errors` ({ field: message in words }),
 * which react-admin's forms show at their fields.
 */
/** A record's version: the ETag its read or its last save answered. */
export interface Versioned {
  version?: string;
}
/** A save's meta: the version to overwrite, when the user chose to replace a newer one with theirs. */
export interface PosWriteMeta {
  version?: string;
}
const versionOf = (headers: Headers | undefined) => headers?.get('ETag') ?? undefined;

export interface PosMethods {
  sortPos(resource: PosSortable, ids: number[]): Promise<void>;
}

/** What a new record of `resource` starts from under a client (`posDefaults`' record; its id is the client's brand). */
export type PosDefaultsRecord<R extends keyof PosDefaults = keyof PosDefaults> = PosDefaults[R] & { id: string };

const PATHS = {
  agencies: '/agencies',
  locations: '/locations',
  terminals: '/terminals',
  posClients: '/clients',
} as const;
type PosResource = keyof typeof PATHS;
/** Writes wrap their attributes in the resource's name, except the client's. */
const WRAPPERS: Record<PosResource, string | undefined> = {
  agencies: 'agency',
  locations: 'location',
  terminals: 'terminal',
  posClients: undefined,
};
const LIST_ITEMS = {
  agencies: agencyListItemSchema,
  locations: locationListItemSchema,
  terminals: terminalListItemSchema,
} as const;
const EDITS = { agencies: agencyEditSchema, locations: locationEditSchema, terminals: terminalEditSchema } as const;
const DEFAULTS = {
  agencies: agencyNewSchema,
  locations: locationNewSchema,
  terminals: terminalNewSchema,
  posClients: posClientNewSchema,
} as const;
/**
 * A value another record already has is said in the form's words, naming what holds it ("This kiosk ID is already used
 * by another terminal."); other details are said as the server wrote them, after the field's name.
 */
const TAKEN = 'has already been taken';
const takenKeys = (section: string, fields: string[]) =>
  Object.fromEntries(fields.map(field => [field, { [TAKEN]: `rm.pos.serverErrors.taken.${section}.${field}` }]));
const FIELD_WORDS: Record<PosResource, FieldErrorWords> = {
  posClients: { known: takenKeys('client', ['brand', 'slug']) },
  agencies: { known: takenKeys('agency', ['code', 'slug']) },
  locations: { known: takenKeys('location', ['location_code']) },
  terminals: { known: takenKeys('terminal', ['kiosk_id']) },
};
const SORT_KEYS: Record<PosSortable, string> = { locations: 'location_ids', terminals: 'terminal_ids' };

export const createPosBackend = (apiUrl: string, http: HttpClient): Backend<PosMethods> => {
  const call = (path: string, request: Parameters<HttpClient>[1]) => http(`${apiUrl}${path}`, request);
  /** An answer without its data object is a failed call in the spec's words; what was wrong goes to the console. */
  const dataFrom = <S extends z.core.$ZodType>(schema: S, json: unknown): z.infer<S> => {
    try {
      return (parseContract(dataOf(schema), json, NETWORK_ERROR) as { data: z.infer<S> }).data;
    } catch (error) {
      console.error('POS API answer does not match its contract', json);
      throw error;
    }
  };
  const read = async <S extends z.core.$ZodType>(
    path: string,
    schema: S,
    query?: Record<string, string | number | undefined>,
  ) => {
    const res = await call(path, { query });
    return { data: dataFrom(schema, res.json), version: versionOf(res.headers) };
  };
  const get = async <S extends z.core.$ZodType>(
    path: string,
    schema: S,
    query?: Record<string, string | number | undefined>,
  ) => (await read(path, schema, query)).data;
  const resourcePath = (resource: string) => {
    if (!(resource in PATHS)) throw new Error(`The POS API has no ${resource}`);
    return PATHS[resource as PosResource];
  };
  const wrap = (resource: string, data: unknown) => {
    const key = WRAPPERS[resource as PosResource];
    return key ? { [key]: data } : data;
  };

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const schema = LIST_ITEMS[resource as keyof typeof LIST_ITEMS];
    const query =
      resource === 'terminals'
        ? terminalListQuery(params.filter)
        : { brand: String(params.filter?.brand ?? '') || undefined };
    const data = (await get(resourcePath(resource), z.array(schema), query)) as RaRecord[];
    return { data, total: data.length };
  };
  const getOne = async (resource: string, params: GetOneParams): Promise<GetOneResult> => {
    const id = encodeURIComponent(String(params.id));
    if (resource === 'posClients') {
      // The client comes by brand, which is its record's id (react-admin wants the id it asked for); the lists its form
      // chooses from, once it is known to exist.
      const {
        data: { id: clientId, ...client },
        version,
      } = await read(`/clients/${id}`, posClientSchema);
      const lists = await get(`/clients/${id}/edit`, posClientEditSchema);
      const record: PosClientRecord = {
        ...client,
        id: String(params.id),
        client_id: clientId,
        time_zones: lists.time_zones,
        credit_card_reader_types: lists.credit_card_reader_types,
        version,
      };
      return { data: record };
    }
    const schema = EDITS[resource as keyof typeof EDITS];
    const { data, version } = await read(`${resourcePath(resource)}/${id}/edit`, schema);
    return { data: { ...(data as RaRecord), version } };
  };
  const create = async (resource: string, params: CreateParams): Promise<CreateResult> => {
    const res = await call(resourcePath(resource), {
      method: 'POST',
      body: wrap(resource, params.data),
      fieldWords: FIELD_WORDS[resource as PosResource],
    });
    const saved = dataFrom(savedSchema, res.json);
    return { data: { ...params.data, ...saved, id: saved.id } };
  };
  /**
   * What an update answers is not specified: the record is what was there with what was sent, at
   * the version the server answers. The write names the version it was based on (If-Match: the record's as read, or
   * `meta.version` when the user chose to overwrite a newer one); a server that has a newer version answers 412, and
   * the error carries the record as it is now (`body.current`), so the form can say what changed.
   */
  const update = async (resource: string, params: UpdateParams): Promise<UpdateResult> => {
    const data = params.data as RaRecord;
    const id = data.id ?? params.previousData?.id ?? params.id;
    const basedOn = (params.meta as PosWriteMeta | undefined)?.version ?? (params.previousData as Versioned)?.version;
    const res = await refusingStale(
      () =>
        call(`${resourcePath(resource)}/${encodeURIComponent(String(id))}`, {
          method: 'PUT',
          body: wrap(resource, data),
          headers: ifMatch(basedOn),
          fieldWords: FIELD_WORDS[resource as PosResource],
        }),
      async () => (await getOne(resource, { id: params.id })).data,
    );
    // Its data object is still required: a truncated or empty answer is not a save.
    dataFrom(z.looseObject({}), res.json);
    return {
      data: { ...params.previousData, ...data, id: params.previousData?.id ?? id, version: versionOf(res.headers) },
    };
  };
  const provider = (resource: string): DataProvider => partialProvider(resource, { getList, getOne, create, update });

  return {
    resources: {
      agencies: provider('agencies'),
      locations: provider('locations'),
      terminals: provider('terminals'),
      posClients: provider('posClients'),
      posDefaults: partialProvider('posDefaults', {
        getOne: async (_resource: string, { id, meta }: GetOneParams): Promise<GetOneResult> => {
          const resource = String((meta as { resource?: unknown } | undefined)?.resource);
          if (!(resource in DEFAULTS)) throw new Error(`The POS API has no defaults for ${resource}`);
          const defaults = await get(`${resourcePath(resource)}/new`, DEFAULTS[resource as keyof PosDefaults], {
            brand: String(id),
          });
          const record: PosDefaultsRecord = { ...defaults, id: String(id) };
          return { data: record };
        },
      }),
    },
    methods: {
      sortPos: async (resource, ids) => {
        await call(`${resourcePath(resource)}/sort`, { method: 'PUT', body: { [SORT_KEYS[resource]]: ids } });
      },
    },
  };
};
