import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { toUserChanges } from '../../dataProviders/sso/users';
import type { EmailCheck, User, UserChanges, UserValues } from '../../dataProviders/sso/usersContract';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { createTestQueryClient, renderWithAdmin, testUser } from '../../src/test/render';
import { ClientAdminCreate } from './ClientAdminCreate';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { formErrorsOf } from '../../dataProviders/errors';
import { USER_FIELD_WORDS } from '../../dataProviders/sso/users';
import { CONFLICT } from '../../dataProviders/conflict';

const AGENCIES = [
  { slug: 'water', name: 'Water Utilities' },
  { slug: 'parks', name: 'Parks & Recreation' },
  { slug: 'court', name: 'Municipal Court' },
];

const target = (overrides: Partial<User> = {}): User => ({
  id: 't1',
  firstName: 'Edith',
  lastName: 'Target',
  email: 'edith@springfield.example.com',
  role: 'SUPERVISOR',
  posRole: 'CASHIER',
  access: [],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [AGENCIES[0]],
  credentialsProvider: 'OKTA',
  status: 'ACTIVE',
  providerStatus: 'ACTIVE',
  isActive: true,
  timezone: 'America/Chicago',
  ...overrides,
});

const admin = testUser({
  id: 'me',
  role: 'CLIENT_ADMIN',
  permissions: [
    'SEARCH_AGENCIES',
    'LIST_ADMINISTERED_USERS',
    'GRANT_AGENCY_MEMBERSHIP_TO_USER',
    'REVOKE_AGENCY_MEMBERSHIP_FROM_USER',
    'ACTIVATE_USER',
    'DEACTIVATE_USER',
  ],
});

const provider = (overrides: Record<string, unknown> = {}) => ({
  getRoleCombinations: vi.fn(async () => ({
    NO_ROLE: ['NO_ROLE', 'CASHIER'],
    RESEARCHER: ['NO_ROLE', 'CASHIER'],
    SUPERVISOR: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN'],
    AGENCY_ADMIN: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN'],
    CLIENT_ADMIN: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN', 'CLIENT_ADMIN'],
  })),
  getAgencies: vi.fn(async (_clientSlug?: string) => AGENCIES),
  clientSettings: vi.fn(async () => ({
    customerManagementEnabled: true,
    pointOfSale: { enabled: true },
    obligations: [],
    meta: {},
  })),
  getUser: vi.fn(async (): Promise<User> => target()),
  updateUser: vi.fn(async (_id: string, _changes: UserChanges): Promise<User> => target()),
  createUser: vi.fn(async (_user: unknown): Promise<User> => target({ id: 'new' })),
  setUserStatus: vi.fn(async () => target()),
  resendActivation: vi.fn(async () => undefined),
  checkUserEmail: vi.fn(async (_email: string, _clientSlug?: string): Promise<Omit<EmailCheck, 'id'>> => ({
    exists: false,
  })),
  getClients: vi.fn(async () => [
    { slug: 'springfield', brand: 'Springfield' },
    { slug: 'capital-city', brand: 'Capital City' },
  ]),
  ...overrides,
});

/** The users provider of a test: getOne, update and create answer from the fakes above. */
const withUsers = (fakes: ReturnType<typeof provider>) => ({
  ...fakes,
  getOne: async (resource: string, { id, meta }: { id: string; meta?: { clientSlug?: string } }) =>
    resource === 'roleCombinations'
      ? { data: { id, combinations: await fakes.getRoleCombinations() } }
      : resource === 'userEmails'
        ? { data: { id, ...(await fakes.checkUserEmail(id, meta?.clientSlug)) } }
        : { data: await fakes.getUser() },
  getList: async (resource: string, { filter }: { filter: { clientSlug?: string } }) => {
    const rows = resource === 'clients' ? await fakes.getClients() : await fakes.getAgencies(filter.clientSlug);
    const data = rows.map(row => ({ ...row, id: row.slug }));
    return { data, total: data.length };
  },
  update: async (_resource: string, { data, previousData }: { data: UserValues; previousData: User }) => ({
    data: await fakes.updateUser(previousData.id, toUserChanges(previousData, data)),
  }),
  create: async (_resource: string, { data }: { data: unknown }) => ({ data: await fakes.createUser(data) }),
});

const renderAt = (
  path: string,
  dataProvider: ReturnType<typeof provider>,
  user = admin,
  queryClient = createTestQueryClient(),
) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <Routes>
        <Route path="/settings" element={<p>The user list</p>} />
        <Route path="/settings/users/new" element={<UserCreate />} />
        <Route path="/settings/users/:id" element={<UserEdit />} />
        <Route path="/admin" element={<p>The clients</p>} />
        <Route path="/admin/client-admins/create" element={<ClientAdminCreate />} />
      </Routes>
      <Notification />
    </CurrentUserProvider>,
    {
      user,
      dataProvider: withUsers(dataProvider) as never,
      path,
      queryClient,
      clientSettings: dataProvider.clientSettings,
    },
  );

const choose = async (label: string, option: string) => {
  // A select whose choices are still loading is a disabled text box until they are in (Select Client, on a busy machine).
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Add user with its personal information filled in, on to its second step ("Add User"). */
const toDetailsStep = async (
  dataProvider: ReturnType<typeof provider>,
  person: { firstName: string; lastName: string; email: string },
) => {
  renderAt('/settings/users/new', dataProvider);
  fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: person.firstName } });
  fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: person.lastName } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), { target: { value: person.email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Add User' })).toBeVisible();
};

describe('Add user', () => {
  it('says "User Already Exists" when the email is taken', async () => {
    const dataProvider = provider({ checkUserEmail: vi.fn(async () => ({ exists: true, userId: 'x' })) });
    renderAt('/settings/users/new', dataProvider);
    expect(await screen.findByRole('heading', { name: 'Add a New User' })).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Porter' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), {
      target: { value: 'supervisor@springfield.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User Already Exists')).toBeVisible();
    expect(
      screen.getByText(
        "The user you are trying to add already exists. Please return to the user list to edit that user's permissions and roles from their settings page.",
      ),
    ).toBeVisible();
    expect(dataProvider.checkUserEmail).toHaveBeenCalledWith('supervisor@springfield.example.com', 'springfield');
    expect(dataProvider.createUser).not.toHaveBeenCalled();
  });

  it('gives its instructions as a note, not as an alert announced each time the step shows', async () => {
    renderAt('/settings/users/new', provider());
    const hint = await screen.findByText(
      'Enter the email address of the person you are adding. We check whether they already have an account.',
    );
    expect(hint).toBeVisible();
    expect(hint.closest('[role="alert"]')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(/^Enter the email address of the person you are adding\./);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves the focus to the heading of the step it shows, on Continue and on Back', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/new', dataProvider);
    expect(await screen.findByRole('heading', { name: 'Add a New User' })).not.toHaveFocus();
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Novak' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), {
      target: { value: 'nina@springfield.example.com' },
    });
    const next = screen.getByRole('button', { name: 'Continue' });
    next.focus();
    fireEvent.click(next);
    const details = await screen.findByRole('heading', { name: 'Add User', level: 1 });
    await waitFor(() => expect(details).toHaveFocus());
    await choose('Revenue Management role', 'Supervisor');
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    fireEvent.click(back);
    const personal = await screen.findByRole('heading', { name: 'Add a New User', level: 1 });
    await waitFor(() => expect(personal).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Nina');
  });

  it('checks the personal information with the spec messages before looking the email up', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/new', dataProvider);
    fireEvent.change(await screen.findByRole('textbox', { name: /Email address/ }), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(dataProvider.checkUserEmail).not.toHaveBeenCalled();
  });

  it('goes on to "Add User" on a free email and creates the user with roles and agencies', async () => {
    const dataProvider = provider();
    await toDetailsStep(dataProvider, { firstName: 'Nina', lastName: 'Novak', email: 'nina@springfield.example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Revenue Management role is required')).toBeVisible();
    await choose('Revenue Management role', 'Supervisor');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Cashiering role/ }));
    expect(await screen.findByRole('option', { name: 'Client admin' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Agency admin' })).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('option', { name: 'Cashier' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Municipal Court' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(dataProvider.createUser).toHaveBeenCalledWith({
        firstName: 'Nina',
        lastName: 'Novak',
        email: 'nina@springfield.example.com',
        role: 'SUPERVISOR',
        posRole: 'CASHIER',
        agencies: ['court'],
        clientSlug: 'springfield',
      }),
    );
    expect(await screen.findByText('Create User Successful')).toBeVisible();
    expect(screen.getByText('You have successfully created Nina Novak')).toBeVisible();
    expect(await screen.findByText('The user list')).toBeVisible();
  });

  it('takes a refused email back to the first step, says why at the field, and keeps the roles and agencies chosen', async () => {
    // As the users provider refuses: the details by the record's fields, in words, too (dataProviders/sso/users.ts).
    const taken = new HttpError('email: has already been taken.', 422, {
      fieldErrors: { email: ['has already been taken'] },
      errors: formErrorsOf({ email: ['has already been taken'] }, USER_FIELD_WORDS),
    });
    const dataProvider = provider({ createUser: vi.fn(async () => Promise.reject(taken)) });
    await toDetailsStep(dataProvider, { firstName: 'Nina', lastName: 'Novak', email: 'nina@springfield.example.com' });
    await choose('Revenue Management role', 'Supervisor');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    // One sign-in is one account: one sentence, in words, that does not say where the address is used.
    expect(await screen.findByText('This email address already belongs to an account.')).toBeVisible();
    expect(screen.queryByText('has already been taken')).not.toBeInTheDocument();
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to Create User')).not.toBeInTheDocument();
    expect(screen.queryByText(/Please try again later/)).not.toBeInTheDocument();
    // The email can be changed there, where the focus is; Continue will not send the same address again.
    expect(screen.getByRole('heading', { name: 'Add a New User' })).toBeVisible();
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).toBeEnabled();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('This email address already belongs to an account.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This email address already belongs to an account.')).toBeVisible();
    expect(dataProvider.checkUserEmail).toHaveBeenCalledTimes(1);
    // Another address: the message goes, and the second step still holds the role chosen.
    fireEvent.change(email, { target: { value: 'nina.novak@springfield.example.com' } });
    await waitFor(() =>
      expect(screen.queryByText('This email address already belongs to an account.')).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Revenue Management role/ })).toHaveTextContent('Supervisor');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('nina.novak@springfield.example.com');
  });

  it('says any other refusal in the spec toast and keeps the form', async () => {
    const dataProvider = provider({
      createUser: vi.fn(async () => Promise.reject(new HttpError('Internal server error', 500, {}))),
    });
    await toDetailsStep(dataProvider, { firstName: 'Nina', lastName: 'Novak', email: 'nina@springfield.example.com' });
    await choose('Revenue Management role', 'Supervisor');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Unable to Create User')).toBeVisible();
    expect(screen.getByText('We are sorry, we were unable to create Nina Novak Please try again later.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeEnabled();
  });

  it('says a conflict in the server\'s words, not "try again later", and keeps the step', async () => {
    const taken = new HttpError('Email taken in another client', 409, {
      raw: { message: 'Email taken in another client' },
    });
    const dataProvider = provider({ createUser: vi.fn(async () => Promise.reject(taken)) });
    await toDetailsStep(dataProvider, { firstName: 'Nina', lastName: 'Novak', email: 'nina@springfield.example.com' });
    await choose('Revenue Management role', 'Supervisor');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Municipal Court' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Unable to Create User')).toBeVisible();
    expect(screen.getByText('Email taken in another client')).toBeVisible();
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Revenue Management role/ })).toHaveTextContent('Supervisor');
    expect(screen.getByRole('checkbox', { name: 'Municipal Court' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeEnabled();
  });

  it("says a refused email check is not allowed, with the server's reason, and keeps what was typed", async () => {
    const dataProvider = provider({
      checkUserEmail: vi.fn(async () =>
        Promise.reject(new HttpError('You may not look up users of this client.', 403, {})),
      ),
    });
    renderAt('/settings/users/new', dataProvider);
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Novak' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), {
      target: { value: 'nina@springfield.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Access Denied')).toBeVisible();
    expect(
      screen.getByText(
        "Your role doesn't allow you to do this. If you think it should, please contact your administrator.",
      ),
    ).toBeVisible();
    expect(screen.getByText('You may not look up users of this client.')).toBeVisible();
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a New User' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Nina');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('nina@springfield.example.com');
  });

  it('says a field\'s message on the first step when it is left, and no "The form is not valid" toast on Continue', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/new', dataProvider);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.focus(first);
    fireEvent.blur(first);
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    // Held while a field is marked, saying why.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      'Correct the fields marked in red to save.',
    );
    fireEvent.change(first, { target: { value: 'Ann' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Last name is required')).toBeVisible();
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
    expect(dataProvider.checkUserEmail).not.toHaveBeenCalled();
  });

  it('selects every agency, disabled, for a client admin', async () => {
    await toDetailsStep(provider(), { firstName: 'A', lastName: 'B', email: 'ab@springfield.example.com' });
    await choose('Revenue Management role', 'Client admin');
    for (const agency of AGENCIES) {
      const box = screen.getByRole('checkbox', { name: agency.name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByRole('checkbox', { name: 'Select all agencies' })).toBeChecked();
  });

  it('gives back the agencies chosen before when the role moves off client admin', async () => {
    await toDetailsStep(provider(), { firstName: 'A', lastName: 'B', email: 'ab@springfield.example.com' });
    await choose('Revenue Management role', 'Supervisor');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parks & Recreation' }));
    await choose('Revenue Management role', 'Client admin');
    expect(screen.getByRole('checkbox', { name: 'Water Utilities' })).toBeChecked();
    await choose('Revenue Management role', 'Supervisor');
    expect(screen.getByRole('checkbox', { name: 'Parks & Recreation' })).toBeChecked();
    for (const name of ['Water Utilities', 'Municipal Court']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name })).toBeEnabled();
    }
  });
});

describe('Create Client Admin', () => {
  const platformAdmin = testUser({
    id: 'pa',
    role: 'CB_ADMIN',
    isAdmin: true,
    client: null,
    permissions: ['LIST_CLIENTS', 'SEARCH_AGENCIES', 'GRANT_AGENCY_MEMBERSHIP_TO_USER'],
  });
  const fillIn = async (email: string) => {
    await choose('Select Client', 'Capital City');
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Cora' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Capital' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: email } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add User' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
  };

  it('creates a client admin of the chosen client with every one of its agencies, and returns to the clients', async () => {
    const dataProvider = provider();
    renderAt('/admin/client-admins/create', dataProvider, platformAdmin);
    expect(await screen.findByRole('heading', { name: 'Create Client Admin' })).toBeVisible();
    await fillIn('cora@capital-city.example.com');
    await waitFor(() =>
      expect(dataProvider.createUser).toHaveBeenCalledWith({
        firstName: 'Cora',
        lastName: 'Capital',
        email: 'cora@capital-city.example.com',
        role: 'CLIENT_ADMIN',
        agencies: ['water', 'parks', 'court'],
        clientSlug: 'capital-city',
      }),
    );
    expect(dataProvider.getAgencies).toHaveBeenCalledWith('capital-city');
    expect(await screen.findByText('Create Client Admin Successful')).toBeVisible();
    expect(await screen.findByText('The clients')).toBeVisible();
  });

  it('says a field\'s message when it is left, and no "The form is not valid" toast on Add User', async () => {
    const dataProvider = provider();
    renderAt('/admin/client-admins/create', dataProvider, platformAdmin);
    const email = await screen.findByRole('textbox', { name: /Email/ });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeDisabled();
    fireEvent.change(email, { target: { value: 'new.admin@capital.example.com' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add User' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
    expect(dataProvider.createUser).not.toHaveBeenCalled();
  });

  it('says a taken email at the field only, not in a toast as well', async () => {
    const taken = new HttpError('email: has already been taken.', 422, {
      fieldErrors: { email: ['has already been taken'] },
      errors: formErrorsOf({ email: ['has already been taken'] }, USER_FIELD_WORDS),
    });
    const dataProvider = provider({ createUser: vi.fn(async () => Promise.reject(taken)) });
    renderAt('/admin/client-admins/create', dataProvider, platformAdmin);
    expect(await screen.findByRole('heading', { name: 'Create Client Admin' })).toBeVisible();
    await fillIn('client.admin@capital-city.example.com');
    expect(await screen.findByText('This email address already belongs to an account.')).toBeVisible();
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to Create User')).not.toBeInTheDocument();
    expect(screen.queryByText(/Please try again later/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Client Admin' })).toBeVisible();
  });
});

describe('Edit user', () => {
  it('asks before Cancel loses what was typed, and not after a save', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    onTestFinished(() => confirm.mockRestore());
    const dataProvider = provider();
    renderAt('/settings/users/t1', dataProvider);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parks & Recreation' }));
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes weren't saved/)));
    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    confirm.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The user list')).toBeVisible();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('resets the cashiering role when the role changes and sends only what changed', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/t1', dataProvider);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await choose('Revenue Management role', 'Researcher');
    expect(screen.getByRole('combobox', { name: /Cashiering role/ })).toHaveTextContent('No role or access');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Water Utilities' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parks & Recreation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(dataProvider.updateUser).toHaveBeenCalledWith('t1', {
        grantAgencies: ['parks'],
        revokeAgencies: ['water'],
        revokeAccess: [
          { platform: 'revenue-management', role: 'SUPERVISOR' },
          { platform: 'cb-pos', role: 'CASHIER' },
        ],
        grantAccess: [
          { platform: 'revenue-management', role: 'RESEARCHER' },
          { platform: 'cb-pos', role: 'NO_ROLE' },
        ],
      }),
    );
    expect(await screen.findByText('Edit User Successful')).toBeVisible();
  });

  it('asks for no agencies without the agency-search permission, and has none to offer', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/t1', dataProvider, {
      ...admin,
      permissions: admin.permissions.filter(permission => permission !== 'SEARCH_AGENCIES'),
    });
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Water Utilities' })).not.toBeInTheDocument();
    expect(dataProvider.getAgencies).not.toHaveBeenCalled();
  });

  it('shows a 422’s details and keeps what was typed', async () => {
    const error = new HttpError('grant_agencies: parks is closed.', 422, {
      fieldErrors: { grant_agencies: ['parks is closed'] },
    });
    const dataProvider = provider({ updateUser: vi.fn(async () => Promise.reject(error)) });
    renderAt('/settings/users/t1', dataProvider);
    fireEvent.change(await screen.findByRole('textbox', { name: /Last name/ }), { target: { value: 'Targett' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Unable to Edit User')).toBeVisible();
    expect(screen.getAllByText('grant_agencies: parks is closed.')[0]).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Targett');
    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    expect(dataProvider.updateUser).toHaveBeenCalledWith('t1', {
      profile: { firstName: 'Edith', lastName: 'Targett' },
    });
  });

  it('says a 403 is not allowed, with the server\'s reason, never "try again", and keeps what was typed', async () => {
    const error = new HttpError('You do not administer this user.', 403, {});
    const dataProvider = provider({ updateUser: vi.fn(async () => Promise.reject(error)) });
    renderAt('/settings/users/t1', dataProvider);
    fireEvent.change(await screen.findByRole('textbox', { name: /Last name/ }), { target: { value: 'Targett' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Access Denied')).toBeVisible();
    expect(
      screen.getByText(
        "Your role doesn't allow you to do this. If you think it should, please contact your administrator.",
      ),
    ).toBeVisible();
    expect(screen.getByText('You do not administer this user.')).toBeVisible();
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Targett');
  });

  it('says a cashiering role the role does not allow at the field, and takes the message back as soon as the role changes', async () => {
    // A combination the server's map no longer allows (a supervisor may not be a cashiering client admin).
    const dataProvider = provider({ getUser: vi.fn(async () => target({ posRole: 'CLIENT_ADMIN' })) });
    renderAt('/settings/users/t1', dataProvider);
    fireEvent.change(await screen.findByRole('textbox', { name: /Last name/ }), { target: { value: 'Targett' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This role combination is not allowed.')).toBeVisible();
    expect(dataProvider.updateUser).not.toHaveBeenCalled();
    await choose('Revenue Management role', 'Researcher');
    await waitFor(() => expect(screen.queryByText('This role combination is not allowed.')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Targett');
  });

  it('says a cleared name when the field is left, and holds Save Changes saying why, no "The form is not valid" toast', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/t1', dataProvider);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    expect(await screen.findByText('First name is required')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Correct the fields marked in red to save.');
    fireEvent.click(save);
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
    expect(dataProvider.updateUser).not.toHaveBeenCalled();
  });

  it('says at the field that a name is longer than the API takes', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/t1', dataProvider);
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), {
      target: { value: 'E'.repeat(101) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Use at most 100 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(dataProvider.updateUser).not.toHaveBeenCalled();
  });

  describe('when someone else saved the user after the form was opened', () => {
    // Another tab renamed Edith and gave her the Municipal Court meanwhile; this save was based on the version before.
    const theirs = target({ lastName: 'Renamed', agencies: [AGENCIES[0], AGENCIES[2]], version: 'v2' });
    const stale = () => new HttpError(CONFLICT, 412, { current: theirs });
    const saveStale = async () => {
      const dataProvider = provider({
        getUser: vi.fn(async () => target({ version: 'v1' })),
        updateUser: vi.fn(async () => target()).mockRejectedValueOnce(stale()),
      });
      renderAt('/settings/users/t1', dataProvider);
      fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: 'Edie' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      const heading = await screen.findByText('Not saved: someone else saved this record after you opened it');
      const notice = heading.closest<HTMLElement>('[role="alert"]')!;
      return { dataProvider, notice };
    };

    it('says what they changed, keeps what was typed, and saves over theirs only on purpose', async () => {
      const { dataProvider, notice } = await saveStale();
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map(item => item.textContent),
      ).toEqual([
        'Last name was changed from “Target” to “Renamed”.',
        'Agencies was changed from “Water Utilities” to “Municipal Court, Water Utilities”.',
      ]);
      expect(notice).toHaveFocus();
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Edie');
      expect(screen.queryByText('Unable to Edit User')).not.toBeInTheDocument();
      expect(dataProvider.updateUser).toHaveBeenCalledTimes(1);

      // Saving over theirs saves what the form shows, against the user as it is now.
      fireEvent.click(within(notice).getByRole('button', { name: 'Save mine over theirs' }));
      expect(await screen.findByText('The user list')).toBeVisible();
      expect(dataProvider.updateUser).toHaveBeenLastCalledWith('t1', {
        profile: { firstName: 'Edie', lastName: 'Target' },
        revokeAgencies: ['court'],
      });
    });

    it('loads their version on request, dropping what was typed, and saves the next change on it', async () => {
      const { dataProvider, notice } = await saveStale();
      fireEvent.click(within(notice).getByRole('button', { name: 'Load their version (drop my changes)' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Renamed'));
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Edith');
      expect(screen.getByRole('checkbox', { name: 'Municipal Court' })).toBeChecked();
      expect(screen.queryByRole('button', { name: 'Save mine over theirs' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Parks & Recreation' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('The user list')).toBeVisible();
      expect(dataProvider.updateUser).toHaveBeenLastCalledWith('t1', { grantAgencies: ['parks'] });
    });
  });

  it('keeps the form and what was typed when the user fails to load again in the background', async () => {
    const queryClient = createTestQueryClient();
    const getUser = vi.fn(async (): Promise<User> => target());
    renderAt('/settings/users/t1', provider({ getUser }), admin, queryClient);
    fireEvent.change(await screen.findByRole('textbox', { name: /Last name/ }), { target: { value: 'Targett' } });
    getUser.mockRejectedValue(Object.assign(new Error('Bad request'), { status: 400 }));
    await queryClient.refetchQueries({ predicate: query => JSON.stringify(query.queryKey).includes('t1') });
    await waitFor(() => expect(getUser).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Targett');
  });

  it('locks a deactivated user and offers Reactivate User', async () => {
    const dataProvider = provider({
      getUser: vi.fn(async () => target({ status: 'DEACTIVATED', providerStatus: 'DEPROVISIONED', isActive: false })),
    });
    renderAt('/settings/users/t1', dataProvider);
    expect(await screen.findByText('Deactivated User Not Editable')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Deactivate User' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate User' }));
    await waitFor(() => expect(dataProvider.setUserStatus).toHaveBeenCalledWith('t1', 'ACTIVE'));
    expect(await screen.findByText('Edith Target Activated.')).toBeVisible();
  });

  it('names the role of the user about to be deactivated in the confirmation', async () => {
    renderAt('/settings/users/t1', provider({ getUser: vi.fn(async () => target({ role: 'CLIENT_ADMIN' })) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Edith Target?' });
    expect(
      within(dialog).getByText(
        'Edith Target (Client admin) will no longer be able to sign in to Revenue Management. You can reactivate them later.',
      ),
    ).toBeVisible();
  });

  it('opens the deactivation question on Cancel, so Enter twice does not deactivate', async () => {
    const dataProvider = provider();
    renderAt('/settings/users/t1', dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Edith Target?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Deactivate User' })).not.toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.setUserStatus).not.toHaveBeenCalled();
  });

  it('shows a spinner on Deactivate User and locks the form while the change is on its way', async () => {
    const dataProvider = provider({ setUserStatus: vi.fn(() => new Promise<User>(() => undefined)) });
    renderAt('/settings/users/t1', dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate User' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate User' }));
    await waitFor(() => expect(dataProvider.setUserStatus).toHaveBeenCalledWith('t1', 'DEACTIVATED'));
    // The confirmation fades out first: until it has gone, its own Deactivate User is the one named so.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const deactivate = screen.getByRole('button', { name: 'Deactivate User' });
    expect(deactivate).toBeDisabled();
    expect(deactivate.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Water Utilities' })).toBeDisabled();
  });

  it('activates a staged user, who has never signed in, with words of their own', async () => {
    const dataProvider = provider({ getUser: vi.fn(async () => target({ providerStatus: 'STAGED' })) });
    renderAt('/settings/users/t1', dataProvider);
    expect(await screen.findByText('Activation Link Not Sent')).toBeVisible();
    expect(
      screen.getByText(
        'Edith Target has an account but has not been sent an activation link. Activate the user to email them one.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reactivate User' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Activate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Edith Target?' });
    expect(
      within(dialog).getByText(
        'Edith Target will be emailed an activation link to set a password and sign in for the first time.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByText(/sign in again/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate User' }));
    await waitFor(() => expect(dataProvider.setUserStatus).toHaveBeenCalledWith('t1', 'ACTIVE'));
    expect(await screen.findByText('Activation Link Sent')).toBeVisible();
    expect(screen.getByText('An activation link was sent to edith@springfield.example.com.')).toBeVisible();
    expect(screen.queryByText('Edith Target Activated.')).not.toBeInTheDocument();
  });

  it('says a suspended user is suspended, not deactivated, and offers no action the spec does not allow', async () => {
    const dataProvider = provider({
      getUser: vi.fn(async () => target({ status: 'DEACTIVATED', providerStatus: 'SUSPENDED', isActive: false })),
    });
    renderAt('/settings/users/t1', dataProvider);
    expect(await screen.findByText('Suspended User Not Editable')).toBeVisible();
    expect(
      screen.getByText(
        "Edith Target is suspended and cannot sign in. A suspension is lifted by your organization's identity provider administrators, not here.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/deactivated/i)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    for (const name of ['Deactivate User', 'Reactivate User', 'Activate User'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it.each([
    [
      'RECOVERY',
      'Password Reset In Progress',
      'Edith Target was sent a link to reset their password and can sign in again once they have chosen a new one.',
    ],
    [
      'PASSWORD_EXPIRED',
      'Password Expired',
      "Edith Target's password has expired. They will choose a new one the next time they sign in.",
    ],
    [
      'LOCKED_OUT',
      'User Locked Out',
      'Edith Target is locked out after too many failed sign-in attempts and can sign in again once the lock ends or after resetting their password.',
    ],
  ] as const)('says what %s means and keeps the user editable and deactivatable', async (status, heading, text) => {
    renderAt('/settings/users/t1', provider({ getUser: vi.fn(async () => target({ providerStatus: status })) }));
    expect(await screen.findByText(heading)).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deactivate User' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Reactivate User|Activate User/ })).not.toBeInTheDocument();
  });

  it('offers a provisioned user the activation link again', async () => {
    const dataProvider = provider({ getUser: vi.fn(async () => target({ providerStatus: 'PROVISIONED' })) });
    renderAt('/settings/users/t1', dataProvider);
    expect(await screen.findByText('User Has Not Activated Account')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Resend activation link' }));
    expect(await screen.findByText('Activation Link Sent')).toBeVisible();
    expect(dataProvider.resendActivation).toHaveBeenCalledWith('t1');
  });

  it('says the agencies could not be loaded, locks the agency choices, and loads them on Try again', async () => {
    // A 5xx is tried once more (src/lib/queryRetry.ts) before the query gives up.
    const failure = Object.assign(new Error('Internal server error'), { status: 500 });
    const getAgencies = vi
      .fn()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(AGENCIES);
    renderAt('/settings/users/t1', provider({ getAgencies }));
    expect(await screen.findByText('The agencies could not be loaded: Internal server error')).toBeVisible();
    for (const box of screen.queryAllByRole('checkbox')) expect(box).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/The agencies could not be loaded/)).not.toBeInTheDocument());
    expect(getAgencies).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('checkbox', { name: AGENCIES[0].name })).toBeEnabled();
  });

  it('locks the names of a federated user', async () => {
    renderAt(
      '/settings/users/t1',
      provider({ getUser: vi.fn(async () => target({ credentialsProvider: 'FEDERATION' })) }),
    );
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Revenue Management role/ })).not.toHaveAttribute('aria-disabled');
  });
});
