import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { renderWithAdmin, testAuthProvider, testUser } from '../test/render';
import type { AppDataProvider } from '../../dataProviders';
import { createAppQueryClient } from '../lib/queryRetry';
import { prefetchPage, usePagePrefetch } from './usePagePrefetch';

/** What the prefetch asked of the data provider on a cold load of `pathname`, once it has decided. */
const run = async (user: CurrentUser, client: SelectedClient | null, pathname: string) => {
  const getUsersPage = vi.fn(async () => ({ users: [], cursor: null }));
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  const dataProvider = { getList, getUsersPage } as unknown as AppDataProvider;
  await prefetchPage(createAppQueryClient(), dataProvider, testAuthProvider(user), { user, client }, { pathname, search: '' });
  // The users page's prefetch goes on once its (already loaded) query module is imported again: as long as this takes.
  await import('../../resources/users/useUsersData');
  await Promise.resolve();
  return [...getUsersPage.mock.calls, ...getList.mock.calls];
};

const Prefetch = ({ user, pathname }: { user: CurrentUser; pathname: string }) => {
  const prefetch = usePagePrefetch();
  useEffect(() => prefetch({ user, client: user.client }, { pathname, search: '' }), [prefetch, user, pathname]);
  return <p>prefetched</p>;
};

const clientAdmin = testUser({ role: 'CLIENT_ADMIN', permissions: ['LIST_ADMINISTERED_USERS'] });

describe('usePagePrefetch', () => {
  // The users page's prefetch imports its query with the page's code: here, already loaded.
  beforeAll(async () => {
    await import('../../resources/users/useUsersData');
  });

  it('asks for the first page of users on /settings for a user who may list them', async () => {
    expect(await run(clientAdmin, clientAdmin.client, '/settings')).toEqual([[expect.objectContaining({ clientSlug: 'springfield', cursor: null })]]);
  });

  it('asks for nothing for a user without the permission, an admin without a client, or a page without a prefetch', async () => {
    const supervisor = testUser();
    expect(await run(supervisor, supervisor.client, '/settings')).toEqual([]);
    const admin = testUser({ isAdmin: true, role: 'CB_ADMIN', client: null, permissions: ['LIST_ADMINISTERED_USERS'] });
    expect(await run(admin, null, '/settings')).toEqual([]);
    expect(await run(clientAdmin, clientAdmin.client, '/payments')).toEqual([]);
    expect(await run(clientAdmin, clientAdmin.client, '/dashboard')).toEqual([]);
  });

  it("asks with the app's cache, data provider and authProvider when the layout calls it", async () => {
    const getUsersPage = vi.fn(async () => ({ users: [], cursor: null }));
    renderWithAdmin(<Prefetch user={clientAdmin} pathname="/settings" />, { user: clientAdmin, dataProvider: { getUsersPage } });
    await screen.findByText('prefetched');
    await vi.waitFor(() => expect(getUsersPage).toHaveBeenCalledTimes(1));
  });

  it('asks once per start of the app: the provider asking after start-up did does not ask again', async () => {
    const queryClient = createAppQueryClient();
    const getUsersPage = vi.fn(async () => ({ users: [], cursor: null }));
    const dataProvider = { getUsersPage } as unknown as AppDataProvider;
    const authProvider = testAuthProvider(clientAdmin);
    void prefetchPage(queryClient, dataProvider, authProvider, { user: clientAdmin, client: clientAdmin.client }, { pathname: '/settings', search: '' });
    void prefetchPage(queryClient, dataProvider, authProvider, { user: clientAdmin, client: clientAdmin.client }, { pathname: '/settings', search: '' });
    // Both imports resolve together: had the second asked too, the count would go from 0 to 2 at once.
    await vi.waitFor(() => expect(getUsersPage).toHaveBeenCalledTimes(1));
    void prefetchPage(createAppQueryClient(), dataProvider, authProvider, { user: clientAdmin, client: clientAdmin.client }, { pathname: '/settings', search: '' });
    await vi.waitFor(() => expect(getUsersPage).toHaveBeenCalledTimes(2));
  });
});
