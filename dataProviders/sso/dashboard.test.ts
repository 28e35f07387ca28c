import type { HttpClient } from '../http';
import { createDashboardMethods } from './dashboard';

describe('getDashboardUrl', () => {
  it('sends the client brand and agency names and returns the url', async () => {
    const calls: unknown[] = [];
    const http = (async (url: string, request?: { query?: unknown }) => {
      calls.push([url, request?.query]);
      return { status: 200, headers: new Headers(), json: { url: 'https://dash.test/embed/1' } };
    }) as HttpClient;
    await expect(
      createDashboardMethods('https://sso.test', http).getDashboardUrl({
        clientBrand: 'Springfield',
        agencyNames: ['Water Utilities'],
      }),
    ).resolves.toBe('https://dash.test/embed/1');
    expect(calls).toEqual([
      ['https://sso.test/periscope_dashboard', { client: 'Springfield', agencies: ['Water Utilities'] }],
    ]);
  });

  it('rejects a body without a url with the spec message', async () => {
    const http = (async () => ({ status: 200, headers: new Headers(), json: {} })) as HttpClient;
    await expect(
      createDashboardMethods('https://sso.test', http).getDashboardUrl({ clientBrand: 'S', agencyNames: [] }),
    ).rejects.toThrow('no data found in response');
  });
});
