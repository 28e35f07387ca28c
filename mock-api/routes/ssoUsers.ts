import { randomBytes, randomUUID } from 'node:crypto';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import * as z from 'zod/mini';
import { normaliseRole, type Permission } from '../../dataProviders/sso/contract';
import { assignableRoles } from '../../dataProviders/sso/roles';
import {
  createUserBodySchema,
  EMAIL_PATTERN,
  emptyBodySchema,
  PLATFORM_POS,
  PLATFORM_RM,
  profileBodySchema,
  PROVIDER_STATUSES,
  statusBodySchema,
  updateUserBodySchema,
  USER_DEFAULT_TIMEZONE,
  userEtag,
  type ApiUser,
} from '../../dataProviders/sso/usersContract';
import { clientSlugFor, sendError, userOf, visibleAgencySlugs, type AuthedRequest, type MockContext } from '../context';
import { messagePage } from '../idp/pages';
import { isPlatformAdmin, permissionsOf } from '../permissions';
import { logServerError } from '../requests';
import { allowedPosRolesFor, ROLE_COMBINATIONS } from '../seed/core';
import type { MockAgency, MockClient, MockUser, ProviderStatus } from '../seed/types';
import type { Store } from '../store';
import { matchesVersion } from '../versions';

/**
 * The users part of the user-management API under /api/sso/api/v1/sso:
 *   GET    /users?filter[client-slug]&page[size]&page[cursor]   cursor pages, meta {page_cursor, page_size}
 *   GET    /users/verify?email=&client=                           200 {data: {id, email}} for a user the actor administers in that client, 410 otherwise
 *   GET    /users/{id}
 *   POST   /users                                                 201 {data: user}, provider status PROVISIONED
 *   PATCH  /users/{id}                                            grant/revoke agencies and access, names; If-Match: the user's
 *                                                                 version (userEtag of its updated_at), 412 when it changed since
 *   PATCH  /users/{id}/status                                     ACTIVE or DEACTIVATED through the provider statuses
 *   POST   /users/{id}/reactivate?send_email=true                 resends the activation link (STAGED, PROVISIONED)
 *   POST   /users/{id}/reset-password                             {data: {reset_password_url}} on this origin
 *   PATCH  /users/{id}/profile                                    the signed-in user's own names and timezone
 *   GET    /permissions/revenue-management/role_combinations/cb-pos
 * and the page a password-reset address opens: GET /account/password-reset/{token}.
 * Validation failures are 422 with an errors list ({field, detail}); missing permissions are 403. Every change to a
 * user (an edit, a status, an activation link, a profile) moves its `updated_at` on: its version.
 */

const ALL_AGENCY_ROLES = ['CLIENT_ADMIN', 'CB_ADMIN', 'CITYBASE_ADMIN'];
const MAX_PAGE_SIZE = 100;

type FieldError = { field: string; detail: string };

const unprocessable = (res: Response, errors: FieldError[]) =>
  res.status(422).json({ message: errors.map(error => `${error.field}: ${error.detail}.`).join('\n'), errors });

const zodErrors = (error: z.core.$ZodError): FieldError[] =>
  error.issues.map(issue => ({
    field: issue.path.filter(part => part !== 'data').join('.') || 'data',
    detail: issue.message,
  }));

const PLATFORMS = [PLATFORM_RM, PLATFORM_POS];

/** Access pairs naming a platform this service does not know are refused, not silently ignored. */
const unknownPlatforms = (pairs: { platform: string }[], field: string): FieldError[] =>
  [...new Set(pairs.map(pair => pair.platform).filter(platform => !PLATFORMS.includes(platform)))].map(platform => ({
    field,
    detail: `${platform} is not a known platform`,
  }));

const statusOf = (status: ProviderStatus) =>
  status === 'DEPROVISIONED' || status === 'SUSPENDED' ? 'DEACTIVATED' : 'ACTIVE';

const roleOf = (user: MockUser) => normaliseRole(user.role);

const hasPermission = (user: MockUser, permission: Permission) => permissionsOf(user).includes(permission);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Whether the actor administers the target: same client and, below client admin, a shared agency or none. */
export const canSeeUser = (actor: MockUser, target: MockUser) => {
  if (isPlatformAdmin(actor)) return true;
  if (!target.clientSlug || target.clientSlug !== actor.clientSlug) return false;
  if (roleOf(actor) === 'CLIENT_ADMIN') return true;
  return target.agencySlugs.length === 0 || target.agencySlugs.some(slug => actor.agencySlugs.includes(slug));
};

/**
 * Besides the permission, the actor is a CB admin or a client admin, or an agency admin
 * acting on a client admin, or the user has no agencies.
 */
export const canChangeStatus = (actor: MockUser, target: MockUser) => {
  const role = roleOf(actor);
  return (
    isPlatformAdmin(actor) ||
    role === 'CLIENT_ADMIN' ||
    (role === 'AGENCY_ADMIN' && roleOf(target) === 'CLIENT_ADMIN') ||
    target.agencySlugs.length === 0
  );
};

/** PATCH status: DEACTIVATED from any non-deactivated status; ACTIVE from DEPROVISIONED (back to ACTIVE) or STAGED (to PROVISIONED). */
export const statusTransition = (from: ProviderStatus, to: 'ACTIVE' | 'DEACTIVATED'): ProviderStatus | string => {
  if (to === 'DEACTIVATED') return from === 'DEPROVISIONED' ? 'is already deactivated' : 'DEPROVISIONED';
  if (from === 'DEPROVISIONED') return 'ACTIVE';
  if (from === 'STAGED') return 'PROVISIONED';
  return 'can be reactivated only when deactivated or staged';
};

/** A change's time: now, and always after the change before it (two changes in one millisecond are two versions). */
const nextVersion = (previous: string | undefined) =>
  new Date(Math.max(Date.now(), previous ? Date.parse(previous) + 1 : 0)).toISOString();

/** The version a user is at: its last change, or its creation. */
const versionOf = (user: MockUser) => user.updated_at ?? user.created_at;

const isProviderStatus = (value: string): value is ProviderStatus =>
  (PROVIDER_STATUSES as readonly string[]).includes(value);

export const ssoUsersRoutes = (ctx: MockContext, json: (RequestHandler | ErrorRequestHandler)[]) => {
  const { store, publicUrl } = ctx;
  const resetTokens = new Map<string, string>();

  const agencyMap = () => new Map(store.all<MockAgency>('agencies').map(agency => [agency.slug, agency]));
  const clientOf = (slug: string | null) =>
    slug ? store.find<MockClient>('clients', client => client.slug === slug) : undefined;

  const toApiUser = (user: MockUser, agencies = agencyMap()): ApiUser => {
    const client = clientOf(user.clientSlug);
    const status = statusOf(user.providerStatus);
    return {
      id: user.id,
      profile: {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        fullNameFormatted: `${user.last_name}, ${user.first_name}`,
      },
      role: user.role,
      pos_role: user.pos_role,
      access: [
        { platform: PLATFORM_RM, role: user.role },
        { platform: PLATFORM_POS, role: user.pos_role },
      ],
      client: client ? { slug: client.slug, brand: client.brand } : null,
      agencies: user.agencySlugs.flatMap(slug => {
        const agency = agencies.get(slug);
        return agency ? [{ name: agency.name, slug: agency.slug }] : [];
      }),
      credentialsProvider: { type: user.credentialsProvider },
      status,
      statusLabel: user.providerStatus,
      isActive: status === 'ACTIVE',
      timezone: user.timezone,
      updated_at: versionOf(user),
    };
  };

  /** Stores a changed user at its next version. */
  const saveUser = (user: MockUser) => store.put('users', { ...user, updated_at: nextVersion(versionOf(user)) });

  /** The target of /users/{id}, or a 404 when it does not exist or the actor does not administer it. */
  const targetOf = (req: Request, res: Response): MockUser | undefined => {
    const target = store.get<MockUser>('users', String(req.params.id));
    if (!target || !canSeeUser(userOf(req), target)) {
      sendError(res, 404, 'User not found.');
      return undefined;
    }
    return target;
  };

  /**
   * One sign-in is one account: an address any user has, in any client, is taken for an add. The refusal is the same
   * whichever client holds it ("has already been taken"), so it tells nothing of where the address is used.
   */
  const isTaken = (email: string) =>
    !!store.find<MockUser>('users', user => user.email.toLowerCase() === email.toLowerCase());

  const requireAny =
    (...permissions: Permission[]): RequestHandler =>
    (req, res, next) => {
      const user = userOf(req);
      if (!permissions.some(permission => hasPermission(user, permission)))
        return sendError(res, 403, `You do not have permission to do this (${permissions.join(' or ')}).`);
      next();
    };

  // The core SSO router ahead of this one has already verified the token; anything reaching here directly is checked again.
  const auth: RequestHandler = (req, res, next) =>
    (req as AuthedRequest).user ? next() : ctx.requireAuth(req, res, next);

  const api = Router();
  api.use(auth);

  api.get(
    '/permissions/revenue-management/role_combinations/cb-pos',
    requireAny('LIST_ADMINISTERED_USERS'),
    (_req, res) => {
      const lower = (role: string) => role.toLowerCase();
      const map: Record<string, string[]> = {};
      for (const [role, allowed] of Object.entries(ROLE_COMBINATIONS)) map[lower(role)] = allowed.map(lower);
      res.json({ data: { role_combinations: map } });
    },
  );

  // The users an admin sees in a client, in cursor order, kept until the users change (as a database index would):
  // following the cursor through 10,000 users is 400 pages, each of which would otherwise scan every user.
  let visibleCache: { revision: number; key: string; users: MockUser[]; positions: Map<string, number> } | undefined;
  const visibleUsers = (actor: MockUser, slug: string) => {
    const key = JSON.stringify([actor.id, roleOf(actor), actor.clientSlug, actor.agencySlugs, slug]);
    if (!visibleCache || visibleCache.revision !== store.revision('users') || visibleCache.key !== key) {
      const users = store.all<MockUser>('users').filter(user => user.clientSlug === slug && canSeeUser(actor, user));
      visibleCache = {
        revision: store.revision('users'),
        key,
        users,
        positions: new Map(users.map((user, index) => [user.id, index])),
      };
    }
    return visibleCache;
  };

  api.get('/users', requireAny('LIST_ADMINISTERED_USERS'), (req, res) => {
    const actor = userOf(req);
    const slug = clientSlugFor(req, store);
    if (!slug) return unprocessable(res, [{ field: 'filter[client-slug]', detail: 'is required' }]);
    if (!clientOf(slug)) return sendError(res, 404, `Client ${slug} was not found.`);
    const page = (req.query.page ?? {}) as Record<string, unknown>;
    const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(page.size) || 25));
    const { users, positions } = visibleUsers(actor, slug);
    let start = 0;
    if (typeof page.cursor === 'string' && page.cursor) {
      const index = positions.get(Buffer.from(page.cursor, 'base64url').toString('utf8'));
      if (index === undefined) return unprocessable(res, [{ field: 'page[cursor]', detail: 'is not valid' }]);
      start = index + 1;
    }
    const slice = users.slice(start, start + size);
    const more = start + size < users.length;
    const agencies = agencyMap();
    res.json({
      data: slice.map(user => toApiUser(user, agencies)),
      meta: {
        page_cursor: more ? Buffer.from(slice[slice.length - 1].id, 'utf8').toString('base64url') : '',
        page_size: size,
      },
    });
  });

  // "Found" sends the admin to their user list to edit that user: only a user on that list is found. Anyone else is a
  // free address here, so a lookup tells nobody who exists elsewhere (a same-client user the admin does not administer
  // is refused at the add itself).
  api.get('/users/verify', requireAny('GRANT_AGENCY_MEMBERSHIP_TO_USER'), (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email.trim().toLowerCase() : '';
    if (!email) return unprocessable(res, [{ field: 'email', detail: "can't be blank" }]);
    const actor = userOf(req);
    const slug = clientSlugFor(req, store);
    const found = store.find<MockUser>(
      'users',
      user => user.email.toLowerCase() === email && user.clientSlug === slug && canSeeUser(actor, user),
    );
    if (!found) return sendError(res, 410, 'No user has this email address.');
    res.json({ data: { id: found.id, email: found.email } });
  });

  api.get('/users/:id', (req, res) => {
    const actor = userOf(req);
    if (req.params.id !== actor.id && !hasPermission(actor, 'LIST_ADMINISTERED_USERS'))
      return sendError(res, 403, 'You do not have permission to see users.');
    const target = req.params.id === actor.id ? actor : targetOf(req, res);
    if (target) res.json({ data: toApiUser(target) });
  });

  api.post('/users', requireAny('GRANT_AGENCY_MEMBERSHIP_TO_USER'), (req, res) => {
    const actor = userOf(req);
    const parsed = createUserBodySchema.safeParse(req.body);
    if (!parsed.success) return unprocessable(res, zodErrors(parsed.error));
    const { profile, access, agencies, client } = parsed.data.data;
    if (!isPlatformAdmin(actor) && client.slug !== actor.clientSlug)
      return sendError(res, 403, 'You can add users to your own organisation only.');
    const errors: FieldError[] = unknownPlatforms(access, 'access');
    const target = clientOf(client.slug);
    if (!target) errors.push({ field: 'client', detail: 'is not a known client' });
    if (!profile.first_name.trim()) errors.push({ field: 'first_name', detail: "can't be blank" });
    if (!profile.last_name.trim()) errors.push({ field: 'last_name', detail: "can't be blank" });
    const email = profile.email.trim();
    if (!EMAIL_PATTERN.test(email)) errors.push({ field: 'email', detail: 'is invalid' });
    else if (isTaken(email)) errors.push({ field: 'email', detail: 'has already been taken' });
    if (profile.timezone !== undefined && !isTimeZone(profile.timezone))
      errors.push({ field: 'timezone', detail: 'is not a known time zone' });
    const role = access.find(pair => pair.platform === PLATFORM_RM)?.role;
    const posRole = normaliseRole(access.find(pair => pair.platform === PLATFORM_POS)?.role ?? 'NO_ROLE');
    errors.push(...roleErrors(actor, role === undefined ? undefined : normaliseRole(role), posRole));
    const visible = visibleAgencySlugs(actor, client.slug, store);
    const unknown = agencies.filter(slug => !visible.includes(slug));
    if (unknown.length)
      errors.push({
        field: 'agencies',
        detail: `${unknown.join(', ')} ${unknown.length === 1 ? 'is not an agency' : 'are not agencies'} you administer`,
      });
    if (errors.length) return unprocessable(res, errors);
    const rmRole = normaliseRole(role);
    const user: MockUser = {
      id: `00u${randomUUID().replace(/-/g, '').slice(0, 17)}`,
      email,
      first_name: profile.first_name.trim(),
      last_name: profile.last_name.trim(),
      role: rmRole,
      pos_role: posRole,
      clientSlug: client.slug,
      agencySlugs: ALL_AGENCY_ROLES.includes(rmRole) ? allAgenciesOf(store, client.slug) : [...new Set(agencies)],
      credentialsProvider: 'OKTA',
      providerStatus: 'PROVISIONED',
      timezone: profile.timezone ?? USER_DEFAULT_TIMEZONE,
      created_at: new Date().toISOString(),
      activationEmailsSent: 1,
    };
    store.put('users', user);
    res.status(201).json({ data: toApiUser(user) });
  });

  api.patch(
    '/users/:id',
    requireAny('GRANT_AGENCY_MEMBERSHIP_TO_USER', 'REVOKE_AGENCY_MEMBERSHIP_FROM_USER'),
    (req, res) => {
      const actor = userOf(req);
      if (req.params.id === actor.id) return sendError(res, 403, 'Change your own details on your profile.');
      const target = targetOf(req, res);
      if (!target || !matchesVersion(req, res, userEtag(versionOf(target)))) return;
      const parsed = updateUserBodySchema.safeParse(req.body);
      if (!parsed.success) return unprocessable(res, zodErrors(parsed.error));
      const body = parsed.data.data;
      const platformErrors = [
        ...unknownPlatforms(body.grant_access ?? [], 'grant_access'),
        ...unknownPlatforms(body.revoke_access ?? [], 'revoke_access'),
      ];
      if (platformErrors.length) return unprocessable(res, platformErrors);
      const grants = !!(body.grant_agencies?.length || body.grant_access?.length);
      const revokes = !!(body.revoke_agencies?.length || body.revoke_access?.length);
      if (grants && !hasPermission(actor, 'GRANT_AGENCY_MEMBERSHIP_TO_USER'))
        return sendError(res, 403, 'You do not have permission to grant access.');
      if (revokes && !hasPermission(actor, 'REVOKE_AGENCY_MEMBERSHIP_FROM_USER'))
        return sendError(res, 403, 'You do not have permission to revoke access.');
      if (statusOf(target.providerStatus) === 'DEACTIVATED')
        return unprocessable(res, [{ field: 'status', detail: 'a deactivated user cannot be edited' }]);

      const errors: FieldError[] = [];
      const next: MockUser = { ...target, agencySlugs: [...target.agencySlugs] };
      if (body.profile) {
        const first = body.profile.first_name?.trim() ?? target.first_name;
        const last = body.profile.last_name?.trim() ?? target.last_name;
        if (!first) errors.push({ field: 'first_name', detail: "can't be blank" });
        if (!last) errors.push({ field: 'last_name', detail: "can't be blank" });
        if (target.credentialsProvider === 'FEDERATION' && (first !== target.first_name || last !== target.last_name))
          errors.push({
            field: 'profile',
            detail: "names of federated users are managed by their organisation's identity provider",
          });
        next.first_name = first;
        next.last_name = last;
      }
      const applyAccess = (platform: string, current: string) => {
        let role: string | undefined = current;
        if (
          body.revoke_access?.some(
            pair => pair.platform === platform && normaliseRole(pair.role) === normaliseRole(current),
          )
        )
          role = undefined;
        const granted = body.grant_access?.filter(pair => pair.platform === platform) ?? [];
        if (granted.length > 1)
          errors.push({ field: 'grant_access', detail: `only one ${platform} role can be granted` });
        if (granted.length) role = normaliseRole(granted[0].role);
        return role ?? 'NO_ROLE';
      };
      next.role = applyAccess(PLATFORM_RM, target.role);
      next.pos_role = applyAccess(PLATFORM_POS, target.pos_role);
      // Neither role of a user whose role the actor may not assign changes (the form locks both: docs/decisions.md, Users).
      if (
        normaliseRole(next.role) !== normaliseRole(target.role) ||
        normaliseRole(next.pos_role) !== normaliseRole(target.pos_role)
      ) {
        if (!assignableRoles(roleOf(actor)).includes(roleOf(target)))
          errors.push({
            field: 'access',
            detail: `your role cannot change the roles of a ${roleOf(target).toLowerCase().replace(/_/g, ' ')}`,
          });
      }
      errors.push(
        ...roleErrors(
          actor,
          normaliseRole(next.role),
          normaliseRole(next.pos_role),
          normaliseRole(next.role) === normaliseRole(target.role),
        ),
      );
      const visible = visibleAgencySlugs(actor, target.clientSlug, store);
      const notAdministered = [...(body.grant_agencies ?? []), ...(body.revoke_agencies ?? [])].filter(
        slug => !visible.includes(slug),
      );
      if (notAdministered.length)
        errors.push({
          field: 'agencies',
          detail: `${notAdministered.join(', ')} ${notAdministered.length === 1 ? 'is not an agency' : 'are not agencies'} you administer`,
        });
      next.agencySlugs = next.agencySlugs.filter(slug => !body.revoke_agencies?.includes(slug));
      for (const slug of body.grant_agencies ?? []) if (!next.agencySlugs.includes(slug)) next.agencySlugs.push(slug);
      if (ALL_AGENCY_ROLES.includes(normaliseRole(next.role)))
        next.agencySlugs = allAgenciesOf(store, target.clientSlug);
      if (errors.length) return unprocessable(res, errors);
      res.json({ data: toApiUser(saveUser(next)) });
    },
  );

  const statusAction = (req: Request, res: Response, permission: Permission): MockUser | undefined => {
    const actor = userOf(req);
    if (!hasPermission(actor, permission)) {
      sendError(res, 403, `You do not have permission to do this (${permission}).`);
      return undefined;
    }
    const target = targetOf(req, res);
    if (!target) return undefined;
    if (target.id === actor.id) {
      unprocessable(res, [{ field: 'status', detail: 'you cannot change your own status' }]);
      return undefined;
    }
    if (!canChangeStatus(actor, target)) {
      sendError(res, 403, 'Your role cannot change the status of this user.');
      return undefined;
    }
    return target;
  };

  api.patch('/users/:id/status', (req, res) => {
    const parsed = statusBodySchema.safeParse(req.body);
    if (!parsed.success) return unprocessable(res, zodErrors(parsed.error));
    const wanted = parsed.data.data.status;
    const target = statusAction(req, res, wanted === 'ACTIVE' ? 'ACTIVATE_USER' : 'DEACTIVATE_USER');
    if (!target) return;
    const next = statusTransition(target.providerStatus, wanted);
    if (!isProviderStatus(next)) return unprocessable(res, [{ field: 'status', detail: `${target.email} ${next}` }]);
    const updated = saveUser({
      ...target,
      providerStatus: next,
      activationEmailsSent: (target.activationEmailsSent ?? 0) + (next === 'PROVISIONED' ? 1 : 0),
    });
    const answer = () => res.json({ data: toApiUser(updated) });
    if (statusOf(updated.providerStatus) !== 'DEACTIVATED') return answer();
    // Tokens issued before now are refused at once; a grant the provider fails to destroy is logged, not retried.
    ctx
      .endGrantsOf(updated.id)
      .catch(error => logServerError(req, error))
      .then(answer);
  });

  /** Actions whose address says it all: a body with anything in it is refused. */
  const noBody: RequestHandler = (req, res, next) => {
    const parsed = emptyBodySchema.safeParse(req.body);
    if (!parsed.success) return unprocessable(res, zodErrors(parsed.error));
    next();
  };

  api.post('/users/:id/reactivate', noBody, (req, res) => {
    const target = statusAction(req, res, 'ACTIVATE_USER');
    if (!target) return;
    if (target.providerStatus !== 'PROVISIONED' && target.providerStatus !== 'STAGED')
      return unprocessable(res, [{ field: 'status', detail: 'the user has already activated their account' }]);
    const sent = req.query.send_email === 'true' ? 1 : 0;
    const updated = saveUser({
      ...target,
      providerStatus: 'PROVISIONED',
      activationEmailsSent: (target.activationEmailsSent ?? 0) + sent,
    });
    res.json({ data: toApiUser(updated) });
  });

  api.post('/users/:id/reset-password', noBody, (req, res) => {
    const actor = userOf(req);
    // A reset address opens the account: only its owner gets one (the profile's Reset Password:
    // the user forms offer it on one's own profile only).
    if (req.params.id !== actor.id) return sendError(res, 403, 'You can reset your own password only.');
    const target = actor;
    if (target.credentialsProvider === 'FEDERATION')
      return unprocessable(res, [
        {
          field: 'credentials_provider',
          detail: "passwords of federated users are managed by their organisation's identity provider",
        },
      ]);
    const token = randomBytes(18).toString('base64url');
    resetTokens.set(token, target.email);
    res.json({ data: { reset_password_url: `${publicUrl}/account/password-reset/${token}` } });
  });

  api.patch('/users/:id/profile', requireAny('UPDATE_OWN_USER_PROFILE'), (req, res) => {
    const actor = userOf(req);
    if (req.params.id !== actor.id) return sendError(res, 403, 'You can change your own profile only.');
    const parsed = profileBodySchema.safeParse(req.body);
    if (!parsed.success) return unprocessable(res, zodErrors(parsed.error));
    const { first_name, last_name, timezone } = parsed.data.data;
    const errors: FieldError[] = [];
    if (!first_name.trim()) errors.push({ field: 'first_name', detail: "can't be blank" });
    if (!last_name.trim()) errors.push({ field: 'last_name', detail: "can't be blank" });
    if (
      actor.credentialsProvider === 'FEDERATION' &&
      (first_name.trim() !== actor.first_name || last_name.trim() !== actor.last_name)
    )
      errors.push({
        field: 'profile',
        detail: "names of federated users are managed by their organisation's identity provider",
      });
    if (!isTimeZone(timezone)) errors.push({ field: 'timezone', detail: 'is not a known time zone' });
    if (errors.length) return unprocessable(res, errors);
    const updated = saveUser({ ...actor, first_name: first_name.trim(), last_name: last_name.trim(), timezone });
    res.json({
      data: {
        first_name: updated.first_name,
        last_name: updated.last_name,
        email: updated.email,
        timezone: updated.timezone,
      },
    });
  });

  const router = Router();
  router.use('/api/sso/api/v1/sso', json, api);
  router.get('/account/password-reset/:token', (req, res) => {
    const email = resetTokens.get(req.params.token);
    if (!email)
      return res
        .status(404)
        .type('html')
        .send(
          messagePage(
            'Link expired',
            'This password reset link is no longer valid. Ask for a new one from your profile.',
          ),
        );
    res
      .type('html')
      .send(
        messagePage('Check your email', `We sent a link to reset your password to ${email}. It expires in one hour.`),
      );
  });
  return router;
};

const allAgenciesOf = (store: Store, clientSlug: string | null) =>
  store
    .all<MockAgency>('agencies')
    .filter(agency => agency.clientSlug === clientSlug)
    .map(agency => agency.slug);

/** Role errors of a create or edit: required, assignable by the actor (unless unchanged), and an allowed combination. */
const roleErrors = (actor: MockUser, role: string | undefined, posRole: string, unchanged = false): FieldError[] => {
  if (!role) return [{ field: 'access', detail: 'a revenue-management role is required' }];
  const errors: FieldError[] = [];
  if (!unchanged && !(assignableRoles(roleOf(actor)) as readonly string[]).includes(role))
    errors.push({ field: 'access', detail: `your role cannot assign ${role}` });
  if (!allowedPosRolesFor(role).includes(posRole))
    errors.push({ field: 'access', detail: 'this role combination is not allowed' });
  return errors;
};
