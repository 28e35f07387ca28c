import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from '../../dataProviders/zod';

/** A form's rules as one zod object schema: each field's checks in its shape, checks across fields on the object. */
export type FormSchema = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$ZodObjectConfig>;

/**
 * A field's message as react-admin's Form shows it: an i18n key, or a key with its arguments (a check's zod `params`,
 * such as the most characters a field takes).
 */
export type FieldMessage = string | { message: string; args: Record<string, unknown> };

/**
 * A form schema's verdict on a form's values as react-admin's Form takes it (its `validate`): the first message of each
 * field, by the field's name; an empty object when the values are valid.
 */
export const errorsOfSchema = (schema: FormSchema, values: object): Record<string, FieldMessage> => {
  // A field the values leave out is empty: its required rule still speaks.
  const complete = { ...Object.fromEntries(Object.keys(schema.def.shape).map(key => [key, null])), ...values };
  const errors: Record<string, FieldMessage> = {};
  for (const issue of schema.safeParse(complete).error?.issues ?? []) {
    const field = String(issue.path[0]);
    const args = (issue as { params?: Record<string, unknown> }).params;
    errors[field] ??= args ? { message: issue.message, args } : issue.message;
  }
  return errors;
};

/**
 * Fields whose rules read each other: a change to one checks the other again when the other already shows a message or
 * has been left once, so a message about the pair never outlives the change that settles it, and none is raised at a
 * field the user has not reached yet. (react-hook-form's `deps` would check the other at once, and react-admin's Form,
 * which resets as it mounts, drops them unless every reset keeps the fields' registrations.)
 */
export const useFieldDeps = (pairs: readonly (readonly [string, string])[]) => {
  const { watch, trigger, getFieldState } = useFormContext();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      for (const [a, b] of pairs) {
        const other = name === a ? b : name === b ? a : undefined;
        if (!other) continue;
        const { error, isTouched } = getFieldState(other);
        // After the changed field's own check, which would otherwise answer last with the form's older errors.
        if (error || isTouched) setTimeout(() => void trigger(other));
      }
    });
    return () => subscription.unsubscribe();
  }, [pairs, watch, trigger, getFieldState]);
};
