import { parseContract } from '../contract';
import type { HttpClient } from '../http';
import { dashboardUrlResponseSchema } from './dashboardContract';

/**
 * The embedded analytics dashboard's address.
 * | method                                | call                                                   |
 * | getDashboardUrl({client, agencies})   | GET /periscope_dashboard?agencies[]={name}&client={brand} |
 */
export interface DashboardMethods {
  getDashboardUrl(params: { clientBrand: string; agencyNames: string[] }, signal?: AbortSignal): Promise<string>;
}

export const createDashboardMethods = (apiUrl: string, http: HttpClient): DashboardMethods => ({
  async getDashboardUrl({ clientBrand, agencyNames }, signal) {
    const res = await http(`${apiUrl}/periscope_dashboard`, {
      query: { client: clientBrand, agencies: agencyNames },
      signal,
    });
    return parseContract(dashboardUrlResponseSchema, res.json, 'no data found in response').url;
  },
});
