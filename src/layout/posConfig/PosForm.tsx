import { Box, Button, Paper, Stack } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useTranslate } from 'ra-core';
import { SaveButton } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { fieldErrorsOfError } from '../../../dataProviders/http';
import type { FormErrors } from './validation';

/**
 * The server's errors list, one message per form field ("detail1, detail2"); keys such as
 * `locations_config_attributes.default_float` land on their last part. Others stay in the alert only.
 */
export const serverFieldErrors = (error: unknown, fields: readonly string[]): FormErrors => {
  const out: FormErrors = {};
  for (const [key, details] of Object.entries(fieldErrorsOfError(error) ?? {})) {
    const field = key.split(/[.[\]/]/).filter(Boolean).pop() ?? key;
    if (fields.includes(field) && details.length) out[field] = out[field] ? `${out[field]}, ${details.join(', ')}` : details.join(', ');
  }
  return out;
};

/**
 * Fields that validate together (each required when the other has a value): when one changes,
 * the others are checked again if they were visited, have an error, or the form was submitted.
 */
const PairRevalidation = ({ pairs }: { pairs: [string, string][] }) => {
  const { control, trigger, getFieldState } = useFormContext();
  const { isSubmitted } = useFormState({ control });
  const names = pairs.flat();
  const values = useWatch({ control, name: names });
  const previous = useRef<unknown[] | null>(null);
  const serialised = JSON.stringify(values);
  useEffect(() => {
    const before = previous.current;
    const now = JSON.parse(serialised) as unknown[];
    previous.current = now;
    if (!before) return;
    const changed = names.filter((_, index) => JSON.stringify(before[index]) !== JSON.stringify(now[index]));
    const partners = pairs
      .flatMap(([a, b]) => (changed.includes(a) ? [b] : changed.includes(b) ? [a] : []))
      .filter(name => {
        const state = getFieldState(name);
        return isSubmitted || state.isTouched || !!state.error;
      });
    if (partners.length) void trigger(partners);
    // `names` and `pairs` are constants of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names/pairs are per-form constants; re-run on value changes only
  }, [serialised, isSubmitted, trigger, getFieldState]);
  return null;
};

const PosFormToolbar = ({ submitLabel, cancelTo, readOnly }: { submitLabel?: string; cancelTo?: string; readOnly?: boolean }) => {
  const translate = useTranslate();
  const { errors, isSubmitting } = useFormState();
  const enabled = !readOnly && !isSubmitting && Object.keys(errors).length === 0;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
      {cancelTo ? (
        <Button component={RouterLink} to={cancelTo} variant="text">
          {translate('rm.pos.actions.cancel')}
        </Button>
      ) : null}
      {submitLabel ? <SaveButton label={submitLabel} alwaysEnable={enabled} disabled={!enabled} /> : null}
    </Box>
  );
};

interface PosFormProps<V extends FieldValues> {
  /** Initial values; the form resets when they change (a record arriving from the server). */
  values: V;
  validate: (values: V) => FormErrors;
  /** Saves; answers per-field errors from the server to show them at their fields. */
  onSubmit: (values: V) => Promise<FormErrors | undefined>;
  pairs?: [string, string][];
  /** Absent while the page does not know yet whether it creates or saves: no button claims either. */
  submitLabel?: string;
  cancelTo?: string;
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * The form of every cashiering page: react-admin's Form with the spec's rules. Errors show when a
 * field is left or on save; the save button is disabled while any field has an error; what was
 * typed stays after a failed save.
 */
export const PosForm = <V extends FieldValues>({ values, validate, onSubmit, pairs = [], submitLabel, cancelTo, readOnly, children }: PosFormProps<V>) => (
  <Form
    record={values as unknown as Record<string, unknown>}
    validate={data => validate(data as V)}
    onSubmit={(data: FieldValues) => onSubmit(data as V)}
    mode="onTouched"
    noValidate
  >
    {pairs.length ? <PairRevalidation pairs={pairs} /> : null}
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.5}>{children}</Stack>
      <PosFormToolbar submitLabel={submitLabel} cancelTo={cancelTo} readOnly={readOnly} />
    </Paper>
  </Form>
);
