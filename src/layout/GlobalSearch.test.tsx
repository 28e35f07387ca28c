import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserProvider } from '../session/CurrentUserContext';
import { i18nProvider } from '../i18n';
import { renderWithAdmin, testUser } from '../test/render';
import { GlobalSearch } from './GlobalSearch';

const settings = {
  customerManagementEnabled: true,
  pointOfSale: { enabled: true },
  obligations: [],
  meta: { paymentPortalUrl: 'https://pay.test/' },
};

const payment = (id: number) => ({
  id,
  createdAt: '2026-03-01T15:00:00Z',
  fundedAt: null,
  status: 'successful',
  type: 'credit_card',
  paymentInitiator: null,
  creditCard: { type: 'visa', lastFour: '4242', cardholderName: 'Ann Lee' },
  bankAccount: null,
  subtotal: 1250,
  agency: 'Water Utilities',
  account: { number: 'A-1' },
  originalPaymentId: null,
  serviceType: null,
  paymentSource: null,
  paymentChannel: null,
  amountRefunded: null,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test double of react-admin's generic getList
const setup = (getList: (...args: any[]) => Promise<unknown>) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <GlobalSearch />
    </CurrentUserProvider>,
    { user: testUser(), dataProvider: { getList: getList as never }, clientSettings: async () => settings },
  );

describe('GlobalSearch', () => {
  it('opens on "/", searches payments by transaction ID over the last 90 days, and offers no group the user may not open', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [payment(1234567)], total: 1 }));
    setup(getList);
    await screen.findByRole('button', { name: 'Search transactions, customers and users' });
    fireEvent.keyDown(window, { key: '/' });
    const box = await screen.findByRole('combobox', { name: 'Search transactions, customers and users' });
    expect(screen.getByText('Payments of the last 90 days')).toBeVisible();
    await user.type(box, '1234567');
    const payments = await screen.findByRole('group', { name: /^Payments/ });
    const [first, seeAll] = within(payments).getAllByRole('option');
    expect(first).toHaveTextContent('1234567 · $12.50 · Successful');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(seeAll).toHaveTextContent('See all 1');
    expect(screen.queryByRole('group', { name: /^Customers/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Users/ })).toBeNull();
    // Said of the payments alone: the only group searched, and in the singular.
    expect(screen.getByRole('status')).toHaveTextContent(/^1 payment found$/);
    expect(getList).toHaveBeenCalledWith(
      'payments',
      expect.objectContaining({
        filter: expect.objectContaining({ transaction_number: '1234567', date_from: expect.any(String) }),
        meta: expect.objectContaining({ client: 'springfield' }),
      }),
    );
    expect(getList).not.toHaveBeenCalledWith('customers', expect.anything());

    await user.keyboard('{ArrowDown}');
    expect(seeAll).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', seeAll.id);

    await user.click(screen.getByRole('button', { name: 'Search all dates' }));
    expect(await screen.findByText('Payments of all dates')).toBeVisible();
    expect(getList).toHaveBeenLastCalledWith(
      'payments',
      expect.objectContaining({ filter: { dateFilter: 'transaction', transaction_number: '1234567' } }),
    );
  });

  it('does not open over a dialog: a key pressed in the idle warning or a confirmation is theirs', async () => {
    renderWithAdmin(
      <CurrentUserProvider loading={null}>
        <GlobalSearch />
        <div role="alertdialog" aria-label="Are You Still There?">
          <button>Stay Logged In</button>
        </div>
      </CurrentUserProvider>,
      { user: testUser(), dataProvider: { getList: vi.fn() as never }, clientSettings: async () => settings },
    );
    await screen.findByRole('button', { name: 'Search transactions, customers and users' });
    const stay = screen.getByRole('button', { name: 'Stay Logged In' });
    fireEvent.keyDown(stay, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(stay, { key: '/' });
    expect(screen.queryByRole('combobox', { name: 'Search transactions, customers and users' })).toBeNull();
    // Outside it, the shortcut opens the search.
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search transactions, customers and users' })).toBeVisible();
  });

  it('shows a payment’s status and method in Spanish in the words of the payments pages', async () => {
    await i18nProvider.changeLocale('es');
    try {
      const user = userEvent.setup();
      const external = { ...payment(1234567), type: 'externally_processed_card' };
      const check = {
        ...payment(1234568),
        createdAt: '2026-02-01T15:00:00Z',
        type: 'check',
        creditCard: null,
        bankAccount: { lastFour: '6789', bankAccountHolderName: 'Ann Lee' },
      };
      const token = { ...payment(1234569), createdAt: '2026-01-01T15:00:00Z', type: 'token', creditCard: null };
      setup(vi.fn(async () => ({ data: [external, check, token], total: 3 })));
      await user.click(await screen.findByRole('button', { name: 'Buscar transacciones, clientes y usuarios' }));
      await user.type(await screen.findByRole('combobox'), '1234567');
      const [card, bank, other] = within(await screen.findByRole('group', { name: /^Pagos/ })).getAllByRole('option');
      expect(card).toHaveTextContent('1234567 · $12.50 · Exitoso');
      expect(card).toHaveTextContent(/Water Utilities · Visa •••• 4242$/);
      expect(bank).toHaveTextContent(/Water Utilities · Cuenta bancaria •••• 6789$/);
      expect(other).toHaveTextContent(/Water Utilities · Token$/);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('never shows the answer to an older input over a newer one', async () => {
    const user = userEvent.setup();
    let answerOld: (value: unknown) => void = () => undefined;
    const getList = vi.fn((_resource: string, params: { filter: { transaction_number: string } }) =>
      params.filter.transaction_number === '1111111'
        ? new Promise(resolve => (answerOld = resolve))
        : Promise.resolve({ data: [payment(2222222)], total: 1 }),
    );
    setup(getList);
    await user.click(await screen.findByRole('button', { name: 'Search transactions, customers and users' }));
    const box = await screen.findByRole('combobox', { name: 'Search transactions, customers and users' });
    await user.type(box, '1111111');
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    await user.clear(box);
    await user.type(box, '2222222');
    expect(await screen.findByRole('option', { name: /^2222222/ })).toBeVisible();
    await act(async () => answerOld({ data: [payment(1111111)], total: 1 }));
    expect(screen.queryByRole('option', { name: /^1111111/ })).toBeNull();
    expect(screen.getByRole('option', { name: /^2222222/ })).toBeVisible();
  });
});
