import { onlineManager } from '@tanstack/react-query';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Notification } from 'react-admin';
import type { Customer } from '../../dataProviders/sso/customersContract';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin } from '../../src/test/render';
import { CustomerList } from './CustomerList';

// These tests drive a whole search; on a busy machine a step can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const customer = (overrides: Partial<Customer>): Customer => ({
  id: 'c1',
  firstName: 'Ana',
  lastName: 'Lee',
  email: 'ana.lee@example.net',
  createdAt: '2024-03-05T18:00:00Z',
  type: 'customer',
  status: 'active',
  title: null,
  timezone: null,
  ...overrides,
});

const settings = {
  customerManagementEnabled: true,
  pointOfSale: { enabled: true },
  obligations: [],
  meta: { paymentPortalUrl: 'https://pay.test/' },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test doubles of react-admin's generic getList
const setup = (getList: (...args: any[]) => Promise<unknown>) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <CustomerList />
      <Notification />
    </CurrentUserProvider>,
    { dataProvider: { getList: getList as never }, clientSettings: async () => settings },
  );

const chooseCriterion = async (user: ReturnType<typeof userEvent.setup>, row: number, label: string) => {
  const group = screen.getByRole('group', { name: `Search criteria ${row}` });
  fireEvent.mouseDown(within(group).getByRole('combobox', { name: /Select search criteria/ }));
  await user.click(await screen.findByRole('option', { name: label }));
};

describe('CustomerList', () => {
  it('asks for a search first, validates the criteria, then searches from page 1 and shows the results', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({
      data: [customer({}), customer({ id: 'c2', firstName: 'Bo', email: 'bo@example.net', status: 'pending' })],
      total: 41,
    }));
    setup(getList);
    expect(await screen.findByText('Perform a Search')).toBeVisible();
    expect(screen.getByText('Please perform a search in the search bar above to see customers.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Search customers' }));
    expect(await screen.findByText('Build your search below')).toBeVisible();
    // The form's code comes when the bar is first opened.
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose a search criterion')).toBeVisible();
    // Said once, at the field: no "The form is not valid" toast besides.
    expect(screen.getByRole('combobox', { name: /Select search criteria/ })).toHaveAccessibleDescription(
      'Choose a search criterion',
    );
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();

    await chooseCriterion(user, 1, 'Last name');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Last name is required')).toBeVisible();
    expect(
      (getList.mock.calls as unknown[][]).every(
        call => !(call[1] as { filter: { lastName?: string } }).filter.lastName,
      ),
    ).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee{Enter}');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({
          filter: { clientSlug: 'springfield', lastName: 'Lee' },
          pagination: { page: 1, perPage: 20 },
        }),
      ),
    );
    expect(await screen.findByText('41 Result(s)')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map(cell => cell.textContent),
    ).toEqual(['Customer name', 'Email address', 'Customer since', 'Status', 'Actions']);
    expect(within(table).getByText('Ana Lee')).toBeVisible();
    expect(within(table).getAllByText('03/05/2024')).toHaveLength(2);
    const view = within(table).getByRole('link', { name: 'View Ana Lee in the payment portal (opens in a new tab)' });
    expect(view).toHaveAttribute('href', 'https://pay.test/admin/login/okta?after=/admin/c1/profile/settings');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ pagination: { page: 3, perPage: 20 } }),
      ),
    );
  }, 60_000);

  it('says the connection dropped while offline, and searches once the browser is back online', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [customer({})], total: 1 }));
    setup(getList);
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await screen.findByRole('group', { name: 'Search criteria 1' });
    await chooseCriterion(user, 1, 'Last name');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    onlineManager.setOnline(false);
    try {
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Connection LostYour device is offline. The search will run as soon as the connection is back.',
      );
      const searches = () =>
        (getList.mock.calls as unknown[][]).filter(
          call => (call[1] as { filter: { lastName?: string } }).filter.lastName,
        ).length;
      expect(searches()).toBe(0);
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByText('1 Result(s)')).toBeVisible();
      expect(searches()).toBe(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  }, 60_000);

  it('pages as the payments do: first and last pages, 3 neighbours on page 1 and 2 elsewhere, ellipses', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [customer({})], total: 200 }));
    setup(getList);
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'Last name');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee{Enter}');
    // The pager is drawn anew with each page's results (placeholder rows show while a page loads).
    const pager = () => screen.getByRole('navigation', { name: 'Customer results pages' });
    const pages = () =>
      within(pager())
        .getAllByRole('button')
        .map(button => button.getAttribute('aria-label'));
    await screen.findByRole('navigation', { name: 'Customer results pages' });
    expect(pages()).toEqual([
      'Previous page',
      'Page 1, current page',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 10',
      'Next page',
    ]);
    expect(within(pager()).getByRole('listitem', { name: 'More pages' })).toBeVisible();
    await user.click(within(pager()).getByRole('button', { name: 'Page 4' }));
    await waitFor(() =>
      expect(pages()).toEqual([
        'Previous page',
        'Page 1',
        'Page 2',
        'Page 3',
        'Page 4, current page',
        'Page 5',
        'Page 6',
        'Page 10',
        'Next page',
      ]),
    );
    expect(getList).toHaveBeenLastCalledWith(
      'customers',
      expect.objectContaining({ pagination: { page: 4, perPage: 20 } }),
    );
  });

  it('does not open a pending customer and says why', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const getList = vi.fn(async () => ({
      data: [customer({ id: 'c2', firstName: 'Bo', status: 'pending' })],
      total: 1,
    }));
    setup(getList);
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'First name');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Bo{Enter}');
    const reason = "You can't view this customer until they complete setting up their profile.";
    await user.click(await screen.findByText('Bo Lee'));
    // Information, not an error.
    const toast = (await screen.findByText(reason)).closest('[role]');
    expect(toast).toHaveAttribute('role', 'status');
    // Blocked, yet reached by the keyboard, its reason said with it.
    const view = screen.getByRole('button', { name: 'View Bo Lee in the payment portal (opens in a new tab)' });
    expect(view).toHaveAttribute('aria-disabled', 'true');
    expect(view).not.toBeDisabled();
    view.focus();
    expect(view).toHaveFocus();
    await waitFor(() => expect(view).toHaveAccessibleDescription(reason));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an active customer from its row in a new tab, without the opener', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup(vi.fn(async () => ({ data: [customer({})], total: 1 })));
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'Email address');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana{Enter}');
    await user.click(await screen.findByText('ana.lee@example.net'));
    expect(open).toHaveBeenCalledWith(
      'https://pay.test/admin/login/okta?after=/admin/c1/profile/settings',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('uses each criterion once, up to three rows, and removes rows', async () => {
    const user = userEvent.setup();
    setup(vi.fn(async () => ({ data: [], total: 0 })));
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'Last name');
    await user.click(screen.getByRole('button', { name: 'Add search criteria' }));
    const second = screen.getByRole('group', { name: 'Search criteria 2' });
    fireEvent.mouseDown(within(second).getByRole('combobox', { name: /Select search criteria/ }));
    expect(await screen.findByRole('option', { name: 'Last name' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add search criteria' }));
    expect(screen.getByRole('button', { name: 'Add search criteria' })).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'Search criteria 3' })).getByRole('button', {
        name: 'Remove this criteria',
      }),
    );
    expect(screen.queryByRole('group', { name: 'Search criteria 3' })).not.toBeInTheDocument();
  });

  it('shows the no-results and error states with the spec texts', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    setup(getList);
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'Last name');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Zz{Enter}');
    expect(await screen.findByText('No Results Found')).toBeVisible();
    expect(
      screen.getByText(
        "We couldn't find anything that match your search. Please edit your search again and try again.",
      ),
    ).toBeVisible();

    getList.mockRejectedValue(new Error('Network error'));
    await user.click(screen.getByRole('button', { name: /Searching by Last name: Zz/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Yy{Enter}');
    expect(await screen.findByText('Something Went Wrong')).toBeVisible();
    expect(
      screen.getByText(
        'Something went wrong, please try your search again. If the problem persists, please contact your administrator.',
      ),
    ).toBeVisible();
  });

  it('says access is denied on a 403, as the other pages do, instead of asking to search again', async () => {
    const user = userEvent.setup();
    setup(vi.fn(async () => Promise.reject(new HttpError('Forbidden', 403, { message: 'Forbidden' }))));
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'Last name');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee{Enter}');
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(denied).toHaveTextContent(
      "Your role doesn't allow you to search customers. If you think it should, please contact your administrator.",
    );
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
  });

  it('shows 10 placeholder rows while searching, and says so, then the count, in one live region there from the start', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    setup(vi.fn(() => new Promise(resolve => (answer = resolve))));
    const region = await screen.findByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(await screen.findByRole('button', { name: 'Search customers' }));
    await chooseCriterion(user, 1, 'Last name');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee{Enter}');
    expect(await screen.findAllByTestId('customer-placeholder-row')).toHaveLength(10);
    // Headed as the results will be, in words.
    expect(screen.getAllByRole('columnheader').map(cell => cell.textContent)).toEqual([
      'Customer name',
      'Email address',
      'Customer since',
      'Status',
      'Actions',
    ]);
    expect(region).toHaveTextContent('Searching customers…');
    answer({
      data: [{ id: 'c1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.net', status: 'active' }],
      total: 1,
    });
    await waitFor(() => expect(region).toHaveTextContent('1 Result(s)'));
    expect(screen.getByRole('status')).toBe(region);
  });
});
