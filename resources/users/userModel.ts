import { PLATFORM_ADMIN_ROLES, type Role } from '../../dataProviders/sso/contract';
import { toUserChanges } from '../../dataProviders/sso/users';
import { assignableRoles } from '../../dataProviders/sso/roles';
import {
  EMAIL_PATTERN,
  type NewUser,
  type ProviderStatus,
  type RoleCombinations,
  type User,
  type UserChanges,
  type UserValues,
} from '../../dataProviders/sso/usersContract';
import { LIMITS } from '../../dataProviders/limits';
import { z } from '../../dataProviders/zod';
import type { CurrentUser } from '../../src/auth/currentUser';
import { errorsOfSchema } from '../../src/lib/formSchema';

/** Revenue-management roles a form offers when the server gives no role combinations, in this order. */
export const RM_ROLES: Role[] = ['NO_ROLE', 'CB_ADMIN', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'SUPERVISOR', 'RESEARCHER'];
/** Cashiering roles. */
export const POS_ROLES: Role[] = ['NO_ROLE', 'CLIENT_ADMIN', 'AGENCY_ADMIN', 'CASHIER'];

export const isPlatformAdminRole = (role: Role) => PLATFORM_ADMIN_ROLES.includes(role);

/** Client admins and CB/Citybase admins belong to every agency: the selection is forced and disabled. */
export const forcesAllAgencies = (role: Role | '' | undefined) =>
  role === 'CLIENT_ADMIN' || role === 'CB_ADMIN' || role === 'CITYBASE_ADMIN';

/**
 * Cashiering roles the server's map allows with a revenue-management role. CITYBASE_ADMIN reads cb_admin's entry;
 * a role without an entry reads no_role's; without a map (not loaded) every cashiering role is offered.
 */
export const allowedPosRoles = (combinations: RoleCombinations | undefined, role: Role | '' | undefined): Role[] => {
  if (!combinations) return POS_ROLES;
  if (!role) return ['NO_ROLE'];
  return (
    combinations[role] ??
    (role === 'CITYBASE_ADMIN' ? combinations.CB_ADMIN : undefined) ??
    combinations.NO_ROLE ?? ['NO_ROLE']
  );
};

export interface RoleFieldState {
  /** The roles the select offers: what the actor may assign, plus the user's current role so it shows. */
  choices: Role[];
  disabled: boolean;
  reason?: 'platformAdmin' | 'notAssignable';
}

/**
 * The revenue-management role field: locked for CB admins (the edited user is a platform admin), and for a user whose
 * current role the actor may not assign (nobody changes the role of someone they could not have made).
 */
export const roleFieldState = (actorRole: Role, currentRole?: Role): RoleFieldState => {
  const assignable = assignableRoles(actorRole);
  const choices = RM_ROLES.filter(role => assignable.includes(role) || role === currentRole);
  if (currentRole && !choices.includes(currentRole)) choices.push(currentRole);
  if (currentRole && isPlatformAdminRole(currentRole)) return { choices, disabled: true, reason: 'platformAdmin' };
  if (currentRole && !assignable.includes(currentRole)) return { choices, disabled: true, reason: 'notAssignable' };
  return { choices, disabled: false };
};

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role | '';
  posRole: Role;
  agencies: string[];
  clientSlug?: string;
}

export interface ValidationContext {
  /** The cashiering role is shown and checked only when point of sale is enabled. */
  posEnabled: boolean;
  combinations: RoleCombinations | undefined;
}

const V = 'rm.users.validation';

const isBlank = (value: unknown) => typeof value !== 'string' || !value.trim();

/** A required text of at most `max` characters (the API's limit, dataProviders/limits.ts), as typed. */
const requiredText = (required: string, max: number) =>
  z.unknown().check(
    z.refine(value => !isBlank(value), required),
    z.refine(value => isBlank(value) || String(value).trim().length <= max, {
      message: `${V}.tooLong`,
      params: { max },
    }),
  );

/** First name, last name and email: every user form asks for them. */
const personShape = {
  firstName: requiredText(`${V}.firstNameRequired`, LIMITS.name),
  lastName: requiredText(`${V}.lastNameRequired`, LIMITS.name),
  email: requiredText(`${V}.emailRequired`, LIMITS.email).check(
    z.refine(value => isBlank(value) || EMAIL_PATTERN.test(String(value).trim()), `${V}.emailInvalid`),
  ),
};

const requiredChoice = (message: string) => z.unknown().check(z.refine(value => !isBlank(value), message));

/** The personal-information step of Add user: names and email only (the email is looked up after). */
export const personalInfoSchema = z.looseObject(personShape);

/**
 * Add user's second step and Edit User: names, email, the role, and with point of sale a cashiering role the server's
 * map allows with that role (checked again whenever either changes: the role input's `deps`).
 */
export const userFormSchema = ({ posEnabled, combinations }: ValidationContext) =>
  z.looseObject({ ...personShape, role: requiredChoice(`${V}.roleRequired`), posRole: z.unknown() }).check(
    z.superRefine((values, ctx) => {
      const role = values.role as Role | '' | undefined;
      const posRole = (values.posRole as Role | undefined) ?? 'NO_ROLE';
      if (posEnabled && role && !allowedPosRoles(combinations, role).includes(posRole))
        ctx.issues.push({ code: 'custom', message: `${V}.combinationNotAllowed`, path: ['posRole'], input: values });
    }),
  );

/** Create Client Admin: the client, names and email (the role is fixed). */
export const clientAdminSchema = z.looseObject({
  clientSlug: requiredChoice(`${V}.clientRequired`),
  ...personShape,
  role: requiredChoice(`${V}.roleRequired`),
});

/** Profile: the user's own names and time zone (the email is shown, not changed). */
export const profileSchema = z.looseObject({
  firstName: personShape.firstName,
  lastName: personShape.lastName,
  timezone: requiredChoice(`${V}.timezoneRequired`),
});

/** A form's messages by field, as i18n keys (react-admin's Form translates them); none when the form is valid. */
export const validateUserForm = (values: Partial<UserFormValues>, context: ValidationContext) =>
  errorsOfSchema(userFormSchema(context), values);
export const validatePersonalInfo = (values: Partial<UserFormValues>) => errorsOfSchema(personalInfoSchema, values);
export const validateClientAdmin = (values: Partial<UserFormValues>) => errorsOfSchema(clientAdminSchema, values);
export const validateProfile = (values: object) => errorsOfSchema(profileSchema, values);

/** The form's starting values for a user being edited. */
export const formValuesOf = (user: User): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  posRole: user.posRole,
  agencies: user.agencies.map(agency => agency.slug),
});

export const toNewUser = (values: UserFormValues, context: { posEnabled: boolean; clientSlug: string }): NewUser => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  role: values.role as Role,
  ...(context.posEnabled ? { posRole: values.posRole ?? 'NO_ROLE' } : {}),
  agencies: [...values.agencies],
  clientSlug: values.clientSlug ?? context.clientSlug,
});

/** What users: update receives from the edit form: the cashiering role stays as it was when point of sale is off. */
export const updateValues = (user: User, values: UserFormValues, context: { posEnabled: boolean }): UserValues => ({
  firstName: values.firstName,
  lastName: values.lastName,
  role: values.role,
  posRole: context.posEnabled ? values.posRole : user.posRole,
  agencies: values.agencies,
});

/** What an edit changed, as the provider will send it; empty when nothing did. */
export const diffUser = (user: User, values: UserFormValues, context: { posEnabled: boolean }): UserChanges =>
  toUserChanges(user, updateValues(user, values, context));

export const hasChanges = (changes: UserChanges) => Object.keys(changes).length > 0;

/** "Last, First", as the Name column shows it. */
export const listName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.lastName, user.firstName].filter(Boolean).join(', ');

export const fullName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

export type StatusTone = 'error' | 'success' | 'warning' | 'info';

/** Status pill colours: deactivated or suspended is danger, active success, staged (and not yet activated) warning. */
export const statusTone = (status: ProviderStatus): StatusTone => {
  switch (status) {
    case 'DEPROVISIONED':
    case 'SUSPENDED':
      return 'error';
    case 'ACTIVE':
      return 'success';
    case 'STAGED':
    case 'PROVISIONED':
    case 'LOCKED_OUT':
      return 'warning';
    default:
      return 'info';
  }
};

const A = 'rm.users.alerts';

export interface StatusNotice {
  severity: 'info' | 'warning';
  heading: string;
  text: string;
  /** The text when the actor may not take the action the text names. */
  noRightsText?: string;
}

const notice = (severity: StatusNotice['severity'], key: string, namesAction = false): StatusNotice => ({
  severity,
  heading: `${A}.${key}Heading`,
  text: `${A}.${key}Text`,
  ...(namesAction ? { noRightsText: `${A}.${key}NoRightsText` } : {}),
});

/**
 * What the edit page says about each provider status but ACTIVE: the spec's alerts for
 * deactivated and provisioned users, and words of their own for the others, so none reads as another.
 */
const NOTICES: Partial<Record<ProviderStatus, StatusNotice>> = {
  DEPROVISIONED: notice('info', 'deactivated', true),
  SUSPENDED: notice('warning', 'suspended'),
  STAGED: notice('info', 'staged', true),
  PROVISIONED: notice('warning', 'notActivated'),
  RECOVERY: notice('info', 'recovery'),
  PASSWORD_EXPIRED: notice('info', 'passwordExpired'),
  LOCKED_OUT: notice('warning', 'lockedOut'),
};

export const statusNotice = (status: ProviderStatus): StatusNotice | undefined => NOTICES[status];

/** A staged user has never been sent an activation link: activating them is their first, not a reactivation. */
export const isFirstActivation = (user: User) => user.providerStatus === 'STAGED';

/** Deactivate shows only for active users. */
export const canBeDeactivated = (user: User) => user.status === 'ACTIVE';
/** Reactivate is offered only for DEPROVISIONED or STAGED. */
export const canBeReactivated = (user: User) =>
  user.providerStatus === 'DEPROVISIONED' || user.providerStatus === 'STAGED';
/** A provisioned user has not activated their account: they may be sent the activation link again. */
export const awaitsActivation = (user: User) => user.providerStatus === 'PROVISIONED';
/** A deactivated user cannot be edited, and Save is disabled for inactive users. */
export const isEditable = (user: User) => user.status === 'ACTIVE';

/**
 * The activate and deactivate permissions gate the buttons; in addition the actor must
 * be a CB admin or a client admin, or an agency admin editing a client-admin user, or the edited user must have no
 * agencies.
 */
export const canChangeStatus = (actor: CurrentUser, target: User, action: 'activate' | 'deactivate') => {
  const permission = action === 'activate' ? 'ACTIVATE_USER' : 'DEACTIVATE_USER';
  if (!actor.permissions.includes(permission) || actor.id === target.id) return false;
  return (
    actor.isAdmin ||
    actor.role === 'CLIENT_ADMIN' ||
    (actor.role === 'AGENCY_ADMIN' && target.role === 'CLIENT_ADMIN') ||
    target.agencies.length === 0
  );
};

/** Marks an input required (asterisk, no empty choice) while the form-level validation gives the spec's messages. */
export const requiredMark = Object.assign(() => undefined, { isRequired: true });
