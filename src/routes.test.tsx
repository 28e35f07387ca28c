import { screen } from '@testing-library/react';
import { renderWithAdmin, testUser } from './test/render';
import { GuardedRoute } from './routes';
import type { AppRoute } from './routeTypes';

const mounted = vi.fn();
const PaymentsPage = () => {
  mounted();
  return <h1>Payments page</h1>;
};
const route: AppRoute = {
  path: '/payments',
  component: PaymentsPage,
  access: { resource: 'payments', action: 'list' },
};

describe('a route behind react-admin’s access check', () => {
  beforeEach(() => mounted.mockClear());

  it('shows its page once the check allows it, and no loading state is left behind', async () => {
    renderWithAdmin(<GuardedRoute route={route} />, { path: '/payments' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payments page' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains and stays when the user may not, and never mounts the page', async () => {
    const user = testUser({ permissions: ['VIEW_DASHBOARD'] });
    renderWithAdmin(<GuardedRoute route={route} />, { path: '/payments', user });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(mounted).not.toHaveBeenCalled();
  });
});
