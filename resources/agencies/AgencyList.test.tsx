import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProviders';
import { renderPosPage } from '../../src/layout/posConfig/testing';
import { testUser } from '../../src/test/render';
import { AgencyList } from './AgencyList';
import { agencies } from './index';
import { agencyListParams } from './listParams';

const rows = [
  { id: 'a1', description: 'Water Department', slug: 'water' },
  { id: 'a2', description: 'Parks and Recreation', slug: 'parks' },
];

describe('AgencyList', () => {
  it("shows the brand's agencies with a link to each one's edit page", async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderPosPage({ '/pos-config/agencies': <AgencyList /> }, '/pos-config/agencies', { getList });
    expect(await screen.findByRole('link', { name: 'Water Department' })).toHaveAttribute('href', '/pos-config/agencies/a1/edit');
    expect(getList).toHaveBeenCalledWith('agencies', expect.objectContaining(agencyListParams('Springfield')));
  });

  it('on a cold load, the agencies asked for at start-up are the ones the page shows: asked for once', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const queryClient = new QueryClient();
    const user = testUser({ isAdmin: true, role: 'CB_ADMIN' });
    const route = agencies.routes.find(candidate => candidate.path === '/pos-config/agencies')!;
    route.prefetch!({ queryClient, dataProvider: { getList } as unknown as AppDataProvider, user, client: user.client, search: '' });
    expect(getList).toHaveBeenCalledTimes(1);
    renderPosPage({ '/pos-config/agencies': <AgencyList /> }, '/pos-config/agencies', { getList }, queryClient);
    expect(await screen.findByRole('link', { name: 'Parks and Recreation' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
