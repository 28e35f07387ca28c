import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PosConfigLayout, posPageWidth } from './PosConfigLayout';
import { usePosOutcome, usePosLoadError } from './posOutcome';
import { renderPosPage } from './testing';

const AlertButtons = () => {
  const { show, showError, showSuccess, navigateWithSuccess } = usePosOutcome();
  return (
    <>
      <button onClick={() => navigateWithSuccess('/pos-config/locations', 'Water Successfully Created')}>
        navigate created
      </button>
      <button onClick={() => show({ variant: 'info', heading: 'First', text: 'first text' })}>info</button>
      <button onClick={() => showError(new Error('Server said no'))}>error</button>
      <button onClick={() => showError(new Error(''))}>empty error</button>
      <button onClick={() => showError(new HttpError('Only platform administrators can do this.', 403, {}))}>
        forbidden
      </button>
      <button onClick={() => showError(new HttpError('Network error', 200, {}))}>unexpected answer</button>
      <button onClick={() => showError(new HttpError('Network error', 0, {}))}>network</button>
      <button onClick={() => showSuccess('Water Successfully Updated')}>success</button>
      <button onClick={() => showSuccess('Water Successfully Created')}>created</button>
      <Link to="/pos-config/locations">elsewhere</Link>
      <Link to="/payments">leave</Link>
    </>
  );
};

const page = (title: string) => (
  <PosConfigLayout title={title}>
    <AlertButtons />
  </PosConfigLayout>
);

const routes = {
  '/pos-config/agencies/create': page('Create Agency'),
  '/pos-config/locations': page('Locations'),
  '/payments': (
    <>
      <h1>Payments</h1>
      <Link to="/pos-config/agencies/create">back</Link>
    </>
  ),
};

describe('PosConfigLayout', () => {
  it('shows the pill navigation with the current section marked', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    const nav = await screen.findByRole('navigation', { name: 'Cashiering configuration sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map(link => link.textContent)).toEqual(['Client', 'Locations', 'Agencies', 'Terminals']);
    expect(links.map(link => link.getAttribute('href'))).toEqual([
      '/pos-config/clients/edit',
      '/pos-config/locations',
      '/pos-config/agencies',
      '/pos-config/terminals',
    ]);
    expect(within(nav).getByRole('link', { name: 'Agencies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Locations' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Agency' })).toBeVisible();
  });

  it.each([
    ['/pos-config/clients/edit', 700],
    ['/pos-config/agencies/create', 700],
    ['/pos-config/terminals/12/edit', 700],
    ['/pos-config/agencies', 1258],
    ['/pos-config/terminals', 1258],
  ])('is %s wide on %s', (path, width) => {
    expect(posPageWidth(path)).toBe(width);
  });

  it('shows one alert at a time, with Error: and the message or An error occurred, and dismisses it', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    fireEvent.click(await screen.findByRole('button', { name: 'info' }));
    expect(screen.getByRole('status')).toHaveTextContent('Firstfirst text');
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error:')).toBeVisible();
    expect(alert).toHaveTextContent('Server said no');
    fireEvent.click(screen.getByRole('button', { name: 'empty error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a 403 is access denied, an answer off its contract unexpected, and Network error in the user’s words', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    fireEvent.click(await screen.findByRole('button', { name: 'forbidden' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Access DeniedYour role doesn't allow you to do this. If you think it should, please contact your administrator.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'unexpected answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error:The cashiering service sent a response this page does not understand. Try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'network' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error:Network error');
  });

  it.each([
    ['after 3000 ms', false],
    ['held while the pointer is on it, 3000 ms after it leaves', true],
  ])('clears a success alert %s', async (_when, hovered) => {
    renderPosPage(routes, '/pos-config/agencies/create');
    const button = await screen.findByRole('button', { name: 'success' });
    vi.useFakeTimers();
    try {
      fireEvent.click(button);
      const alert = screen.getByRole('status');
      expect(alert).toHaveTextContent('SuccessWater Successfully Updated');
      if (hovered) {
        fireEvent.mouseEnter(alert);
        act(() => vi.advanceTimersByTime(10_000));
        expect(screen.getByText('Water Successfully Updated')).toBeInTheDocument();
        fireEvent.mouseLeave(alert);
      }
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByText('Water Successfully Updated')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Water Successfully Updated')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a new alert shown just as the clear timer of the one before it runs out', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    const created = await screen.findByRole('button', { name: 'created' });
    vi.useFakeTimers();
    try {
      fireEvent.click(created);
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.getByRole('status')).toHaveTextContent('Water Successfully Created');
      // A save answers as the Created alert's 3000 ms run out: its timer fires after the new alert is
      // in the store but before the alert area has rendered it (a page busy rendering, a slow machine).
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'success' }));
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Water Successfully Updated');
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByRole('status')).toHaveTextContent('Water Successfully Updated');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings an alert that came with the page into view, gives it the focus the old page lost, and announces it', async () => {
    const scrolled = vi.fn();
    const { scrollIntoView } = Element.prototype;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    // Another page (not the same layout at another address, which React would keep with its focused button).
    renderPosPage(
      { ...routes, '/pos-config/locations': <section>{page('Locations')}</section> },
      '/pos-config/agencies/create',
    );
    const button = await screen.findByRole('button', { name: 'navigate created' });
    button.focus();
    fireEvent.click(button);
    // The button went with its page: the alert has the focus, in a live region that was there before it.
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('SuccessWater Successfully Created');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(alert.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('takes the error of a failed read away once Try again succeeds', async () => {
    const Read = () => {
      const [error, setError] = useState<unknown>(new HttpError('Locations backend down', 500, {}));
      usePosLoadError(error);
      return <button onClick={() => setError(null)}>succeed</button>;
    };
    renderPosPage(
      { '/pos-config/locations': <PosConfigLayout title="Locations">{<Read />}</PosConfigLayout> },
      '/pos-config/locations',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:Locations backend down');
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says on every page when the client’s point of sale is turned off', async () => {
    renderPosPage(routes, '/pos-config/agencies/create', {
      clientSettings: async () => ({
        customerManagementEnabled: true,
        pointOfSale: { enabled: false },
        obligations: [],
        meta: {},
      }),
    });
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Point of sale is turned off for Springfield');
    expect(notice).toHaveTextContent('cashiers cannot use it until point of sale is turned on');
  });

  it('says nothing of point of sale while it is on', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Agency' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('clears alerts when the route changes', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    fireEvent.click(await screen.findByRole('button', { name: 'error' }));
    expect(screen.getByRole('alert')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears alerts when the user leaves the tool, so they do not come back with its page', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    fireEvent.click(await screen.findByRole('button', { name: 'error' }));
    expect(screen.getByRole('alert')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Agency' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
