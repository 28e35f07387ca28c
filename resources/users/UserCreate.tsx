import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Paper } from '@mui/material';
import { CreateBase, Form, useDataProvider, useTranslate } from 'ra-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formErrorsOfError } from '../../dataProviders/http';
import type { EmailCheck, User } from '../../dataProviders/sso/usersContract';
import { focusIsFree } from '../../src/layout/FocusOnNavigation';
import { Page } from '../../src/layout/Page';
import { PageLoading } from '../../src/layout/PageLoading';
import { useToast } from '../../src/lib/toast';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import {
  AgenciesFailed,
  AgencyInputs,
  FormSection,
  NameInputs,
  RoleInputs,
  SubmitButton,
  USER_FORM_PROPS,
} from './UserInputs';
import { savedUserState, USERS_PATH } from './paths';
import { roleFieldState, toNewUser, validatePersonalInfo, validateUserForm, type UserFormValues } from './userModel';
import { useCreateUserOptions } from './useUserActions';
import { refusalToast } from './userRefusals';
import { useClientAgencies, useRoleCombinations } from './useUsersData';

type Step =
  /** `refused`: the server's word on the email the last Add User sent (taken in another organisation, say). */
  | { name: 'personal'; values: UserFormValues; refused?: { email: string; message: string } }
  | { name: 'exists'; values: UserFormValues }
  | { name: 'details'; values: UserFormValues };

const EMPTY: UserFormValues = { firstName: '', lastName: '', email: '', role: '', posRole: 'NO_ROLE', agencies: [] };

/**
 * Add user: the personal information first ("Add a New User", Continue), whose email is looked up — a known email is
 * "User Already Exists", a 410 goes on — then roles and agencies ("Add User"), saved by react-admin's create
 * controller: the server's refusals show at their fields, anything else in a toast. The second step's email is locked,
 * so a refusal of the email (an address the lookup may not report, as one used in another organisation) takes the user
 * back to the first step with the message at the field, and the roles and agencies chosen kept.
 */
export const UserCreate = () => {
  const [step, setStepState] = useState<Step>({ name: 'personal', values: EMPTY });
  // Once the user has moved between the steps, each step shown takes the focus (the button that moved it is gone).
  const [moved, setMoved] = useState(false);
  const setStep = (next: Step) => {
    setMoved(true);
    setStepState(next);
  };
  const sent = useRef<UserFormValues>(EMPTY);
  const navigate = useNavigate();
  const { client, settings } = useCurrentUser();
  const posEnabled = !!settings?.pointOfSale?.enabled;
  const { onSuccess, onError } = useCreateUserOptions('rm.users.toasts.createSuccessHeading', created =>
    navigate(USERS_PATH, { state: savedUserState(created.id) }),
  );
  const mutationOptions = {
    onSuccess,
    onError: (error: unknown, variables: { data?: Partial<User> }) => {
      onError(error, variables);
      const message = formErrorsOfError(error)?.email;
      if (message) setStep({ name: 'personal', values: sent.current, refused: { email: sent.current.email, message } });
    },
  };
  return (
    <CreateBase<User>
      resource="users"
      mutationMode="pessimistic"
      // The locked email of the second step is not among the values a form submits: it is the first step's.
      transform={(values: UserFormValues) => {
        sent.current = { ...step.values, ...values, email: step.values.email };
        return toNewUser(sent.current, { posEnabled, clientSlug: client!.slug });
      }}
      mutationOptions={mutationOptions}
    >
      {step.name === 'details' ? (
        <UserDetailsStep
          values={step.values}
          focusOnShow={moved}
          onBack={values => setStep({ name: 'personal', values })}
        />
      ) : (
        <PersonalInfoStep
          values={step.values}
          focusOnShow={moved}
          exists={step.name === 'exists'}
          refused={step.name === 'personal' ? step.refused : undefined}
          onFree={values => setStep({ name: 'details', values })}
          onExists={values => setStep({ name: 'exists', values })}
        />
      )}
    </CreateBase>
  );
};

interface PersonalInfoStepProps {
  values: UserFormValues;
  /** Whether the step's heading takes the focus as it shows: when the other step led here. */
  focusOnShow: boolean;
  exists: boolean;
  refused?: { email: string; message: string };
  onFree: (values: UserFormValues) => void;
  onExists: (values: UserFormValues) => void;
}

const KEEP_ERRORS = { keepErrors: true };
const sameEmail = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

const PersonalInfoStep = ({ values, focusOnShow, exists, refused, onFree, onExists }: PersonalInfoStepProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const { client } = useCurrentUser();
  const [checkedEmail, setCheckedEmail] = useState<string | null>(exists ? values.email : null);

  const submit = async (submitted: Partial<UserFormValues>) => {
    const next = { ...values, ...submitted } as UserFormValues;
    try {
      const { data: check } = await dataProvider.getOne<EmailCheck>('userEmails', {
        id: next.email,
        meta: { clientSlug: client?.slug },
      });
      if (check.exists) {
        setCheckedEmail(next.email);
        onExists(next);
      } else onFree(next);
    } catch (error) {
      toast(
        refusalToast(error, {
          heading: 'rm.users.toasts.somethingWrongHeading',
          text: 'rm.users.toasts.somethingWrongText',
          type: 'error',
        }),
      );
    }
  };

  return (
    <StepPage title={translate('rm.users.form.addNewTitle')} focusOnShow={focusOnShow}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Form
          defaultValues={values}
          validate={formValues =>
            refused && sameEmail(formValues.email as string | undefined, refused.email)
              ? { ...validatePersonalInfo(formValues), email: refused.message }
              : validatePersonalInfo(formValues)
          }
          onSubmit={submit}
          {...USER_FORM_PROPS}
          // The form's reset to its values on mount keeps the refusal RefusedEmail sets.
          resetOptions={refused ? KEEP_ERRORS : undefined}
          noValidate
        >
          {refused ? <RefusedEmail {...refused} /> : null}
          <FormSection title={translate('rm.users.form.personalInfo')}>
            {/* Help read in its place, not announced as urgent each time the step shows (MUI's Alert is an alert). */}
            <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
              {translate('rm.users.form.personalInfoHint')}
            </Alert>
            <NameInputs emailLabel={translate('rm.users.form.emailAddress')} />
          </FormSection>
          {checkedEmail ? <AlreadyExists email={checkedEmail} /> : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={USERS_PATH}>
              {translate('rm.users.form.cancel')}
            </Button>
            <SubmitButton label={translate('rm.users.form.continue')} />
          </Box>
        </Form>
      </Paper>
    </StepPage>
  );
};

/**
 * The server's refusal of the email, at the field from the moment the step shows again (which puts the focus there),
 * until the address is changed.
 */
const RefusedEmail = ({ email, message }: { email: string; message: string }) => {
  const { setError, clearErrors, setFocus } = useFormContext<UserFormValues>();
  const current = useWatch<UserFormValues, 'email'>({ name: 'email' });
  const holdsRefused = sameEmail(current, email);
  useEffect(() => {
    if (holdsRefused) setError('email', { type: 'server', message });
    else clearErrors('email');
  }, [holdsRefused, message, setError, clearErrors]);
  useEffect(() => setFocus('email'), [setFocus]);
  return null;
};

/** Shown while the email field still holds the address found. */
const AlreadyExists = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const current = useWatch<UserFormValues, 'email'>({ name: 'email' });
  if (!sameEmail(current, email)) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={USERS_PATH} sx={{ whiteSpace: 'nowrap' }}>
          {translate('rm.users.form.returnToList')}
        </Button>
      }
    >
      <AlertTitle>{translate('rm.users.alerts.alreadyExistsHeading')}</AlertTitle>
      {translate('rm.users.alerts.alreadyExistsText')}
    </Alert>
  );
};

/** Roles and agencies; the form saves through the create controller of UserCreate. */
const UserDetailsStep = ({
  values,
  focusOnShow,
  onBack,
}: {
  values: UserFormValues;
  focusOnShow: boolean;
  onBack: (values: UserFormValues) => void;
}) => {
  const translate = useTranslate();
  const { user: me, client, settings } = useCurrentUser();
  const posEnabled = !!settings?.pointOfSale?.enabled;
  const combinations = useRoleCombinations();
  const agencies = useClientAgencies(client?.slug);
  const roleField = useMemo(() => roleFieldState(me.role), [me.role]);

  if (agencies.isPending) return <PageLoading />;
  const options = agencies.data ?? [];
  const context = { posEnabled, combinations: combinations.data };

  return (
    <StepPage title={translate('rm.users.form.addTitle')} focusOnShow={focusOnShow}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Form
          defaultValues={values}
          validate={formValues => validateUserForm(formValues as Partial<UserFormValues>, context)}
          {...USER_FORM_PROPS}
          noValidate
        >
          <AgenciesFailed error={agencies.error} onRetry={() => void agencies.refetch()} />
          {combinations.error ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('rm.users.form.combinationsFailed')}
            </Alert>
          ) : null}
          <FormSection title={translate('rm.users.form.personalInfo')}>
            <NameInputs lockEmail emailLabel={translate('rm.users.form.emailAddress')} />
          </FormSection>
          <FormSection title={translate('rm.users.form.access')}>
            <RoleInputs
              roleField={roleField}
              posEnabled={posEnabled}
              combinations={combinations.data}
              agencySlugs={options.map(agency => agency.slug)}
            />
          </FormSection>
          <FormSection title={translate('rm.users.form.agenciesSection')}>
            <AgencyInputs agencies={options} />
          </FormSection>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <BackButton onBack={onBack} />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to={USERS_PATH}>
                {translate('rm.users.form.cancel')}
              </Button>
              <SubmitButton label={translate('rm.users.form.addUser')} />
            </Box>
          </Box>
        </Form>
      </Paper>
    </StepPage>
  );
};

/**
 * A step's page. Shown after the other step, its heading takes the focus, so the keyboard carries on from the top of
 * the new step and a screen reader says which step this is. Focus a step put somewhere itself (the refused email) stays.
 */
const StepPage = ({
  title,
  focusOnShow,
  children,
}: {
  title: string;
  focusOnShow: boolean;
  children: React.ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  // As the step shows only: the first step stays where it is when it goes on to say "User Already Exists".
  const [focusAtMount] = useState(focusOnShow);
  useEffect(() => {
    const heading = ref.current?.querySelector('h1');
    if (!focusAtMount || !heading || !focusIsFree()) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [focusAtMount]);
  return (
    <Box ref={ref} sx={{ '& h1:focus': { outline: 'none' } }}>
      <Page title={title} maxWidth={700}>
        {children}
      </Page>
    </Box>
  );
};

/** Back to the personal information, keeping everything typed on this step. */
const BackButton = ({ onBack }: { onBack: (values: UserFormValues) => void }) => {
  const translate = useTranslate();
  const { getValues } = useFormContext<UserFormValues>();
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={() => onBack(getValues())}>
      {translate('rm.users.form.back')}
    </Button>
  );
};
