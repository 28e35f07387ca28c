import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { UserProfile } from './UserProfile';

/** /profile as the signed-in user sees it, toasts included. */
const renderProfile = (dataProvider: Record<string, unknown>) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <UserProfile />
      <Notification />
    </CurrentUserProvider>,
    { user: testUser({ permissions: ['UPDATE_OWN_USER_PROFILE'] }), dataProvider, path: '/profile' },
  );

describe('UserProfile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the password reset page in a new tab and says so in this one', async () => {
    // What the page uses of the tab it opens; a Window has all of it.
    const tab: Pick<Window, 'opener' | 'close'> & { location: Pick<Location, 'replace'> } = {
      opener: {},
      location: { replace: vi.fn() },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    const resetPassword = vi.fn(async () => 'https://idp.test/reset/abc');
    renderProfile({ resetPassword });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('https://idp.test/reset/abc'));
    expect(tab.opener).toBeNull();
    expect(await screen.findByText('Password Reset Opened')).toBeVisible();
    expect(screen.getByText('The page to reset your password opened in a new tab.')).toBeVisible();
  });

  it('says a cleared name when the field is left, and holds Save Changes saying why, no "The form is not valid" toast', async () => {
    const update = vi.fn();
    renderProfile({ update });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    expect(await screen.findByText('First name is required')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Correct the fields marked in red to save.');
    fireEvent.click(save);
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
