import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Button, CircularProgress, Paper } from '@mui/material';
import {
  Form,
  ResourceContextProvider,
  useAuthProvider,
  useCanAccess,
  useDataProvider,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'ra-core';
import { SelectInput } from 'react-admin';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import { formErrorsOfError } from '../../dataProviders/http';
import type { ProfileRecord } from '../../dataProviders/sso/usersContract';
import type { AppAuthProvider } from '../../src/auth/authProvider';
import { Page } from '../../src/layout/Page';
import { useToast } from '../../src/lib/toast';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { DASHBOARD_PATH } from './paths';
import { FormSection, NameInputs, SubmitButton, USER_FORM_PROPS } from './UserInputs';
import { requiredMark, validateProfile } from './userModel';

/** The time zones offered; the user's own is added when it is not one of them. */
export const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'UTC',
];

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
}

/** /profile: the signed-in user's names and timezone, and a password reset unless they sign in through federation. */
export const UserProfile = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefresh();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const [update] = useUpdate<ProfileRecord>();
  const { user } = useCurrentUser();
  const federated = user.credentialsProvider === 'FEDERATION';
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'profile', action: 'edit' });
  const [initial, setInitial] = useState<ProfileValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    timezone: user.timezone,
  }));
  const zones = TIMEZONES.includes(initial.timezone) ? TIMEZONES : [...TIMEZONES, initial.timezone];

  const submit = async (values: Partial<ProfileValues>) => {
    const next = { ...initial, ...values } as ProfileValues;
    try {
      const { firstName, lastName, timezone } = next;
      const saved = await update(
        'profile',
        { id: user.id, data: { firstName, lastName, timezone }, previousData: { id: user.id, ...initial } },
        { returnPromise: true },
      );
      toast({
        heading: 'rm.users.toasts.profileSuccessHeading',
        text: 'rm.users.toasts.profileSuccessText',
        type: 'success',
      });
      // What the server kept (names trimmed).
      setInitial({
        ...next,
        ...(saved && { firstName: saved.firstName, lastName: saved.lastName, timezone: saved.timezone }),
      });
      authProvider.refreshCurrentUser();
      // The signed-in user and their row in the users list show the new names and timezone.
      refresh();
      return undefined;
    } catch (error) {
      toast({
        heading: 'rm.users.toasts.profileFailedHeading',
        text: 'rm.users.toasts.profileFailedText',
        type: 'error',
      });
      return formErrorsOfError(error);
    }
  };

  return (
    <Page title={translate('rm.users.form.profileTitle')} maxWidth={700}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {/* The form edits the profile resource: its inputs are labelled from resources.profile.fields. */}
        <ResourceContextProvider value="profile">
          <Form
            key={JSON.stringify(initial)}
            defaultValues={initial}
            validate={validateProfile}
            onSubmit={submit}
            {...USER_FORM_PROPS}
            noValidate
          >
            <FormSection title={translate('rm.users.form.personalInfo')}>
              <NameInputs
                lockEmail
                lockNames={federated}
                lockedNamesText={translate('rm.users.form.ownNamesLocked')}
                disabled={!canEdit}
              />
              <SelectInput
                source="timezone"
                choices={zones.map(zone => ({ id: zone, name: translate(`rm.users.timezones.${zone}`, { _: zone }) }))}
                disabled={!canEdit}
                validate={requiredMark}
                helperText={false}
              />
            </FormSection>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Box>{federated ? null : <ResetPasswordButton userId={user.id} />}</Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={() => navigate(DASHBOARD_PATH)}>{translate('rm.users.form.close')}</Button>
                <ProfileSaveButton disabled={!canEdit} />
              </Box>
            </Box>
          </Form>
        </ResourceContextProvider>
      </Paper>
    </Page>
  );
};

const ProfileSaveButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return <SubmitButton label={translate('rm.users.form.saveChanges')} disabled={disabled || !isDirty} />;
};

/**
 * POST reset-password and open the address it returns in a new tab. The tab is opened on the click (so no pop-up
 * blocker objects), cut off from this page, and sent only to an http(s) address.
 */
const ResetPasswordButton = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const url = await dataProvider.resetPassword(userId);
      if (tab) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
      // The page opens in another tab: this one says so.
      toast({
        heading: 'rm.users.toasts.resetPasswordOpenedHeading',
        text: 'rm.users.toasts.resetPasswordOpenedText',
        type: 'success',
      });
    } catch (error) {
      tab?.close();
      toast({ heading: 'rm.users.toasts.resetPasswordFailedHeading', text: (error as Error).message, type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : <LockResetIcon />}
      disabled={busy}
      onClick={() => void reset()}
    >
      {translate('rm.users.form.resetPassword')}
    </Button>
  );
};
