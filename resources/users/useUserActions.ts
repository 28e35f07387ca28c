import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useStore, useStoreContext, useUpdate } from 'ra-core';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import { currentOfConflict } from '../../dataProviders/conflict';
import { formErrorsOfError, statusOfError } from '../../dataProviders/http';
import { toUserChanges } from '../../dataProviders/sso/users';
import type { User, UserValues } from '../../dataProviders/sso/usersContract';
import { useToast } from '../../src/lib/toast';
import { fullName, hasChanges } from './userModel';
import { refusalToast } from './userRefusals';

/** A per-user modification, its type and status. */
export type ModificationType = 'activate' | 'deactivate' | 'reactivate' | 'edit';
export interface Modification {
  type: ModificationType;
  status: 'pending' | 'successful' | 'errored';
}

const modificationKey = (id: string) => `rm.users.modification.${id}`;

/** The user's current modification, if any (kept in the session's memory store, so it outlives the form). */
export const useUserModification = (id: string) => useStore<Modification | undefined>(modificationKey(id))[0];

/**
 * A refusal's `errors` are by the form's fields (the provider names them), for the form to show there; `conflict` is
 * the user as it is now when the change was based on an older version of them.
 */
export type ActionResult<T = void> =
  { ok: true; value: T } | { ok: false; errors?: Record<string, string>; blocked?: boolean; conflict?: User };

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
        return { ok: false, errors: formErrorsOfError(error), conflict: currentOfConflict(error) as User | undefined };
      }
    },
    [store],
  );

  /**
   * users: update with the form's values; the provider sends what changed from `user`, based on its version. A save
   * refused because someone else changed the user since is no failure to toast: the form says what changed.
   */
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
          if (currentOfConflict(error)) return;
          toast(
            refusalToast(error, {
              heading: `${T}.editFailedHeading`,
              text: `${T}.editFailedText`,
              args: { name: name || `${T}.thisUser` },
              type: 'error',
            }),
          );
        },
      );
    },
    [run, update, toast],
  );

  const setStatus = useCallback(
    (user: User, status: 'ACTIVE' | 'DEACTIVATED') => {
      const activating = status === 'ACTIVE';
      const name = fullName(user);
      // A staged user has never signed in: activating sends their first activation link.
      const staged = activating && user.providerStatus === 'STAGED';
      return run(
        user,
        activating ? 'activate' : 'deactivate',
        () => updateStatus('users', { id: user.id, data: { status }, previousData: user }, { returnPromise: true }),
        () =>
          toast(
            staged
              ? {
                  heading: `${T}.activationSentHeading`,
                  text: `${T}.activationFirstSentText`,
                  args: { email: user.email },
                  type: 'success',
                }
              : {
                  heading: activating ? `${T}.activatedHeading` : `${T}.deactivatedHeading`,
                  args: { name },
                  type: 'success',
                },
          ),
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

  return { save, setStatus, resendActivation };
};

/**
 * The mutation options of a users create controller: the spec's toast on success, then `onCreated`; on failure the
 * spec's toast, unless the form shows the refusal at its fields ("has already been taken"), or the refusal is one that
 * trying again cannot fix (a 403, or a 409 or 422 in the server's words: `refusalToast`).
 */
export const useCreateUserOptions = (successHeading: string, onCreated: (user: User) => void) => {
  const toast = useToast();
  const nameOf = (user: Partial<User> = {}) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return {
    onSuccess: (created: User, { data }: { data?: Partial<User> }) => {
      toast({ heading: successHeading, text: `${T}.createSuccessText`, args: { name: nameOf(data) }, type: 'success' });
      onCreated(created);
    },
    onError: (error: unknown, { data }: { data?: Partial<User> }) => {
      if (!formErrorsOfError(error))
        toast(
          refusalToast(error, {
            heading: `${T}.createFailedHeading`,
            text: `${T}.createFailedText`,
            args: { name: nameOf(data) },
            type: 'error',
          }),
        );
    },
  };
};
