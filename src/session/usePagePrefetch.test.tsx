import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { SelectedClient } from '../auth/clientSelection';
import type { CurrentUser } from '../auth/currentUser';
import { renderWithAdmin, testUser } from '../test/render';
import { usePagePrefetch } from './usePagePrefetch';

const BOOKMARK = `?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction' }))}`;

const Prefetch = ({ user, client, pathname, search }: { user: CurrentUser; client: SelectedClient | null; pathname: string; search: string }) => {
  const prefetch = usePagePrefetch();
  useEffect(() => prefetch({ user, client }, { pathname, search }), [prefetch, user, client, pathname, search]);
  return <p>prefetched</p>;
};

const run = async (user: CurrentUser, client: SelectedClient | null, pathname: string, search = BOOKMARK) => {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  const getUsersPage = vi.fn(async () => ({ users: [], cursor: null }));
  const view = renderWithAdmin(<Prefetch user={user} client={client} pathname={pathname} search={search} />, { dataProvider: { getList: getList as never, getUsersPage } });
  await screen.findByText('prefetched');
  view.unmount();
  return pathname === '/settings' ? getUsersPage : getList;
};

describe('usePagePrefetch', () => {
  it("asks for the opened page's first answer when the user may open it", async () => {
    const user = testUser();
    const getList = await run(user, user.client, '/payments');
    expect(getList).toHaveBeenCalledWith('payments', expect.objectContaining({ filter: { dateFilter: 'transaction' }, meta: { client: 'springfield', timezone: 'America/Chicago' } }));
  });

  it('asks for the first page of users on /settings for a user who may list them, and only then', async () => {
    const clientAdmin = testUser({ role: 'CLIENT_ADMIN', permissions: ['LIST_ADMINISTERED_USERS'] });
    expect(await run(clientAdmin, clientAdmin.client, '/settings', '')).toHaveBeenCalledWith(expect.objectContaining({ clientSlug: 'springfield', cursor: null }));
    const supervisor = testUser();
    expect(await run(supervisor, supervisor.client, '/settings', '')).not.toHaveBeenCalled();
  });

  it('asks for nothing for a user without the permission, an admin without a client, or a page without a prefetch', async () => {
    const noSearch = testUser({ permissions: ['VIEW_DASHBOARD'] });
    expect(await run(noSearch, noSearch.client, '/payments')).not.toHaveBeenCalled();
    const admin = testUser({ isAdmin: true, role: 'CB_ADMIN', client: null });
    expect(await run(admin, null, '/payments')).not.toHaveBeenCalled();
    const user = testUser();
    expect(await run(user, user.client, '/dashboard')).not.toHaveBeenCalled();
  });
});
