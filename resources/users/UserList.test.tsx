import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { User } from '../../dataProviders/sso/usersContract';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { UserList } from './UserList';

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

/** How often each user's status cell has been drawn: a row drawn again draws it again. */
const statusDrawn = vi.hoisted(() => new Map<string, number>());
vi.mock('./UserStatusPill', async importOriginal => {
  const { UserStatusPill } = await importOriginal<typeof import('./UserStatusPill')>();
  return {
    UserStatusPill: (props: { user: User }) => {
      statusDrawn.set(props.user.id, (statusDrawn.get(props.user.id) ?? 0) + 1);
      return <UserStatusPill {...props} />;
    },
  };
});

const young = person('1', 'Zed', 'Young');
const mendes = person('me', 'Carla', 'Mendes');
const adams = person('3', 'Ann', 'Adams', {
  agencies: [],
  providerStatus: 'DEPROVISIONED',
  status: 'DEACTIVATED',
  isActive: false,
});
const brown = person('4', 'Bea', 'Brown', {
  agencies: ['a', 'b', 'c', 'd'].map(slug => ({ slug, name: `Agency ${slug}` })),
});

/** The API's pages, in order; each sorts after the one before, so the rows shown first are where the full order has them. */
const PAGES: User[][] = [[adams, brown], [mendes], [young]];

type ListParams = {
  pagination: { page: number; perPage: number };
  filter: { clientSlug?: string };
  signal?: AbortSignal;
};
type ListAnswer = { data: User[]; pageInfo: { hasNextPage: boolean } };

/** users: getList answering page `page` of PAGES. */
const pageOf = async ({ pagination: { page } }: ListParams): Promise<ListAnswer> => ({
  data: PAGES[page - 1],
  pageInfo: { hasNextPage: page < PAGES.length },
});

const provider = (getList: (params: ListParams) => Promise<ListAnswer>) => ({
  supportAbortSignal: true,
  getList: vi.fn((_resource: string, params: ListParams) => getList(params)),
  getRoleCombinations: vi.fn(async () => ({})),
  getAgencies: vi.fn(async () => [
    { slug: 'water', name: 'Water Utilities' },
    { slug: 'parks', name: 'Parks & Recreation' },
  ]),
  clientSettings: vi.fn(async () => ({
    customerManagementEnabled: true,
    pointOfSale: { enabled: true },
    obligations: [],
    meta: {},
  })),
});

const pagesAsked = (dataProvider: ReturnType<typeof provider>) =>
  dataProvider.getList.mock.calls.map(([, params]) => params.pagination.page);

/** Where the app is: the list stays on screen, a click on a row or a link only moves the location. */
const Location = () => <p data-testid="location">{useLocation().pathname}</p>;

/** The provider as the list reads it: users: getList from the fake, the role combinations and agencies beside. */
const withLookups = (dataProvider: ReturnType<typeof provider>) => ({
  ...dataProvider,
  getList: async (resource: string, params: ListParams) => {
    if (resource !== 'clientAgencies') return dataProvider.getList(resource, params);
    const data = (await dataProvider.getAgencies()).map(agency => ({ ...agency, id: agency.slug }));
    return { data, total: data.length };
  },
  getOne: async (_resource: string, { id }: { id: string }) => ({
    data: { id, combinations: await dataProvider.getRoleCombinations() },
  }),
});

const renderList = (dataProvider: ReturnType<typeof provider>, user = admin) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <UserList />
      <Location />
    </CurrentUserProvider>,
    {
      user,
      dataProvider: withLookups(dataProvider) as never,
      path: '/settings',
      clientSettings: dataProvider.clientSettings,
    },
  );

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(row => within(row).getAllByRole('cell')[0].textContent);

const headerCell = (text: string) => screen.getAllByRole('columnheader').find(cell => cell.textContent === text)!;

describe('UserList', () => {
  it('asks for every page in turn and shows every user, Last, First ascending', async () => {
    const dataProvider = provider(pageOf);
    renderList(dataProvider);
    // The file's first render builds every style of the table once: on a loaded machine more than the usual 5 s.
    expect(await screen.findByRole('button', { name: 'Download 4 User(s)' }, { timeout: 20_000 })).toBeEnabled();
    expect(pagesAsked(dataProvider)).toEqual([1, 2, 3]);
    expect(dataProvider.getList.mock.calls[0]).toEqual([
      'users',
      expect.objectContaining({ filter: { clientSlug: 'springfield' }, pagination: { page: 1, perPage: 25 } }),
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    expect(screen.getByRole('columnheader', { name: /Cashiering Role/ })).toBeVisible();
    expect(screen.getByText('No agencies')).toBeVisible();
    expect(screen.getByText('Deactivated')).toBeVisible();
    const zed = screen.getAllByRole('row')[4];
    // An email is one word: nothing offers to break it at the @.
    expect(within(zed).getAllByRole('cell')[1].querySelector('wbr')).toBeNull();
    expect(
      within(zed)
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual([
      'Young, Zed',
      'zed.young@springfield.example.com',
      'Water Utilities',
      'Supervisor',
      'Cashier',
      'Active',
    ]);
  });

  describe('while pages arrive', () => {
    // Placeholder rows show a second into a slow first page: the clock is the test's.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('shows the first page before the rest arrives, with a progress indicator', async () => {
      let release: () => void = () => undefined;
      const dataProvider = provider(params =>
        params.pagination.page > 1
          ? new Promise<ListAnswer>(
              resolve =>
                (release = () => resolve({ data: [person('9', 'Late', 'Comer')], pageInfo: { hasNextPage: false } })),
            )
          : pageOf(params),
      );
      renderList(dataProvider);
      await waitFor(() => expect(pagesAsked(dataProvider)).toEqual([1, 2]));
      // No wait for more pages: the first one shows as soon as it is in.
      expect(await screen.findByRole('link', { name: 'Adams, Ann' })).toBeVisible();
      expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Download 2 User(s)' })).toBeDisabled();
      await act(async () => release());
      expect(await screen.findByRole('link', { name: 'Comer, Late' })).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    });

    it('never says there are no users while the first pages arrive', async () => {
      let releaseFirst: () => void = () => undefined;
      const dataProvider = provider(params =>
        params.pagination.page > 1
          ? new Promise<ListAnswer>(() => undefined)
          : new Promise<ListAnswer>(resolve => (releaseFirst = () => void pageOf(params).then(resolve))),
      );
      renderList(dataProvider);
      await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
      await act(async () => releaseFirst());
      await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
      expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Adams, Ann' })).toBeVisible();
      expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
    });

    it('shows placeholder rows once the first page is slow (a second), never the empty state', async () => {
      renderList(provider(() => new Promise<ListAnswer>(() => undefined)));
      await act(async () => vi.advanceTimersByTime(1000));
      expect(await screen.findByRole('table')).toBeVisible();
      expect(screen.queryByRole('link', { name: /,/ })).not.toBeInTheDocument();
      expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
    });

    /**
     * The first page shown (Mendes and Young); returns what releases the second and last page, `last`, and waits
     * until every user is in.
     */
    const showFirstPage = async (last: User[]) => {
      let release: () => void = () => undefined;
      const dataProvider = provider(params =>
        params.pagination.page === 1
          ? Promise.resolve({ data: [young, mendes], pageInfo: { hasNextPage: true } })
          : new Promise<ListAnswer>(
              resolve => (release = () => resolve({ data: last, pageInfo: { hasNextPage: false } })),
            ),
      );
      renderList(dataProvider);
      await waitFor(() => expect(rowNames()).toEqual(['Mendes, Carla', 'Young, Zed']));
      await waitFor(() => expect(pagesAsked(dataProvider)).toEqual([1, 2]));
      return async () => {
        await act(async () => release());
        expect(await screen.findByRole('button', { name: 'Download 3 User(s)' })).toBeEnabled();
      };
    };
    const status = () => screen.getByRole('status');

    it('keeps the rows shown in place when the last page would move them, and sorts all on request', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const lastPage = await showFirstPage([adams]);
      await lastPage();
      // Adams sorts first, which would push both rows down: they stay, Adams goes below them, and the line says so.
      expect(rowNames()).toEqual(['Mendes, Carla', 'Young, Zed', 'Adams, Ann']);
      expect(status()).toHaveTextContent(
        /^All 3 users loaded\s*Rows shown kept their places, so the list is not fully sorted$/,
      );
      expect(screen.getByRole('button', { name: 'Sort all users' })).toBeVisible();

      // From the keyboard: the list takes its full order, the focus goes to the table, the line says all are in.
      screen.getByRole('button', { name: 'Sort all users' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Mendes, Carla', 'Young, Zed']));
      expect(screen.getByRole('table', { name: 'Users' })).toHaveFocus();
      expect(status()).toHaveTextContent(/^All 3 users loaded$/);
      expect(screen.queryByRole('button', { name: 'Sort all users' })).not.toBeInTheDocument();
    });

    it('takes the full order without a word when the last page moves none of the rows shown, nor draws them again', async () => {
      const lastPage = await showFirstPage([person('5', 'Zack', 'Zwart')]);
      const drawnBefore = [statusDrawn.get('me'), statusDrawn.get('1')];
      await lastPage();
      expect(rowNames()).toEqual(['Mendes, Carla', 'Young, Zed', 'Zwart, Zack']);
      expect(status()).toHaveTextContent(/^All 3 users loaded$/);
      expect(screen.queryByRole('button', { name: 'Sort all users' })).not.toBeInTheDocument();
      // The records of users who did not change are the same: react-admin's memoised rows skip them.
      expect([statusDrawn.get('me'), statusDrawn.get('1')]).toEqual(drawnBefore);
    });
  });

  it('keeps what arrived when a page fails, and retries from where it stopped', async () => {
    let failing = true;
    const dataProvider = provider(async params => {
      if (params.pagination.page === 2 && failing) throw new Error('Network error');
      return pageOf(params);
    });
    renderList(dataProvider);
    expect(await screen.findByText('Some users could not be loaded: Network error')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Adams, Ann' })).toBeVisible();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download 4 User(s)' })).toBeEnabled();
    expect(pagesAsked(dataProvider)).toEqual([1, 2, 2, 3]);
  });

  it('cancels the page in flight and asks for no more when the page is left', async () => {
    let signal: AbortSignal | undefined;
    const dataProvider = provider(params => {
      if (params.pagination.page === 1) return pageOf(params);
      signal = params.signal;
      return new Promise<ListAnswer>(() => undefined);
    });
    const { unmount } = renderList(dataProvider);
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
    unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });

  it('searches by name or email, filters by agency and toggles the sort', async () => {
    renderList(provider(pageOf));
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    fireEvent.click(await screen.findByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(rowNames()).toEqual(['Young, Zed', 'Mendes, Carla', 'Brown, Bea', 'Adams, Ann']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), {
      target: { value: 'CARLA.M' },
    });
    await waitFor(() => expect(rowNames()).toEqual(['Mendes, Carla']));
    expect(screen.getByRole('button', { name: 'Download 1 User(s)' })).toBeEnabled();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No Results Found')).toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), {
      target: { value: '' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Agency/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agency b' }));
    // Several agencies may be chosen: the list stays open until left.
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(rowNames()).toEqual(['Brown, Bea']));
  });

  it('offers Select All in the agency filter: every user, those without an agency under "No agency"', async () => {
    renderList(provider(pageOf));
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Agency/ }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option')[0]).toHaveTextContent('Select All');
    expect(options.getAllByRole('option').at(-1)).toHaveTextContent('No agency');
    fireEvent.click(options.getByRole('option', { name: 'Select All' }));
    expect(options.getByRole('option', { name: 'Water Utilities' })).toHaveAttribute('aria-selected', 'true');
    expect(options.getByRole('option', { name: 'No agency' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    // Every choice made: nobody is left out, the user without an agency included.
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    // "No agency" alone: the users who belong to none.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Agency/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Select All' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'No agency' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann']));
  });

  it('offers an agency admin only the agencies they administer, not those of the users listed', async () => {
    const agencyAdmin = testUser({
      id: 'me',
      role: 'AGENCY_ADMIN',
      permissions: ['LIST_ADMINISTERED_USERS', 'SEARCH_AGENCIES'],
    });
    const dataProvider = provider(pageOf);
    renderList(dataProvider, agencyAdmin);
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    await waitFor(() => expect(dataProvider.getAgencies).toHaveBeenCalled());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Agency/ }));
    const options = within(await screen.findByRole('listbox'));
    await waitFor(() =>
      expect(options.getAllByRole('option').map(option => option.textContent)).toEqual([
        'Select All',
        'Parks & Recreation',
        'Water Utilities',
        'No agency',
      ]),
    );
  });

  it('expands a long agency list with More and folds it with Less', async () => {
    renderList(provider(pageOf));
    const more = await screen.findByRole('button', { name: 'More agencies of Bea Brown (4 in all)' });
    expect(screen.queryByText(/Agency d/)).not.toBeInTheDocument();
    fireEvent.click(more);
    expect(screen.getByText('Agency a, Agency b, Agency c, Agency d')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Less agencies of Bea Brown' }));
    expect(screen.queryByText(/Agency d/)).not.toBeInTheDocument();
  });

  it('opens the profile from the current user’s row and the edit page from others', async () => {
    renderList(provider(pageOf));
    expect(await screen.findByRole('link', { name: 'Mendes, Carla' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Young, Zed' })).toHaveAttribute('href', '/settings/users/1');
    expect(screen.getByRole('link', { name: 'Add new user' })).toHaveAttribute('href', '/settings/users/new');
  });

  it('leaves the Cashiering Role column out when point of sale is off', async () => {
    const dataProvider = provider(pageOf);
    dataProvider.clientSettings.mockResolvedValue({
      customerManagementEnabled: false,
      pointOfSale: { enabled: false },
      obligations: [],
      meta: {},
    });
    renderList(dataProvider);
    expect(await screen.findByRole('button', { name: 'Download 4 User(s)' })).toBeEnabled();
    expect(await screen.findByRole('columnheader', { name: /Revenue Management Role/ })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /Cashiering Role/ })).not.toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
    expect(
      within(screen.getAllByRole('row')[4])
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['Young, Zed', 'zed.young@springfield.example.com', 'Water Utilities', 'Supervisor', 'Active']);
    expect(screen.queryByText('Cashier')).not.toBeInTheDocument();
  });

  it('sorts by a click or the keyboard on a column header, which says how the rows are sorted', async () => {
    const user = userEvent.setup();
    renderList(provider(pageOf));
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
    expect(
      within(header)
        .getAllByRole('button')
        .map(button => button.getAttribute('aria-label')),
    ).toEqual([
      'Sort by Name descending',
      'Sort by Email Address ascending',
      'Sort by Revenue Management Role ascending',
      'Sort by Cashiering Role ascending',
      'Sort by Status ascending',
    ]);
    expect(within(headerCell('Agencies')).queryByRole('button')).not.toBeInTheDocument();
    // Only the sorted column's header says how (to assistive technology); no data cell does.
    const sortedHeaders = () =>
      Array.from(table.querySelectorAll('[aria-sort]')).map(
        cell => `${cell.textContent} ${cell.getAttribute('aria-sort')} ${cell.getAttribute('role') ?? cell.tagName}`,
      );
    expect(sortedHeaders()).toEqual(['Name ascending TH']);

    await user.click(screen.getByRole('button', { name: 'Sort by Name descending' }));
    await waitFor(() => expect(rowNames()).toEqual(['Young, Zed', 'Mendes, Carla', 'Brown, Bea', 'Adams, Ann']));
    expect(sortedHeaders()).toEqual(['Name descending TH']);

    // Another column, chosen from the keyboard, sorts ascending first (ties by name): Active, then Deactivated.
    screen.getByRole('button', { name: 'Sort by Status ascending' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Brown, Bea', 'Mendes, Carla', 'Young, Zed', 'Adams, Ann']));
    expect(screen.getByRole('button', { name: 'Sort by Status descending' })).toHaveFocus();
    expect(sortedHeaders()).toEqual(['Status ascending TH']);
    await user.keyboard(' ');
    await waitFor(() => expect(rowNames()).toEqual(['Adams, Ann', 'Brown, Bea', 'Mendes, Carla', 'Young, Zed']));
  });

  it('opens a user from anywhere in the row or from the name’s link, but not from More', async () => {
    const user = userEvent.setup();
    renderList(provider(pageOf));
    const zed = await screen.findByRole('link', { name: 'Young, Zed' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/));
    await user.click(screen.getByRole('button', { name: 'More agencies of Bea Brown (4 in all)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/));
    await user.click(screen.getByText('zed.young@springfield.example.com'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/users\/1$/));
    await user.click(within(screen.getByRole('link', { name: 'Mendes, Carla' }).closest('tr')!).getByText('Active'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
    await user.click(zed);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/users\/1$/));
  });

  it('says the organisation has no users, or that none matches the search, in place of the table', async () => {
    const dataProvider = provider(async () => ({ data: [], pageInfo: { hasNextPage: false } }));
    const { unmount } = renderList(dataProvider);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.getByText('This organization has no users yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderList(provider(pageOf));
    await screen.findByRole('button', { name: 'Download 4 User(s)' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name or Email Address' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.getByText('No users match your search. Try another name, email address or agency.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a role without the list permission that there is nothing to see, without calling', async () => {
    const dataProvider = provider(pageOf);
    renderList(dataProvider, testUser());
    expect(await screen.findByText('Nothing to See Here')).toBeVisible();
    expect(screen.getByText("Your role doesn't allow you to see the user list.")).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add new user' })).not.toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });
});
