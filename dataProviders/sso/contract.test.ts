import { describeContract, type ContractCase } from '../contractTesting';
import { createSsoBackend } from './index';

type Sso = ReturnType<typeof createSsoBackend>;

const myself = {
  user_id: 7,
  role: 'client-admin',
  email: 'c@example.com',
  client: { brand: 'Springfield', slug: 'springfield' },
  agencies: [],
  permissions: ['LIST_ADMINISTERED_USERS'],
  active: true,
  status: 'ACTIVE',
  first_name: 'C',
  last_name: 'A',
};

const customer = {
  id: 'c1',
  role: 'CUSTOMER',
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'ana@x.test',
  created_at: '2024-01-02T00:00:00Z',
  type: 'customer',
  status: 'active',
  title: null,
  timezone: null,
};

const customersOf =
  (filter: Record<string, unknown>, page = 1) =>
  (backend: Sso) =>
    backend.resources.customers.getList('customers', {
      filter: { clientSlug: 'springfield', ...filter },
      pagination: { page, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });

const cases: ContractCase<Sso>[] = [
  {
    name: 'myself getOne asks for the signed-in user in the chosen client',
    call: async ({ resources }) => (await resources.myself.getOne('myself', { id: 'springfield' })).data,
    exchanges: [{ path: '/myself?client=springfield', answer: { data: myself } }],
    result: { ...myself, id: 'springfield' },
    mock: 'clientAdmin',
  },
  {
    name: 'myself getOne refuses an answer without a data object',
    call: ({ resources }) => resources.myself.getOne('myself', { id: '' }),
    exchanges: [{ path: '/myself', answer: { nope: true } }],
    rejects: 'no data object found In Response',
    mock: false,
  },
  {
    name: "clientAgencies getList asks for the client's agencies by slug, records keyed by slug",
    call: ({ resources }) =>
      resources.clientAgencies.getList('clientAgencies', {
        filter: { clientSlug: 'springfield', agencies: ['water'] },
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'name', order: 'ASC' },
      }),
    exchanges: [
      { path: '/agencies?agencies[]=water&client=springfield', answer: { data: [{ name: 'Water', slug: 'water' }] } },
    ],
    result: { data: [{ id: 'water', name: 'Water', slug: 'water' }], total: 1 },
    mock: 'clientAdmin',
  },
  {
    name: 'clients getList filters by brand or slug and pages the list, records keyed by slug',
    call: ({ resources }) =>
      resources.clients.getList('clients', {
        filter: { q: 'shel' },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'brand', order: 'ASC' },
      }),
    exchanges: [
      {
        path: '/clients',
        answer: {
          data: [
            { id: 1, slug: 'springfield', brand: 'Springfield' },
            { id: 2, slug: 'shelbyville', brand: 'Shelbyville' },
          ],
        },
      },
    ],
    result: { data: [{ id: 'shelbyville', slug: 'shelbyville', brand: 'Shelbyville' }], total: 1 },
    mock: 'platformAdmin',
  },
  {
    name: 'dashboards getOne sends the client brand and agency names and returns the address',
    call: ({ resources }) =>
      resources.dashboards.getOne('dashboards', { id: 'Springfield', meta: { agencyNames: ['Water Utilities'] } }),
    exchanges: [
      {
        path: '/periscope_dashboard?agencies[]=Water%20Utilities&client=Springfield',
        answer: { url: 'https://dash.test/embed/1' },
      },
    ],
    result: { data: { id: 'Springfield', url: 'https://dash.test/embed/1' } },
    mock: 'clientAdmin',
  },
  {
    name: 'dashboards getOne refuses an answer without an address',
    call: ({ resources }) => resources.dashboards.getOne('dashboards', { id: 'Springfield' }),
    exchanges: [{ path: '/periscope_dashboard?client=Springfield', answer: {} }],
    rejects: 'no data found in response',
    mock: false,
  },
  {
    name: 'customers getList searches by the criteria given, 20 a page, and returns records and total',
    call: customersOf({ lastName: 'Lee' }, 2),
    exchanges: [
      {
        path: '/sso/admin/users?client_slug=springfield&last_name=Lee&page[number]=2&page[size]=20',
        answer: { data: [customer], meta: { total_results: 21, total_pages: 2, page_size: 20, page_number: 2 } },
      },
    ],
    result: {
      data: [
        {
          id: 'c1',
          firstName: 'Ana',
          lastName: 'Lee',
          email: 'ana@x.test',
          createdAt: '2024-01-02T00:00:00Z',
          type: 'customer',
          status: 'active',
          title: null,
          timezone: null,
        },
      ],
      total: 21,
    },
    mock: 'clientAdmin',
  },
  {
    name: 'customers getList asks nothing before the first search',
    call: customersOf({}),
    exchanges: [],
    result: { data: [], total: 0 },
    mock: 'clientAdmin',
  },
  {
    name: 'customers getList tells a missing page count from a missing list',
    call: customersOf({ lastName: 'Lee' }),
    exchanges: [
      {
        path: '/sso/admin/users?client_slug=springfield&last_name=Lee&page[number]=1&page[size]=20',
        answer: { data: [] },
      },
    ],
    rejects: 'no metadata object found in response',
    mock: false,
  },
  {
    name: 'customers getList refuses an answer that is not a list',
    call: customersOf({ lastName: 'Lee' }),
    exchanges: [
      { path: '/sso/admin/users?client_slug=springfield&last_name=Lee&page[number]=1&page[size]=20', answer: 'x' },
    ],
    rejects: 'no data array found In Response',
    mock: false,
  },
];

describeContract('user-management API', { mockPath: '/api/sso', create: createSsoBackend }, cases);
