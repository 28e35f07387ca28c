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
    name: "getClientSettings reads the client's three files without a token and merges them",
    call: ({ methods }) => methods.getClientSettings('springfield'),
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
    },
    mock: 'clientAdmin',
  },
  {
    name: 'getClientSettings drops a payment portal address that is not http(s), keeping the rest',
    call: ({ methods }) => methods.getClientSettings('springfield'),
    exchanges: files({ customerManagementEnabled: true }, {}, { paymentPortalUrl: 'javascript:alert(1)' }),
    result: { customerManagementEnabled: true, pointOfSale: { enabled: false }, obligations: [], meta: {} },
    mock: false,
  },
  {
    name: 'getClientSettings treats empty files as every feature off',
    call: ({ methods }) => methods.getClientSettings('springfield'),
    exchanges: files(undefined, undefined, undefined),
    result: { customerManagementEnabled: false, pointOfSale: { enabled: false }, obligations: [], meta: {} },
    mock: false,
  },
];

describeContract('config service', { mockPath: '/config-service', create: createConfigBackend, auth: false }, cases);
