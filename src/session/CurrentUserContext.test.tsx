import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { memo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider } from '../config/ConfigContext';
import { i18nProvider } from '../i18n';
import { testAuthProvider, testConfig, testUser, withClientSettings } from '../test/render';
import { CurrentUserProvider, useCurrentUser } from './CurrentUserContext';

const Greeting = () => <p>Hello {useCurrentUser().user.email}</p>;

describe('CurrentUserProvider', () => {
  it('says the current user could not be loaded after a network failure, and tries again on request', async () => {
    const user = testUser();
    const getIdentity = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Network error', 0))
      .mockResolvedValue({ ...user });
    render(
      <MemoryRouter>
        <ConfigProvider value={testConfig}>
          <AdminContext
            dataProvider={withClientSettings({}, async () => ({})) as DataProvider}
            authProvider={{ ...testAuthProvider(user), getIdentity }}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <CurrentUserProvider loading={<p>Loading</p>}>
              <Greeting />
            </CurrentUserProvider>
          </AdminContext>
        </ConfigProvider>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something Went Wrong');
    expect(alert).toHaveTextContent('Something went wrong, please try again in a few moments. (Network error)');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Hello ${user.email}`)).toBeVisible();
  });

  it('gives its readers a new value only when the user or the settings change, not each time the layout renders again', async () => {
    const user = testUser();
    let renders = 0;
    const Reader = memo(function Reader() {
      renders++;
      const { settings } = useCurrentUser();
      return <p>{settings ? 'Settings in' : 'No settings yet'}</p>;
    });
    const tree = () => (
      <MemoryRouter>
        <ConfigProvider value={testConfig}>
          <AdminContext
            dataProvider={withClientSettings({}, async () => ({ customerManagementEnabled: true })) as DataProvider}
            authProvider={testAuthProvider(user)}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <CurrentUserProvider loading={<p>Loading</p>}>
              <Reader />
            </CurrentUserProvider>
          </AdminContext>
        </ConfigProvider>
      </MemoryRouter>
    );
    const { rerender } = render(tree());
    expect(await screen.findByText('Settings in')).toBeVisible();
    const before = renders;
    rerender(tree());
    rerender(tree());
    expect(screen.getByText('Settings in')).toBeVisible();
    expect(renders).toBe(before);
  });
});
