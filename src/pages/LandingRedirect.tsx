import { useCanAccessResources } from 'ra-core';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import { PageLoading } from '../layout/PageLoading';

/** The pages a user may start on, best first: each is the list of its resource. */
const LANDINGS = [
  { resource: 'dashboard', path: '/dashboard' },
  { resource: 'payments', path: '/payments' },
  { resource: 'customers', path: '/customers' },
  { resource: 'users', path: '/settings' },
] as const;
const RESOURCES = LANDINGS.map(landing => landing.resource);

/**
 * Where a signed-in user starts: /admin for an admin without a client, otherwise the first page their role has
 * something to show on. With none, /dashboard, which tells them what to ask their administrator for.
 */
export const useLandingPath = (): string | undefined => {
  const { user, client, settings, settingsPending } = useCurrentUser();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  if (user.isAdmin && !client) return '/admin';
  if (!canAccess || settingsPending) return undefined;
  const usable = LANDINGS.find(
    ({ resource }) => canAccess[resource] && (resource !== 'customers' || settings?.customerManagementEnabled),
  );
  return usable?.path ?? '/dashboard';
};

/** Fallback redirects: to the page the user starts on. */
export const LandingRedirect = () => {
  const path = useLandingPath();
  return path ? <Navigate to={path} replace /> : <PageLoading />;
};
