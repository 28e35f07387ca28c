import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { fakeRecordProvider, renderPosPage, validationError } from '../cashiering/testing';
import { AgencyCreate, AgencyEdit } from './AgencyPages';

/** Types as a paste: one change per field, so these form tests stay quick. */
const fill = async (user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

const SPLIT_DISABLED =
  'Split Fee fields are disabled because Convenience Fee fields have values. Clear the Convenience Fee fields to enable these.';
const CONVENIENCE_DISABLED =
  'Convenience Fee fields are disabled because Split Fee or Service Fee fields have values. Clear the Split Fee fields to enable these.';

const locations = [
  { text: 'City Hall', value: 1 },
  { text: 'Main Library', value: 2 },
  { text: 'Senior Center', value: 3 },
];
const agency = {
  id: 7,
  client_id: 1,
  code: 'WTR',
  slug: 'water',
  description: 'Water Utilities',
  split_tender: false,
  location_ids: [1],
  locations,
  receipt_attributes: { header_url: null, pay_at_message: null },
  agency_fee_config: {
    split_fee_mid: null,
    split_fee_text: null,
    convenience_fee: null,
    max_card_amount_allowed: null,
    service_fee_percentage: null,
    minimum_service_fee: null,
  },
};

const routes = {
  '/pos-config/agencies/create': <AgencyCreate />,
  '/pos-config/agencies/:id/edit': <AgencyEdit />,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('AgencyEdit', () => {
  it("says another client's agency is not part of the chosen client, with no form to save it", async () => {
    const dataProvider = fakeRecordProvider(agency);
    dataProvider.getList.mockResolvedValue({ data: [{ id: 8 }, { id: 9 }], total: 2 });
    renderPosPage(routes, '/pos-config/agencies/7/edit', dataProvider);
    expect(await screen.findByText(/^Not part of /)).toBeVisible();
    expect(screen.getByText('This belongs to another client. To edit it, choose that client first (Change client).'));
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/pos-config/agencies');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('Water Utilities')).not.toBeInTheDocument();
  });

  it('offline, a save says it waits for the connection, and goes once it is back', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeRecordProvider(agency);
    renderPosPage(routes, '/pos-config/agencies/7/edit', dataProvider);
    await screen.findByDisplayValue('Water Utilities');
    await user.clear(field(/^Description/));
    await fill(user, field(/^Description/), 'Water and Sewer');
    onlineManager.setOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(
        'Connection LostYour device is offline. The changes will be saved as soon as the connection is back.',
      );
      expect(dataProvider.update).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Connection Lost')).not.toBeInTheDocument());
  });

  it('a save over a newer version says what changed, then reloads or overwrites only when told', async () => {
    const user = userEvent.setup();
    const opened = { ...agency, version: '"v1"' };
    const theirs = { ...agency, description: 'Water and Sewer', location_ids: [1, 2], version: '"v2"' };
    const dataProvider = fakeRecordProvider(opened);
    dataProvider.update.mockRejectedValueOnce(
      new HttpError('This record has changed since it was read', 412, { current: theirs }),
    );
    renderPosPage(routes, '/pos-config/agencies/7/edit', dataProvider);
    await screen.findByDisplayValue('Water Utilities');
    await fill(user, field(/^Pay At Message/), 'Pay at window 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not saved: someone else saved this record after you opened it');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map(item => item.textContent),
    ).toEqual([
      'Description was changed from “Water Utilities” to “Water and Sewer”.',
      'Locations was changed from “City Hall” to “City Hall, Main Library”.',
    ]);
    expect(notice).toHaveFocus();
    // Nothing typed is lost while the user decides.
    expect(field(/^Pay At Message/)).toHaveValue('Pay at window 2');
    expect(screen.queryByText(/Successfully Updated/)).not.toBeInTheDocument();

    // Overwriting on purpose names the version the notice showed.
    await user.click(within(notice).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[0][1]).not.toHaveProperty('meta.version');
    expect(dataProvider.update.mock.calls[1][1]).toMatchObject({
      meta: { version: '"v2"' },
      data: { receipt_attributes: { pay_at_message: 'Pay at window 2' } },
    });
    expect(await screen.findByText('Water Utilities Successfully Updated')).toBeVisible();
    expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
  });

  it('a conflict’s Load their version drops what was typed and shows the record as it is now', async () => {
    const user = userEvent.setup();
    const theirs = { ...agency, description: 'Water and Sewer', version: '"v2"' };
    const dataProvider = fakeRecordProvider({ ...agency, version: '"v1"' });
    dataProvider.update.mockRejectedValueOnce(new HttpError('stale', 412, { current: theirs }));
    renderPosPage(routes, '/pos-config/agencies/7/edit', dataProvider);
    await screen.findByDisplayValue('Water Utilities');
    await fill(user, field(/^Pay At Message/), 'Pay at window 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    dataProvider.getOne.mockResolvedValue({ data: theirs });
    await user.click(within(notice).getByRole('button', { name: 'Load their version (drop my changes)' }));
    expect(await screen.findByDisplayValue('Water and Sewer')).toBeVisible();
    expect(field(/^Pay At Message/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });

  it('asks before a pill loses what was typed, and stays when told to', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    onTestFinished(() => confirm.mockRestore());
    renderPosPage(
      { ...routes, '/pos-config/locations': <h1>Locations</h1> },
      '/pos-config/agencies/7/edit',
      fakeRecordProvider(agency),
    );
    await screen.findByDisplayValue('Water Utilities');
    await fill(user, field(/^Description/), ' and Sewer');
    const pills = screen.getByRole('navigation', { name: 'Cashiering configuration sections' });
    await user.click(within(pills).getByRole('link', { name: 'Locations' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes weren't saved/)));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pos-config/agencies/7/edit');
    expect(field(/^Description/)).toHaveValue('Water Utilities and Sewer');
    confirm.mockReturnValue(true);
    await user.click(within(pills).getByRole('link', { name: 'Locations' }));
    expect(await screen.findByRole('heading', { name: 'Locations' })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pos-config/locations');
  });

  it('disables the split and service fees while a convenience fee is set, and the other way round', async () => {
    const user = userEvent.setup();
    renderPosPage(routes, '/pos-config/agencies/7/edit', fakeRecordProvider(agency));
    await screen.findByDisplayValue('Water Utilities');
    expect(screen.getByRole('heading', { name: 'Fees' })).toBeVisible();
    // The placeholders are a sample split text, 1.50 and 99.50.
    const placeholders = [...document.querySelectorAll('input[placeholder], textarea[placeholder]')].map(input => [
      input.getAttribute('name'),
      input.getAttribute('placeholder'),
    ]);
    expect(placeholders.map(([name]) => name)).toEqual([
      'split_fee_text',
      'convenience_fee',
      'max_card_amount_allowed',
    ]);
    expect(placeholders.slice(1).map(([, text]) => text)).toEqual(['1.50', '99.50']);

    await fill(user, field(/^Convenience Fee/), '1.50');
    expect(screen.getByText(SPLIT_DISABLED)).toBeVisible();
    for (const name of [/^Split Fee MID/, /^Split Fee Text/, /^Service Fee Percentage/, /^Minimum Service Fee/])
      expect(field(name)).toBeDisabled();
    expect(field(/^Max Card Amount Allowed/)).toBeEnabled();

    await user.clear(field(/^Convenience Fee/));
    expect(screen.queryByText(SPLIT_DISABLED)).not.toBeInTheDocument();
    expect(field(/^Split Fee MID/)).toBeEnabled();

    await fill(user, field(/^Service Fee Percentage/), '2.5');
    expect(screen.getByText(CONVENIENCE_DISABLED)).toBeVisible();
    expect(field(/^Convenience Fee/)).toBeDisabled();
    expect(field(/^Max Card Amount Allowed/)).toBeDisabled();
  });

  it('checks the decimal pattern and the pairs, then sends numbers where the API wants them', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeRecordProvider(agency);
    renderPosPage(routes, '/pos-config/agencies/7/edit', dataProvider);
    await screen.findByDisplayValue('Water Utilities');
    await fill(user, field(/^Convenience Fee/), '1.505');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Convenience Fee must be decimal or integer')).toBeVisible();
    expect(screen.getByText('Max Card Amount Allowed is required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field(/^Convenience Fee/));
    await fill(user, field(/^Convenience Fee/), '1.50');
    await fill(user, field(/^Max Card Amount Allowed/), '99.50');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toEqual({
      id: 7,
      code: 'WTR',
      slug: 'water',
      description: 'Water Utilities',
      split_tender: false,
      location_ids: [1],
      receipt_attributes: { header_url: null, pay_at_message: null },
      agency_fee_config: {
        split_fee_mid: null,
        split_fee_text: null,
        convenience_fee: 1.5,
        max_card_amount_allowed: 99.5,
        service_fee_percentage: null,
        minimum_service_fee: null,
      },
    });
    expect(await screen.findByText('Water Utilities Successfully Updated')).toBeVisible();
  });
  it("drops a pair's message from the other field when the one that caused it is emptied, and raises none early", async () => {
    const user = userEvent.setup();
    renderPosPage(routes, '/pos-config/agencies/7/edit', fakeRecordProvider(agency));
    await screen.findByDisplayValue('Water Utilities');
    await fill(user, field(/^Convenience Fee/), '1.50');
    await user.tab();
    // The field the fee needs has not been reached yet: no message there before Save.
    expect(screen.queryByText('Max Card Amount Allowed is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max Card Amount Allowed is required')).toBeVisible();
    await user.clear(field(/^Convenience Fee/));
    await waitFor(() => expect(screen.queryByText('Max Card Amount Allowed is required')).toBeNull());
  });

  it('shows the split tender choice with neither chosen for an agency without one, and asks for it at the field', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeRecordProvider({ ...agency, split_tender: null });
    renderPosPage(routes, '/pos-config/agencies/7/edit', dataProvider);
    await screen.findByDisplayValue('Water Utilities');
    expect(screen.getByText('Split Tender Allowed', { exact: false })).toBeVisible();
    const radios = screen.getAllByRole('radio');
    expect(radios.map(radio => radio.getAttribute('value'))).toEqual(['true', 'false']);
    for (const radio of radios) expect(radio).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Split Tender Allowed is required')).toBeVisible();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'agencies',
        expect.objectContaining({
          data: expect.objectContaining({ id: 7, split_tender: true }),
        }),
      ),
    );
  });
});

describe('AgencyCreate', () => {
  it('has no fee section, picks every location with Select All, and becomes the edit page of the new agency', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 42 },
    }));
    renderPosPage(routes, '/pos-config/agencies/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, locations })),
      create,
      ...fakeRecordProvider({
        ...agency,
        id: 42,
        code: 'DOG',
        slug: 'dogs',
        description: 'Dog Licensing',
        location_ids: [1, 2, 3],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Create Agency' })).toBeVisible();
    await screen.findByRole('textbox', { name: /^Code/ });
    expect(screen.queryByRole('heading', { name: 'Fees' })).not.toBeInTheDocument();
    // Split tender starts unset and must be chosen.
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await fill(user, field(/^Code/), 'DOG');
    await fill(user, field(/^Slug/), 'dogs');
    await fill(user, field(/^Description/), 'Dog Licensing');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('combobox', { name: /^Locations/ }));
    await user.click(await screen.findByRole('option', { name: 'Select All' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Senior Center' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'agencies',
        expect.objectContaining({
          data: {
            client_id: 1,
            code: 'DOG',
            slug: 'dogs',
            description: 'Dog Licensing',
            split_tender: true,
            location_ids: [1, 2, 3],
            receipt_attributes: { header_url: null, pay_at_message: null },
          },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Agency' })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pos-config/agencies/42/edit');
    expect(await screen.findByText('Dog Licensing Successfully Created')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Fees' })).toBeVisible();
  });

  it('shows a server error once, at its field, in words, keeps what was typed and lets Create try again', async () => {
    const user = userEvent.setup();
    renderPosPage(routes, '/pos-config/agencies/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, locations })),
      create: vi.fn(async () =>
        Promise.reject(await validationError({ slug: ['has already been taken'] }, 'agencies')),
      ),
    });
    await screen.findByRole('textbox', { name: /^Code/ });
    await fill(user, field(/^Code/), 'WTR');
    await fill(user, field(/^Slug/), 'water');
    await fill(user, field(/^Description/), 'Water again');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Split Tender Allowed is required')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This slug is already used by another agency.')).toBeVisible();
    expect(screen.getAllByText(/already used|already been taken/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(/^Slug/)).toHaveValue('water');
    expect(field(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    // The refused field has the focus: its message may be far above the button on a phone.
    await waitFor(() => expect(field(/^Slug/)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pos-config/agencies/create');
  });
});

describe('AgencyCreate location picker', () => {
  it('starts with split tender unset, and takes no more of a description than its limit, counting near it', async () => {
    const user = userEvent.setup();
    renderPosPage(routes, '/pos-config/agencies/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, locations })),
    });
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await fill(user, description, 'x'.repeat(79));
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await fill(user, description, 'y');
    expect(description).toHaveAccessibleDescription('80 of 100 characters');
    await fill(user, description, 'z'.repeat(40));
    expect(description).toHaveValue(`${'x'.repeat(79)}y${'z'.repeat(20)}`);
    expect(description).toHaveAccessibleDescription('100 of 100 characters: no more fit');
    const payAt = screen.getByRole('textbox', { name: /^Pay At Message/ });
    await fill(user, payAt, 'p'.repeat(300));
    expect(payAt).toHaveValue('p'.repeat(255));
  });

  it('says "All 3 locations" after Select All rather than a chip each, and searches the locations', async () => {
    const user = userEvent.setup();
    renderPosPage(routes, '/pos-config/agencies/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, locations })),
    });
    const picker = await screen.findByRole('combobox', { name: /^Locations/ });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Select All' }));
    expect(screen.getByText('All 3 locations')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'City Hall' })).not.toBeInTheDocument();

    await user.type(picker, 'libr');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map(option => option.textContent),
      ).toEqual(['Main Library']),
    );
    await user.click(screen.getByRole('option', { name: 'Main Library' }));
    expect(await screen.findByText('2 locations')).toBeVisible();
  });

  it('says a client with no locations yet has none to give, instead of offering a lone Select All', async () => {
    const user = userEvent.setup();
    renderPosPage(routes, '/pos-config/agencies/create', {
      getPosDefaults: vi.fn(async () => ({ client_id: 1, locations: [] })),
    });
    const picker = await screen.findByRole('combobox', { name: /^Locations/ });
    expect(picker).toHaveAccessibleDescription('This client has no locations yet.');
    await user.click(picker);
    expect(screen.queryByRole('option', { name: 'Select All' })).not.toBeInTheDocument();
    expect(screen.getAllByText('This client has no locations yet.').length).toBeGreaterThan(1);
  });
});
