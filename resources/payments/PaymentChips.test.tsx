import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentChips } from './PaymentChips';

const lookups = {
  agencyName: (slug: string) => slug,
  serviceTypeLabel: (value: string) => value,
  sourceLabel: (value: string) => value,
};

describe('PaymentChips', () => {
  it('cuts a long value to the width it has, shows it whole in a tooltip, and keeps its remove button', async () => {
    const long = 'X'.repeat(200);
    const onChange = vi.fn();
    renderWithAdmin(
      <PaymentChips
        search={{ dateFilter: 'transaction', account_number: long }}
        lookups={lookups}
        onChange={onChange}
      />,
    );
    const chip = await screen.findByRole('button', { name: `Remove Account number: ${long}` });
    expect(chip).toHaveStyle({ maxWidth: '100%' });
    expect(chip.closest('li')).toHaveStyle({ maxWidth: '100%' });
    await userEvent.setup().hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Account number: ${long}`);
    await userEvent.setup().click(screen.getByTestId('CancelIcon'));
    // The last chip removed: nothing is searched any more.
    expect(onChange).toHaveBeenCalledWith({});
  });
});
