import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { MAIN_ID } from './FocusOnNavigation';

/** The module as a new document loads it: whether the app drew a page before is the module's own state. */
let FocusOnNavigation: typeof import('./FocusOnNavigation').FocusOnNavigation;
beforeEach(async () => {
  vi.resetModules();
  ({ FocusOnNavigation } = await import('./FocusOnNavigation'));
});

/** A result that goes away with the page it opens (as the top bar's search closes when a hit is chosen). */
const Result = () => {
  const navigate = useNavigate();
  const [gone, setGone] = useState(false);
  return gone ? null : (
    <button type="button" onClick={() => (setGone(true), navigate('/payment/42'))}>
      1000042
    </button>
  );
};

const frame = () => act(() => new Promise<void>(resolve => requestAnimationFrame(() => resolve())));

const app = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <FocusOnNavigation />
    <button type="button">Shell</button>
    <main id={MAIN_ID} tabIndex={-1}>
      <Routes>
        <Route path="/payments" element={<Result />} />
        <Route path="/payment/:id" element={<h1>Transaction 1000042</h1>} />
      </Routes>
    </main>
  </MemoryRouter>
);
const renderAt = (path: string) => render(app(path));

describe('FocusOnNavigation', () => {
  it('puts focus lost with the page left on the new page’s main region', async () => {
    renderAt('/payments');
    const result = screen.getByRole('button', { name: '1000042' });
    result.focus();
    fireEvent.click(result);
    await frame();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus that is somewhere, and does nothing on the first page', async () => {
    renderAt('/payments');
    await frame();
    expect(document.body).toHaveFocus();
    const shell = screen.getByRole('button', { name: 'Shell' });
    shell.focus();
    fireEvent.click(screen.getByRole('button', { name: '1000042' }));
    await frame();
    expect(shell).toHaveFocus();
  });

  it('after the app is drawn anew (a client chosen on /admin, a new language), puts focus lost with it on the main region', async () => {
    const first = renderAt('/payments');
    await frame();
    first.unmount();
    renderAt('/payment/42');
    await frame();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts focus lost with a control removed on the same page (a chip, Clear all) on the main region, and leaves focus let go', async () => {
    const Chip = () => {
      const [shown, setShown] = useState(true);
      return shown ? (
        <button type="button" onClick={() => setShown(false)}>
          Remove Status: Voided
        </button>
      ) : null;
    };
    render(
      <MemoryRouter initialEntries={['/payments']}>
        <FocusOnNavigation />
        <main id={MAIN_ID} tabIndex={-1}>
          <Chip />
          <button type="button">Stays</button>
        </main>
      </MemoryRouter>,
    );
    const stays = screen.getByRole('button', { name: 'Stays' });
    stays.focus();
    stays.blur();
    // The page changes meanwhile: focus let go stays let go.
    const note = document.body.appendChild(document.createElement('p'));
    await frame();
    expect(document.body).toHaveFocus();
    note.remove();
    const chip = screen.getByRole('button', { name: 'Remove Status: Voided' });
    chip.focus();
    fireEvent.click(chip);
    await frame();
    await frame();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
