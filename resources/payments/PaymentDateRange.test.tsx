import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentDateRange } from './PaymentDateRange';

/** The date range under a search the test applies when it chooses, as the list does after its URL has changed. */
let applySearch: (search: PaymentSearch) => void = () => undefined;
const Harness = ({ initial, onChange }: { initial: PaymentSearch; onChange: (next: PaymentSearch) => void }) => {
  const [search, setSearch] = useState(initial);
  applySearch = setSearch;
  return <PaymentDateRange search={search} onChange={onChange} today="2026-11-21" />;
};

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

  it('keeps what is typed after clearing a date when the cleared search comes back late, and still follows changes from elsewhere', async () => {
    const withStart = { criteria: [], dateFilter: 'transaction', date_from: '2025-03-01' } as unknown as PaymentSearch;
    const cleared = { criteria: [], dateFilter: 'transaction' } as unknown as PaymentSearch;
    const onChange = vi.fn();
    renderWithAdmin(<Harness initial={withStart} onChange={onChange} />);
    const start = await screen.findByRole('textbox', { name: 'Start date' });
    expect(start).toHaveValue('03/01/2025');
    fireEvent.change(start, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ date_from: expect.anything() }));
    fireEvent.change(start, { target: { value: '0105' } });
    expect(start).toHaveValue('01/05');
    // The search without a start is applied only now, on a busy page.
    act(() => applySearch(cleared));
    expect(start).toHaveValue('01/05');
    fireEvent.change(start, { target: { value: '01/052025' } });
    expect(start).toHaveValue('01/05/2025');
    // A date set elsewhere (a preset, Back) replaces the text.
    act(() => applySearch(withStart));
    expect(start).toHaveValue('03/01/2025');
  });
});
