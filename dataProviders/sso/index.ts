import type { GetListResult, GetOneResult } from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { partialProvider, type Backend } from '../types';
import {
  agenciesResponseSchema,
  clientsResponseSchema,
  myselfResponseSchema,
  type Agency,
  type Client,
  type Myself,
} from './contract';
import { createCustomersBackend } from './customers';
import { createDashboardsProvider } from './dashboard';
import { createUsersBackend, type UsersMethods } from './users';

/** The signed-in user as read in a client, as a record: its id is the client's slug ('' for none). */
export type MyselfRecord = Myself & { id: string };
/** A client as a record: its id is its slug. */
export type ClientRecord = Client & { id: string };
/** An agency the signed-in user administers in a client, as a record: its id is its slug. */
export type ClientAgency = Agency & { id: string };

/**
 * User-management API: the current user, clients and agencies (users, profiles, customers and the dashboard in their
 * own files).
 * | method                                                | call                                            |
 * | myself: getOne({id: slug or ''})                      | GET /myself?client={slug}                       |
 * | clients: getList({filter: {q}})                       | GET /clients (searched and paged here)          |
 * | clientAgencies: getList({filter: {clientSlug, agencies}}) | GET /agencies?client={slug}&agencies[]      |
 */
export type SsoMethods = UsersMethods;

export const createSsoBackend = (apiUrl: string, http: HttpClient): Backend<SsoMethods> => {
  const getClients = async (signal?: AbortSignal): Promise<ClientRecord[]> => {
    const res = await http(`${apiUrl}/clients`, { signal });
    return parseContract(clientsResponseSchema, res.json, 'no data array found In Response').data.map(client => ({
      ...client,
      id: client.slug,
    }));
  };
  const getAgencies = async (filter: Record<string, unknown> | undefined, signal?: AbortSignal) => {
    const clientSlug = String(filter?.clientSlug ?? '') || undefined;
    const agencies = Array.isArray(filter?.agencies) ? filter.agencies.map(String) : undefined;
    const res = await http(`${apiUrl}/agencies`, { query: { client: clientSlug, agencies }, signal });
    return parseContract(agenciesResponseSchema, res.json, 'no data array found In Response').data;
  };
  const users = createUsersBackend(apiUrl, http);
  const customers = createCustomersBackend(apiUrl, http);
  return {
    resources: {
      // Read by the authProvider only (getIdentity, one current user per load), never by a page's hook.
      myself: partialProvider('myself', {
        getOne: async (_resource, { id, signal }): Promise<GetOneResult> => {
          const res = await http(`${apiUrl}/myself`, { query: { client: String(id) || undefined }, signal });
          const myself = parseContract(myselfResponseSchema, res.json, 'no data object found In Response').data;
          const record: MyselfRecord = { ...myself, id: String(id) };
          return { data: record };
        },
      }),
      clients: partialProvider('clients', {
        getList: async (_resource, params): Promise<GetListResult> => {
          const q = String(params.filter?.q ?? '').toLowerCase();
          const all = (await getClients(params.signal)).filter(
            client => !q || client.brand.toLowerCase().includes(q) || client.slug.includes(q),
          );
          const { page = 1, perPage = all.length || 1 } = params.pagination ?? {};
          return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
        },
      }),
      clientAgencies: partialProvider('clientAgencies', {
        getList: async (_resource, params): Promise<GetListResult> => {
          const agencies = await getAgencies(params.filter, params.signal);
          const data: ClientAgency[] = agencies.map(agency => ({ ...agency, id: agency.slug }));
          return { data, total: data.length };
        },
      }),
      dashboards: createDashboardsProvider(apiUrl, http),
      ...users.resources,
      ...customers.resources,
    },
    methods: users.methods,
  };
};
