import { useTheme } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { act } from 'react';
import { createAppStore } from '../App';
import { i18nProvider } from '../i18n';
import { readTabPref } from '../lib/tabPrefs';
import { createAppTheme } from './theme';
import { DARK_QUERY, THEME_STORE_KEY } from './themeChoice';
import { ThemeMenu } from './ThemeMenu';

/** The device's colour scheme, as matchMedia reports it; `set` changes it as the system's setting would. */
const systemScheme = (dark: boolean) => {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === DARK_QUERY && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
  }));
  return {
    set: (next: boolean) => {
      dark = next;
      act(() => listeners.forEach(listener => listener()));
    },
  };
};

const ShownMode = () => <p>mode: {useTheme().palette.mode}</p>;

/** The app's store and themes around the switch, as App renders them: each call is a page load of the tab. */
const renderApp = () =>
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      store={createAppStore()}
      lightTheme={createAppTheme('standard', 'light')}
      darkTheme={createAppTheme('standard', 'dark')}
    >
      <ThemeMenu />
      <ShownMode />
    </AdminContext>,
  );

const choose = async (from: string, to: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Theme: ${from}` }));
  await userEvent.click(within(screen.getByRole('menu', { name: 'Theme' })).getByRole('menuitemradio', { name: to }));
};

describe('ThemeMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system's colour scheme by default, as it changes", async () => {
    const system = systemScheme(true);
    renderApp();
    expect(await screen.findByText('mode: dark')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    system.set(false);
    expect(await screen.findByText('mode: light')).toBeVisible();
  });

  it('offers Light, Dark and System, the current one checked', async () => {
    systemScheme(false);
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: System' }));
    const items = within(screen.getByRole('menu', { name: 'Theme' })).getAllByRole('menuitemradio');
    expect(items.map(item => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ]);
  });

  it('keeps the choice for the tab: a reload shows it again, whatever the system says', async () => {
    const system = systemScheme(false);
    const first = renderApp();
    await choose('System', 'Dark');
    expect(await screen.findByText('mode: dark')).toBeVisible();
    expect(readTabPref(THEME_STORE_KEY)).toBe('dark');
    system.set(false);
    expect(screen.getByText('mode: dark')).toBeVisible();

    first.unmount();
    renderApp();
    expect(await screen.findByText('mode: dark')).toBeVisible();
    await choose('Dark', 'Light');
    expect(await screen.findByText('mode: light')).toBeVisible();
    system.set(true);
    expect(screen.getByText('mode: light')).toBeVisible();

    // System forgets the choice: the device's scheme is followed again.
    await choose('Light', 'System');
    expect(await screen.findByText('mode: dark')).toBeVisible();
    expect(readTabPref(THEME_STORE_KEY)).toBeUndefined();
  });
});
