import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import { AccessDenied } from '../pages/AccessDenied';
import { safeRedirectPath } from './redirect';

/** The query of /admin naming the page an admin asked for before choosing a client. */
export const NEXT_PARAM = 'next';

/** The page to open once a client is chosen on /admin: the one asked for (same origin only), else the dashboard. */
export const pathAfterClientChoice = (search: string) =>
  safeRedirectPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/dashboard';

/**
 * Client-scoped pages need a client; an admin who has not chosen one goes to /admin, which comes back here once they
 * have (in the URL, so a reload of /admin keeps it).
 */
export const RequireClient = ({ children }: { children: ReactNode }) => {
  const { user, client } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (client) return <>{children}</>;
  if (!user.isAdmin) return <AccessDenied />;
  const next = `${pathname}${search}`;
  return (
    <Navigate to={next === '/dashboard' ? '/admin' : `/admin?${NEXT_PARAM}=${encodeURIComponent(next)}`} replace />
  );
};
