import { usePermissions } from 'ra-core';
import { screen } from '@testing-library/react';
import { i18nProvider } from './i18n';
import { firstReadsOf, prepareApp } from './startApp';
import { writeTabPref } from './lib/tabPrefs';
import { renderWithAdmin, testConfig } from './test/render';

describe('prepareApp', () => {
  it('has the messages of the language the tab prefers before the first render', async () => {
    writeTabPref('locale', 'es');
    await prepareApp(testConfig).ready;
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('rm.shell.nav.payments')).toBe('Pagos');
    await i18nProvider.changeLocale('en');
  });

  it("leaves react-admin's router nothing to wait for: the authProvider answers canAccess, and has no permissions to ask", async () => {
    const { queryClient, ready } = prepareApp(testConfig);
    await ready;
    const Permissions = () => {
      const { isPending } = usePermissions();
      return <p>{isPending ? 'Asking' : 'Ready'}</p>;
    };
    renderWithAdmin(<Permissions />, { queryClient });
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});

describe('firstReadsOf', () => {
  const allowed = ['payments.list', 'payments.show', 'users.list', 'agencies.list', 'locations.list', 'terminals.list'];
  const scope = { client: 'springfield', brand: 'Springfield', timezone: 'America/Chicago', allowed };
  const bookmark = `?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}&order=DESC&page=2&perPage=20&sort=createdAt`;

  it("names a bookmarked payment search's rows with the user's client and time zone", () => {
    expect(firstReadsOf({ pathname: '/payments', search: bookmark }, { ...scope, timezone: 'America/Denver' })).toEqual(
      [
        {
          method: 'getList',
          resource: 'payments',
          params: {
            pagination: { page: 2, perPage: 20 },
            sort: { field: 'createdAt', order: 'DESC' },
            filter: { dateFilter: 'transaction', status: 'successful' },
            meta: { client: 'springfield', timezone: 'America/Denver' },
          },
        },
      ],
    );
  });

  it('names the payment of /payment/{id}, the users of /settings and the cashiering lists of the brand', () => {
    expect(firstReadsOf({ pathname: '/payment/1042', search: '' }, scope)).toEqual([
      { method: 'getOne', resource: 'payments', params: { id: 1042 } },
    ]);
    expect(firstReadsOf({ pathname: '/settings', search: '' }, scope)).toEqual([
      {
        method: 'getList',
        resource: 'users',
        params: {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'id', order: 'ASC' },
          filter: { clientSlug: 'springfield' },
          meta: {},
        },
      },
    ]);
    const everything = { page: 1, perPage: 10_000 };
    expect(firstReadsOf({ pathname: '/pos-config/agencies', search: '' }, scope)).toEqual([
      {
        method: 'getList',
        resource: 'agencies',
        params: {
          filter: { brand: 'Springfield' },
          pagination: everything,
          sort: { field: 'description', order: 'ASC' },
        },
      },
    ]);
    const manual = { field: 'position', order: 'ASC' };
    expect(firstReadsOf({ pathname: '/pos-config/locations', search: '' }, scope)).toEqual([
      {
        method: 'getList',
        resource: 'locations',
        params: { filter: { brand: 'Springfield' }, pagination: everything, sort: manual },
      },
    ]);
    expect(firstReadsOf({ pathname: '/pos-config/terminals', search: '?location_id=7' }, scope)).toEqual([
      {
        method: 'getList',
        resource: 'terminals',
        params: { filter: { brand: 'Springfield', location_id: '7' }, pagination: everything, sort: manual },
      },
      {
        method: 'getList',
        resource: 'locations',
        params: { filter: { brand: 'Springfield' }, pagination: everything, sort: manual },
      },
    ]);
  });

  it('names nothing where the page would ask for nothing first, or would correct the address first', () => {
    expect(firstReadsOf({ pathname: '/payments', search: '' }, scope)).toEqual([]);
    const unknownStatus = `?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'nope' }))}`;
    expect(firstReadsOf({ pathname: '/payments', search: unknownStatus }, scope)).toEqual([]);
    expect(firstReadsOf({ pathname: '/dashboard', search: bookmark }, scope)).toEqual([]);
    expect(firstReadsOf({ pathname: '/payment/abc', search: '' }, scope)).toEqual([]);
  });

  it('names nothing a scope does not allow: no client, no brand remembered, or a page the user may not open', () => {
    const noClient = { client: null, brand: null, timezone: 'America/Chicago', allowed };
    expect(firstReadsOf({ pathname: '/payment/1042', search: '' }, noClient)).toEqual([]);
    expect(
      firstReadsOf(
        { pathname: '/pos-config/agencies', search: '' },
        { client: 'springfield', timezone: 'UTC', allowed },
      ),
    ).toEqual([]);
    // A user without the page's permission: the page says so, and nothing is asked for that would be refused.
    const researcher = { ...scope, allowed: ['payments.list', 'payments.show'] };
    expect(firstReadsOf({ pathname: '/settings', search: '' }, researcher)).toEqual([]);
    for (const pathname of ['/pos-config/agencies', '/pos-config/locations', '/pos-config/terminals'])
      expect(firstReadsOf({ pathname, search: '' }, researcher)).toEqual([]);
    const noRole = { ...scope, allowed: [] };
    expect(firstReadsOf({ pathname: '/payments', search: bookmark }, noRole)).toEqual([]);
    expect(firstReadsOf({ pathname: '/payment/1042', search: '' }, noRole)).toEqual([]);
    // A scope remembered before the allowed actions were part of it reads nothing they decide.
    expect(firstReadsOf({ pathname: '/payments', search: bookmark }, { ...scope, allowed: undefined })).toEqual([]);
  });
});
