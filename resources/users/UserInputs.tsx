import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Typography,
  type ButtonProps,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { CheckboxGroupInput, SelectInput, TextInput } from 'react-admin';
import { useId, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Agency, Role } from '../../dataProviders/sso/contract';
import type { RoleCombinations } from '../../dataProviders/sso/usersContract';
import { RulesHoldReason, useRulesHold } from '../../src/layout/FormRulesHold';
import { RetryAlert } from '../../src/layout/RetryAlert';
import { useFieldDeps } from '../../src/lib/formSchema';
import {
  allowedPosRoles,
  forcesAllAgencies,
  POS_ROLES,
  requiredMark,
  type RoleFieldState,
  type UserFormValues,
} from './userModel';
import { useUserLabels } from './useUserLabels';

/**
 * The props every user form gives react-admin's `Form`, as cashiering's forms do: a field's message shows when it is
 * left, and the messages alone say what is wrong (no "The form is not valid" toast repeating them).
 */
export const USER_FORM_PROPS = { mode: 'onTouched', disableInvalidFormNotification: true } as const;

/** A titled group of fields. */
export const FormSection = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The client's agencies could not be loaded: say so, offer to try again (the agency choices stay locked meanwhile). */
export const AgenciesFailed = ({ error, onRetry }: { error: Error | null; onRetry: () => void }) => {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <RetryAlert sx={{ mb: 2 }} retryLabel={translate('rm.users.form.retry')} onRetry={onRetry}>
      {translate('rm.users.form.agenciesFailed', { message: error.message })}
    </RetryAlert>
  );
};

interface NameInputsProps {
  lockNames?: boolean;
  lockedNamesText?: string;
  lockEmail?: boolean;
  disabled?: boolean;
  /** The email's label where a step says more than the field's own ("Email address" when adding a user). */
  emailLabel?: string;
}

/** First name, last name and email; names locked for federated users, email locked when editing. */
export const NameInputs = ({ lockNames, lockedNamesText, lockEmail, disabled, emailLabel }: NameInputsProps) => {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="firstName" disabled={disabled || lockNames} validate={requiredMark} autoComplete="off" />
        <TextInput source="lastName" disabled={disabled || lockNames} validate={requiredMark} autoComplete="off" />
      </Box>
      {lockNames && lockedNamesText ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1, mb: 2 }}>
          {lockedNamesText}
        </Typography>
      ) : null}
      <TextInput
        source="email"
        type="email"
        label={emailLabel}
        disabled={disabled || lockEmail}
        validate={requiredMark}
        helperText={false}
        autoComplete="off"
        slotProps={lockEmail ? { htmlInput: { 'aria-describedby': 'email-locked' } } : undefined}
      />
      {lockEmail ? (
        <Typography id="email-locked" variant="body2" sx={{ color: 'text.secondary', mt: -0.5, mb: 2 }}>
          {translate('rm.users.form.emailLocked')}
        </Typography>
      ) : null}
    </>
  );
};

interface RoleInputsProps {
  roleField: RoleFieldState;
  posEnabled: boolean;
  combinations: RoleCombinations | undefined;
  /** Every agency the form offers; forced roles select them all. */
  agencySlugs: string[];
  disabled?: boolean;
  lockedText?: string;
}

/** The cashiering role is checked against the role: a change to either checks the other again. */
const ROLE_DEPS = [['role', 'posRole']] as const;

/**
 * The revenue-management role and, with point of sale, the cashiering role: the server's map decides which cashiering
 * roles are allowed (the others show disabled); changing the role resets the cashiering role to no role and, for client
 * and CB admins, selects every agency (a role chosen after that gives back the agencies chosen before).
 */
export const RoleInputs = ({
  roleField,
  posEnabled,
  combinations,
  agencySlugs,
  disabled,
  lockedText,
}: RoleInputsProps) => {
  const labels = useUserLabels();
  useFieldDeps(ROLE_DEPS);
  const { setValue, getValues } = useFormContext<UserFormValues>();
  const role = useWatch<UserFormValues, 'role'>({ name: 'role' });
  const allowed = allowedPosRoles(combinations, role);
  const locked = disabled || roleField.disabled;
  // The agencies chosen before a role that belongs to all of them: a role that does not gets them back.
  const chosenAgencies = useRef<string[] | null>(null);
  return (
    <>
      <SelectInput
        source="role"
        choices={roleField.choices.map(choice => ({ id: choice, name: labels.roleLabel(choice) }))}
        disabled={locked}
        validate={requiredMark}
        onChange={event => {
          const next = event.target.value as Role;
          setValue('posRole', 'NO_ROLE', { shouldDirty: true, shouldValidate: false });
          if (forcesAllAgencies(next)) {
            chosenAgencies.current ??= getValues('agencies') ?? [];
            setValue('agencies', agencySlugs, { shouldDirty: true });
          } else if (chosenAgencies.current) {
            setValue('agencies', chosenAgencies.current, { shouldDirty: true });
            chosenAgencies.current = null;
          }
        }}
        helperText={lockedText ?? false}
      />
      {posEnabled ? (
        <SelectInput
          source="posRole"
          choices={POS_ROLES.map(choice => ({
            id: choice,
            name: labels.roleLabel(choice),
            disabled: !allowed.includes(choice),
          }))}
          disabled={locked}
          validate={requiredMark}
          helperText={false}
        />
      ) : null}
    </>
  );
};

/** Agencies with a select-all; client and CB admins belong to all of them (selected and disabled). */
export const AgencyInputs = ({
  agencies,
  disabled,
  outside,
}: {
  agencies: Agency[];
  disabled?: boolean;
  outside?: Agency[];
}) => {
  const translate = useTranslate();
  const labels = useUserLabels();
  const { setValue } = useFormContext<UserFormValues>();
  const role = useWatch<UserFormValues, 'role'>({ name: 'role' });
  const selected = useWatch<UserFormValues, 'agencies'>({ name: 'agencies' }) ?? [];
  const forced = forcesAllAgencies(role);
  const slugs = agencies.map(agency => agency.slug);
  const allSelected = slugs.length > 0 && slugs.every(slug => selected.includes(slug));
  const someSelected = slugs.some(slug => selected.includes(slug));
  const locked = disabled || forced;
  const mixed = !forced && someSelected && !allSelected;
  if (!agencies.length)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('rm.users.form.noAgenciesToChoose')}
      </Typography>
    );
  return (
    <Box>
      {forced ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {translate('rm.users.form.allAgenciesForced', { role: labels.roleLabel(role as Role) })}
        </Typography>
      ) : null}
      <FormControlLabel
        control={
          <Checkbox
            checked={allSelected || forced}
            indeterminate={mixed}
            inputRef={(input: HTMLInputElement | null) => {
              // The native property too, so assistive technology hears "mixed" from the checkbox itself.
              if (input) input.indeterminate = mixed;
            }}
            disabled={locked}
            onChange={event => {
              const keepOutside = selected.filter(slug => !slugs.includes(slug));
              setValue('agencies', event.target.checked ? [...keepOutside, ...slugs] : keepOutside, {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
          />
        }
        label={translate('rm.users.form.selectAll')}
        sx={{ fontWeight: 600 }}
      />
      <CheckboxGroupInput
        source="agencies"
        choices={agencies}
        optionValue="slug"
        optionText="name"
        disabled={locked}
        row={false}
        helperText={false}
        sx={{
          ml: 3,
          mt: 0,
          '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } },
        }}
      />
      {outside?.length ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('rm.users.form.otherAgencies', { names: outside.map(agency => agency.name).join(', ') })}
        </Alert>
      ) : null}
    </Box>
  );
};

/**
 * A submit button that shows a spinner and cannot be pressed twice while its form submits; held, with the reason
 * beside it, while a field breaks the form's rules (as the cashiering forms').
 */
export const SubmitButton = ({ label, disabled, ...rest }: { label: string } & ButtonProps) => {
  const { isSubmitting } = useFormState();
  const held = useRulesHold();
  const reasonId = useId();
  return (
    <>
      {held ? <RulesHoldReason id={reasonId} /> : null}
      <Button
        type="submit"
        variant="contained"
        disabled={disabled || isSubmitting || held}
        aria-describedby={held ? reasonId : undefined}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        {...rest}
      >
        {label}
      </Button>
    </>
  );
};
