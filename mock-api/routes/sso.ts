import { Router } from 'express';
import {
  clientSlugFor,
  requirePermission,
  requirePlatformAdmin,
  sendError,
  userOf,
  visibleAgencySlugs,
  type MockContext,
} from '../context';
import { isPlatformAdmin, isUserActive, permissionsOf } from '../permissions';
import type { MockAgency, MockClient, MockUser } from '../seed/types';

export const statusOfUser = (user: MockUser) => (isUserActive(user) ? 'ACTIVE' : 'DEACTIVATED');

/** The user-management API's core: the current user, clients and agencies. */
export const ssoCoreRoutes = (ctx: MockContext) => {
  const { store } = ctx;
  const router = Router();
  router.use(ctx.requireAuth);

  router.get('/myself', (req, res) => {
    const user = userOf(req);
    const slug = clientSlugFor(req, store);
    const client = slug ? store.find<MockClient>('clients', candidate => candidate.slug === slug) : undefined;
    if (slug && !client) return sendError(res, 404, `Client ${slug} was not found.`);
    const visible = visibleAgencySlugs(user, client?.slug ?? null, store);
    const agencies = store
      .all<MockAgency>('agencies')
      .filter(agency => visible.includes(agency.slug))
      .map(({ name, slug: agencySlug }) => ({ name, slug: agencySlug }));
    res.json({
      data: {
        user_id: user.id,
        role: user.role,
        pos_role: user.pos_role,
        email: user.email,
        client: client ? { brand: client.brand, slug: client.slug } : null,
        agencies,
        permissions: permissionsOf(user),
        active: isUserActive(user),
        status: statusOfUser(user),
        first_name: user.first_name,
        last_name: user.last_name,
        timezone: user.timezone,
        credentials_provider: user.credentialsProvider,
      },
    });
  });

  router.get('/clients', requirePermission('LIST_CLIENTS'), requirePlatformAdmin, (_req, res) => {
    res.json({
      data: store
        .all<MockClient>('clients')
        .map(({ id, slug, brand, paymentPortalUrl }) => ({ id, slug, brand, paymentPortalUrl }))
        .sort((a, b) => a.brand.localeCompare(b.brand)),
    });
  });

  router.get('/agencies', requirePermission('SEARCH_AGENCIES'), (req, res) => {
    const user = userOf(req);
    const slug = clientSlugFor(req, store);
    const visible = visibleAgencySlugs(user, slug, store);
    const requested = ([] as unknown[]).concat(req.query.agencies ?? []).map(String);
    res.json({
      data: store
        .all<MockAgency>('agencies')
        .filter(
          agency =>
            visible.includes(agency.slug) &&
            (!requested.length || requested.includes(agency.slug) || requested.includes(agency.name)),
        )
        .map(({ name, slug: agencySlug }) => ({ name, slug: agencySlug }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    });
  });

  return router;
};

export { isPlatformAdmin };
