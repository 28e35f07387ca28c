import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import * as z from 'zod/mini';
import { parseContract } from '../contract';
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
  updatedSchema,
  terminalEditSchema,
  terminalListItemSchema,
  terminalNewSchema,
  type AgencyCreate,
  type AgencyEdit,
  type AgencyNew,
  type AgencyUpdate,
  type LocationCreate,
  type LocationEdit,
  type LocationNew,
  type LocationUpdate,
  type PosClient,
  type PosClientCreate,
  type PosClientEdit,
  type PosClientNew,
  type PosClientUpdate,
  type Saved,
  type Updated,
  type TerminalCreate,
  type TerminalEdit,
  type TerminalNew,
  type TerminalUpdate,
} from './contract';
import { terminalListQuery } from './internal/queries';

/**
 * POS (cashiering) API, pos-config spec §7. Lists are react-admin resources; the rest are typed methods.
 * | method                         | call                                  |
 * | agencies: getList              | GET /agencies?brand={brand}           |
 * | locations: getList             | GET /locations?brand={brand}          |
 * | terminals: getList             | GET /terminals?brand={brand}[&location_id={id}] |
 * | getPosClient(brand)            | GET /clients/{brand}                  |
 * | getPosClientEdit(brand)        | GET /clients/{brand}/edit             |
 * | getPosClientNew(brand)         | GET /clients/new?brand={brand}        |
 * | createPosClient(client)        | POST /clients {name, brand, slug, …}  |
 * | updatePosClient(client)        | PUT /clients/{id} {id, …}             |
 * | getPosAgencyEdit(id)           | GET /agencies/{id}/edit               |
 * | getPosAgencyNew(brand)         | GET /agencies/new?brand={brand}       |
 * | createPosAgency(agency)        | POST /agencies {agency}               |
 * | updatePosAgency(agency)        | PUT /agencies/{id} {agency}           |
 * | getPosLocationEdit(id)         | GET /locations/{id}/edit              |
 * | getPosLocationNew(brand)       | GET /locations/new?brand={brand}      |
 * | createPosLocation(location)    | POST /locations {location}            |
 * | updatePosLocation(location)    | PUT /locations/{id} {location}        |
 * | sortPosLocations(ids)          | PUT /locations/sort {location_ids}    |
 * | getPosTerminalEdit(id)         | GET /terminals/{id}/edit              |
 * | getPosTerminalNew(brand)       | GET /terminals/new?brand={brand}      |
 * | createPosTerminal(terminal)    | POST /terminals {terminal}            |
 * | updatePosTerminal(terminal)    | PUT /terminals/{id} {terminal}        |
 * | sortPosTerminals(ids)          | PUT /terminals/sort {terminal_ids}    |
 */
export interface PosMethods {
  getPosClient(brand: string): Promise<PosClient>;
  getPosClientEdit(brand: string): Promise<PosClientEdit>;
  getPosClientNew(brand: string): Promise<PosClientNew>;
  createPosClient(client: PosClientCreate): Promise<Saved>;
  updatePosClient(client: PosClientUpdate): Promise<Updated>;
  getPosAgencyEdit(id: number | string): Promise<AgencyEdit>;
  getPosAgencyNew(brand: string): Promise<AgencyNew>;
  createPosAgency(agency: AgencyCreate): Promise<Saved>;
  updatePosAgency(agency: AgencyUpdate): Promise<Updated>;
  getPosLocationEdit(id: number | string): Promise<LocationEdit>;
  getPosLocationNew(brand: string): Promise<LocationNew>;
  createPosLocation(location: LocationCreate): Promise<Saved>;
  updatePosLocation(location: LocationUpdate): Promise<Updated>;
  sortPosLocations(ids: number[]): Promise<void>;
  getPosTerminalEdit(id: number | string): Promise<TerminalEdit>;
  getPosTerminalNew(brand: string): Promise<TerminalNew>;
  createPosTerminal(terminal: TerminalCreate): Promise<Saved>;
  updatePosTerminal(terminal: TerminalUpdate): Promise<Updated>;
  sortPosTerminals(ids: number[]): Promise<void>;
}

const NO_DATA = 'no data object found In Response';

export const createPosBackend = (apiUrl: string, http: HttpClient): Backend<PosMethods> => {
  const get = async <S extends z.core.$ZodType>(path: string, schema: S, query?: Record<string, string | number | undefined>) => {
    const res = await http(`${apiUrl}${path}`, { query });
    return (parseContract(dataOf(schema), res.json, NO_DATA) as { data: z.infer<S> }).data;
  };
  const create = async (path: string, body: unknown): Promise<Saved> => {
    const res = await http(`${apiUrl}${path}`, { method: 'POST', body });
    return parseContract(dataOf(savedSchema), res.json, NO_DATA).data;
  };
  const update = async (path: string, body: unknown): Promise<Updated> => {
    const res = await http(`${apiUrl}${path}`, { method: 'PUT', body });
    return parseContract(dataOf(updatedSchema), res.json, NO_DATA).data;
  };
  const put = async (path: string, body: unknown) => {
    await http(`${apiUrl}${path}`, { method: 'PUT', body });
  };
  const brandPath = (brand: string) => encodeURIComponent(brand);

  const list =
    <S extends z.core.$ZodType>(path: string, schema: S, toQuery: (params: GetListParams) => Record<string, string | number | undefined>) =>
    async (_resource: string, params: GetListParams): Promise<GetListResult> => {
      const data = (await get(path, z.array(schema), toQuery(params))) as RaRecord[];
      return { data, total: data.length };
    };
  const brandQuery = (params: GetListParams) => ({ brand: String(params.filter?.brand ?? '') || undefined });

  return {
    resources: {
      agencies: partialProvider('agencies', { getList: list('/agencies', agencyListItemSchema, brandQuery) }),
      locations: partialProvider('locations', { getList: list('/locations', locationListItemSchema, brandQuery) }),
      terminals: partialProvider('terminals', { getList: list('/terminals', terminalListItemSchema, params => terminalListQuery(params.filter)) }),
    },
    methods: {
      getPosClient: brand => get(`/clients/${brandPath(brand)}`, posClientSchema),
      getPosClientEdit: brand => get(`/clients/${brandPath(brand)}/edit`, posClientEditSchema),
      getPosClientNew: brand => get('/clients/new', posClientNewSchema, { brand }),
      createPosClient: client => create('/clients', client),
      updatePosClient: client => update(`/clients/${client.id}`, client),
      getPosAgencyEdit: id => get(`/agencies/${encodeURIComponent(id)}/edit`, agencyEditSchema),
      getPosAgencyNew: brand => get('/agencies/new', agencyNewSchema, { brand }),
      createPosAgency: agency => create('/agencies', { agency }),
      updatePosAgency: agency => update(`/agencies/${agency.id}`, { agency }),
      getPosLocationEdit: id => get(`/locations/${encodeURIComponent(id)}/edit`, locationEditSchema),
      getPosLocationNew: brand => get('/locations/new', locationNewSchema, { brand }),
      createPosLocation: location => create('/locations', { location }),
      updatePosLocation: location => update(`/locations/${location.id}`, { location }),
      sortPosLocations: ids => put('/locations/sort', { location_ids: ids }),
      getPosTerminalEdit: id => get(`/terminals/${encodeURIComponent(id)}/edit`, terminalEditSchema),
      getPosTerminalNew: brand => get('/terminals/new', terminalNewSchema, { brand }),
      createPosTerminal: terminal => create('/terminals', { terminal }),
      updatePosTerminal: terminal => update(`/terminals/${terminal.id}`, { terminal }),
      sortPosTerminals: ids => put('/terminals/sort', { terminal_ids: ids }),
    },
  };
};
