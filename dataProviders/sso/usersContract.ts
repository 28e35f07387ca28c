import { z } from '../zod';
import { emailText, lineText, listOf, nameText } from '../limits';
import { agencySchema, type Agency, type Role } from './contract';

/**
 * The users part of the user-management API, shared by the app and the mock. Requests
 * and responses are snake_case; the app works with the camelCase types at the bottom.
 */

/** Platforms of an access pair: revenue management and cashiering (point of sale). */
export const PLATFORM_RM = 'revenue-management';
export const PLATFORM_POS = 'cb-pos';

export const PROVIDER_STATUSES = [
  'STAGED',
  'PROVISIONED',
  'ACTIVE',
  'RECOVERY',
  'PASSWORD_EXPIRED',
  'LOCKED_OUT',
  'SUSPENDED',
  'DEPROVISIONED',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/**
 * A new user's timezone: the create call fixes it to this default, and the user
 * changes it on their profile. Edits by an administrator leave it alone (docs/decisions.md, Users).
 */
export const USER_DEFAULT_TIMEZONE = 'America/Chicago';

/**
 * A user's version as an entity tag: an edit is based on the user as last changed at `updatedAt` (If-Match); the API
 * refuses it with 412 when the user has changed since.
 */
export const userEtag = (updatedAt: string) => `"${updatedAt}"`;

/** An email address as the API takes one: something, an @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The size of a cursor page. */
export const USERS_PAGE_SIZE = 25;

export const accessSchema = z.object({ platform: z.string(), role: z.string() });
export type AccessPair = z.infer<typeof accessSchema>;

export const apiUserSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    fullNameFormatted: z.optional(z.string()),
  }),
  role: z.string(),
  pos_role: z.optional(z.nullable(z.string())),
  access: z._default(z.array(accessSchema), []),
  client: z.optional(z.nullable(z.object({ slug: z.string(), brand: z.string() }))),
  agencies: z._default(z.array(agencySchema), []),
  // Named as the API names them (it mixes snake_case and camelCase).
  credentialsProvider: z.optional(z.nullable(z.object({ type: z.enum(['FEDERATION', 'OKTA']) }))),
  status: z.enum(['ACTIVE', 'DEACTIVATED']),
  statusLabel: z.enum(PROVIDER_STATUSES),
  isActive: z.boolean(),
  timezone: z.optional(z.nullable(z.string())),
  /** When the user last changed: its version, which an edit names in If-Match (`userEtag`). */
  updated_at: z.optional(z.string()),
});
export type ApiUser = z.input<typeof apiUserSchema>;

export const usersPageResponseSchema = z.object({
  data: z.array(apiUserSchema),
  meta: z.object({ page_cursor: z.optional(z.nullable(z.string())), page_size: z.optional(z.number()) }),
});

export const userResponseSchema = z.object({ data: apiUserSchema });

/** 200 with the user when the email is taken; 410 when it is free. */
export const verifyResponseSchema = z.object({
  data: z.object({ id: z.optional(z.union([z.string(), z.number()])), email: z.string() }),
});

export const roleCombinationsResponseSchema = z.object({
  data: z.object({ role_combinations: z.record(z.string(), z.array(z.string())) }),
});

export const resetPasswordResponseSchema = z.object({ data: z.object({ reset_password_url: z.string() }) });

export const profileResponseSchema = z.object({
  data: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.optional(z.string()),
    timezone: z.string(),
  }),
});

// Request bodies: the mock validates with these too. Strict at every level: a key the API does not know is refused
// (422), never ignored; text is bounded (dataProviders/limits.ts).

const accessRequestSchema = z.strictObject({ platform: lineText(), role: lineText() });

export const createUserBodySchema = z.strictObject({
  data: z.strictObject({
    profile: z.strictObject({
      first_name: nameText(),
      last_name: nameText(),
      email: emailText(),
      timezone: z.optional(lineText()),
    }),
    access: listOf(accessRequestSchema),
    agencies: listOf(lineText()),
    client: z.strictObject({ slug: lineText() }),
  }),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z.strictObject({
  data: z.strictObject({
    profile: z.optional(z.partial(z.strictObject({ first_name: nameText(), last_name: nameText() }))),
    revoke_agencies: z.optional(listOf(lineText())),
    grant_agencies: z.optional(listOf(lineText())),
    revoke_access: z.optional(listOf(accessRequestSchema)),
    grant_access: z.optional(listOf(accessRequestSchema)),
  }),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const statusBodySchema = z.strictObject({ data: z.strictObject({ status: z.enum(['ACTIVE', 'DEACTIVATED']) }) });
export type StatusBody = z.infer<typeof statusBodySchema>;

export const profileBodySchema = z.strictObject({
  data: z.strictObject({ first_name: nameText(), last_name: nameText(), timezone: lineText() }),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** POST /users/{id}/reactivate and /reset-password say everything in their address: no body, or an empty object. */
export const emptyBodySchema = z.optional(z.strictObject({}));

// What the app works with.

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  posRole: Role;
  access: AccessPair[];
  client: { slug: string; brand: string } | null;
  agencies: Agency[];
  credentialsProvider: 'FEDERATION' | 'OKTA';
  /** ACTIVE or DEACTIVATED. */
  status: 'ACTIVE' | 'DEACTIVATED';
  /** The identity provider's status (statusLabel). */
  providerStatus: ProviderStatus;
  isActive: boolean;
  timezone: string;
  /** When the user last changed (the API's `updated_at`): the version an edit is based on. */
  version?: string;
}

export interface UsersPage {
  users: User[];
  /** The next page's cursor; null when this was the last page. */
  cursor: string | null;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Absent when point of sale is disabled for the client. */
  posRole?: Role;
  agencies: string[];
  clientSlug: string;
}

/** Only what changed; an empty object means nothing to send. */
export interface UserChanges {
  profile?: { firstName: string; lastName: string };
  grantAgencies?: string[];
  revokeAgencies?: string[];
  grantAccess?: AccessPair[];
  revokeAccess?: AccessPair[];
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  timezone: string;
}

export interface Profile {
  firstName: string;
  lastName: string;
  timezone: string;
}

/** The `profile` resource's record: a user's own profile, by the user's id. */
export interface ProfileRecord extends Profile {
  id: string;
}

/** Allowed cashiering roles per revenue-management role, keyed by the upper-case role. */
export type RoleCombinations = Partial<Record<Role, Role[]>>;

/**
 * Whether an address is already a user's (the `userEmails` resource's record; its id is the address, trimmed): `userId`
 * names the user when the API says which.
 */
export interface EmailCheck {
  id: string;
  exists: boolean;
  userId?: string;
}

/** What an edit form holds: users: update sends what differs from the user before (agencies as slugs). */
export interface UserValues {
  firstName: string;
  lastName: string;
  role: Role | '';
  posRole: Role;
  agencies: string[];
}
