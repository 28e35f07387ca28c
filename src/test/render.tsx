import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type DataProvider, type GetOneParams } from 'react-admin';
import type { ClientSettings } from '../../dataProviders/config/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { allows } from '../auth/access';
import type { AppAuthProvider } from '../auth/authProvider';
import type { CurrentUser } from '../auth/currentUser';
import { ConfigProvider } from '../config/ConfigContext';
import { parseConfig } from '../config/schema';
import { i18nProvider } from '../i18n';
import { createAppQueryClient } from '../lib/queryRetry';

export const testConfig = parseConfig(
  {
    api: {
      payments: 'https://pay.test',
      sso: 'https://sso.test',
      pos: 'https://pos.test',
      configService: 'https://cfg.test',
    },
    auth: { type: 'oidc', issuer: 'https://idp.test', clientId: 'rm' },
    dashboardOrigin: 'https://dash.test',
    version: '9.9.9',
    labelLink: 'https://status.test/9.9.9',
  },
  'localhost',
);

export const testUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  email: 'sam@springfield.example.com',
  firstName: 'Sam',
  lastName: 'Porter',
  fullName: 'Sam Porter',
  role: 'SUPERVISOR',
  posRole: 'NO_ROLE',
  permissions: [
    'VIEW_DASHBOARD',
    'SEARCH_TRANSACTIONS',
    'VIEW_TRANSACTION_DETAILS',
    'VOID_TRANSACTION',
    'REFUND_TRANSACTION',
  ],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [],
  active: true,
  status: 'ACTIVE',
  timezone: 'America/Chicago',
  credentialsProvider: 'OKTA',
  isAdmin: false,
  ...overrides,
});

/** A fake authProvider whose session is signed in as `user`. */
export const testAuthProvider = (user: CurrentUser): AppAuthProvider => ({
  session: {
    kind: 'oidc',
    isSignedIn: async () => true,
    getAccessToken: async () => 'token',
    signIn: async () => undefined,
    completeSignIn: async () => undefined,
    signOut: async () => undefined,
    clearLocal: async () => undefined,
    sessionExists: async () => true,
  },
  getCurrentUser: async () => user,
  refreshCurrentUser: () => undefined,
  isSigningOut: () => false,
  signOut: async () => undefined,
  signOutSessionGone: async () => undefined,
  login: async () => undefined,
  logout: async () => false,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ ...user, id: user.id }),
  canAccess: async params => allows(user, params),
});

interface Options {
  user?: CurrentUser;
  dataProvider?: Partial<DataProvider> & Record<string, unknown>;
  path?: string;
  /** The query cache to render with, when a test fills it first. */
  queryClient?: QueryClient;
  /** What the client's settings read answers (clientSettings: getOne), beside the data provider's own getOne. */
  clientSettings?: (slug: string) => Promise<Partial<ClientSettings>>;
}

/** A data provider whose clientSettings: getOne answers from `settings`, any other getOne from `dataProvider`'s. */
export const withClientSettings = <P extends Partial<DataProvider>>(
  dataProvider: P,
  settings: (slug: string) => Promise<Partial<ClientSettings>>,
): P => ({
  ...dataProvider,
  getOne: (async (resource: string, params: GetOneParams) => {
    if (resource !== 'clientSettings') return dataProvider.getOne!(resource, params);
    return { data: { ...(await settings(String(params.id))), id: params.id } };
  }) as DataProvider['getOne'],
});

/** The app's query client (its retry policy) as the test config sets it up. */
export const createTestQueryClient = () => createAppQueryClient(testConfig.timeouts.retryDelayMs);

/**
 * Renders inside react-admin's context (i18n, the app's query client and its retry policy) with the app's config, in a
 * data router as the app does (src/startApp.tsx), so that forms can block a navigation that would lose their changes.
 */
export const renderWithAdmin = (
  ui: ReactElement,
  {
    user = testUser(),
    dataProvider = {},
    path = '/',
    queryClient = createTestQueryClient(),
    clientSettings,
  }: Options = {},
) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ConfigProvider value={testConfig}>
            <AdminContext
              dataProvider={
                (clientSettings ? withClientSettings(dataProvider, clientSettings) : dataProvider) as DataProvider
              }
              authProvider={testAuthProvider(user)}
              i18nProvider={i18nProvider}
              store={memoryStore()}
              queryClient={queryClient}
            >
              {ui}
            </AdminContext>
          </ConfigProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
};
