import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../auth/currentUser';
import { CurrentUserProvider } from '../session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../test/render';
import { LandingRedirect } from './LandingRedirect';

const Where = () => <p>at {useLocation().pathname}</p>;

const landOn = async (user: CurrentUser, customerManagementEnabled = true) => {
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <Routes>
        <Route path="/" element={<LandingRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </CurrentUserProvider>,
    {
      user,
      clientSettings: async () => ({
        customerManagementEnabled,
        pointOfSale: { enabled: false },
        obligations: [],
        meta: {},
      }),
    },
  );
  return (await screen.findByText(/^at /)).textContent;
};

describe('LandingRedirect', () => {
  it('sends whoever may see the dashboard there', async () => {
    expect(await landOn(testUser())).toBe('at /dashboard');
  });

  it('sends a user without the dashboard where their role has something to show: payments', async () => {
    expect(await landOn(testUser({ role: 'RESEARCHER', permissions: ['SEARCH_TRANSACTIONS'] }))).toBe('at /payments');
  });

  it('sends a user who manages users but sees neither dashboard nor payments to the customers, when the client has them', async () => {
    const manager = testUser({ role: 'CLIENT_ADMIN', permissions: ['LIST_ADMINISTERED_USERS'] });
    expect(await landOn(manager)).toBe('at /customers');
  });

  it('sends that user to the user list when the client has no customer management', async () => {
    expect(await landOn(testUser({ role: 'CLIENT_ADMIN', permissions: ['LIST_ADMINISTERED_USERS'] }), false)).toBe(
      'at /settings',
    );
  });

  it('sends a user without a role to the dashboard, which says what to ask for, even where the client has customers', async () => {
    const noRole = testUser({ role: 'NO_ROLE', permissions: ['UPDATE_OWN_USER_PROFILE'] });
    expect(await landOn(noRole)).toBe('at /dashboard');
  });

  it('sends an admin without a client to the client chooser', async () => {
    expect(await landOn(testUser({ role: 'CB_ADMIN', isAdmin: true, client: null }))).toBe('at /admin');
  });
});
