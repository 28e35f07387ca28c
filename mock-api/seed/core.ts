import { FIRST_NAMES, LAST_NAMES } from './rng';
import type { MockAgency, MockClient, MockUser, ProviderStatus, SeedContext } from './types';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

const obligations = (pairs: [string, string, string][]) =>
  pairs.map(([obligationSlug, description, subDescription]) => ({
    obligationSlug,
    paymentAttributes: { description, subDescription },
  }));

export const seedClients = (): MockClient[] => [
  {
    id: 1,
    slug: 'springfield',
    brand: 'Springfield',
    name: 'City of Springfield',
    paymentPortalUrl: 'https://pay.springfield.example.com/',
    customerManagementEnabled: true,
    pointOfSaleEnabled: true,
    dashboardConfigured: true,
    timezone: 'America/Chicago',
    obligations: obligations([
      ['water-bill', 'Water bill', 'Account'],
      ['property-tax', 'Property tax', 'Parcel'],
      ['parking-citation', 'Parking citation', 'Citation'],
      ['court-fine', 'Court fine', 'Case'],
      ['building-permit', 'Building permit', 'Permit'],
    ]),
  },
  {
    id: 2,
    slug: 'shelbyville',
    brand: 'Shelbyville',
    name: 'Town of Shelbyville',
    paymentPortalUrl: 'https://pay.shelbyville.example.com/',
    customerManagementEnabled: false,
    pointOfSaleEnabled: false,
    dashboardConfigured: true,
    timezone: 'America/New_York',
    obligations: obligations([
      ['utility-bill', 'Utility bill', 'Account'],
      ['dog-license', 'Dog license', 'License'],
    ]),
  },
  {
    id: 3,
    slug: 'capital-city',
    brand: 'Capital City',
    name: 'Capital City',
    paymentPortalUrl: 'https://pay.capitalcity.example.com/',
    customerManagementEnabled: true,
    pointOfSaleEnabled: true,
    dashboardConfigured: false,
    timezone: 'America/Los_Angeles',
    obligations: [],
  },
];

const AGENCY_NAMES: Record<string, string[]> = {
  springfield: [
    'Water Utilities',
    'Parks & Recreation',
    'Municipal Court',
    'Property Tax Office',
    'Parking Services',
    'Building Permits',
  ],
  shelbyville: ['Public Utilities', 'Animal Services', 'Town Clerk'],
  'capital-city': ['Treasury', 'Motor Vehicles', 'Business Licensing'],
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const seedAgencies = (clients: MockClient[]): MockAgency[] => {
  let id = 0;
  return clients.flatMap(client =>
    (AGENCY_NAMES[client.slug] ?? []).map(name => ({
      id: ++id,
      name,
      slug: `${client.slug}-${slugify(name)}`,
      clientSlug: client.slug,
    })),
  );
};

type DemoSpec = Pick<
  MockUser,
  'email' | 'first_name' | 'last_name' | 'role' | 'pos_role' | 'clientSlug' | 'credentialsProvider' | 'providerStatus'
> & {
  agencies: 'all' | 'two' | 'one' | 'none';
};

/** The demo accounts the README lists; all sign in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoSpec[] = [
  {
    email: 'platform.admin@example.com',
    first_name: 'Pat',
    last_name: 'Admin',
    role: 'CB_ADMIN',
    pos_role: 'CLIENT_ADMIN',
    clientSlug: null,
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'none',
  },
  {
    email: 'client.admin@springfield.example.com',
    first_name: 'Carla',
    last_name: 'Mendes',
    role: 'CLIENT_ADMIN',
    pos_role: 'CLIENT_ADMIN',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'all',
  },
  {
    email: 'agency.admin@springfield.example.com',
    first_name: 'Aaron',
    last_name: 'Greene',
    role: 'AGENCY_ADMIN',
    pos_role: 'AGENCY_ADMIN',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'two',
  },
  {
    email: 'supervisor@springfield.example.com',
    first_name: 'Sam',
    last_name: 'Porter',
    role: 'SUPERVISOR',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'all',
  },
  {
    email: 'researcher@springfield.example.com',
    first_name: 'Rita',
    last_name: 'Quinn',
    role: 'RESEARCHER',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'all',
  },
  {
    email: 'norole@springfield.example.com',
    first_name: 'Ned',
    last_name: 'Lowe',
    role: 'NO_ROLE',
    pos_role: 'CASHIER',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'two',
  },
  {
    email: 'federated@springfield.example.com',
    first_name: 'Fiona',
    last_name: 'Federer',
    role: 'SUPERVISOR',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'FEDERATION',
    providerStatus: 'ACTIVE',
    agencies: 'all',
  },
  {
    email: 'deactivated@springfield.example.com',
    first_name: 'Dave',
    last_name: 'Inactive',
    role: 'SUPERVISOR',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'DEPROVISIONED',
    agencies: 'all',
  },
  {
    email: 'client.admin@shelbyville.example.com',
    first_name: 'Sheila',
    last_name: 'Byrne',
    role: 'CLIENT_ADMIN',
    pos_role: 'NO_ROLE',
    clientSlug: 'shelbyville',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'all',
  },
];

const TIMEZONES = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles'];
const STATUS_WEIGHTS: [ProviderStatus, number][] = [
  ['ACTIVE', 70],
  ['STAGED', 6],
  ['PROVISIONED', 8],
  ['RECOVERY', 2],
  ['PASSWORD_EXPIRED', 2],
  ['LOCKED_OUT', 2],
  ['SUSPENDED', 3],
  ['DEPROVISIONED', 7],
];
const ROLE_WEIGHTS: [string, number][] = [
  ['NO_ROLE', 10],
  ['RESEARCHER', 30],
  ['SUPERVISOR', 25],
  ['AGENCY_ADMIN', 15],
  ['CLIENT_ADMIN', 8],
  ['CASHIER', 5],
];
const POS_ROLES = ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN', 'CLIENT_ADMIN'];

/**
 * The server's role-combination map: the cashiering roles allowed with each revenue-management role. Roles without an entry (CASHIER) take NO_ROLE's list; CITYBASE_ADMIN takes
 * CB_ADMIN's.
 */
export const ROLE_COMBINATIONS: Record<string, string[]> = {
  NO_ROLE: ['NO_ROLE', 'CASHIER'],
  RESEARCHER: ['NO_ROLE', 'CASHIER'],
  SUPERVISOR: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN'],
  AGENCY_ADMIN: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN'],
  CLIENT_ADMIN: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN', 'CLIENT_ADMIN'],
  CB_ADMIN: ['NO_ROLE', 'CASHIER', 'AGENCY_ADMIN', 'CLIENT_ADMIN'],
};

export const allowedPosRolesFor = (role: string): string[] =>
  ROLE_COMBINATIONS[role] ?? (role === 'CITYBASE_ADMIN' ? ROLE_COMBINATIONS.CB_ADMIN : ROLE_COMBINATIONS.NO_ROLE);

/** Users the end-to-end tests of the users area change; nobody else relies on them. */
export const FIXTURE_USERS: DemoSpec[] = [
  {
    email: 'pending.activation@springfield.example.com',
    first_name: 'Paula',
    last_name: 'Pending',
    role: 'SUPERVISOR',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'PROVISIONED',
    agencies: 'two',
  },
  {
    email: 'toggle.status@springfield.example.com',
    first_name: 'Tobias',
    last_name: 'Toggle',
    role: 'RESEARCHER',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'one',
  },
  {
    email: 'edit.target@springfield.example.com',
    first_name: 'Edith',
    last_name: 'Target',
    role: 'RESEARCHER',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'one',
  },
  {
    email: 'edit.conflict@springfield.example.com',
    first_name: 'Ernie',
    last_name: 'Conflict',
    role: 'SUPERVISOR',
    pos_role: 'CASHIER',
    clientSlug: 'springfield',
    credentialsProvider: 'OKTA',
    providerStatus: 'ACTIVE',
    agencies: 'two',
  },
  {
    email: 'staged.user@springfield.example.com',
    first_name: 'Stella',
    last_name: 'Staged',
    role: 'RESEARCHER',
    pos_role: 'NO_ROLE',
    clientSlug: 'springfield',
    credentialsProvider: 'FEDERATION',
    providerStatus: 'STAGED',
    agencies: 'none',
  },
];

export const seedUsers = (ctx: SeedContext, clients: MockClient[], agencies: MockAgency[]): MockUser[] => {
  const { rng } = ctx;
  const reference = new Date(ctx.referenceDate).getTime();
  const agenciesOf = (slug: string | null) =>
    agencies.filter(agency => agency.clientSlug === slug).map(agency => agency.slug);
  const daysAgo = (max: number) => new Date(reference - rng.int(1, max) * 86_400_000).toISOString();

  const accountOf = (demo: DemoSpec & { agencies: string }, id: string): MockUser => {
    const own = agenciesOf(demo.clientSlug);
    return {
      id,
      email: demo.email,
      first_name: demo.first_name,
      last_name: demo.last_name,
      role: demo.role,
      pos_role: demo.pos_role,
      clientSlug: demo.clientSlug,
      agencySlugs:
        demo.agencies === 'all'
          ? own
          : demo.agencies === 'two'
            ? own.slice(0, 2)
            : demo.agencies === 'one'
              ? own.slice(0, 1)
              : [],
      credentialsProvider: demo.credentialsProvider,
      providerStatus: demo.providerStatus,
      timezone: clients.find(client => client.slug === demo.clientSlug)?.timezone ?? 'America/Chicago',
      created_at: daysAgo(900),
      demo: true,
    };
  };
  const users: MockUser[] = DEMO_ACCOUNTS.map((demo, index) =>
    accountOf(demo, `00u${String(index + 1).padStart(17, '0')}`),
  );

  // The large seed gives Springfield 10,000 users (its user list is what the benchmarks load) and the others 1,500 each.
  const large = ctx.scale === 'large';
  const total = (large ? 13_000 + platformAdminCount(ctx) : 300) - FIXTURE_USERS.length;
  const platformAdmins = platformAdminCount(ctx);
  const seen = new Set(users.map(user => user.email));
  const clientWeights: [string, number][] = [
    ['springfield', 70],
    ['shelbyville', 15],
    ['capital-city', 15],
  ];
  const firstSeeded = users.length;
  for (let i = firstSeeded; i < total; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const isPlatform = i < firstSeeded + platformAdmins;
    const clientSlug = isPlatform
      ? null
      : large
        ? largeClientOf(i - firstSeeded - platformAdmins)
        : rng.weighted(clientWeights);
    const own = agenciesOf(clientSlug);
    const role = isPlatform ? (i % 2 ? 'CB_ADMIN' : 'CITYBASE_ADMIN') : rng.weighted(ROLE_WEIGHTS);
    const allAgencies = role === 'CLIENT_ADMIN' || isPlatform;
    const agencySlugs = allAgencies
      ? own
      : rng.shuffle([...own]).slice(
          0,
          rng.weighted([
            [0, 1],
            [1, 5],
            [2, 3],
            [own.length, 1],
          ] as [number, number][]),
        );
    const domain = clientSlug ? `${clientSlug}.example.com` : 'example.com';
    let email =
      `${first}.${last}`
        .normalize('NFD')
        .replace(/[^A-Za-z.]/g, '')
        .toLowerCase() + `@${domain}`;
    for (let n = 2; seen.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    seen.add(email);
    users.push({
      id: `00u${rng.digits(4)}${String(i + 1).padStart(13, '0')}`,
      email,
      first_name: first,
      last_name: last,
      role,
      pos_role: isPlatform ? 'CLIENT_ADMIN' : allowedOr(role, rng.pick(POS_ROLES)),
      clientSlug,
      agencySlugs,
      credentialsProvider: rng.chance(0.25) ? 'FEDERATION' : 'OKTA',
      providerStatus: rng.weighted(STATUS_WEIGHTS),
      timezone: rng.pick(TIMEZONES),
      created_at: daysAgo(1500),
    });
  }
  FIXTURE_USERS.forEach((fixture, index) =>
    users.push(accountOf(fixture, `00uf${String(index + 1).padStart(16, '0')}`)),
  );
  return users;
};

const platformAdminCount = (ctx: SeedContext) => (ctx.scale === 'large' ? 20 : 4);

/** Large seed: the first generated users fill Springfield to 10,000 (with its demo and fixture accounts), then 1,500 each. */
const largeClientOf = (n: number) => {
  const springfieldSeeded =
    DEMO_ACCOUNTS.filter(demo => demo.clientSlug === 'springfield').length + FIXTURE_USERS.length;
  const springfield = 10_000 - springfieldSeeded;
  if (n < springfield) return 'springfield';
  return n < springfield + 1_500 ? 'shelbyville' : 'capital-city';
};

/** Seeded users hold role combinations the server allows; a drawn cashiering role that is not allowed becomes NO_ROLE. */
const allowedOr = (role: string, posRole: string) => (allowedPosRolesFor(role).includes(posRole) ? posRole : 'NO_ROLE');
