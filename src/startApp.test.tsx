import { HttpError, usePermissions } from 'ra-core';
import type { AppDataProvider } from '../dataProviders';
import { screen } from '@testing-library/react';
import { i18nProvider } from './i18n';
import { clientSettingsQuery, CurrentUserProvider } from './session/CurrentUserContext';
import { prepareApp } from './startApp';
import { renderWithAdmin, testAuthProvider, testUser } from './test/render';

const settings = { timezone: 'America/Chicago' };

describe('prepareApp', () => {
  it('puts the settings of the user’s client in the query cache the app renders with', async () => {
    const getClientSettings = vi.fn().mockResolvedValue(settings);
    const dataProvider = { getClientSettings } as unknown as AppDataProvider;
    const { queryClient, ready } = prepareApp(testAuthProvider(testUser()), dataProvider);
    await ready;
    expect(getClientSettings).toHaveBeenCalledWith('springfield');
    expect(queryClient.getQueryData(clientSettingsQuery(dataProvider, 'springfield').queryKey)).toEqual(settings);
  });

  it('asks for no settings when the user has no client yet', async () => {
    const getClientSettings = vi.fn();
    const { ready } = prepareApp(testAuthProvider(testUser({ client: null })), {
      getClientSettings,
    } as unknown as AppDataProvider);
    await ready;
    expect(getClientSettings).not.toHaveBeenCalled();
  });

  it('lets the app start when the user or the settings cannot be loaded (the app shows those errors itself)', async () => {
    const failingSettings = {
      getClientSettings: vi.fn().mockRejectedValue(new HttpError('Unavailable', 503)),
    } as unknown as AppDataProvider;
    await expect(prepareApp(testAuthProvider(testUser()), failingSettings).ready).resolves.toBeUndefined();
    const failingUser = {
      ...testAuthProvider(testUser()),
      getCurrentUser: () => Promise.reject(new HttpError('Network error', 0)),
    };
    await expect(prepareApp(failingUser, failingSettings).ready).resolves.toBeUndefined();
  });

  it('has the messages of the language the tab prefers before the first render', async () => {
    sessionStorage.setItem('rm.locale', 'es');
    const dataProvider = { getClientSettings: vi.fn().mockResolvedValue(settings) } as unknown as AppDataProvider;
    await prepareApp(testAuthProvider(testUser()), dataProvider).ready;
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('rm.shell.nav.payments')).toBe('Pagos');
    await i18nProvider.changeLocale('en');
  });

  it('puts the session check and the current user in the cache, so the layout renders at once, without a loading state first', async () => {
    const user = testUser();
    const getClientSettings = vi.fn().mockResolvedValue(settings);
    const { queryClient, ready } = prepareApp(testAuthProvider(user), {
      getClientSettings,
    } as unknown as AppDataProvider);
    await ready;
    renderWithAdmin(
      <CurrentUserProvider loading={<p>Loading</p>}>
        <p>Layout</p>
      </CurrentUserProvider>,
      { user, queryClient, dataProvider: { getClientSettings } },
    );
    // Right after the first render, not after waiting: nothing was left to ask for.
    expect(screen.getByText('Layout')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it("leaves react-admin's router nothing to wait for: the authProvider answers canAccess, and has no permissions to ask", async () => {
    const user = testUser();
    const getClientSettings = vi.fn().mockResolvedValue(settings);
    const { queryClient, ready } = prepareApp(testAuthProvider(user), {
      getClientSettings,
    } as unknown as AppDataProvider);
    await ready;
    const Permissions = () => {
      const { isPending } = usePermissions();
      return <p>{isPending ? 'Asking' : 'Ready'}</p>;
    };
    renderWithAdmin(<Permissions />, { user, queryClient, dataProvider: { getClientSettings } });
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});
