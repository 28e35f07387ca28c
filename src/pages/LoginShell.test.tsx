import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppAuthProvider } from '../auth/authProvider';
import { setSignoutReason } from '../auth/signoutReason';
import { loginUrlFor } from './LoginPage';
import { LoginShell } from './LoginShell';
import { translateShell } from './loginShellContext';

const fakeAuthProvider = (overrides: Partial<AppAuthProvider> & { signedIn?: boolean } = {}) => {
  const { signedIn = false, ...rest } = overrides;
  return {
    session: { isSignedIn: vi.fn(async () => signedIn) },
    login: vi.fn(async () => undefined),
    handleCallback: vi.fn(async () => ({ redirectTo: '/payments?q=1' })),
    getCurrentUser: vi.fn(async () => ({ isAdmin: false })),
    ...rest,
  } as unknown as AppAuthProvider;
};

const at = (url: string) => window.history.replaceState(null, '', url);

describe('the light sign-in screens', () => {
  it('welcomes a signed-out visitor and sends them to the identity provider with where they were headed', async () => {
    at('/login?returnTo=%2Fpayments%3Fstatus%3Dvoided');
    const authProvider = fakeAuthProvider();
    render(<LoginShell authProvider={authProvider} enterApp={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.getByText('Welcome to Revenue Management. Please sign in to continue.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(authProvider.login).toHaveBeenCalledWith({ returnTo: '/payments?status=voided' });
  });

  it('refuses a returnTo that leaves the origin', async () => {
    at('/login?returnTo=https%3A%2F%2Fevil.example.com');
    const authProvider = fakeAuthProvider();
    render(<LoginShell authProvider={authProvider} enterApp={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(authProvider.login).toHaveBeenCalledWith({ returnTo: undefined });
  });

  it('takes a signed-in visitor straight into the app', async () => {
    at('/login?returnTo=%2Fsettings');
    const enterApp = vi.fn();
    render(<LoginShell authProvider={fakeAuthProvider({ signedIn: true })} enterApp={enterApp} />);
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/settings'));
  });

  it("signs a new tab in without a click while the identity provider's session is alive", async () => {
    at('/login?returnTo=%2Fpayments%2F1021296');
    const enterApp = vi.fn();
    const signInSilently = vi.fn(async () => true);
    const authProvider = fakeAuthProvider();
    Object.assign(authProvider.session, { signInSilently });
    render(<LoginShell authProvider={authProvider} enterApp={enterApp} />);
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/payments/1021296'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows Sign in when the silent sign-in finds no session, and never tries it after a sign-out with a reason', async () => {
    at('/login');
    const signInSilently = vi.fn(async () => false);
    const authProvider = fakeAuthProvider();
    Object.assign(authProvider.session, { signInSilently });
    const { unmount } = render(<LoginShell authProvider={authProvider} enterApp={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(signInSilently).toHaveBeenCalledTimes(1);
    unmount();
    setSignoutReason({ kind: 'idle' });
    render(<LoginShell authProvider={authProvider} enterApp={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(signInSilently).toHaveBeenCalledTimes(1);
  });

  it('shows why the user was signed out, once, in a live region', async () => {
    at('/login');
    setSignoutReason({ kind: 'deactivated', email: 'gone@example.com' });
    render(<LoginShell authProvider={fakeAuthProvider()} enterApp={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User deactivated');
    expect(alert).toHaveTextContent(
      'The user gone@example.com has been deactivated. Please contact your administrator with any questions.',
    );
    expect(sessionStorage.getItem('rm.signoutReason')).toBeNull();
  });

  it('says a session that ended mid-work has ended, and signing in again returns to that page and its search', async () => {
    at('/login');
    setSignoutReason({ kind: 'expired', returnTo: '/payments?filter=%7B%22status%22%3A%22voided%22%7D' });
    const authProvider = fakeAuthProvider();
    render(<LoginShell authProvider={authProvider} enterApp={vi.fn()} />);
    expect(await screen.findByText('Your session has ended. Sign in again to continue.')).toBeVisible();
    expect(screen.queryByText(/For security purposes/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(authProvider.login).toHaveBeenCalledWith({ returnTo: '/payments?filter=%7B%22status%22%3A%22voided%22%7D' });
  });

  it('completes the callback once and enters the app where sign-in said', async () => {
    at('/login?code=abc&state=xyz');
    const authProvider = fakeAuthProvider();
    const enterApp = vi.fn();
    render(<LoginShell authProvider={authProvider} enterApp={enterApp} />);
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/payments?q=1'));
    expect(window.location.pathname).toBe('/login/callback');
    expect(authProvider.handleCallback).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the callback fails', async () => {
    at('/login/callback?code=bad&state=bad');
    const authProvider = fakeAuthProvider({
      handleCallback: vi.fn(async () => Promise.reject(new Error('invalid_grant'))),
    });
    render(<LoginShell authProvider={authProvider} enterApp={vi.fn()} />);
    expect(await screen.findByText('We could not complete your sign-in. Please try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

describe('handing over from the full app', () => {
  it('keeps where react-admin was headed as returnTo', () => {
    expect(loginUrlFor('', { nextPathname: '/payments', nextSearch: '?a=1' })).toBe(
      '/login?returnTo=%2Fpayments%3Fa%3D1',
    );
    expect(loginUrlFor('?returnTo=%2Fsettings', { nextPathname: '/payments' })).toBe('/login?returnTo=%2Fsettings');
    expect(loginUrlFor('', { nextPathname: '//evil.example.com' })).toBe('/login');
    expect(loginUrlFor('?code=1&state=2', { nextPathname: '/payments' })).toBe('/login?code=1&state=2');
  });

  it('translates the shell keys with their arguments', () => {
    expect(translateShell('rm.shell.banner.viewing', { brand: 'Springfield' })).toBe('You are viewing Springfield');
    expect(translateShell('rm.shell.nope')).toBe('rm.shell.nope');
  });
});
