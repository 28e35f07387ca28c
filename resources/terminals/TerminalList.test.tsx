import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import { renderPosPage } from '../cashiering/testing';
import { TerminalList } from './TerminalList';

const LOCATIONS = [
  { id: 1, name: 'City Hall', address_1: '800 E Monroe St' },
  { id: 2, name: 'Main Library', address_1: '326 S 7th St' },
];
const TERMINALS = [
  { id: 10, name: 'City Hall Window 1', kiosk_id: 'SPF-K0001', location_id: 1, location: 'City Hall' },
  { id: 11, name: 'Main Library Kiosk 1', kiosk_id: 'SPF-K0002', location_id: 2, location: 'Main Library' },
  { id: 12, name: 'City Hall Window 2', kiosk_id: 'SPF-K0003', location_id: 1, location: 'City Hall' },
];

const provider = (terminals = TERMINALS) => {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'locations') return { data: LOCATIONS, total: LOCATIONS.length };
    const locationId = params.filter.location_id;
    const data = terminals.filter(terminal => !locationId || String(terminal.location_id) === String(locationId));
    return { data, total: data.length };
  });
  return { getList, sortPos: vi.fn(async () => undefined) };
};

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Terminals' }))
    .getAllByRole('row')
    .slice(1)
    .map(row => within(row).getAllByRole('cell')[1].textContent);

describe('TerminalList', () => {
  it('lists terminals with Terminal, Kiosk ID and Location, each row linking to its edit page', async () => {
    renderPosPage({ '/pos-config/terminals': <TerminalList /> }, '/pos-config/terminals', provider());
    expect(await screen.findByRole('link', { name: 'City Hall Window 1' })).toHaveAttribute(
      'href',
      '/pos-config/terminals/10/edit',
    );
    const headers = within(screen.getByRole('table', { name: 'Terminals' }))
      .getAllByRole('columnheader')
      .map(header => header.textContent);
    expect(headers).toEqual(['Order', 'Terminal', 'Kiosk ID', 'Location']);
    // Across all locations each location's terminals are together: they are ordered within it.
    expect(rowNames()).toEqual(['City Hall Window 1', 'City Hall Window 2', 'Main Library Kiosk 1']);
    expect(screen.getByRole('button', { name: 'Reorder City Hall Window 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Terminal' })).toHaveAttribute(
      'href',
      '/pos-config/terminals/create',
    );
  });

  it('narrows to a location, keeps it in the address, and All Locations removes the filter', async () => {
    const user = userEvent.setup();
    const dataProvider = provider();
    renderPosPage({ '/pos-config/terminals': <TerminalList /> }, '/pos-config/terminals', dataProvider);
    await screen.findByRole('link', { name: 'City Hall Window 1' });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('All Locations');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'City Hall' }));
    await waitFor(() => expect(rowNames()).toEqual(['City Hall Window 1', 'City Hall Window 2']));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pos-config/terminals?location_id=1');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'terminals',
      expect.objectContaining({ filter: { brand: 'Springfield', location_id: '1' } }),
    );
    expect(screen.getByRole('link', { name: 'Create New Terminal' })).toHaveAttribute(
      'href',
      '/pos-config/terminals/create?location_id=1',
    );
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'All Locations' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/pos-config\/terminals$/);
  });

  it('a location without terminals is named, with a way back to every location', async () => {
    const user = userEvent.setup();
    const lonely = TERMINALS.filter(terminal => terminal.location_id === 1);
    renderPosPage(
      { '/pos-config/terminals': <TerminalList /> },
      '/pos-config/terminals?location_id=2',
      provider(lonely),
    );
    expect(await screen.findByRole('heading', { name: 'No terminals at Main Library' })).toBeVisible();
    expect(screen.queryByText(/This client has no terminals/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all locations' }));
    await waitFor(() => expect(rowNames()).toEqual(['City Hall Window 1', 'City Hall Window 2']));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/pos-config\/terminals$/);
  });

  it('says No Terminals when there are none', async () => {
    renderPosPage({ '/pos-config/terminals': <TerminalList /> }, '/pos-config/terminals', provider([]));
    expect(await screen.findByRole('heading', { name: 'No Terminals' })).toBeVisible();
    expect(screen.getByText('This client has no terminals. Create one to see them listed here.')).toBeVisible();
  });
});

describe('TerminalList search', () => {
  it('narrows the rows as one types, in memory; dragging is off with the reason while it does', async () => {
    const user = userEvent.setup();
    const dataProvider = provider();
    renderPosPage({ '/pos-config/terminals': <TerminalList /> }, '/pos-config/terminals', dataProvider);
    await screen.findByRole('link', { name: 'City Hall Window 1' });
    const calls = dataProvider.getList.mock.calls.length;
    expect(screen.getByRole('button', { name: 'Reorder City Hall Window 1' })).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search terminals' }), 'k0002');
    await waitFor(() => expect(rowNames()).toEqual(['Main Library Kiosk 1']));
    expect(screen.getByRole('button', { name: 'Reorder Main Library Kiosk 1' })).toBeDisabled();
    expect(screen.getByText(/^Clear the search to change the order/)).toBeVisible();

    await user.clear(screen.getByRole('searchbox', { name: 'Search terminals' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Reorder City Hall Window 1' })).toBeEnabled();
    expect(screen.queryByText(/Clear the search/)).not.toBeInTheDocument();
    expect(dataProvider.getList.mock.calls.length).toBe(calls);
  });

  it('says when no terminal matches, rather than that the client has none', async () => {
    const user = userEvent.setup();
    renderPosPage({ '/pos-config/terminals': <TerminalList /> }, '/pos-config/terminals', provider());
    await screen.findByRole('link', { name: 'City Hall Window 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search terminals' }), 'zzz');
    expect(await screen.findByText('No terminals match “zzz”.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No Terminals' })).not.toBeInTheDocument();
  });
});
