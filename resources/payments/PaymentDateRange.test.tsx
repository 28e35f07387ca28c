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
    const search: PaymentSearch = { dateFilter: 'transaction' };
    const onChange = vi.fn();
    renderWithAdmin(<PaymentDateRange search={search} onChange={onChange} today="2026-11-21" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Start date' }), { target: { value: '01052025' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'End date' }), { target: { value: '01072025' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ date_from: '2025-01-05', date_to: '2025-01-07' }),
    );
  });

  it('keeps what is typed after clearing a date when the cleared search comes back late, and still follows changes from elsewhere', async () => {
    const withStart: PaymentSearch = { dateFilter: 'transaction', date_from: '2025-03-01' };
    const cleared: PaymentSearch = { dateFilter: 'transaction' };
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

  it('keeps a typed start when the search it cleared comes back after the end was changed too', async () => {
    // The sequence of a busy page: both dates cleared and typed again before the first change is applied.
    const yesterday: PaymentSearch = { dateFilter: 'transaction', date_from: '2026-11-20', date_to: '2026-11-20' };
    const onChange = vi.fn();
    renderWithAdmin(<Harness initial={yesterday} onChange={onChange} />);
    const start = await screen.findByRole('textbox', { name: 'Start date' });
    const end = screen.getByRole('textbox', { name: 'End date' });
    fireEvent.change(start, { target: { value: '' } });
    const startCleared = onChange.mock.lastCall![0] as PaymentSearch;
    fireEvent.change(start, { target: { value: '01052025' } });
    fireEvent.change(end, { target: { value: '' } });
    // Only now does the list apply the first change (the start cleared), while the end is being typed.
    act(() => applySearch(startCleared));
    fireEvent.change(end, { target: { value: '01072025' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ date_from: '2025-01-05', date_to: '2025-01-07' }),
    );
    // Its own changes coming back in order change nothing; a date set elsewhere still wins.
    act(() => applySearch(onChange.mock.lastCall![0] as PaymentSearch));
    expect(start).toHaveValue('01/05/2025');
    act(() => applySearch(yesterday));
    expect(start).toHaveValue('11/20/2026');
    fireEvent.change(end, { target: { value: '11212026' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ date_from: '2026-11-20', date_to: '2026-11-21' }),
    );
  });

  it('treats a date that is not one as empty: the search runs without it, and the field keeps it and says why', async () => {
    const onChange = vi.fn();
    const search = { dateFilter: 'transaction', date_from: '2025-02-01', date_to: '2025-03-01' } as PaymentSearch;
    renderWithAdmin(<PaymentDateRange search={search} onChange={onChange} today="2026-11-21" />);
    const start = await screen.findByRole('textbox', { name: 'Start date' });
    fireEvent.change(start, { target: { value: '02302025' } });
    expect(start).toHaveValue('02/30/2025');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Enter a real date from/)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual({ dateFilter: 'transaction', date_to: '2025-03-01' });
    // Clear dates clears the date that is not one too.
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ date_to: expect.anything() }));
    expect(screen.queryByText(/^Enter a real date from/)).not.toBeInTheDocument();
  });
});
