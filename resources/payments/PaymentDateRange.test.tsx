import { fireEvent, screen } from '@testing-library/react';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentDateRange } from './PaymentDateRange';

describe('PaymentDateRange', () => {
  it('keeps the first date when the second is typed before the applied search comes back', async () => {
    // The list applies a search a moment later (it debounces its URL): the prop does not change in between.
    const search = { criteria: [], dateFilter: 'transaction' } as unknown as PaymentSearch;
    const onChange = vi.fn();
    renderWithAdmin(<PaymentDateRange search={search} onChange={onChange} today="2026-11-21" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Start date' }), { target: { value: '01052025' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'End date' }), { target: { value: '01072025' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ date_from: '2025-01-05', date_to: '2025-01-07' }));
  });
});
