import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper } from '@mui/material';
import { EditBase, Form, useCanAccess, useEditContext, useTranslate } from 'ra-core';
import { useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { statusOfError } from '../../dataProviders/http';
import { toUserChanges } from '../../dataProviders/sso/users';
import type { User } from '../../dataProviders/sso/usersContract';
import { ConfirmDialog } from '../../src/layout/ConfirmDialog';
import { Page } from '../../src/layout/Page';
import { PageLoading } from '../../src/layout/PageLoading';
import { useToast } from '../../src/lib/toast';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { PROFILE_PATH, savedUserState, USERS_PATH } from './paths';
import { UserConflictNotice } from './UserConflictNotice';
import {
  AgenciesFailed,
  AgencyInputs,
  FormSection,
  NameInputs,
  RoleInputs,
  SubmitButton,
  USER_FORM_PROPS,
} from './UserInputs';
import {
  awaitsActivation,
  canBeDeactivated,
  canBeReactivated,
  canChangeStatus,
  formValuesOf,
  fullName,
  hasChanges,
  isEditable,
  isFirstActivation,
  roleFieldState,
  statusNotice,
  updateValues,
  validateUserForm,
  type UserFormValues,
} from './userModel';
import { UserStatusPill } from './UserStatusPill';
import { useUserActions, useUserModification, type ModificationType } from './useUserActions';
import { useUserLabels } from './useUserLabels';
import { useClientAgencies, useRoleCombinations } from './useUsersData';

/** /settings/users/{id}: edit another user's names, roles and agencies, and change their status. */
export const UserEdit = () => {
  const { id = '' } = useParams();
  const { user: me } = useCurrentUser();
  if (id === me.id) return <Navigate to={PROFILE_PATH} replace />;
  return (
    <EditBase<User>
      resource="users"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      // The page says what went wrong itself, in place of the form.
      queryOptions={{ onError: () => undefined }}
      loading={<PageLoading />}
    >
      <UserEditView />
    </EditBase>
  );
};

/**
 * Only a user that never loaded gives way to the error: a failed refetch in the background keeps the form and what was
 * typed in it (saving says whether the user can still be changed).
 */
const UserEditView = () => {
  const translate = useTranslate();
  const { record, error } = useEditContext<User>();
  if (record) return <UserEditForm key={record.id} user={record} />;
  return (
    <Page title={translate('rm.users.form.editTitle')} maxWidth={700}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={USERS_PATH}>
            {translate('rm.users.form.returnToList')}
          </Button>
        }
      >
        {statusOfError(error) === 404
          ? translate('rm.users.form.notFound')
          : translate('rm.users.form.loadFailed', { message: error?.message ?? '' })}
      </Alert>
    </Page>
  );
};

const UserEditForm = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const labels = useUserLabels();
  const { user: me, client, settings } = useCurrentUser();
  const posEnabled = !!settings?.pointOfSale?.enabled;
  const combinations = useRoleCombinations();
  const agencies = useClientAgencies(client?.slug);
  const { canAccess: mayEdit = false } = useCanAccess({ resource: 'users', action: 'edit' });
  const { save, setStatus, resendActivation } = useUserActions();
  const modification = useUserModification(user.id);
  const pending = modification?.status === 'pending';
  const { refetch } = useEditContext<User>();
  const [confirming, setConfirming] = useState<'ACTIVE' | 'DEACTIVATED' | null>(null);
  // The form starts from the user as first shown; later list updates never overwrite what is being typed. A save is
  // based on that user (its version and the changes from it), so one made meanwhile elsewhere is not overwritten unseen.
  const [opened, setOpened] = useState(user);
  const initial = useMemo(() => formValuesOf(opened), [opened]);
  // A save refused because the user changed since the form was opened: the user as it is now, until the reader chooses.
  const [conflict, setConflict] = useState<User | null>(null);
  // Set as "Save mine over theirs" submits the form: that save is based on the user as it is now.
  const overwriting = useRef(false);
  // Loading their version starts the form again from it.
  const [generation, setGeneration] = useState(0);
  const roleField = useMemo(() => roleFieldState(me.role, user.role), [me.role, user.role]);

  if (agencies.isPending) return <PageLoading />;
  const options = agencies.data ?? [];
  const optionSlugs = options.map(agency => agency.slug);
  const outside = user.agencies.filter(agency => !optionSlugs.includes(agency.slug));
  // While a change to this user is on its way, the form waits for it.
  const editable = isEditable(user) && mayEdit && !pending;
  const busy = (type: ModificationType) =>
    pending && modification?.type === type ? (
      <CircularProgress size={16} color="inherit" aria-hidden="true" />
    ) : undefined;
  const name = fullName(user);
  const canDeactivate = canBeDeactivated(user) && canChangeStatus(me, user, 'deactivate');
  const canReactivate = canBeReactivated(user) && canChangeStatus(me, user, 'activate');
  const canResend = awaitsActivation(user) && canChangeStatus(me, user, 'activate');
  const context = { posEnabled, combinations: combinations.data };

  const submit = async (submitted: Partial<UserFormValues>) => {
    const base = overwriting.current && conflict ? conflict : opened;
    overwriting.current = false;
    // Locked fields are not among the values a form submits: they stay as the user they are based on has them.
    const values = updateValues(base, { ...formValuesOf(base), ...submitted } as UserFormValues, { posEnabled });
    if (!hasChanges(toUserChanges(base, values))) {
      toast({ heading: 'rm.users.toasts.noChangesHeading', text: 'rm.users.toasts.noChangesText', type: 'info' });
      navigate(USERS_PATH);
      return undefined;
    }
    const result = await save(base, values);
    if (result.ok) {
      navigate(USERS_PATH, { state: savedUserState(user.id) });
      return undefined;
    }
    if (result.conflict) {
      setConflict(result.conflict);
      return undefined;
    }
    return result.errors;
  };
  const reload = () => {
    if (conflict) setOpened(conflict);
    setConflict(null);
    setGeneration(generation + 1);
    void refetch();
  };

  const changeStatus = async (status: 'ACTIVE' | 'DEACTIVATED') => {
    setConfirming(null);
    const result = await setStatus(user, status);
    if (result.ok) navigate(USERS_PATH, { state: savedUserState(user.id) });
  };
  const notice = statusNotice(user.providerStatus);
  // Activating a staged user sends their first activation link; the spec's Reactivate is for a deactivated user.
  const first = isFirstActivation(user);
  const activateLabel = first ? 'rm.users.form.activate' : 'rm.users.form.reactivate';

  return (
    <Page title={translate('rm.users.form.editTitle')} maxWidth={700}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Box>
          <UserStatusPill user={user} />
        </Box>
        {notice ? (
          <Alert
            severity={notice.severity}
            sx={{ mb: 2 }}
            action={
              canResend ? (
                <Button
                  color="inherit"
                  size="small"
                  disabled={pending}
                  startIcon={busy('reactivate')}
                  onClick={() => void resendActivation(user)}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {translate('rm.users.form.resendActivation')}
                </Button>
              ) : undefined
            }
          >
            <AlertTitle>{translate(notice.heading)}</AlertTitle>
            {translate(!canReactivate && notice.noRightsText ? notice.noRightsText : notice.text, { name })}
          </Alert>
        ) : null}
        {combinations.error ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('rm.users.form.combinationsFailed')}
          </Alert>
        ) : null}
        <Form
          key={generation}
          record={initial}
          defaultValues={initial}
          validate={values => validateUserForm(values as Partial<UserFormValues>, context)}
          onSubmit={submit}
          {...USER_FORM_PROPS}
          // A tab or link that would lose what was typed asks first.
          warnWhenUnsavedChanges
          noValidate
        >
          {conflict ? (
            <UserConflictNotice
              opened={opened}
              current={conflict}
              agencies={options}
              posEnabled={posEnabled}
              onReload={reload}
              onOverwrite={() => (overwriting.current = true)}
            />
          ) : null}
          <FormSection title={translate('rm.users.form.personalInfo')}>
            <NameInputs
              lockEmail
              lockNames={user.credentialsProvider === 'FEDERATION'}
              lockedNamesText={translate('rm.users.form.namesLocked')}
              disabled={!editable}
            />
          </FormSection>
          <FormSection title={translate('rm.users.form.access')}>
            <RoleInputs
              roleField={roleField}
              posEnabled={posEnabled}
              combinations={combinations.data}
              agencySlugs={optionSlugs}
              disabled={!editable}
              lockedText={
                roleField.reason === 'platformAdmin'
                  ? translate('rm.users.form.roleLocked')
                  : roleField.reason === 'notAssignable'
                    ? translate('rm.users.form.roleNotAssignable', { role: labels.roleLabel(user.role) })
                    : undefined
              }
            />
          </FormSection>
          <FormSection title={translate('rm.users.form.agenciesSection')}>
            <AgenciesFailed error={agencies.error} onRetry={() => void agencies.refetch()} />
            <AgencyInputs agencies={options} outside={outside} disabled={!editable || !!agencies.error} />
          </FormSection>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              {canDeactivate ? (
                <Button
                  color="error"
                  variant="outlined"
                  disabled={pending}
                  startIcon={busy('deactivate')}
                  onClick={() => setConfirming('DEACTIVATED')}
                >
                  {translate('rm.users.form.deactivate')}
                </Button>
              ) : null}
              {canReactivate ? (
                <Button
                  color="success"
                  variant="outlined"
                  disabled={pending}
                  startIcon={busy('activate')}
                  onClick={() => setConfirming('ACTIVE')}
                >
                  {translate(activateLabel)}
                </Button>
              ) : null}
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to={USERS_PATH}>
                {translate('rm.users.form.cancel')}
              </Button>
              <SaveChangesButton disabled={!editable || pending} />
            </Box>
          </Box>
        </Form>
      </Paper>
      {/* Starts on Cancel: Enter pressed twice does not deactivate a user. */}
      <ConfirmDialog
        isOpen={confirming !== null}
        loading={pending}
        title={translate(
          confirming !== 'ACTIVE'
            ? 'rm.users.confirm.deactivateTitle'
            : first
              ? 'rm.users.confirm.activateTitle'
              : 'rm.users.confirm.reactivateTitle',
          { name },
        )}
        content={translate(
          confirming !== 'ACTIVE'
            ? 'rm.users.confirm.deactivateText'
            : first
              ? 'rm.users.confirm.activateText'
              : 'rm.users.confirm.reactivateText',
          // The role is named: an agency admin may deactivate a client admin, a role above their own (docs/decisions.md).
          { name, role: labels.roleLabel(user.role) },
        )}
        confirm={translate(confirming === 'ACTIVE' ? activateLabel : 'rm.users.form.deactivate')}
        confirmColor={confirming === 'ACTIVE' ? 'primary' : 'error'}
        cancel={translate('rm.users.confirm.cancel')}
        ConfirmIcon={CheckCircleIcon}
        CancelIcon={ErrorOutlineIcon}
        onConfirm={() => confirming && void changeStatus(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Page>
  );
};

/** Save Changes: only once something changed, and never while another change to this user is pending. */
const SaveChangesButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return <SubmitButton label={translate('rm.users.form.saveChanges')} disabled={disabled || !isDirty} />;
};
