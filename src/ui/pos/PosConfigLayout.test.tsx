import { act, fireEvent, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { PosConfigLayout, posPageWidth, usePosAlert } from './PosConfigLayout';
import { renderPosPage } from './testing';

const AlertButtons = () => {
  const { show, showError, showSuccess } = usePosAlert();
  return (
    <>
      <button onClick={() => show({ variant: 'info', heading: 'First', text: 'first text' })}>info</button>
      <button onClick={() => showError(new Error('Server said no'))}>error</button>
      <button onClick={() => showError(new Error(''))}>empty error</button>
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

  it('clears a success alert after 3000 ms', async () => {
    renderPosPage(routes, '/pos-config/agencies/create');
    const button = await screen.findByRole('button', { name: 'success' });
    vi.useFakeTimers();
    try {
      fireEvent.click(button);
      expect(screen.getByRole('status')).toHaveTextContent('SuccessWater Successfully Updated');
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
