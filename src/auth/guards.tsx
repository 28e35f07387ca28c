import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import { AccessDenied } from '../pages/AccessDenied';
import { canAccess } from './access';

export interface RouteAccess {
  resource: string;
  action: string;
}

/** 403 explains and stays: a route the user may not use shows why instead of redirecting. */
export const RequireAccess = ({ access, children }: { access?: RouteAccess; children: ReactNode }) => {
  const { user } = useCurrentUser();
  if (access && !canAccess(user, access.resource, access.action)) return <AccessDenied />;
  return <>{children}</>;
};

/** Client-scoped pages need a client; an admin who has not chosen one goes to /admin. */
export const RequireClient = ({ children }: { children: ReactNode }) => {
  const { user, client } = useCurrentUser();
  if (!client) return user.isAdmin ? <Navigate to="/admin" replace /> : <AccessDenied />;
  return <>{children}</>;
};
