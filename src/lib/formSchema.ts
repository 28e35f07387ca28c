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
 * Fields whose rules read each other are each other's react-hook-form `deps`: a change to one checks the other again,
 * so a message about the pair never outlives the change that settles it. A reset that does not keep the fields'
 * registrations forgets the deps (react-admin's Form resets as it mounts, after its inputs' effects have run): a form
 * whose deps must hold from the start resets with `FORM_KEEPS_FIELDS`.
 */
export const useFieldDeps = (pairs: readonly (readonly [string, string])[]) => {
  const { register } = useFormContext();
  useEffect(() => {
    for (const [a, b] of pairs) {
      register(a, { deps: [b] });
      register(b, { deps: [a] });
    }
  }, [pairs, register]);
};

/** react-admin's Form `resetOptions` that keep each field's registration (its deps) through the form's resets. */
export const FORM_KEEPS_FIELDS = { keepFieldsRef: true } as const;
