import type { FieldErrorWords } from '../../errors';
import { normaliseRole, type Role } from '../contract';
import {
  PLATFORM_POS,
  PLATFORM_RM,
  type AccessPair,
  type CreateUserBody,
  type NewUser,
  type ProfileBody,
  type ProfileInput,
  type RoleCombinations,
  type UpdateUserBody,
  type User,
  type UserChanges,
  type UserValues,
  type apiUserSchema,
  USER_DEFAULT_TIMEZONE,
} from '../usersContract';
import type * as z from 'zod/mini';

type ParsedApiUser = z.output<typeof apiUserSchema>;

const roleOnPlatform = (access: AccessPair[], platform: string) =>
  access.find(pair => pair.platform === platform)?.role;

/** An API user as the app shows it; the access pairs win over the top-level role fields when both are present. */
export const toUser = (api: ParsedApiUser): User => ({
  id: api.id,
  firstName: api.profile.first_name,
  lastName: api.profile.last_name,
  email: api.profile.email,
  role: normaliseRole(roleOnPlatform(api.access, PLATFORM_RM) ?? api.role),
  posRole: normaliseRole(roleOnPlatform(api.access, PLATFORM_POS) ?? api.pos_role),
  access: api.access,
  client: api.client ?? null,
  // Agencies in name order, so the table, users.csv and the forms list them alike whatever order they were granted in.
  agencies: [...api.agencies].sort((a, b) => a.name.localeCompare(b.name)),
  credentialsProvider: api.credentialsProvider?.type ?? 'OKTA',
  status: api.status,
  providerStatus: api.statusLabel,
  isActive: api.isActive,
  timezone: api.timezone || USER_DEFAULT_TIMEZONE,
  ...(api.updated_at ? { version: api.updated_at } : {}),
});

export const accessPairs = (role: Role, posRole: Role | undefined): AccessPair[] => [
  { platform: PLATFORM_RM, role },
  ...(posRole ? [{ platform: PLATFORM_POS, role: posRole }] : []),
];

/** POST /api/v1/sso/users: {data: {profile {first_name, last_name, email, timezone}, access, agencies, client {slug}}}. */
export const toCreateBody = (user: NewUser): CreateUserBody => ({
  data: {
    profile: {
      first_name: user.firstName.trim(),
      last_name: user.lastName.trim(),
      email: user.email.trim(),
      timezone: USER_DEFAULT_TIMEZONE,
    },
    access: accessPairs(user.role, user.posRole),
    agencies: user.agencies,
    client: { slug: user.clientSlug },
  },
});

/** PATCH /api/v1/sso/users/{id}: only the parts that changed; undefined when nothing did. */
export const toUpdateBody = (changes: UserChanges): UpdateUserBody | undefined => {
  const data: UpdateUserBody['data'] = {};
  if (changes.profile)
    data.profile = { first_name: changes.profile.firstName.trim(), last_name: changes.profile.lastName.trim() };
  if (changes.revokeAgencies?.length) data.revoke_agencies = changes.revokeAgencies;
  if (changes.grantAgencies?.length) data.grant_agencies = changes.grantAgencies;
  if (changes.revokeAccess?.length) data.revoke_access = changes.revokeAccess;
  if (changes.grantAccess?.length) data.grant_access = changes.grantAccess;
  return Object.keys(data).length ? { data } : undefined;
};

export const toProfileBody = (input: ProfileInput): ProfileBody => ({
  data: { first_name: input.firstName.trim(), last_name: input.lastName.trim(), timezone: input.timezone },
});

/** role_combinations keyed by lower-case role (no_role, client_admin…) with lower- or upper-case values. */
export const toRoleCombinations = (map: Record<string, string[]>): RoleCombinations => {
  const out: RoleCombinations = {};
  for (const [key, values] of Object.entries(map)) {
    const role = normaliseRole(key);
    if (role === 'NO_ROLE' && key.trim().toUpperCase() !== 'NO_ROLE') continue;
    out[role] = [...new Set(values.map(value => normaliseRole(value)))];
  }
  return out;
};

/** Only http(s) addresses may be opened from a server response. */
export const safeHttpUrl = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * What an edit changed: names only when one of them changed (both sent), agencies as grant and revoke lists, a role
 * change as revoke of the old pair and grant of the new one. Empty when nothing changed.
 */
export const toUserChanges = (user: User, values: UserValues): UserChanges => {
  const changes: UserChanges = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (firstName !== user.firstName || lastName !== user.lastName) changes.profile = { firstName, lastName };
  const before = user.agencies.map(agency => agency.slug);
  const grant = values.agencies.filter(slug => !before.includes(slug));
  const revoke = before.filter(slug => !values.agencies.includes(slug));
  if (grant.length) changes.grantAgencies = [...new Set(grant)];
  if (revoke.length) changes.revokeAgencies = revoke;
  const grantAccess: AccessPair[] = [];
  const revokeAccess: AccessPair[] = [];
  if (values.role && values.role !== user.role) {
    revokeAccess.push({ platform: PLATFORM_RM, role: user.role });
    grantAccess.push({ platform: PLATFORM_RM, role: values.role });
  }
  if (values.posRole !== user.posRole) {
    revokeAccess.push({ platform: PLATFORM_POS, role: user.posRole });
    grantAccess.push({ platform: PLATFORM_POS, role: values.posRole });
  }
  if (grantAccess.length) changes.grantAccess = grantAccess;
  if (revokeAccess.length) changes.revokeAccess = revokeAccess;
  return changes;
};

/** The record field each API error field is about (a user's names, role, agencies, client). */
const RECORD_FIELD: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  profile: 'firstName',
  access: 'role',
  grant_access: 'role',
  revoke_access: 'role',
  agencies: 'agencies',
  grant_agencies: 'agencies',
  revoke_agencies: 'agencies',
  client: 'clientSlug',
  timezone: 'timezone',
};

/**
 * How a refusal's errors land on the user forms: by the record's own fields (`profile.email` and `email` are `email`);
 * an address any user has is said in one sentence that does not say where it is used (one sign-in is one account).
 */
export const USER_FIELD_WORDS: FieldErrorWords = {
  field: apiField => RECORD_FIELD[apiField.replace(/^(data\.)?profile\./, '')] ?? RECORD_FIELD[apiField],
  known: { email: { 'has already been taken': 'rm.users.form.emailInUse' } },
};
