import { usePermissions } from 'ra-core';
import { screen } from '@testing-library/react';
import { i18nProvider } from './i18n';
import { firstReadOf, prepareApp } from './startApp';
import { writeTabPref } from './lib/tabPrefs';
import { renderWithAdmin } from './test/render';

describe('prepareApp', () => {
  it('has the messages of the language the tab prefers before the first render', async () => {
    writeTabPref('locale', 'es');
    await prepareApp().ready;
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('rm.shell.nav.payments')).toBe('Pagos');
    await i18nProvider.changeLocale('en');
  });

  it("leaves react-admin's router nothing to wait for: the authProvider answers canAccess, and has no permissions to ask", async () => {
    const { queryClient, ready } = prepareApp();
    await ready;
    const Permissions = () => {
      const { isPending } = usePermissions();
      return <p>{isPending ? 'Asking' : 'Ready'}</p>;
    };
    renderWithAdmin(<Permissions />, { queryClient });
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});

describe('firstReadOf', () => {
  const scope = { client: 'springfield', timezone: 'America/Chicago' };
  const bookmark = `?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}&order=DESC&page=2&perPage=20&sort=createdAt`;

  it("names a bookmarked payment search's rows with the user's client and time zone", () => {
    expect(firstReadOf({ pathname: '/payments', search: bookmark }, { ...scope, timezone: 'America/Denver' })).toEqual({
      method: 'getList',
      resource: 'payments',
      params: {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { dateFilter: 'transaction', status: 'successful' },
        meta: { client: 'springfield', timezone: 'America/Denver' },
      },
    });
  });

  it('names nothing where the page would ask for nothing first, or would correct the address first', () => {
    expect(firstReadOf({ pathname: '/payments', search: '' }, scope)).toBeUndefined();
    const unknownStatus = `?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'nope' }))}`;
    expect(firstReadOf({ pathname: '/payments', search: unknownStatus }, scope)).toBeUndefined();
    expect(firstReadOf({ pathname: '/dashboard', search: bookmark }, scope)).toBeUndefined();
  });
});
