import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { renderWithAdmin, testUser } from '../test/render';
import type { AppDataProvider } from '../../dataProviders';
import { createAppQueryClient } from '../lib/queryRetry';
import { prefetchPage, usePagePrefetch } from './usePagePrefetch';

const Prefetch = ({ user, client, pathname }: { user: CurrentUser; client: SelectedClient | null; pathname: string }) => {
  const prefetch = usePagePrefetch();
  useEffect(() => prefetch({ user, client }, { pathname, search: '' }), [prefetch, user, client, pathname]);
  return <p>prefetched</p>;
};

/** What the prefetch asked of the data provider on a cold load of `pathname`. */
const run = async (user: CurrentUser, client: SelectedClient | null, pathname: string) => {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  const view = renderWithAdmin(<Prefetch user={user} client={client} pathname={pathname} />, { dataProvider: { getList: getList as never } });
  await screen.findByText('prefetched');
  view.unmount();
  return getList.mock.calls;
};

const admin = testUser({ isAdmin: true, role: 'CB_ADMIN' });

describe('usePagePrefetch', () => {
  it('asks for the agencies of the client on /pos-config/agencies for a user who may list them', async () => {
    expect(await run(admin, admin.client, '/pos-config/agencies')).toEqual([['agencies', expect.objectContaining({ filter: { brand: admin.client!.brand } })]]);
  });

  it('asks for nothing for a user without the permission, an admin without a client, or a page without a prefetch', async () => {
    const supervisor = testUser();
    expect(await run(supervisor, supervisor.client, '/pos-config/agencies')).toEqual([]);
    expect(await run(admin, null, '/pos-config/agencies')).toEqual([]);
    expect(await run(admin, admin.client, '/payments')).toEqual([]);
    expect(await run(admin, admin.client, '/dashboard')).toEqual([]);
  });

  it('asks once per start of the app: the provider asking after start-up did does not ask again', async () => {
    const queryClient = createAppQueryClient();
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const dataProvider = { getList } as unknown as AppDataProvider;
    prefetchPage(queryClient, dataProvider, { user: admin, client: admin.client }, { pathname: '/pos-config/agencies', search: '' });
    prefetchPage(queryClient, dataProvider, { user: admin, client: admin.client }, { pathname: '/pos-config/agencies', search: '' });
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    prefetchPage(createAppQueryClient(), dataProvider, { user: admin, client: admin.client }, { pathname: '/pos-config/agencies', search: '' });
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });
});
