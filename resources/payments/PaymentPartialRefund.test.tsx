import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'ra-core';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentPartialRefund } from './PaymentPartialRefund';
import { testPayment, WATER_BILL } from './testPayment';

const setup = (
  refundTypeAllowed:
    'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM' | 'PARTIAL_AMOUNT_FULL_LINE_ITEM' = 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM',
) => {
  const onRefund = vi.fn();
  renderWithAdmin(
    <RecordContextProvider value={testPayment({ refundTypeAllowed })}>
      <PaymentPartialRefund obligations={[WATER_BILL]} busy={false} onRefund={onRefund} onClose={vi.fn()} />
    </RecordContextProvider>,
  );
  return { onRefund, user: userEvent.setup() };
};

describe('PaymentPartialRefund', () => {
  it('labels line items from the client obligations, with the defaults when attributes are missing', async () => {
    setup();
    expect(await screen.findByText('March usage')).toBeInTheDocument();
    expect(screen.getByText('WU-100200')).toBeInTheDocument();
    expect(screen.getByText('Item 3')).toBeInTheDocument();
    expect(screen.getAllByText('Line Item')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Refund Item 3' })).toBeDisabled();
  });

  it('defaults a selected amount to what is refundable, validates it, and sends cents', async () => {
    const { onRefund, user } = setup();
    const refund = () => screen.getByRole('button', { name: /^Refund \$/ });
    expect(refund()).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Refund March usage' }));
    const amount = screen.getByRole('textbox', { name: 'Refund amount for March usage' });
    expect(amount).toHaveValue('50.00');
    const type = (value: string) => fireEvent.change(amount, { target: { value } });
    type('50.01');
    expect(screen.getByText('More than allowed')).toBeInTheDocument();
    expect(refund()).toBeDisabled();
    type('');
    expect(screen.getByRole('checkbox', { name: 'Refund March usage' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Refund March usage' }));
    type('-2');
    expect(screen.getByText('Invalid Amount')).toBeInTheDocument();
    expect(refund()).toBeDisabled();
    // What is not an amount is kept as typed and said so, never read as another amount.
    await user.clear(amount);
    await user.type(amount, '1e5');
    expect(amount).toHaveValue('1e5');
    expect(screen.getByText('Enter an amount like 12.50')).toBeInTheDocument();
    expect(refund()).toBeDisabled();
    type('0.105');
    expect(amount).toHaveValue('0.105');
    expect(screen.getByText('Enter an amount like 12.50')).toBeInTheDocument();
    type('0.10');
    expect(screen.queryByText('Enter an amount like 12.50')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Refund Late fee' }));
    expect(screen.getByText('Total refund: $15.10')).toBeInTheDocument();
    await user.click(refund());
    expect(onRefund).toHaveBeenCalledWith(
      [
        { id: 1, amount: 10 },
        { id: 2, amount: 1500 },
      ],
      1510,
    );
  });

  it('select all toggles every refundable line item', async () => {
    const { user } = setup();
    const all = await screen.findByRole('checkbox', { name: 'Select all line items' });
    await user.click(all);
    expect(screen.getByText('Total refund: $65.00')).toBeInTheDocument();
    await user.click(all);
    expect(screen.getByText('Total refund: $0.00')).toBeInTheDocument();
  });

  it('shows select all mixed through the native checkbox, without aria-checked', async () => {
    const { user } = setup();
    const all = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Select all line items' });
    expect(all).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Refund Late fee' }));
    expect(all).toBePartiallyChecked();
    expect(all.indeterminate).toBe(true);
    expect(all).not.toBeChecked();
    // aria-checked is not allowed on a native checkbox (axe: aria-conditional-attr).
    expect(all).not.toHaveAttribute('aria-checked');
    await user.click(all);
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Refund Late fee' }));
    expect(all.indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Refund March usage' }));
    expect(all).not.toBePartiallyChecked();
    expect(all.indeterminate).toBe(false);
    expect(all).not.toHaveAttribute('aria-checked');
  });

  it('refunds whole line items when amounts may not be chosen', async () => {
    const { onRefund, user } = setup('PARTIAL_AMOUNT_FULL_LINE_ITEM');
    await user.click(await screen.findByRole('checkbox', { name: 'Refund Late fee' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund $15.00' }));
    expect(onRefund).toHaveBeenCalledWith([{ id: 2, amount: 1500 }], 1500);
  });
});
