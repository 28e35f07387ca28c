import { screen, within } from '@testing-library/react';
import { createTestQueryClient, renderWithAdmin, testUser, withClientSettings } from '../test/render';
import userEvent from '@testing-library/user-event';
import { lazy } from '../routeTypes';
import { AppLayout } from './AppLayout';
import { firstScreenDrawn } from './firstScreen';

const settings = (customerManagementEnabled: boolean) =>
  withClientSettings({}, async () => ({
    customerManagementEnabled,
    pointOfSale: { enabled: true },
    obligations: [],
    meta: {},
  }));

const Boom = () => {
  throw new Error('boom');
};

describe('AppLayout', () => {
  it('shows the top bar, the nav tabs the user may use, and, once the first screen is drawn, the footer version linked to the label link', async () => {
    const admin = testUser({
      role: 'CLIENT_ADMIN',
      permissions: [...testUser().permissions, 'LIST_ADMINISTERED_USERS'],
    });
    const queryClient = createTestQueryClient();
    const drawn = firstScreenDrawn(queryClient);
    renderWithAdmin(<AppLayout>content</AppLayout>, { user: admin, dataProvider: settings(true), queryClient });
    expect(await screen.findByRole('link', { name: 'Profile of sam@springfield.example.com' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Revenue Management home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Customers' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map(link => link.textContent),
    ).toEqual(['Dashboard', 'Payments', 'Customers', 'Settings']);
    expect(screen.queryByText(/You are viewing/)).not.toBeInTheDocument();
    // The footer takes its place but shows only once the page has settled: no shift as the page's rows come in.
    await drawn;
    expect(await screen.findByRole('link', { name: 'Version 9.9.9' })).toHaveAttribute(
      'href',
      'https://status.test/9.9.9',
    );
  });

  it('keeps the footer hidden, in its place, while the page is still loading', async () => {
    const queryClient = createTestQueryClient();
    void firstScreenDrawn(queryClient);
    // The client's settings never answer: the first screen is never drawn.
    renderWithAdmin(<AppLayout>content</AppLayout>, {
      dataProvider: withClientSettings({}, () => new Promise(() => undefined)),
      queryClient,
    });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByText('Version 9.9.9').closest('footer')).not.toBeVisible();
  });

  it('hides Customers from a role that may not list administered users, even with customer management on', async () => {
    renderWithAdmin(<AppLayout>content</AppLayout>, { dataProvider: settings(true) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Settings' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map(link => link.textContent),
    ).toEqual(['Dashboard', 'Payments', 'Settings']);
  });

  it('hides Customers when customer management is off and Payments without the search permission', async () => {
    renderWithAdmin(<AppLayout>content</AppLayout>, {
      user: testUser({ permissions: [] }),
      dataProvider: settings(false),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map(link => link.textContent),
    ).toEqual(['Dashboard', 'Settings']);
  });

  it('shows admins the banner with Change client and the Cashiering Configurations tab', async () => {
    renderWithAdmin(<AppLayout>content</AppLayout>, {
      user: testUser({ isAdmin: true, role: 'CB_ADMIN' }),
      dataProvider: settings(true),
    });
    expect(await screen.findByText('You are viewing Springfield')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change client' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Cashiering Configurations' })).toBeVisible();
  });

  it('shows the error boundary text when a page fails, instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithAdmin(
      <AppLayout>
        <Boom />
      </AppLayout>,
      { dataProvider: settings(true) },
    );
    expect(await screen.findByText('Something Went Wrong')).toBeVisible();
    expect(screen.getByText('Please return home and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Return home' })).toBeVisible();
  });

  it("offers to reload when a page's code could not be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const Unloadable = lazy<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/UserList-abc.js')),
    );
    renderWithAdmin(
      <AppLayout>
        <Unloadable />
      </AppLayout>,
      { dataProvider: settings(true) },
    );
    expect(
      await screen.findByText('This page could not be loaded. Check your connection, then reload the page.'),
    ).toBeVisible();
    expect(screen.queryByText('Please return home and try again.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('says so when the client settings cannot be loaded, with a retry', async () => {
    renderWithAdmin(<AppLayout>content</AppLayout>, {
      clientSettings: async () => Promise.reject(new Error('Network error')),
    });
    expect(
      await screen.findByText('The settings of Springfield could not be loaded: Network error', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the page in the layout (DeferredPage)', () => {
  it('shows the page in the main region once the shell is up, leaving no loading status behind', async () => {
    renderWithAdmin(<AppLayout>the page</AppLayout>, { dataProvider: settings(true) });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('the page')).toBeVisible();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
