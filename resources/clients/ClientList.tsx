import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Paper } from '@mui/material';
import { ListContextProvider, useCanAccess, useGetList, useList, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { Client } from '../../dataProviders/sso/contract';
import { Page } from '../../src/layout/Page';
import { RetryAlert } from '../../src/layout/RetryAlert';
import { pathAfterClientChoice } from '../../src/auth/guards';
import { CHANGE_CLIENT_STATE } from '../../src/layout/ClientBanner';
import { useClientSelection } from '../../src/session/CurrentUserContext';

type ClientRecord = Client & { id: string };
const EMPTY: ClientRecord[] = [];

export const CREATE_CLIENT_ADMIN_PATH = '/admin/client-admins/create';

/** /admin: the client chooser for platform admins. */
export const ClientList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { select, clear } = useClientSelection();
  // "Change client" clears the client here, once the way here was taken: leaving a form with unsaved edits asks
  // first, and a user who stays keeps their client.
  const changingClient = (location.state as Record<string, unknown> | null)?.[CHANGE_CLIENT_STATE] === true;
  useEffect(() => {
    if (!changingClient) return;
    clear();
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [changingClient, clear, navigate, location.pathname, location.search]);
  // Only a user with the client-list permission asks for the clients; anyone else
  // sees none.
  const { canAccess: mayList, isPending: accessPending } = useCanAccess({ resource: 'clients', action: 'search' });
  const clients = useGetList<ClientRecord>(
    'clients',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'brand', order: 'ASC' } },
    { enabled: !!mayList },
  );
  const { data, error } = clients;
  // The whole set, in the API's order: one page, no sorting by the headers.
  const list = useList<ClientRecord>({
    data: data ?? EMPTY,
    isPending: accessPending || (!!mayList && clients.isPending),
    perPage: Math.max(data?.length ?? 0, 1),
  });

  const chosen = (client: Client) => {
    select({ slug: client.slug, brand: client.brand });
    return pathAfterClientChoice(location.search);
  };

  return (
    <Page
      title={translate('rm.shell.clients.heading')}
      maxWidth={900}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={CREATE_CLIENT_ADMIN_PATH}>
          {translate('rm.shell.clients.createAdmin')}
        </Button>
      }
    >
      {error ? (
        // Without a client a platform admin can open no other page: the list can be asked for again in place.
        <RetryAlert retryLabel={translate('rm.shell.clients.retry')} onRetry={() => void clients.refetch()}>
          {translate('rm.shell.clients.loadFailed', { message: error.message })}
        </RetryAlert>
      ) : (
        <ListContextProvider value={list}>
          <Paper>
            <DataTable<ClientRecord>
              resource="clients"
              aria-label={translate('rm.shell.clients.heading')}
              bulkActionButtons={false}
              size="medium"
              rowClick={id => {
                const client = data?.find(candidate => candidate.id === id);
                return client ? chosen(client) : false;
              }}
              empty={<Alert severity="info">{translate('rm.shell.clients.empty')}</Alert>}
            >
              <DataTable.Col source="brand" disableSort />
              <DataTable.Col<ClientRecord>
                label={translate('rm.shell.clients.action')}
                align="right"
                disableSort
                render={client => (
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={translate('rm.shell.clients.viewAria', { brand: client.brand })}
                    onClick={event => {
                      event.stopPropagation();
                      navigate(chosen(client));
                    }}
                  >
                    {translate('rm.shell.clients.view')}
                  </Button>
                )}
              />
            </DataTable>
          </Paper>
        </ListContextProvider>
      )}
    </Page>
  );
};
