import type { HttpClient } from '../http';
import { createDashboardsProvider } from './dashboard';

describe('dashboards: getOne', () => {
  it('sends the client brand and agency names and returns the url', async () => {
    const calls: unknown[] = [];
    const http = (async (url: string, request?: { query?: unknown }) => {
      calls.push([url, request?.query]);
      return { status: 200, headers: new Headers(), json: { url: 'https://dash.test/embed/1' } };
    }) as HttpClient;
    await expect(
      createDashboardsProvider('https://sso.test', http).getOne('dashboards', {
        id: 'Springfield',
        meta: { agencyNames: ['Water Utilities'] },
      }),
    ).resolves.toEqual({ data: { id: 'Springfield', url: 'https://dash.test/embed/1' } });
    expect(calls).toEqual([
      ['https://sso.test/periscope_dashboard', { client: 'Springfield', agencies: ['Water Utilities'] }],
    ]);
  });

  it('rejects a body without a url with the spec message', async () => {
    const http = (async () => ({ status: 200, headers: new Headers(), json: {} })) as HttpClient;
    await expect(createDashboardsProvider('https://sso.test', http).getOne('dashboards', { id: 'S' })).rejects.toThrow(
      'no data found in response',
    );
  });
});
