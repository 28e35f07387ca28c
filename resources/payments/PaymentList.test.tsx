import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GetListParams } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentList } from './PaymentList';

// These tests drive a whole page; on a busy machine a step can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const settings = {
  customerManagementEnabled: true,
  pointOfSale: { enabled: true },
  obligations: [],
  meta: { paymentPortalUrl: 'https://pay.test/' },
};
const options = { serviceTypes: [], paymentSources: [] };

const Address = () => {
  const { search } = useLocation();
  return <output aria-label="address">{decodeURIComponent(search)}</output>;
};

const setup = (filter: Record<string, unknown>) => {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: [], total: 0 }));
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <PaymentList />
      <Address />
    </CurrentUserProvider>,
    {
      path: `/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      dataProvider: {
        getList: getList as never,
        getOne: vi.fn(async () => ({ data: { id: 'springfield', ...options } })) as never,
      },
      clientSettings: async () => settings,
    },
  );
  return { getList };
};

describe('PaymentList', () => {
  it('drops unknown filter values from an address, corrects the address, and searches only for what it shows', async () => {
    const { getList } = setup({ status: 'bogus', account_number: 'A-1', dateFilter: 'transaction' });
    expect(await screen.findByRole('button', { name: 'Remove Account number: A-1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('address')).not.toHaveTextContent('bogus'));
    expect(screen.getByLabelText('address')).toHaveTextContent('"account_number":"A-1"');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    for (const [, params] of getList.mock.calls) expect(params.filter).not.toHaveProperty('status');
    expect(screen.getByRole('combobox', { name: /^Payment status/ })).toHaveTextContent('All statuses');
  });

  it('treats a date that is not one as empty: the search runs without it, and the field says why', async () => {
    const { getList } = setup({ account_number: 'A-1', dateFilter: 'transaction', date_from: '2025-02-01' });
    const start = await screen.findByRole('textbox', { name: 'Start date' });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    expect(getList.mock.calls[0][1].filter).toHaveProperty('date_from', '2025-02-01');
    fireEvent.change(start, { target: { value: '02302025' } });
    expect(screen.getByText(/^Enter a real date from/)).toBeInTheDocument();
    expect(start).toHaveValue('02/30/2025');
    await waitFor(() => expect(screen.getByLabelText('address')).not.toHaveTextContent('date_from'));
    expect(screen.getByLabelText('address')).toHaveTextContent('"account_number":"A-1"');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(getList.mock.calls[1][1].filter).not.toHaveProperty('date_from');
    expect(getList.mock.calls[1][1].filter).toHaveProperty('account_number', 'A-1');
    // Corrected, the date is searched again.
    fireEvent.change(start, { target: { value: '02282025' } });
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('"date_from":"2025-02-28"'));
  });
});
