import { configure } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createHttpClient } from '../../dataProviders/http';
import { createPosBackend } from '../../dataProviders/pos';
import type { SelectedClient } from '../../src/auth/clientSelection';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../../src/test/render';

// Whole pages with MUI forms render slowly on a busy machine: give them time rather than flake.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** Where the app is now, for tests that follow a navigation. */
const CurrentPath = () => {
  const location = useLocation();
  return <div data-testid="current-path">{`${location.pathname}${location.search}`}</div>;
};

const POS_ON = {
  customerManagementEnabled: true,
  pointOfSale: { enabled: true },
  obligations: [],
  meta: {},
};

/**
 * A platform admin working on Springfield, on one or more cashiering pages. `dataProvider.clientSettings` answers the
 * client's settings (point of sale on when it is left out).
 */
export const renderPosPage = (
  routes: Record<string, ReactElement>,
  path: string,
  dataProvider: Record<string, unknown> = {},
  queryClient?: QueryClient,
  client: SelectedClient = { slug: 'springfield', brand: 'Springfield' },
) =>
  renderWithAdmin(
    <CurrentUserProvider loading={<p>loading user</p>}>
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
      </Routes>
      <CurrentPath />
    </CurrentUserProvider>,
    {
      user: testUser({
        isAdmin: true,
        role: 'CB_ADMIN',
        email: 'platform.admin@example.com',
        client,
      }),
      path,
      queryClient,
      dataProvider: { ...dataProvider, getOne: withPosDefaults(dataProvider) as never },
      clientSettings:
        (dataProvider.clientSettings as (() => Promise<typeof POS_ON>) | undefined) ?? (async () => POS_ON),
    },
  );

type GetOne = (resource: string, params: { id: unknown; meta?: { resource?: string } }) => Promise<unknown>;
type GetPosDefaults = (resource: string, brand: unknown) => Promise<Record<string, unknown>>;

/**
 * posDefaults: getOne from a test's `getPosDefaults(resource, brand)` fake, so a test states the defaults of the
 * resource it creates; any other getOne goes to the test's own.
 */
const withPosDefaults =
  (dataProvider: Record<string, unknown>): GetOne =>
  async (resource, params) => {
    const getPosDefaults = dataProvider.getPosDefaults as GetPosDefaults | undefined;
    if (resource === 'posDefaults' && getPosDefaults)
      return { data: { ...(await getPosDefaults(params.meta?.resource ?? '', params.id)), id: params.id } };
    const getOne = dataProvider.getOne as GetOne | undefined;
    if (!getOne) throw new Error(`The test gives no getOne for ${resource}`);
    return getOne(resource, params);
  };

/**
 * A 422 answer with a Rails errors list, as the POS provider rejects a save of `resource` with it (through the one HTTP
 * client, so the test sees the words the app shows).
 */
export const validationError = async (
  fieldErrors: Record<string, string[]>,
  resource: 'agencies' | 'locations' | 'terminals' | 'posClients',
): Promise<HttpError> => {
  const http = createHttpClient({
    getAccessToken: async () => null,
    timeoutMs: 1000,
    fetch: async () => new Response(JSON.stringify({ errors: fieldErrors }), { status: 422 }),
  });
  const { create } = createPosBackend('', http).resources[resource];
  return (create?.(resource, { data: {} }) ?? Promise.resolve()).then(
    () => Promise.reject(new Error('The refusal was taken')),
    (error: HttpError) => error,
  );
};

/** A fake of the standard methods a cashiering page calls: the record read, and saves answering as the POS provider does. */
export const fakeRecordProvider = (record: Record<string, unknown>) => ({
  getOne: vi.fn(async () => ({ data: record })),
  // The chosen client's list the edit page looks the record up in (PosClientList): a terminal's locations, or the list
  // of the record's own resource.
  getList: vi.fn(async (resource: string) => ({
    data: [{ id: resource === 'locations' && 'location_id' in record ? record.location_id : record.id }],
    total: 1,
  })),
  update: vi.fn(
    async (
      _resource: string,
      params: {
        data: Record<string, unknown>;
        previousData: Record<string, unknown>;
      },
    ) => ({
      data: {
        ...params.previousData,
        ...params.data,
        id: params.previousData.id,
      },
    }),
  ),
});
