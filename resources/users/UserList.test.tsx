import { QueryClient } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { User, UsersPage } from '../../dataProviders/sso/usersContract';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { UserList } from './UserList';

configure({ asyncUtilTimeout: 5000 });

const person = (id: string, firstName: string, lastName: string, overrides: Partial<User> = {}): User => ({
  id,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@springfield.example.com`.toLowerCase(),
  role: 'SUPERVISOR',
  posRole: 'CASHIER',
  access: [],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [{ slug: 'water', name: 'Water Utilities' }],
  credentialsProvider: 'OKTA',
  status: 'ACTIVE',
  providerStatus: 'ACTIVE',
  isActive: true,
  timezone: 'America/Chicago',
  ...overrides,
});

const admin = testUser({
  id: 'me',
  role: 'CLIENT_ADMIN',
  permissions: ['LIST_ADMINISTERED_USERS', 'GRANT_AGENCY_MEMBERSHIP_TO_USER', 'ACTIVATE_USER', 'DEACTIVATE_USER'],
});

const PAGES: Record<string, UsersPage> = {
  '': { users: [person('1', 'Zed', 'Young'), person('me', 'Carla', 'Mendes')], cursor: 'c2' },
  c2: { users: [person('3', 'Ann', 'Adams', { agencies: [], providerStatus: 'DEPROVISIONED', status: 'DEACTIVATED', isActive: false })], cursor: 'c3' },
  c3: { users: [person('4', 'Bea', 'Brown', { agencies: ['a', 'b', 'c', 'd'].map(slug => ({ slug, name: `Agency ${slug}` })) })], cursor: null },
};

const provider = (getUsersPage: (params: { cursor?: string | null; signal?: AbortSignal }) => Promise<UsersPage>) => ({
  getUsersPage: vi.fn(getUsersPage),
  getRoleCombinations: vi.fn(async () => ({})),
  getAgencies: vi.fn(async () => [
    { slug: 'water', name: 'Water Utilities' },
    { slug: 'parks', name: 'Parks & Recreation' },
  ]),
  getClientSettings: vi.fn(async () => ({ customerManagementEnabled: true, pointOfSale: { enabled: true }, obligations: [], meta: {} })),
});

/** Where the app is: the list stays on screen, a click on a row or a link only moves the location. */
const Location = () => <p data-testid="location">{useLocation().pathname}</p>;

const renderList = (dataProvider: ReturnType<typeof provider>, user = admin, queryClient?: QueryClient) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <UserList />
      <Location />
    </CurrentUserProvider>,
    { user, dataProvider, path: '/settings', queryClient },
  );

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(row => within(row).getAllByRole('cell')[0].textContent);

const headerCell = (text: string) => screen.getAllByRole('columnheader').find(cell => cell.textContent === text)!;

describe('UserList', () => {
  it('follows the cursor until it is empty and shows every user, Last, First ascending', async () => {
    const dataProvider = provider(async ({ cursor }) => PAGES[cursor ?? '']);
    renderList(dataProvider);
    expect(await screen.findByRole('button', { name: 'Download 4 User(s)' })).toBeEnabled();
    expect(dataProvider.getUsersPage.mock.calls.map(([params]) => params.cursor)).toEqual([null, 'c2', 'c3']);
    expect(dataProvider.getUsersPage.mock.calls[0][0]).toMatchObject({ clientSlug: 'springfield' });
    // The table renders from a deferred copy of the list: it follows the toolbar's count by a render.
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    expect(screen.getByRole('columnheader', { name: /Cashiering Role/ })).toBeVisible();
    expect(screen.getByText('No agencies')).toBeVisible();
    expect(screen.getByText('Deactivated')).toBeVisible();
    const zed = screen.getAllByRole('row')[4];
    expect(within(zed).getAllByRole('cell').map(cell => cell.textContent)).toEqual([
      'Young, Zed',
      'zed.young@springfield.example.com',
      'Water Utilities',
      'Supervisor',
      'Cashier',
      'Active',
    ]);
  });

  it('shows the first page before the rest arrives, with a progress indicator', async () => {
    let release: () => void = () => undefined;
    const dataProvider = provider(({ cursor }) =>
      cursor ? new Promise<UsersPage>(resolve => (release = () => resolve({ users: [person('9', 'Late', 'Comer')], cursor: null }))) : Promise.resolve(PAGES['']),
    );
    renderList(dataProvider);
    // Shown 1 s after the first page while the rest is slow to come (FIRST_ROWS).
    expect(await screen.findByRole('link', { name: 'Young, Zed' }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download 2 User(s)' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'Comer, Late' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('never says there are no users while the first pages arrive', async () => {
    let releaseFirst: () => void = () => undefined;
    const dataProvider = provider(({ cursor }) =>
      cursor ? new Promise<UsersPage>(() => undefined) : new Promise<UsersPage>(resolve => (releaseFirst = () => resolve(PAGES['']))),
    );
    renderList(dataProvider);
    await waitFor(() => expect(dataProvider.getUsersPage).toHaveBeenCalledTimes(1));
    await act(async () => releaseFirst());
    expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Young, Zed' }, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
  });

  it('keeps what arrived when a page fails, and retries from the last cursor', async () => {
    let failing = true;
    const dataProvider = provider(async ({ cursor }) => {
      if (cursor === 'c2' && failing) throw new Error('Network error');
      return PAGES[cursor ?? ''];
    });
    renderList(dataProvider);
    expect(await screen.findByText('Some users could not be loaded: Network error')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Young, Zed' })).toBeVisible();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download 4 User(s)' })).toBeEnabled();
    expect(dataProvider.getUsersPage.mock.calls.map(([params]) => params.cursor)).toEqual([null, 'c2', 'c2', 'c3']);
  });

  it('cancels the page in flight and asks for no more when the page is left', async () => {
    let signal: AbortSignal | undefined;
    const dataProvider = provider(({ cursor, signal: given }) => {
      if (!cursor) return Promise.resolve(PAGES['']);
      signal = given;
      return new Promise<UsersPage>(() => undefined);
    });
    const { unmount } = renderList(dataProvider);
    await waitFor(() => expect(dataProvider.getUsersPage).toHaveBeenCalledTimes(2));
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(dataProvider.getUsersPage).toHaveBeenCalledTimes(2);
  });

  it('searches by name or email, filters by agency and toggles the sort', async () => {
    renderList(provider(async ({ cursor }) => PAGES[cursor ?? '']));
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    fireEvent.click(await screen.findByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(rowNames()).toEqual(['Young, Zed', 'Mendes, Carla', 'Brown, Bea', 'Adams, Ann']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), { target: { value: 'CARLA.M' } });
    await waitFor(() => expect(rowNames()).toEqual(['Mendes, Carla']));
    expect(screen.getByRole('button', { name: 'Download 1 User(s)' })).toBeEnabled();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No Results Found')).toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), { target: { value: '' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agency b' }));
    await waitFor(() => expect(rowNames()).toEqual(['Brown, Bea']));
  });

  it('expands a long agency list with More and folds it with Less', async () => {
    renderList(provider(async ({ cursor }) => PAGES[cursor ?? '']));
    const more = await screen.findByRole('button', { name: 'More agencies of Bea Brown (4 in all)' });
    expect(screen.queryByText(/Agency d/)).not.toBeInTheDocument();
    fireEvent.click(more);
    expect(screen.getByText('Agency a, Agency b, Agency c, Agency d')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Less agencies of Bea Brown' }));
    expect(screen.queryByText(/Agency d/)).not.toBeInTheDocument();
  });

  it('opens the profile from the current user’s row and the edit page from others', async () => {
    renderList(provider(async ({ cursor }) => PAGES[cursor ?? '']));
    expect(await screen.findByRole('link', { name: 'Mendes, Carla' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Young, Zed' })).toHaveAttribute('href', '/settings/users/1');
    expect(screen.getByRole('link', { name: 'Add new user' })).toHaveAttribute('href', '/settings/users/new');
  });

  it('leaves the Cashiering Role column out when point of sale is off', async () => {
    const dataProvider = provider(async ({ cursor }) => PAGES[cursor ?? '']);
    dataProvider.getClientSettings.mockResolvedValue({ customerManagementEnabled: false, pointOfSale: { enabled: false }, obligations: [], meta: {} });
    renderList(dataProvider);
    expect(await screen.findByRole('button', { name: 'Download 4 User(s)' })).toBeEnabled();
    expect(await screen.findByRole('columnheader', { name: /Revenue Management Role/ })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /Cashiering Role/ })).not.toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    expect(within(screen.getAllByRole('row')[4]).getAllByRole('cell').map(cell => cell.textContent)).toEqual([
      'Young, Zed',
      'zed.young@springfield.example.com',
      'Water Utilities',
      'Supervisor',
      'Active',
    ]);
    expect(screen.queryByText('Cashier')).not.toBeInTheDocument();
  });

  it('sorts by a click or the keyboard on a column header, which says how the rows are sorted', async () => {
    const user = userEvent.setup();
    renderList(provider(async ({ cursor }) => PAGES[cursor ?? '']));
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    const table = screen.getByRole('table', { name: 'Users' });
    expect(screen.getAllByRole('columnheader').map(cell => cell.textContent)).toEqual([
      'Name',
      'Email Address',
      'Agencies',
      'Revenue Management Role',
      'Cashiering Role',
      'Status',
    ]);
    // Each sortable column's button says what a click does: the sorted column toggles, another sorts ascending.
    const [header] = within(table).getAllByRole('rowgroup');
    expect(within(header).getAllByRole('button').map(button => button.getAttribute('aria-label'))).toEqual([
      'Sort by name descending',
      'Sort by email Address ascending',
      'Sort by revenue Management Role ascending',
      'Sort by cashiering Role ascending',
      'Sort by status ascending',
    ]);
    expect(within(headerCell('Agencies')).queryByRole('button')).not.toBeInTheDocument();
    expect(headerCell('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerCell('Status')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Sort by name descending' }));
    await waitFor(() => expect(rowNames()).toEqual(['Young, Zed', 'Mendes, Carla', 'Brown, Bea', 'Adams, Ann']));
    expect(headerCell('Name')).toHaveAttribute('aria-sort', 'descending');

    // Another column, chosen from the keyboard, sorts ascending first (ties by name): Active, then Deactivated.
    screen.getByRole('button', { name: 'Sort by status ascending' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Brown, Bea', 'Mendes, Carla', 'Young, Zed', 'Adams, Ann']));
    expect(headerCell('Status')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerCell('Name')).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('button', { name: 'Sort by status descending' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    expect(headerCell('Status')).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens a user from anywhere in the row or from the name’s link, but not from More', async () => {
    const user = userEvent.setup();
    renderList(provider(async ({ cursor }) => PAGES[cursor ?? '']));
    const zed = await screen.findByRole('link', { name: 'Young, Zed' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
    await user.click(screen.getByRole('button', { name: 'More agencies of Bea Brown (4 in all)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
    await user.click(screen.getByText('zed.young@springfield.example.com'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/users\/1$/);
    await user.click(within(screen.getByRole('link', { name: 'Mendes, Carla' }).closest('tr')!).getByText('Active'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    await user.click(zed);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/users\/1$/);
  });

  it('shows the column headers while the first page is on its way, and placeholder rows under them once it is slow (a second)', async () => {
    const dataProvider = provider(() => new Promise<UsersPage>(() => undefined));
    renderList(dataProvider);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(await screen.findAllByTestId('skeleton-row', {}, { timeout: 3000 })).toHaveLength(10);
    expect(within(screen.getAllByTestId('skeleton-row')[0]).getAllByRole('cell')).toHaveLength(6);
    expect(screen.getByRole('columnheader', { name: /Email Address/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /,/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
  });

  it('says the organisation has no users, or that none matches the search, in place of the table', async () => {
    const dataProvider = provider(async () => ({ users: [], cursor: null }));
    const { unmount } = renderList(dataProvider);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.getByText('This organization has no users yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderList(provider(async ({ cursor }) => PAGES[cursor ?? '']));
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), { target: { value: 'nobody' } });
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.getByText('No users match your search. Try another name, email address or agency.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a role without the list permission that there is nothing to see, without calling', async () => {
    const dataProvider = provider(async () => PAGES['']);
    renderList(dataProvider, testUser());
    expect(await screen.findByText('Nothing to See Here')).toBeVisible();
    expect(screen.getByText("Your role doesn't allow you to see the user list.")).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add new user' })).not.toBeInTheDocument();
    expect(dataProvider.getUsersPage).not.toHaveBeenCalled();
  });
});
