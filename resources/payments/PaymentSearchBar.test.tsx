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

/** The bar searching for itself (the applied search comes back to it), and a button that searches from elsewhere. */
const Searching = () => {
  const [search, setSearch] = useState<PaymentSearch>({});
  return (
    <>
      <PaymentSearchBar search={search} onSearch={setSearch} performed={Object.keys(search).length > 0} />
      <button onClick={() => setSearch({ dateFilter: 'transaction', account_number: 'B-2', amount: 1250 })}>
        Elsewhere
      </button>
    </>
  );
};

const criteriaShown = () =>
  screen.getAllByTestId('criteria-row').map(row => within(row).getAllByRole('textbox').at(-1)!.getAttribute('value'));

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

  it('keeps its rows in the order they were built, and the focus where it was, when its own search comes back', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Searching />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Select search criteria' }));
    await user.click(await screen.findByRole('option', { name: 'Transaction ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), '1021317{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add search criteria' }));
    const second = screen.getAllByRole('combobox', { name: 'Select search criteria' })[1];
    fireEvent.mouseDown(second);
    await user.click(await screen.findByRole('option', { name: 'Account number' }));
    const account = screen.getByRole('textbox', { name: 'Account number' });
    await user.type(account, 'E2E{Enter}');
    expect(criteriaShown()).toEqual(['1021317', 'E2E']);
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveFocus();
    // A search from elsewhere (Back, a chip, a shared link) starts the rows again from what it holds.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('12.50');
    expect(criteriaShown()).toEqual(['B-2', '12.50']);
  });

  it('keeps the digits of a last four pasted, and the last four of a whole number', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<PaymentSearchBar search={{}} onSearch={vi.fn()} performed={false} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Select search criteria' }));
    await user.click(await screen.findByRole('option', { name: 'Credit card last four' }));
    const value = screen.getByRole('textbox', { name: 'Credit card last four' });
    await user.click(value);
    await user.paste(' 4242');
    expect(value).toHaveValue('4242');
    await user.clear(value);
    await user.paste('**** 1881');
    expect(value).toHaveValue('1881');
    await user.clear(value);
    await user.paste('4111 1111 1111 1234');
    expect(value).toHaveValue('1234');
    await user.clear(value);
    await user.type(value, '12ab345');
    expect(value).toHaveValue('1234');
  });

  it('keeps an amount as typed and flags what is not one at its field, without searching it', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithAdmin(<PaymentSearchBar search={{}} onSearch={onSearch} performed={false} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Select search criteria' }));
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    const value = screen.getByRole('textbox', { name: 'Amount' });
    for (const typed of ['1e3', '-5', '12.345']) {
      await user.clear(value);
      await user.type(value, `${typed}{Enter}`);
      expect(value).toHaveValue(typed);
      expect(value).toHaveAccessibleDescription('Enter an amount such as 12.34');
      expect(value).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSearch).not.toHaveBeenCalled();
    // A pasted amount with its dollar sign and separators is read as the amount it is.
    await user.clear(value);
    await user.paste('$1,000.5');
    await user.type(value, '{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ dateFilter: 'transaction', amount: 100050 });
    expect(value).not.toHaveAttribute('aria-invalid', 'true');
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
