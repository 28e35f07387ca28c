import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';

/** Fallback redirects: admins without a client go to /admin, everyone else to /dashboard. */
export const LandingRedirect = () => {
  const { user, client } = useCurrentUser();
  return <Navigate to={user.isAdmin && !client ? '/admin' : '/dashboard'} replace />;
};
