import { Alert, Box, Button, Paper } from '@mui/material';
import { CreateBase, Form, useCanAccess, useGetList, useTranslate } from 'ra-core';
import { SelectInput } from 'react-admin';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ClientRecord } from '../../dataProviders/sso';
import type { User } from '../../dataProviders/sso/usersContract';
import { Page } from '../../src/layout/Page';
import { ADMIN_PATH } from './paths';
import { AgenciesFailed, FormSection, NameInputs, SubmitButton, USER_FORM_PROPS } from './UserInputs';
import { requiredMark, toNewUser, validateClientAdmin, type UserFormValues } from './userModel';
import { useCreateUserOptions } from './useUserActions';
import { useClientAgencies } from './useUsersData';
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

/** Every client, as the client chooser (/admin) lists them. */
const ALL_CLIENTS = { page: 1, perPage: 1000 };

/**
 * /admin/client-admins/create: a platform admin creates a client admin, who belongs to every agency of that client (the
 * chosen client's agencies load as it is chosen). Saved by react-admin's create controller: the server's refusals
 * show at their fields, anything else in a toast.
 */
export const ClientAdminCreate = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const labels = useUserLabels();
  const { canAccess: mayList } = useCanAccess({ resource: 'clients', action: 'search' });
  const clients = useGetList<ClientRecord>(
    'clients',
    { pagination: ALL_CLIENTS },
    { staleTime: 5 * 60_000, enabled: !!mayList },
  );
  const [clientSlug, setClientSlug] = useState('');
  const agencies = useClientAgencies(clientSlug || undefined);
  const mutationOptions = useCreateUserOptions('rm.users.toasts.createClientAdminSuccessHeading', () =>
    navigate(ADMIN_PATH),
  );

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
        <AgenciesFailed error={agencies.error} onRetry={() => void agencies.refetch()} />
        <CreateBase<User>
          resource="users"
          mutationMode="pessimistic"
          transform={(values: UserFormValues) =>
            toNewUser(
              // The role select is locked, so not among the values a form submits.
              { ...INITIAL, ...values, role: INITIAL.role, agencies: (agencies.data ?? []).map(agency => agency.slug) },
              { posEnabled: false, clientSlug: values.clientSlug! },
            )
          }
          mutationOptions={mutationOptions}
        >
          <ClientAdminForm>
            <FormSection title={translate('rm.users.form.personalInfo')}>
              <SelectInput
                source="clientSlug"
                choices={(clients.data ?? []).map(client => ({ id: client.slug, name: client.brand }))}
                isPending={mayList && clients.isPending}
                validate={requiredMark}
                helperText={false}
                onChange={event => setClientSlug(String(event.target.value ?? ''))}
              />
              <NameInputs />
              <SelectInput
                source="role"
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
              {/* The client's agencies go with the new client admin: not before they have loaded. */}
              <SubmitButton label={translate('rm.users.form.addUser')} disabled={!!clientSlug && !agencies.data} />
            </Box>
          </ClientAdminForm>
        </CreateBase>
      </Paper>
    </Page>
  );
};

/** The form inside the create controller, whose save it submits to. */
const ClientAdminForm = ({ children }: { children: ReactNode }) => {
  return (
    <Form defaultValues={INITIAL} validate={validateClientAdmin} {...USER_FORM_PROPS} noValidate>
      {children}
    </Form>
  );
};
