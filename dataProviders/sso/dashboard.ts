import type { GetOneParams, GetOneResult } from 'ra-core';
import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { partialProvider } from '../types';
import { dashboardUrlResponseSchema } from './dashboardContract';

/** The embedded analytics dashboard of a client: its record's id is the client's brand. */
export interface Dashboard {
  id: string;
  url: string;
}

/**
 * The embedded analytics dashboard's address.
 * | method                                              | call                                                       |
 * | dashboards: getOne({id: brand, meta: {agencyNames}}) | GET /periscope_dashboard?agencies[]={name}&client={brand} |
 */
export const createDashboardsProvider = (apiUrl: string, http: HttpClient) =>
  partialProvider('dashboards', {
    getOne: async (_resource: string, { id, meta, signal }: GetOneParams): Promise<GetOneResult> => {
      const agencyNames = ((meta ?? {}) as { agencyNames?: string[] }).agencyNames ?? [];
      const res = await http(`${apiUrl}/periscope_dashboard`, {
        query: { client: String(id), agencies: agencyNames },
        signal,
      });
      const dashboard: Dashboard = {
        id: String(id),
        url: parseContract(dashboardUrlResponseSchema, res.json, 'no data found in response').url,
      };
      return { data: dashboard };
    },
  });
