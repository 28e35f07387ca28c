import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { fakeRecordProvider, renderPosPage, validationError } from '../cashiering/testing';
import { ClientSettingsEdit } from './ClientSettingsEdit';

/** Types as a paste: one change per field, so these form tests stay quick. */
const fill = async (user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

const PATH = '/pos-config/clients/edit';
const lists = {
  time_zones: [
    { text: '(GMT-06:00) Central Time (US & Canada)', value: 6 },
    { text: '(GMT-05:00) Eastern Time (US & Canada)', value: 7 },
  ],
  credit_card_reader_types: [
    { text: 'Ingenico Lane/3000', value: 1 },
    { text: 'Verifone P400', value: 4 },
  ],
};
const springfield = {
  id: 1,
  name: 'City of Springfield',
  brand: 'Springfield',
  slug: 'springfield',
  time_zone_id: 6,
  credit_card_reader_type_id: 1,
  split_fee_text_default: null,
  split_fee_mid_default: null,
};

/** The posClients record, as the POS provider reads it by brand. */
const record = (client: typeof springfield) => ({
  ...client,
  id: client.brand,
  client_id: client.id,
  ...lists,
});
const notFound = () => new HttpError('Client not found', 404, {});

const existing = (overrides: Record<string, unknown> = {}) => ({
  ...fakeRecordProvider(record(springfield)),
  getPosDefaults: vi.fn(),
  create: vi.fn(),
  ...overrides,
});

const choose = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/**
 * A getOne held until `settle`, then answering every call the same way, those made before and after (the page may ask
 * again as react-admin's access check and the layout settle).
 */
const heldGetOne = () => {
  const waiting: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  let outcome: { data?: unknown; error?: unknown } | undefined;
  const answer = (next: { data?: unknown; error?: unknown }) =>
    next.error ? Promise.reject(next.error) : Promise.resolve(next.data);
  const getOne = vi.fn(() =>
    outcome ? answer(outcome) : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
  );
  const settle = (next: { data?: unknown; error?: unknown }) => {
    outcome = next;
    for (const call of waiting.splice(0)) answer(next).then(call.resolve, call.reject);
  };
  return { getOne, settle };
};

describe('ClientSettingsEdit', () => {
  it('is read-only until loaded, then edits the existing client with name, brand and slug read-only', async () => {
    const held = heldGetOne();
    const dataProvider = existing({ getOne: held.getOne });
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider);
    expect(
      await screen.findByRole('heading', {
        name: 'Cashiering Client Settings',
      }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Split Fee MID Default/ })).toHaveAttribute('readonly');
    // Whether it saves or creates is not known yet: no button says either.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    held.settle({ data: { data: record(springfield) } });
    expect(await screen.findByDisplayValue('City of Springfield')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getByDisplayValue('springfield')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /^Time Zone/ })).toHaveTextContent(
      '(GMT-06:00) Central Time (US & Canada)',
    );
    expect(screen.getByRole('textbox', { name: /^Split Fee MID Default/ })).not.toHaveAttribute('readonly');
    expect(screen.getByText(/^Split fee mid & text are optional fields\./)).toBeVisible();
    expect(dataProvider.getOne).toHaveBeenCalledWith('posClients', expect.objectContaining({ id: 'Springfield' }));
  });

  it('wants both split fee defaults or neither, then sends the update payload and says so', async () => {
    const user = userEvent.setup();
    const dataProvider = existing();
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider);
    await screen.findByDisplayValue('City of Springfield');
    await fill(user, screen.getByRole('textbox', { name: /^Split Fee Text Default/ }), 'A fee applies');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Split Fee MID Default is required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await fill(user, screen.getByRole('textbox', { name: /^Split Fee MID Default/ }), '8788');
    await waitFor(() => expect(screen.queryByText('Split Fee MID Default is required')).not.toBeInTheDocument());
    await choose(user, /^Time Zone/, '(GMT-05:00) Eastern Time (US & Canada)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'posClients',
        expect.objectContaining({
          id: 'Springfield',
          data: {
            id: 1,
            credit_card_reader_type_id: 1,
            time_zone_id: 7,
            split_fee_text_default: 'A fee applies',
            split_fee_mid_default: '8788',
          },
        }),
      ),
    );
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Success');
    expect(alert).toHaveTextContent('City of Springfield Successfully Updated');
  });

  it('switches to create mode on Client not found and creates the client under the chosen brand', async () => {
    const user = userEvent.setup();
    const created = {
      ...springfield,
      id: 3,
      name: 'Capital City',
      brand: 'Capital City',
      slug: 'capital-city',
      time_zone_id: 7,
      credit_card_reader_type_id: 4,
    };
    let loaded: (value: unknown) => void = () => undefined;
    const dataProvider = existing({
      getOne: vi
        .fn()
        .mockRejectedValueOnce(notFound())
        .mockImplementationOnce(() => new Promise(done => (loaded = done))),
      getPosDefaults: vi.fn(async () => ({
        name: 'Capital City',
        brand: 'Capital City',
        slug: 'capital-city',
        ...lists,
      })),
      create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...data, id: 3 },
      })),
    });
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider, undefined, {
      brand: 'Capital City',
      slug: 'capital-city',
    });
    const info = await screen.findByRole('status');
    expect(within(info).getByText('Client not found')).toBeVisible();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Capital City'));
    expect(name).not.toHaveAttribute('readonly');
    expect(dataProvider.getPosDefaults).toHaveBeenCalledWith('posClients', 'Capital City');
    // The brand is the chosen client's: a client created under another one could not be reached from here.
    expect(screen.getByRole('textbox', { name: /^Brand/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('capital-city');
    expect(screen.getByRole('textbox', { name: /^Split Fee Text Default/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Split Fee MID Default/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Time Zone is required')).toBeVisible();
    expect(screen.getByText('Credit Card Reader Type is required')).toBeVisible();
    await choose(user, /^Time Zone/, '(GMT-05:00) Eastern Time (US & Canada)');
    await choose(user, /^Credit Card Reader Type/, 'Verifone P400');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'posClients',
        expect.objectContaining({
          data: {
            name: 'Capital City',
            brand: 'Capital City',
            slug: 'capital-city',
            credit_card_reader_type_id: 4,
            time_zone_id: 7,
          },
        }),
      ),
    );
    expect(await screen.findByText('Capital City Successfully Created')).toBeVisible();
    // While the created client is read again, the form still shows it: it does not blank out.
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Capital City');
    expect(screen.getByRole('combobox', { name: /^Time Zone/ })).toHaveTextContent(
      '(GMT-05:00) Eastern Time (US & Canada)',
    );
    loaded({ data: record(created) });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Capital City');
    expect(screen.getByRole('combobox', { name: /^Time Zone/ })).toHaveTextContent(
      '(GMT-05:00) Eastern Time (US & Canada)',
    );
    expect(screen.getByRole('combobox', { name: /^Credit Card Reader Type/ })).toHaveTextContent('Verifone P400');
  });

  it('offers Create, never Save, when the client turns out not to exist', async () => {
    const held = heldGetOne();
    const dataProvider = existing({
      getOne: held.getOne,
      getPosDefaults: vi.fn(async () => ({
        name: 'Capital City',
        brand: 'Capital City',
        slug: 'capital-city',
        ...lists,
      })),
    });
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider);
    expect(
      await screen.findByRole('heading', {
        name: 'Cashiering Client Settings',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    held.settle({ error: notFound() });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('Client not found')).toBeVisible());
  });

  it("says in the alert, and in place with Try again, when the new client's defaults cannot be read", async () => {
    const dataProvider = existing({
      getOne: vi.fn(async () => Promise.reject(notFound())),
      getPosDefaults: vi.fn(async () => Promise.reject(new HttpError('Service unavailable', 503, {}))),
    });
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error:');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('shows a server validation error once, at its field, in words, keeping what was typed', async () => {
    const user = userEvent.setup();
    const dataProvider = existing({
      update: vi.fn(async () =>
        Promise.reject(
          await validationError({ split_fee_mid_default: ['is too long', 'must be digits'] }, 'posClients'),
        ),
      ),
    });
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider);
    await screen.findByDisplayValue('City of Springfield');
    await fill(user, screen.getByRole('textbox', { name: /^Split Fee Text Default/ }), 'Fee');
    await fill(user, screen.getByRole('textbox', { name: /^Split Fee MID Default/ }), 'x1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Split fee mid default is too long. Split fee mid default must be digits.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Split Fee MID Default/ })).toHaveValue('x1');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says a brand already taken at the brand, which the user cannot change, and leaves Create enabled', async () => {
    const user = userEvent.setup();
    const dataProvider = existing({
      getOne: vi.fn(async () => Promise.reject(notFound())),
      getPosDefaults: vi.fn(async () => ({ name: 'Capital City', slug: 'capital-city', time_zone_id: 7, ...lists })),
      create: vi.fn(async () =>
        Promise.reject(await validationError({ brand: ['has already been taken'] }, 'posClients')),
      ),
    });
    renderPosPage({ [PATH]: <ClientSettingsEdit /> }, PATH, dataProvider, undefined, {
      brand: 'Capital City',
      slug: 'capital-city',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Capital City'));
    await choose(user, /^Credit Card Reader Type/, 'Verifone P400');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This brand is already used by another client.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Brand/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/has already been taken|The form is not valid/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(2));
  });

  it('shows An error occurred when a failure has no message', async () => {
    renderPosPage(
      { [PATH]: <ClientSettingsEdit /> },
      PATH,
      existing({
        getOne: vi.fn(async () => Promise.reject(new HttpError('', 500, {}))),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error:');
    expect(alert).toHaveTextContent('An error occurred');
  });
});
