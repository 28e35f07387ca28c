import { Alert, Box, Button, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useDataProvider, useTranslate } from 'ra-core';
import { SelectInput } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import { hasPermission } from '../../src/auth/currentUser';
import { Page } from '../../src/layout/Page';
import { useToast } from '../../src/lib/toast';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { ADMIN_PATH } from './paths';
import { FormSection, NameInputs, SubmitButton } from './UserInputs';
import { requiredMark, toNewUser, validateUserForm, type UserFormValues } from './userModel';
import { formErrorsOf, useUserActions } from './useUserActions';
import { useUserLabels } from './useUserLabels';

const INITIAL: UserFormValues = {
  clientSlug: '',
  firstName: '',
  lastName: '',
  email: '',
  role: 'CLIENT_ADMIN',
  posRole: 'NO_ROLE',
  agencies: [],
};

/** /admin/client-admins/create: a platform admin creates a client admin, who belongs to every agency of that client. */
export const ClientAdminCreate = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const labels = useUserLabels();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { create } = useUserActions();
  const mayList = hasPermission(useCurrentUser().user, 'LIST_CLIENTS');
  const clients = useQuery({
    queryKey: ['rm', 'users', 'clients'],
    queryFn: () => dataProvider.getClients(),
    staleTime: 5 * 60_000,
    enabled: mayList,
  });

  const submit = async (submitted: Partial<UserFormValues>) => {
    const values = { ...INITIAL, ...submitted } as UserFormValues;
    let agencies: string[];
    try {
      agencies = (await dataProvider.getAgencies(values.clientSlug)).map(agency => agency.slug);
    } catch {
      toast({
        heading: 'rm.users.toasts.createFailedHeading',
        text: 'rm.users.toasts.createFailedText',
        args: { name: `${values.firstName} ${values.lastName}`.trim() },
        type: 'error',
      });
      return undefined;
    }
    const result = await create(
      toNewUser({ ...values, agencies }, { posEnabled: false, clientSlug: values.clientSlug! }),
      { clientAdmin: true },
    );
    if (result.ok) {
      navigate(ADMIN_PATH);
      return undefined;
    }
    return formErrorsOf(result.fieldErrors);
  };

  return (
    <Page title={translate('rm.users.form.createClientAdminTitle')} maxWidth={700}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {clients.error ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void clients.refetch()}>
                {translate('rm.users.form.retry')}
              </Button>
            }
          >
            {translate('rm.users.form.clientsFailed', { message: clients.error.message })}
          </Alert>
        ) : null}
        <Form
          defaultValues={INITIAL}
          validate={values =>
            validateUserForm(values as Partial<UserFormValues>, {
              posEnabled: false,
              combinations: undefined,
              requireClient: true,
            })
          }
          onSubmit={submit}
          noValidate
        >
          <FormSection title={translate('rm.users.form.personalInfo')}>
            <SelectInput
              source="clientSlug"
              label={translate('rm.users.form.client')}
              choices={(clients.data ?? []).map(client => ({ id: client.slug, name: client.brand }))}
              isPending={mayList && clients.isPending}
              validate={requiredMark}
              helperText={false}
            />
            <NameInputs />
            <SelectInput
              source="role"
              label={translate('rm.users.form.role')}
              choices={[{ id: 'CLIENT_ADMIN', name: labels.roleLabel('CLIENT_ADMIN') }]}
              validate={requiredMark}
              disabled
              helperText={false}
            />
          </FormSection>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={ADMIN_PATH}>
              {translate('rm.users.form.cancel')}
            </Button>
            <SubmitButton label={translate('rm.users.form.addUser')} />
          </Box>
        </Form>
      </Paper>
    </Page>
  );
};
