import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider } from '../config/ConfigContext';
import { i18nProvider } from '../i18n';
import { testAuthProvider, testConfig, testUser } from '../test/render';
import { IdleSession } from './IdleSession';

const config = {
  ...testConfig,
  timeouts: { ...testConfig.timeouts, idleMs: 60_000, logoutCountdownMs: 30_000, sessionCheckMs: 45_000 },
};

const setup = () => {
  const authProvider = testAuthProvider(testUser());
  const signOut = vi.spyOn(authProvider, 'signOut');
  const sessionExists = vi.spyOn(authProvider.session, 'sessionExists');
  const signOutSessionGone = vi.spyOn(authProvider, 'signOutSessionGone');
  render(
    <MemoryRouter>
      <ConfigProvider value={config}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <IdleSession />
        </AdminContext>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return { signOut, sessionExists, signOutSessionGone };
};

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('IdleSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after the idle time with a countdown; Stay Logged In keeps the session', async () => {
    const { signOut } = setup();
    await advance(59_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1_500);
    // The warning's code is a chunk of its own, asked for when the warning is due.
    const dialog = await vi.waitFor(() => screen.getByRole('alertdialog', { name: 'Are You Still There?' }));
    expect(dialog).toHaveTextContent(/You will be logged out in (29|30) seconds/);
    expect(screen.getByRole('button', { name: 'Stay Logged In' })).toHaveFocus();
    await advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent(/You will be logged out in (19|20) seconds/);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await advance(500);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(50_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('counts idleness from the start, though the timer comes after the first screen (at the latest 8 s in)', async () => {
    await import('./IdleTimer');
    setup();
    // Nothing is read here, so the first screen never settles: the timer's code is asked for at the latest.
    await advance(8_000);
    await advance(51_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1_500);
    expect(await vi.waitFor(() => screen.getByRole('alertdialog', { name: 'Are You Still There?' }))).toBeVisible();
  });

  it('signs out with the idle reason when the countdown ends', async () => {
    const { signOut } = setup();
    await advance(60_500);
    expect(await vi.waitFor(() => screen.getByRole('alertdialog'))).toBeVisible();
    await advance(30_000);
    expect(signOut).toHaveBeenCalledWith({ kind: 'idle' });
  });

  it('Log Off signs out at once, without the security warning: the user asked for it', async () => {
    const { signOut } = setup();
    await advance(60_500);
    fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'Log Off' })));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith(undefined);
  });

  it('checks the identity session every interval and signs out when it is gone', async () => {
    const { signOut, sessionExists, signOutSessionGone } = setup();
    await advance(45_000);
    expect(sessionExists).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(signOutSessionGone).not.toHaveBeenCalled();
    sessionExists.mockResolvedValue(false);
    await advance(45_000);
    // The provider says why (deactivated, else the security warning): authProvider.test.ts.
    expect(signOutSessionGone).toHaveBeenCalledTimes(1);
  });
});
