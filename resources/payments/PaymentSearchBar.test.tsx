import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { useState } from 'react';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentSearchBar } from './PaymentSearchBar';

/** The bar on a search, and a button that clears it (as the chips' Clear all does). */
const Cleared = () => {
  const [search, setSearch] = useState<PaymentSearch>({ status: 'successful' });
  const performed = Object.keys(search).length > 0;
  return (
    <>
      <PaymentSearchBar search={search} onSearch={setSearch} performed={performed} />
      <button onClick={() => setSearch({})}>Clear all</button>
    </>
  );
};

const summary = () => screen.getByRole('button', { name: 'Search payments' });

describe('PaymentSearchBar', () => {
  it('opens on the search builder when nothing is searched, and closes and opens again', async () => {
    renderWithAdmin(<PaymentSearchBar search={{}} onSearch={vi.fn()} performed={false} />);
    expect(summary()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: /^Select search criteria/ })).toBeVisible();
    await userEvent.click(summary());
    expect(summary()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(summary());
    expect(summary()).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the seven criteria with no blank first choice, and does not mark the criterion required', async () => {
    renderWithAdmin(<PaymentSearchBar search={{}} onSearch={vi.fn()} performed={false} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Select search criteria' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map(option => option.textContent)).toEqual([
      'Account number',
      'Amount',
      'Bank account holder name',
      'Bank account last four',
      'Cardholder name',
      'Credit card last four',
      'Transaction ID',
    ]);
  });

  it('starts closed on a search, without the form; opening it shows the searched criteria, and what is typed stays while closed', async () => {
    const onSearch = vi.fn();
    const search: PaymentSearch = { transaction_number: '1000001', status: 'successful' };
    renderWithAdmin(<PaymentSearchBar search={search} onSearch={onSearch} performed />);
    expect(summary()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: /^Select search criteria/, hidden: true })).not.toBeInTheDocument();

    await userEvent.click(summary());
    const value = await screen.findByRole('textbox', { name: 'Transaction ID' });
    expect(value).toHaveValue('1000001');
    await userEvent.clear(value);
    await userEvent.type(value, '1000002');
    await userEvent.click(summary());
    await userEvent.click(summary());
    expect(screen.getByRole('textbox', { name: 'Transaction ID' })).toHaveValue('1000002');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction ID' }), '{Enter}');
    expect(onSearch).toHaveBeenCalledWith({
      dateFilter: 'transaction',
      transaction_number: '1000002',
      status: 'successful',
    });
  });

  it('stays closed when pointed at or focused, and opens on the builder when the search is cleared', async () => {
    renderWithAdmin(<Cleared />);
    fireEvent.pointerEnter(summary());
    fireEvent.focus(summary());
    expect(summary()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(summary()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: /^Select search criteria/ })).toBeVisible();
  });
});
