import { LIMITS } from '../../dataProviders/limits';
import type { Role } from '../../dataProviders/sso/contract';
import { PROVIDER_STATUSES, type RoleCombinations, type User } from '../../dataProviders/sso/usersContract';
import type { CurrentUser } from '../../src/auth/currentUser';
import {
  allowedPosRoles,
  awaitsActivation,
  canBeDeactivated,
  canBeReactivated,
  canChangeStatus,
  diffUser,
  forcesAllAgencies,
  formValuesOf,
  hasChanges,
  isFirstActivation,
  listName,
  roleFieldState,
  statusNotice,
  statusTone,
  toNewUser,
  validateClientAdmin,
  validatePersonalInfo,
  validateProfile,
  validateUserForm,
  type UserFormValues,
} from './userModel';
import { assignableRoles } from '../../dataProviders/sso/roles';

const ALL_ROLES: Role[] = [
  'NO_ROLE',
  'CASHIER',
  'RESEARCHER',
  'SUPERVISOR',
  'AGENCY_ADMIN',
  'CLIENT_ADMIN',
  'CITYBASE_ADMIN',
  'CB_ADMIN',
];

const user = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  role: 'SUPERVISOR',
  posRole: 'NO_ROLE',
  access: [],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [
    { slug: 'water', name: 'Water' },
    { slug: 'parks', name: 'Parks' },
  ],
  credentialsProvider: 'OKTA',
  status: 'ACTIVE',
  providerStatus: 'ACTIVE',
  isActive: true,
  timezone: 'America/Chicago',
  ...overrides,
});

const actor = (role: Role, permissions: string[] = ['ACTIVATE_USER', 'DEACTIVATE_USER']): CurrentUser => ({
  id: 'me',
  email: 'me@example.com',
  firstName: 'Me',
  lastName: 'Myself',
  fullName: 'Me Myself',
  role,
  posRole: 'NO_ROLE',
  permissions: permissions as CurrentUser['permissions'],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [],
  active: true,
  status: 'ACTIVE',
  timezone: 'America/Chicago',
  credentialsProvider: 'OKTA',
  isAdmin: role === 'CB_ADMIN' || role === 'CITYBASE_ADMIN',
});

describe('roles each actor may assign when the API sends no list of its own', () => {
  // actor role -> roles it may assign, exactly as the spec lists them
  const table: [Role, Role[]][] = [
    ['NO_ROLE', ['NO_ROLE', 'CLIENT_ADMIN']],
    ['RESEARCHER', ['NO_ROLE', 'RESEARCHER']],
    ['SUPERVISOR', ['NO_ROLE', 'SUPERVISOR', 'RESEARCHER']],
    ['AGENCY_ADMIN', ['NO_ROLE', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER']],
    ['CLIENT_ADMIN', ['NO_ROLE', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER']],
    ['CITYBASE_ADMIN', ['NO_ROLE', 'CB_ADMIN', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER']],
    ['CB_ADMIN', ['NO_ROLE', 'CB_ADMIN', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER']],
    ['CASHIER', ['NO_ROLE']],
  ];
  it.each(table)('%s assigns %j', (role, expected) => {
    expect(assignableRoles(role)).toEqual(expected);
  });

  // actor x target: may the actor change the target's role, and is the field locked?
  const grid: [Role, Role, boolean][] = [];
  for (const [actorRole, assignable] of table)
    for (const target of ALL_ROLES)
      grid.push([
        actorRole,
        target,
        assignable.includes(target) && target !== 'CB_ADMIN' && target !== 'CITYBASE_ADMIN',
      ]);
  it.each(grid)('actor %s editing a %s: role field editable = %s', (actorRole, target, editable) => {
    const state = roleFieldState(actorRole, target);
    expect(!state.disabled).toBe(editable);
    expect(state.choices).toContain(target);
    for (const role of assignableRoles(actorRole)) expect(state.choices).toContain(role);
  });

  it('locks the role fields of CB admins and says why', () => {
    expect(roleFieldState('CB_ADMIN', 'CB_ADMIN')).toMatchObject({ disabled: true, reason: 'platformAdmin' });
    expect(roleFieldState('CLIENT_ADMIN', 'CITYBASE_ADMIN')).toMatchObject({ disabled: true, reason: 'platformAdmin' });
    expect(roleFieldState('AGENCY_ADMIN', 'CLIENT_ADMIN')).toMatchObject({ disabled: true, reason: 'notAssignable' });
    expect(roleFieldState('CLIENT_ADMIN')).toEqual({
      choices: ['NO_ROLE', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER'],
      disabled: false,
    });
  });
});

describe('cashiering roles from the server map', () => {
  const map: RoleCombinations = {
    NO_ROLE: ['NO_ROLE', 'CASHIER'],
    SUPERVISOR: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN'],
    CB_ADMIN: ['NO_ROLE', 'CLIENT_ADMIN'],
  };
  it.each([
    ['SUPERVISOR', ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN']],
    ['CB_ADMIN', ['NO_ROLE', 'CLIENT_ADMIN']],
    ['CITYBASE_ADMIN', ['NO_ROLE', 'CLIENT_ADMIN']],
    ['CASHIER', ['NO_ROLE', 'CASHIER']],
    ['', ['NO_ROLE']],
  ] as [Role | '', Role[]][])('%s allows %j', (role, expected) => {
    expect(allowedPosRoles(map, role)).toEqual(expected);
  });
  it('offers every cashiering role while the map is not known', () => {
    expect(allowedPosRoles(undefined, 'RESEARCHER')).toEqual(['NO_ROLE', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'CASHIER']);
  });
  it.each([
    ['CLIENT_ADMIN', true],
    ['CB_ADMIN', true],
    ['CITYBASE_ADMIN', true],
    ['AGENCY_ADMIN', false],
    ['SUPERVISOR', false],
    ['', false],
  ] as [Role | '', boolean][])('%s forces all agencies: %s', (role, forced) => {
    expect(forcesAllAgencies(role)).toBe(forced);
  });
});

describe('validation, in the words the form shows', () => {
  const valid: UserFormValues = {
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.com',
    role: 'SUPERVISOR',
    posRole: 'CASHIER',
    agencies: [],
  };
  const context = { posEnabled: true, combinations: { SUPERVISOR: ['NO_ROLE', 'CASHIER'] } as RoleCombinations };

  it('accepts a complete form', () => {
    expect(validateUserForm(valid, context)).toEqual({});
  });

  it('names every missing field', () => {
    const empty = {
      firstName: ' ',
      lastName: '',
      email: '',
      role: '' as const,
      posRole: 'NO_ROLE' as const,
      agencies: [],
    };
    const missing = {
      firstName: 'rm.users.validation.firstNameRequired',
      lastName: 'rm.users.validation.lastNameRequired',
      email: 'rm.users.validation.emailRequired',
      role: 'rm.users.validation.roleRequired',
    };
    expect(validateUserForm(empty, context)).toEqual(missing);
    expect(validateClientAdmin({ ...empty, clientSlug: '' })).toEqual({
      ...missing,
      clientSlug: 'rm.users.validation.clientRequired',
    });
    // A field the values leave out is as empty as a blank one.
    expect(validateUserForm({}, context)).toEqual(missing);
  });

  it('refuses names and an email longer than the API takes (dataProviders/limits.ts), saying the most', () => {
    const name = 'N'.repeat(LIMITS.name);
    const email = `${'e'.repeat(LIMITS.email - '@example.com'.length)}@example.com`;
    expect(validateUserForm({ ...valid, firstName: name, lastName: ` ${name} `, email }, context)).toEqual({});
    expect(
      validateUserForm({ ...valid, firstName: `${name}x`, lastName: `${name}x`, email: `e${email}` }, context),
    ).toEqual({
      firstName: { message: 'rm.users.validation.tooLong', args: { max: LIMITS.name } },
      lastName: { message: 'rm.users.validation.tooLong', args: { max: LIMITS.name } },
      email: { message: 'rm.users.validation.tooLong', args: { max: LIMITS.email } },
    });
    expect(validatePersonalInfo({ ...valid, lastName: `${name}x` })).toEqual({
      lastName: { message: 'rm.users.validation.tooLong', args: { max: LIMITS.name } },
    });
  });

  it('asks the profile for both names and a time zone', () => {
    expect(validateProfile({ firstName: 'Ana', lastName: 'Lima', timezone: 'America/Chicago' })).toEqual({});
    expect(validateProfile({ firstName: '', lastName: 'Lima', timezone: '' })).toEqual({
      firstName: 'rm.users.validation.firstNameRequired',
      timezone: 'rm.users.validation.timezoneRequired',
    });
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com'])('rejects the email %s', email => {
    expect(validateUserForm({ ...valid, email }, context).email).toBe('rm.users.validation.emailInvalid');
  });

  it('rejects a cashiering role the map does not allow, only when point of sale is on', () => {
    expect(validateUserForm({ ...valid, posRole: 'CLIENT_ADMIN' }, context)).toEqual({
      posRole: 'rm.users.validation.combinationNotAllowed',
    });
    expect(validateUserForm({ ...valid, posRole: 'CLIENT_ADMIN' }, { ...context, posEnabled: false })).toEqual({});
  });

  it('checks names and email only on the personal-information step', () => {
    expect(validatePersonalInfo({ firstName: 'A', lastName: '', email: 'x' })).toEqual({
      lastName: 'rm.users.validation.lastNameRequired',
      email: 'rm.users.validation.emailInvalid',
    });
  });
});

describe('the change diff', () => {
  const base = user();
  const values = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({ ...formValuesOf(base), ...overrides });

  it('is empty when nothing changed, including untrimmed names and reordered agencies', () => {
    const changes = diffUser(base, values({ firstName: ' Ana ', agencies: ['parks', 'water'] }), { posEnabled: true });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends both names when one changed (the name-only variant)', () => {
    expect(diffUser(base, values({ lastName: 'Lima-Souza' }), { posEnabled: true })).toEqual({
      profile: { firstName: 'Ana', lastName: 'Lima-Souza' },
    });
  });

  it('grants added agencies and revokes removed ones', () => {
    expect(diffUser(base, values({ agencies: ['parks', 'court', 'tax'] }), { posEnabled: true })).toEqual({
      grantAgencies: ['court', 'tax'],
      revokeAgencies: ['water'],
    });
  });

  it('revokes the old role pair and grants the new one on each platform', () => {
    expect(diffUser(base, values({ role: 'RESEARCHER', posRole: 'CASHIER' }), { posEnabled: true })).toEqual({
      revokeAccess: [
        { platform: 'revenue-management', role: 'SUPERVISOR' },
        { platform: 'cb-pos', role: 'NO_ROLE' },
      ],
      grantAccess: [
        { platform: 'revenue-management', role: 'RESEARCHER' },
        { platform: 'cb-pos', role: 'CASHIER' },
      ],
    });
  });

  it('leaves cashiering access alone when point of sale is off', () => {
    expect(diffUser(base, values({ posRole: 'CASHIER' }), { posEnabled: false })).toEqual({});
  });

  it('shapes a new user from the form', () => {
    expect(
      toNewUser(
        { ...values(), email: ' new@example.com ', posRole: 'CASHIER' },
        { posEnabled: false, clientSlug: 'springfield' },
      ),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'new@example.com',
      role: 'SUPERVISOR',
      agencies: ['water', 'parks'],
      clientSlug: 'springfield',
    });
  });
});

describe('status rules', () => {
  it.each([
    ['DEPROVISIONED', 'error'],
    ['SUSPENDED', 'error'],
    ['ACTIVE', 'success'],
    ['STAGED', 'warning'],
    ['PROVISIONED', 'warning'],
    ['RECOVERY', 'info'],
  ] as const)('%s is a %s pill', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('offers deactivate for active users, reactivate for deprovisioned or staged, resend for provisioned', () => {
    expect(canBeDeactivated(user())).toBe(true);
    expect(canBeDeactivated(user({ status: 'DEACTIVATED', providerStatus: 'SUSPENDED' }))).toBe(false);
    expect(canBeReactivated(user({ status: 'DEACTIVATED', providerStatus: 'DEPROVISIONED' }))).toBe(true);
    expect(canBeReactivated(user({ providerStatus: 'STAGED' }))).toBe(true);
    expect(canBeReactivated(user({ status: 'DEACTIVATED', providerStatus: 'SUSPENDED' }))).toBe(false);
    expect(awaitsActivation(user({ providerStatus: 'PROVISIONED' }))).toBe(true);
  });

  it('gives every provider status but ACTIVE a notice of its own', () => {
    const statuses = PROVIDER_STATUSES.filter(status => status !== 'ACTIVE');
    const headings = statuses.map(status => statusNotice(status)?.heading);
    expect(new Set(headings).size).toBe(statuses.length);
    expect(statusNotice('ACTIVE')).toBeUndefined();
    expect(statusNotice('SUSPENDED')?.heading).toBe('rm.users.alerts.suspendedHeading');
    expect(statusNotice('DEPROVISIONED')?.heading).toBe('rm.users.alerts.deactivatedHeading');
    expect(statusNotice('PROVISIONED')?.heading).toBe('rm.users.alerts.notActivatedHeading');
    // Only the notices that name an action have a text for those who may not take it.
    expect(statuses.filter(status => statusNotice(status)?.noRightsText)).toEqual(['STAGED', 'DEPROVISIONED']);
    expect(isFirstActivation(user({ providerStatus: 'STAGED' }))).toBe(true);
    expect(isFirstActivation(user({ status: 'DEACTIVATED', providerStatus: 'DEPROVISIONED' }))).toBe(false);
  });

  // actor role x target: may the actor activate/deactivate (with the permissions)?
  it.each([
    ['CB_ADMIN', 'SUPERVISOR', 2, true],
    ['CLIENT_ADMIN', 'SUPERVISOR', 2, true],
    ['AGENCY_ADMIN', 'CLIENT_ADMIN', 6, true],
    ['AGENCY_ADMIN', 'SUPERVISOR', 2, false],
    ['AGENCY_ADMIN', 'SUPERVISOR', 0, true],
    ['SUPERVISOR', 'RESEARCHER', 0, true],
    ['SUPERVISOR', 'RESEARCHER', 1, false],
  ] as [Role, Role, number, boolean][])(
    '%s on a %s with %i agencies: %s',
    (actorRole, targetRole, agencies, allowed) => {
      const target = user({
        role: targetRole,
        agencies: Array.from({ length: agencies }, (_, i) => ({ slug: `a${i}`, name: `A${i}` })),
      });
      expect(canChangeStatus(actor(actorRole), target, 'deactivate')).toBe(allowed);
      expect(canChangeStatus(actor(actorRole), target, 'activate')).toBe(allowed);
    },
  );

  it('needs the permission and never acts on oneself', () => {
    expect(canChangeStatus(actor('CLIENT_ADMIN', ['ACTIVATE_USER']), user(), 'deactivate')).toBe(false);
    expect(canChangeStatus(actor('CLIENT_ADMIN'), user({ id: 'me' }), 'deactivate')).toBe(false);
  });

  it('names a user "Last, First"', () => {
    expect(listName(user())).toBe('Lima, Ana');
  });
});
