import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Permission } from '../dataProviders/sso/contract';
import { isPlatformAdmin, permissionsOf } from './permissions';
import type { MockAgency, MockClient, MockUser } from './seed/types';
import type { Store } from './store';

export interface MockContext {
  store: Store;
  /** Where the app and every mock backend are served, e.g. http://localhost:4000 */
  publicUrl: string;
  /** Verifies the bearer token and attaches the signed-in user. */
  requireAuth: RequestHandler;
  /** Revokes every grant, refresh token and sign-in session of a user (a deactivation). */
  endGrantsOf: (userId: string) => Promise<void>;
}

export interface AuthedRequest extends Request {
  user?: MockUser;
}

export const userOf = (req: Request): MockUser => {
  const user = (req as AuthedRequest).user;
  if (!user) throw new Error('requireAuth must run before this handler');
  return user;
};

export const sendError = (res: Response, status: number, message: string, extra: Record<string, unknown> = {}) =>
  res.status(status).json({ message, ...extra });

/** 403 with a message, as a real server answers a call the user's role may not make. */
export const requirePermission =
  (...permissions: Permission[]): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const granted = permissionsOf(userOf(req));
    const missing = permissions.filter(permission => !granted.includes(permission));
    if (missing.length) return sendError(res, 403, `You do not have permission to do this (${missing.join(', ')}).`);
    next();
  };

export const requirePlatformAdmin: RequestHandler = (req, res, next) => {
  if (!isPlatformAdmin(userOf(req))) return sendError(res, 403, 'Only platform administrators can do this.');
  next();
};

/**
 * The client a request acts for: a platform admin names it (query `client`, `client_slug`,
 * `filter[client-slug]`, `brand` or `clientSlug`); everyone else is bound to their own client.
 */
export const clientSlugFor = (req: Request, store: Store): string | null => {
  const user = userOf(req);
  if (!isPlatformAdmin(user)) return user.clientSlug;
  const query = req.query as Record<string, unknown>;
  const filter = (query.filter ?? {}) as Record<string, unknown>;
  const named = [
    query.client,
    query.client_slug,
    filter['client-slug'],
    query.clientSlug,
    (req.body ?? {}).clientSlug,
  ].find(value => typeof value === 'string' && value) as string | undefined;
  if (named) return named;
  const brand = typeof query.brand === 'string' ? query.brand : undefined;
  if (brand)
    return (
      store.find<MockClient & { id: number }>('clients', client => client.brand === brand || client.slug === brand)
        ?.slug ?? null
    );
  return null;
};

/** Agency slugs a user may see within a client: admins see all, others their own. */
export const visibleAgencySlugs = (user: MockUser, clientSlug: string | null, store: Store): string[] => {
  const all = store
    .all<MockAgency>('agencies')
    .filter(agency => agency.clientSlug === clientSlug)
    .map(agency => agency.slug);
  const role = user.role.toUpperCase();
  if (isPlatformAdmin(user) || role === 'CLIENT_ADMIN') return all;
  return all.filter(slug => user.agencySlugs.includes(slug));
};
