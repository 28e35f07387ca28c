import { useMutation } from '@tanstack/react-query';
import { useCreate, useDataProvider, useStore, useStoreContext, useUpdate } from 'ra-core';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import type { FieldErrors } from '../../dataProviders/errors';
import { fieldErrorsOfError, statusOfError } from '../../dataProviders/http';
import { toUserChanges } from '../../dataProviders/sso/internal/users';
import type { NewUser, User, UserValues } from '../../dataProviders/sso/usersContract';
import { useToast } from '../../src/lib/toast';
import { fullName, hasChanges } from './userModel';

/** Revenue-management revenue-management spec §3: a per-user modification, its type and status. */
export type ModificationType = 'activate' | 'deactivate' | 'reactivate' | 'edit';
export interface Modification {
  type: ModificationType;
  status: 'pending' | 'successful' | 'errored';
}

const modificationKey = (id: string) => `rm.users.modification.${id}`;

/** The user's current modification, if any (kept in the session's memory store, so it outlives the form). */
export const useUserModification = (id: string) => useStore<Modification | undefined>(modificationKey(id))[0];

export type ActionResult<T = void> =
  { ok: true; value: T } | { ok: false; fieldErrors?: FieldErrors; blocked?: boolean };

const T = 'rm.users.toasts';

/**
 * Edits, status changes and activation links through react-admin's mutations (its cache updates the loaded list),
 * each recorded as the user's modification: pending (which blocks any other submit for that user), then successful or
 * errored; a toast says how it went.
 */
export const useUserActions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const store = useStoreContext();
  // The form's values are not a User (agencies as slugs): the provider's update and create map them.
  const [update] = useUpdate();
  const [updateStatus] = useUpdate<User>('users', undefined, {
    mutationFn: ({ id, data }) => dataProvider.setUserStatus(String(id), (data as Pick<User, 'status'>).status),
  });
  const [createUser] = useCreate();
  const { mutateAsync: resend } = useMutation({ mutationFn: (id: string) => dataProvider.resendActivation(id) });

  const run = useCallback(
    async <V>(
      user: User,
      type: ModificationType,
      call: () => Promise<V>,
      done: (value: V) => void,
      failed: (error: unknown) => void,
    ): Promise<ActionResult<V>> => {
      const key = modificationKey(user.id);
      if (store.getItem<Modification>(key)?.status === 'pending') return { ok: false, blocked: true };
      store.setItem(key, { type, status: 'pending' } satisfies Modification);
      try {
        const value = await call();
        store.setItem(key, { type, status: 'successful' } satisfies Modification);
        done(value);
        return { ok: true, value };
      } catch (error) {
        store.setItem(key, { type, status: 'errored' } satisfies Modification);
        failed(error);
        return { ok: false, fieldErrors: statusOfError(error) === 422 ? fieldErrorsOfError(error) : undefined };
      }
    },
    [store],
  );

  /** users: update with the form's values; the provider sends what changed from `user`. */
  const save = useCallback(
    async (user: User, values: UserValues): Promise<ActionResult<User | null>> => {
      if (!hasChanges(toUserChanges(user, values))) return { ok: true, value: null };
      const name = fullName({ ...user, firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      return run(
        user,
        'edit',
        async () =>
          (await update('users', { id: user.id, data: values, previousData: user }, { returnPromise: true })) as User,
        () =>
          toast({ heading: `${T}.editSuccessHeading`, text: `${T}.editSuccessText`, args: { name }, type: 'success' }),
        error => {
          const details = statusOfError(error) === 422 ? (error as Error).message : undefined;
          toast({
            heading: `${T}.editFailedHeading`,
            text: details ?? `${T}.editFailedText`,
            args: { name: name || `${T}.thisUser` },
            type: 'error',
          });
        },
      );
    },
    [run, update, toast],
  );

  const setStatus = useCallback(
    (user: User, status: 'ACTIVE' | 'DEACTIVATED') => {
      const activating = status === 'ACTIVE';
      const name = fullName(user);
      return run(
        user,
        activating ? 'activate' : 'deactivate',
        () => updateStatus('users', { id: user.id, data: { status }, previousData: user }, { returnPromise: true }),
        () =>
          toast({
            heading: activating ? `${T}.activatedHeading` : `${T}.deactivatedHeading`,
            args: { name },
            type: 'success',
          }),
        error => {
          if (statusOfError(error) === 403) {
            toast({
              heading: activating ? `${T}.unableToActivateHeading` : `${T}.unableToDeactivateHeading`,
              text: (error as Error).message,
              type: 'error',
            });
            return;
          }
          toast({
            heading: activating ? `${T}.notReactivatedHeading` : `${T}.notDeactivatedHeading`,
            text: activating ? `${T}.notReactivatedText` : `${T}.notDeactivatedText`,
            type: 'error',
          });
        },
      );
    },
    [run, updateStatus, toast],
  );

  const resendActivation = useCallback(
    (user: User) =>
      run(
        user,
        'reactivate',
        () => resend(user.id),
        () =>
          toast({
            heading: `${T}.activationSentHeading`,
            text: `${T}.activationSentText`,
            args: { email: user.email },
            type: 'success',
          }),
        () =>
          toast({
            heading: `${T}.unableToReactivateHeading`,
            text: `${T}.unableToReactivateText`,
            args: { email: user.email },
            type: 'error',
          }),
      ),
    [run, resend, toast],
  );

  /** users: create. Creating has no row yet, so no modification: react-admin reloads the list on success. */
  const create = useCallback(
    async (user: NewUser, { clientAdmin = false } = {}): Promise<ActionResult<User>> => {
      const name = `${user.firstName} ${user.lastName}`.trim();
      try {
        const created = (await createUser('users', { data: user }, { returnPromise: true })) as User;
        toast({
          heading: clientAdmin ? `${T}.createClientAdminSuccessHeading` : `${T}.createSuccessHeading`,
          text: `${T}.createSuccessText`,
          args: { name },
          type: 'success',
        });
        return { ok: true, value: created };
      } catch (error) {
        const fieldErrors = statusOfError(error) === 422 ? fieldErrorsOfError(error) : undefined;
        // A refusal the form can show beside its fields ("has already been taken") is said there only.
        if (!formErrorsOf(fieldErrors))
          toast({ heading: `${T}.createFailedHeading`, text: `${T}.createFailedText`, args: { name }, type: 'error' });
        return { ok: false, fieldErrors };
      }
    },
    [createUser, toast],
  );

  return { save, setStatus, resendActivation, create };
};

/** Server field names (first_name, access…) to the form's fields, first detail each. */
export const formErrorsOf = (fieldErrors: FieldErrors | undefined): Record<string, string> | undefined => {
  if (!fieldErrors) return undefined;
  const FIELD: Record<string, string> = {
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
  const out: Record<string, string> = {};
  for (const [field, details] of Object.entries(fieldErrors)) {
    const target = FIELD[field.replace(/^profile\./, '')] ?? FIELD[field];
    if (target && !out[target]) out[target] = details.join(', ');
  }
  return Object.keys(out).length ? out : undefined;
};
