import { Box, Button, Paper, Stack } from '@mui/material';
import { RulesHoldReason, useRulesHold } from '../../src/layout/FormRulesHold';
import { OfflineNotice } from '../../src/layout/OfflineNotice';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import {
  Form,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { SaveButton } from 'react-admin';
import { useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useFieldDeps } from '../../src/lib/formSchema';
import { PosConflictNotice, type PosConflict } from './PosConflictNotice';
import type { FormErrors, Translate } from './validation';

/** What a success alert calls a saved record, unless its page says otherwise. */
export const nameOfRecord = (record: RaRecord) => String(record.name ?? '');

/**
 * Fields that validate together (each required when the other has a value) are each other's react-hook-form `deps`:
 * a change to one checks the other again.
 */
const PairDeps = ({ pairs }: { pairs: [string, string][] }) => {
  useFieldDeps(pairs);
  return null;
};

/** The form's own methods, for the submit (outside the form) to act on it. */
const FormMethods = ({ into }: { into: RefObject<UseFormReturn | null> }) => {
  into.current = useFormContext();
  return null;
};

const PosFormToolbar = ({
  submitLabel,
  cancelTo,
  readOnly,
}: {
  submitLabel?: string;
  cancelTo?: string;
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  const reasonId = useId();
  const { isSubmitting } = useFormState();
  const invalid = useRulesHold();
  const enabled = !readOnly && !isSubmitting && !invalid;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
      {/* Offline, react-query holds the save until the connection is back (then it goes, once): say so. */}
      <Box sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
        <OfflineNotice waiting={isSubmitting} text="rm.pos.form.offline" />
      </Box>
      {submitLabel && invalid ? <RulesHoldReason id={reasonId} /> : null}
      {cancelTo ? (
        <Button component={RouterLink} to={cancelTo} variant="text">
          {translate('rm.pos.actions.cancel')}
        </Button>
      ) : null}
      {submitLabel ? (
        <SaveButton
          label={submitLabel}
          alwaysEnable={enabled}
          disabled={!enabled}
          aria-describedby={invalid ? reasonId : undefined}
        />
      ) : null}
    </Box>
  );
};

/** What a cashiering form knows of its resource: its fields, the ones validated in pairs, its rules, its record's name. */
export interface PosFormModel {
  /** The form's fields: the server's errors on them show at the field. */
  fields: readonly string[];
  pairs?: [string, string][];
  /** The record's name in the success alerts; its name unless said. */
  nameOf?: (saved: RaRecord) => string;
}

/** A create or edit form: its model, its values from `From` (the record, or the defaults), its rules and its request body. */
export interface PosPageForm<V extends FieldValues, From extends unknown[], Key> extends PosFormModel {
  toValues: (...from: From) => V;
  validate: (values: V, translate: Translate) => FormErrors;
  /** The request's body from the form's values and `key`: the record's id, or the client's for a create. */
  toPayload: (values: V, key: Key) => Partial<RaRecord>;
}

/** A create or edit page of a cashiering resource. */
export interface PosPageProps<F> {
  resource: 'agencies' | 'locations' | 'terminals';
  /** The page's title, an i18n key. */
  title: string;
  form: F;
  /** Where Cancel goes: the list (a new record's edit page is `{list}/{id}/edit`). */
  cancelTo: string;
  /** The inputs, shared by create and edit; they read their choice lists from the record. */
  children: ReactNode;
}

/**
 * How an edit page tells a record of the chosen client from another client's (an address typed or shared while
 * another client is chosen): the record's `idOf` is among the ids of that list of the client's brand.
 */
export interface PosClientList {
  resource: 'agencies' | 'locations';
  params: (brand: string) => GetListParams;
  idOf: (record: RaRecord) => Identifier;
}

export interface PosFormProps<V extends FieldValues> {
  /**
   * What the form edits (react-admin's record: the /edit answer, or the /new defaults when creating); its inputs read
   * their choice lists from it with useRecordContext. Absent inside EditBase, which gives its own.
   */
  record?: Partial<RaRecord>;
  /** The form's values, from the record (empty while it loads). */
  defaultValues: (record: Partial<RaRecord>) => V;
  validate: (values: V) => FormErrors;
  /** The form's fields: the server's errors on them show at the field. */
  fields: readonly string[];
  pairs?: [string, string][];
  /** Absent while the page does not know yet whether it creates or saves: no button claims either. */
  submitLabel?: string;
  cancelTo?: string;
  readOnly?: boolean;
  /** A save refused because the record changed since the form was opened: said above the fields until resolved. */
  conflict?: PosConflict | null;
  children: ReactNode;
}

/**
 * The form of every cashiering page: react-admin's Form, saving through the page's EditBase or CreateBase, with the
 * spec's rules. Errors show when a field is left or on save, once, at the field; the save button is disabled while a
 * field has an error; what was typed stays after a failed save.
 */
export const PosForm = <V extends FieldValues>({
  record,
  defaultValues,
  validate,
  fields,
  pairs = [],
  submitLabel,
  cancelTo,
  readOnly,
  conflict,
  children,
}: PosFormProps<V>) => {
  const saveContext = useSaveContext();
  const form = useRef<UseFormReturn | null>(null);
  // The version the next save replaces, when the user chose to overwrite a newer one; otherwise the one read.
  const overwrite = useRef<string | undefined>(undefined);
  const submit = async (data: FieldValues) => {
    const version = overwrite.current;
    overwrite.current = undefined;
    const errors = await saveContext?.save?.(data, version ? { meta: { version } } : undefined);
    // react-admin puts each at its field; the first the form has takes the focus, as react-hook-form gives it to the
    // first invalid field on submit: the message may be far above the button pressed (a phone's long form).
    const first = errors && fields.find(name => errors[name]);
    if (first) form.current?.setError(first, { type: 'server', message: String(errors[first]) }, { shouldFocus: true });
    return errors;
  };
  return (
    <Form
      record={record}
      defaultValues={(current?: Partial<RaRecord>) => defaultValues(current ?? {})}
      validate={data => validate(data as V)}
      onSubmit={submit}
      mode="onTouched"
      // The field messages say what is wrong; a toast repeating "The form is not valid" says it a second time.
      disableInvalidFormNotification
      // A pill, tab or link that would lose what was typed asks first.
      warnWhenUnsavedChanges
      noValidate
    >
      <FormMethods into={form} />
      {pairs.length ? <PairDeps pairs={pairs} /> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {conflict ? (
          <OpenedRecordConflict
            conflict={conflict}
            toValues={defaultValues}
            fields={fields}
            onOverwrite={version => (overwrite.current = version)}
          />
        ) : null}
        <Stack spacing={0.5}>{children}</Stack>
        <PosFormToolbar submitLabel={submitLabel} cancelTo={cancelTo} readOnly={readOnly} />
      </Paper>
    </Form>
  );
};

/** The conflict notice, against the record the form was opened with (the page's, until the user reloads). */
const OpenedRecordConflict = <V extends FieldValues>(
  props: Omit<Parameters<typeof PosConflictNotice<V>>[0], 'opened'>,
) => {
  const opened = useRecordContext();
  return opened ? <PosConflictNotice {...props} opened={opened} /> : null;
};
