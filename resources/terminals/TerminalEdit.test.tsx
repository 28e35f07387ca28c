import { act, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'ra-core';
import userEvent from '@testing-library/user-event';
import { ALERT_CLEAR_MS } from '../cashiering/posOutcome';
import { fakeRecordProvider, renderPosPage } from '../cashiering/testing';
import { TerminalCreate, TerminalEdit } from './TerminalPages';

type User = ReturnType<typeof userEvent.setup>;

/** Types as a paste: one change per field, so these form tests stay quick. */
const fill = async (user: User, element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

const choose = async (user: User, label: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};

/** An answer the test gives when it chooses. */
const later = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>(done => (resolve = done));
  return { promise, resolve };
};

const lists = {
  locations: [
    { text: 'City Hall', value: 1 },
    { text: 'Main Library', value: 2 },
  ],
  credit_card_reader_types: [
    { text: 'Ingenico Lane/3000', value: 1 },
    { text: 'Verifone P400', value: 4 },
  ],
};
const terminal = {
  id: 42,
  location_id: 1,
  name: 'Test Window',
  payment_source: 'cashiering',
  kiosk_id: 'TEST-1',
  credit_card_reader_type_id: null,
  internal_device_id: null,
  ...lists,
};

const routes = {
  '/pos-config/terminals/create': <TerminalCreate />,
  '/pos-config/terminals/:id/edit': <TerminalEdit />,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('TerminalEdit', () => {
  it('offers neither fields nor Save until the terminal is loaded, then saves what was typed', async () => {
    const user = userEvent.setup();
    const edit = later<typeof terminal>();
    const dataProvider = {
      ...fakeRecordProvider(terminal),
      getOne: vi.fn(() => edit.promise.then(data => ({ data }))),
    };
    renderPosPage(routes, '/pos-config/terminals/42/edit', dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Terminal' })).toBeVisible();
    expect(screen.getByText('Loading…', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    edit.resolve(terminal);
    expect(await screen.findByDisplayValue('Test Window')).toBeVisible();
    expect(dataProvider.getOne).toHaveBeenCalledWith('terminals', expect.objectContaining({ id: '42' }));
    expect(screen.getByRole('combobox', { name: /^Credit Card Reader Type/ })).toHaveTextContent(
      'Use the client’s reader type',
    );
    await choose(user, /^Credit Card Reader Type/, 'Verifone P400');
    await fill(user, field(/^Internal Device ID/), 'DEV-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toEqual({
      id: 42,
      location_id: 1,
      name: 'Test Window',
      payment_source: 'cashiering',
      kiosk_id: 'TEST-1',
      credit_card_reader_type_id: 4,
      internal_device_id: 'DEV-1',
    });
    expect(await screen.findByText('Test Window Successfully Updated')).toBeVisible();
  });

  it('after Create, the edit page keeps the Updated alert of a save that answers as the Created alert clears', async () => {
    // Fake time runs with real time; the test moves it on at the moment of the race.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup();
      const edit = later<typeof terminal>();
      const update = later<void>();
      const dataProvider = {
        getPosDefaults: vi.fn(async () => lists),
        create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
          data: { ...data, id: 42 },
        })),
        getOne: vi.fn(() => edit.promise.then(data => ({ data }))),
        update: vi.fn(
          (
            _resource: string,
            { data, previousData }: { data: Record<string, unknown>; previousData: Record<string, unknown> },
          ) => update.promise.then(() => ({ data: { ...previousData, ...data } })),
        ),
      };
      renderPosPage(routes, '/pos-config/terminals/create?location_id=1', dataProvider);
      expect(await screen.findByRole('heading', { level: 1, name: 'Create Terminal' })).toBeVisible();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveTextContent('City Hall'));
      await fill(user, field(/^Name/), 'Test Window');
      await choose(user, /^Payment Source/, 'Cashiering');
      await fill(user, field(/^Kiosk ID/), 'TEST-1');
      await user.click(screen.getByRole('button', { name: 'Create' }));

      // The edit page: the Created alert at once (react-admin's create leaves the record in its cache, so the form may show at once).
      expect(await screen.findByText('Test Window Successfully Created')).toBeVisible();
      // The Created alert clears by this time at the latest.
      const createdClears = Date.now() + ALERT_CLEAR_MS;
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/pos-config\/terminals\/42\/edit$/);
      edit.resolve(terminal);
      expect(await screen.findByDisplayValue('Test Window')).toBeVisible();
      await fill(user, field(/^Internal Device ID/), 'DEV-1');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(dataProvider.update).toHaveBeenCalledWith(
          'terminals',
          expect.objectContaining({ data: expect.objectContaining({ id: 42, internal_device_id: 'DEV-1' }) }),
        ),
      );

      // The save answers; before the page has rendered its Updated alert, the Created alert's time runs out.
      await act(async () => {
        update.resolve();
        // Promise callbacks only: the save shows its alert; React renders after this act.
        for (let turn = 0; turn < 50; turn++) await Promise.resolve();
        vi.advanceTimersByTime(Math.max(0, createdClears - Date.now()));
      });
      expect(screen.getByRole('status')).toHaveTextContent('Test Window Successfully Updated');
      expect(field(/^Internal Device ID/)).toHaveValue('DEV-1');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TerminalCreate for a client with no cashiering set-up', () => {
  it('says so instead of an empty page, with the way to set the client up', async () => {
    const getPosDefaults = vi.fn(async () => Promise.reject(new HttpError('Client not found', 404, {})));
    renderPosPage({ '/pos-config/terminals/create': <TerminalCreate /> }, '/pos-config/terminals/create', {
      getPosDefaults,
    });
    expect(await screen.findByRole('heading', { name: 'No cashiering client yet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('There is no cashiering client for Springfield yet.');
    expect(screen.getByRole('link', { name: 'Set up the client' })).toHaveAttribute('href', '/pos-config/clients/edit');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});

describe('TerminalCreate for a client with no locations', () => {
  it('says a terminal needs a location, with the way to create one', async () => {
    renderPosPage(routes, '/pos-config/terminals/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, locations: [], credit_card_reader_types: [] })),
    });
    expect(await screen.findByText('A terminal belongs to a location, and this client has none yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a location' })).toHaveAttribute(
      'href',
      '/pos-config/locations/create',
    );
  });

  it('says nothing of the kind when there are locations to choose from', async () => {
    renderPosPage(routes, '/pos-config/terminals/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, ...lists })),
    });
    expect(await screen.findByRole('combobox', { name: /^Location/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create a location' })).not.toBeInTheDocument();
  });
});
