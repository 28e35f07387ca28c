import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import { AccessDenied } from '../pages/AccessDenied';

/** Client-scoped pages need a client; an admin who has not chosen one goes to /admin. */
export const RequireClient = ({ children }: { children: ReactNode }) => {
  const { user, client } = useCurrentUser();
  if (!client) return user.isAdmin ? <Navigate to="/admin" replace /> : <AccessDenied />;
  return <>{children}</>;
};
