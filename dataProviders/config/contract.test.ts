import { describeContract, type ContractCase } from '../contractTesting';
import { createConfigBackend } from './index';

type Config = ReturnType<typeof createConfigBackend>;

const files = (settings: unknown, profile: unknown, meta: unknown) => [
  { path: '/settings/springfield/settings.json', answer: settings },
  { path: '/settings/springfield/profile/settings.json', answer: profile },
  { path: '/metadata/springfield/profile/meta.json', answer: meta },
];

const cases: ContractCase<Config>[] = [
  {
    name: "clientSettings getOne reads the client's three files without a token and merges them",
    call: async ({ resources }) =>
      (await resources.clientSettings.getOne('clientSettings', { id: 'springfield' })).data,
    exchanges: files(
      { customerManagementEnabled: true, pointOfSale: { enabled: true } },
      { obligations: [{ obligationSlug: 'water', paymentAttributes: { description: 'Water bill' } }] },
      { paymentPortalUrl: 'https://pay.example.com/' },
    ),
    result: {
      customerManagementEnabled: true,
      pointOfSale: { enabled: true },
      obligations: [{ obligationSlug: 'water', paymentAttributes: { description: 'Water bill' } }],
      meta: { paymentPortalUrl: 'https://pay.example.com/' },
      id: 'springfield',
    },
    mock: 'clientAdmin',
  },
  {
    name: 'clientSettings getOne drops a payment portal address that is not http(s), keeping the rest',
    call: async ({ resources }) =>
      (await resources.clientSettings.getOne('clientSettings', { id: 'springfield' })).data,
    exchanges: files({ customerManagementEnabled: true }, {}, { paymentPortalUrl: 'javascript:alert(1)' }),
    result: {
      customerManagementEnabled: true,
      pointOfSale: { enabled: false },
      obligations: [],
      meta: {},
      id: 'springfield',
    },
    mock: false,
  },
  {
    name: 'clientSettings getOne treats empty files as every feature off',
    call: async ({ resources }) =>
      (await resources.clientSettings.getOne('clientSettings', { id: 'springfield' })).data,
    exchanges: files(undefined, undefined, undefined),
    result: {
      customerManagementEnabled: false,
      pointOfSale: { enabled: false },
      obligations: [],
      meta: {},
      id: 'springfield',
    },
    mock: false,
  },
];

describeContract('config service', { mockPath: '/config-service', create: createConfigBackend, auth: false }, cases);
