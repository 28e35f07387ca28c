import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Skeleton,
  Alert,
} from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { Client } from '../../dataProviders/sso/contract';
import { Page } from '../../src/layout/Page';
import { pathAfterClientChoice } from '../../src/auth/guards';
import { CHANGE_CLIENT_STATE } from '../../src/layout/ClientBanner';
import { useClientSelection } from '../../src/session/CurrentUserContext';

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
  const clients = useGetList<Client & { id: string }>(
    'clients',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'brand', order: 'ASC' } },
    { enabled: !!mayList },
  );
  const { data, error } = clients;
  const isPending = accessPending || (!!mayList && clients.isPending);

  const view = (client: Client) => {
    select({ slug: client.slug, brand: client.brand });
    navigate(pathAfterClientChoice(location.search));
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
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <TableContainer component={Paper}>
        <Table aria-label={translate('rm.shell.clients.heading')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate('rm.shell.clients.clientName')}</TableCell>
              <TableCell scope="col" align="right">
                {translate('rm.shell.clients.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending
              ? Array.from({ length: 3 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell>
                      <Skeleton width="40%" />
                    </TableCell>
                    <TableCell>
                      <Skeleton width={90} sx={{ ml: 'auto' }} />
                    </TableCell>
                  </TableRow>
                ))
              : (data ?? []).map(client => (
                  <TableRow key={client.slug} hover onClick={() => view(client)}>
                    <TableCell>{client.brand}</TableCell>
                    <TableCell align="right">
                      <Button
                        variant="outlined"
                        size="small"
                        aria-label={translate('rm.shell.clients.viewAria', { brand: client.brand })}
                        onClick={event => {
                          event.stopPropagation();
                          view(client);
                        }}
                      >
                        {translate('rm.shell.clients.view')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
            {!isPending && !error && !data?.length ? (
              <TableRow>
                <TableCell colSpan={2}>{translate('rm.shell.clients.empty')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Page>
  );
};
