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
import { createDashboardMethods, type DashboardMethods } from './dashboard';
import { createUsersBackend, type UsersMethods } from './users';

/**
 * User-management API: the current user, clients and agencies (users, profiles and customers in their own files).
 * | method                  | call                                   |
 * | getMyself(clientSlug?)  | GET /myself?client={slug}              |
 * | getClients()            | GET /clients                           |
 * | getAgencies(clientSlug) | GET /agencies?client={slug}&agencies[] |
 * | clients: getList        | GET /clients (sorted and paged here)   |
 */
export interface SsoCoreMethods {
  getMyself(clientSlug?: string | null): Promise<Myself>;
  getClients(): Promise<Client[]>;
  getAgencies(clientSlug?: string | null, agencies?: string[]): Promise<Agency[]>;
}

export type SsoMethods = SsoCoreMethods & UsersMethods & DashboardMethods;

export const createSsoBackend = (apiUrl: string, http: HttpClient): Backend<SsoMethods> => {
  const core: SsoCoreMethods = {
    async getMyself(clientSlug) {
      const res = await http(`${apiUrl}/myself`, { query: { client: clientSlug ?? undefined } });
      return parseContract(myselfResponseSchema, res.json, 'no data object found In Response').data;
    },
    async getClients() {
      const res = await http(`${apiUrl}/clients`);
      return parseContract(clientsResponseSchema, res.json, 'no data array found In Response').data;
    },
    async getAgencies(clientSlug, agencies) {
      const res = await http(`${apiUrl}/agencies`, { query: { client: clientSlug ?? undefined, agencies } });
      return parseContract(agenciesResponseSchema, res.json, 'no data array found In Response').data;
    },
  };
  const users = createUsersBackend(apiUrl, http);
  const customers = createCustomersBackend(apiUrl, http);
  return {
    resources: {
      clients: partialProvider('clients', {
        getList: async (_resource, params) => {
          const q = String(params.filter?.q ?? '').toLowerCase();
          const all = (await core.getClients())
            .map(client => ({ ...client, id: client.slug }))
            .filter(client => !q || client.brand.toLowerCase().includes(q) || client.slug.includes(q));
          const { page = 1, perPage = all.length || 1 } = params.pagination ?? {};
          return { data: all.slice((page - 1) * perPage, page * perPage) as never[], total: all.length };
        },
      }),
      ...users.resources,
      ...customers.resources,
    },
    methods: { ...core, ...users.methods, ...customers.methods, ...createDashboardMethods(apiUrl, http) },
  };
};
