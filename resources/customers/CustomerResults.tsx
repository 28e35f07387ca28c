import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import {
  Box,
  Button,
  Chip,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useListContext, useLocaleState, useTranslate, useTranslateLabel } from 'ra-core';
import { DataTable } from 'react-admin';
import type { ReactNode } from 'react';
import type { Customer } from '../../dataProviders/sso/customersContract';
import { CUSTOMER_CRITERIA } from '../../dataProviders/sso/customersContract';
import { statusOfError } from '../../dataProviders/http';
import { formatDate } from '../../src/lib/dates';
import { formatCount } from '../../src/lib/locale';
import { OfflineNotice } from '../../src/layout/OfflineNotice';
import { ResultsPagination } from '../../src/layout/ResultsPagination';
import { BlockedButton } from '../../src/layout/BlockedButton';
import { SCROLL_FRAME_SX, stickyEndSx } from '../../src/layout/tableFrame';
import { useToast } from '../../src/lib/toast';
import { visuallyHidden } from '@mui/utils';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { customerPortalUrl, isPending } from './customerModel';

const SKELETON_ROWS = 10;
const ACTIONS_CLASS = 'rm-customer-actions';
/** Narrower than its columns (a phone, a tablet), the table scrolls sideways with its bar drawn, View in view. */
const TABLE_SX = { [`& td.${ACTIONS_CLASS}, & th.${ACTIONS_CLASS}`]: stickyEndSx('md') } as const;
const Col = DataTable.Col<Customer>;
/** The results' columns, by their fields (labelled from `resources.customers.fields`), and the row's action. */
const COLUMNS = ['name', 'email', 'createdAt', 'status', 'actions'] as const;

const fullName = (customer: Customer) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;

/**
 * Results of the customer search. What a screen reader hears of them is one live region, on the page from the first,
 * whose words change (searching, the count line, none found), since one inserted with its words is not read; failures
 * are alerts of their own.
 */
export const CustomerResults = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, isPending: loading, error, data, total = 0 } = useListContext<Customer>();
  const searched = CUSTOMER_CRITERIA.some(criterion => !!filterValues[criterion]);
  const state = !searched || error ? 'none' : loading ? 'loading' : data?.length ? 'found' : 'notFound';
  return (
    <>
      <Box role="status">
        {state === 'found' ? (
          <Typography sx={{ mb: 1, fontWeight: 600 }}>
            {translate('rm.customers.results', { count: formatCount(total, locale) })}
          </Typography>
        ) : state === 'loading' ? (
          <Box sx={visuallyHidden}>{translate('rm.customers.loading')}</Box>
        ) : state === 'notFound' ? (
          // The count, as for any other search: the page then says No Results Found in full.
          <Box sx={visuallyHidden}>{translate('rm.customers.results', { count: formatCount(0, locale) })}</Box>
        ) : null}
      </Box>
      <CustomerResultsShown />
    </>
  );
};

/** The three states, 10 placeholder rows while loading, 20 a page. */
const CustomerResultsShown = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, isPending: loading, error, data, perPage } = useListContext<Customer>();
  const { user, settings } = useCurrentUser();
  const toast = useToast();
  const searched = CUSTOMER_CRITERIA.some(criterion => !!filterValues[criterion]);
  const portal = settings?.meta?.paymentPortalUrl;

  if (!searched)
    return (
      <EmptyState
        icon={<ManageSearchIcon />}
        heading="rm.customers.empty.performHeading"
        text="rm.customers.empty.performText"
      />
    );
  // A 403 explains, as every page does; trying the search again would not help.
  if (error && statusOfError(error) === 403)
    return (
      <EmptyState
        icon={<LockOutlinedIcon />}
        heading="rm.shell.accessDenied.heading"
        text="rm.customers.empty.deniedText"
        role="alert"
      />
    );
  if (error)
    return (
      <EmptyState
        icon={<ErrorOutlineIcon />}
        heading="rm.customers.empty.errorHeading"
        text="rm.customers.empty.errorText"
        role="alert"
      />
    );
  // Each page of results loads with its own placeholder rows (CustomerList keeps no previous page), so a search held
  // offline is always this state.
  if (loading)
    return (
      <>
        <OfflineNotice waiting />
        <LoadingRows />
      </>
    );
  if (!data?.length)
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        heading="rm.customers.empty.noResultsHeading"
        text="rm.customers.empty.noResultsText"
      />
    );

  const urlOf = (customer: Customer) => (portal ? customerPortalUrl(portal, customer.id) : undefined);
  // Information, not a failure: the customer exists, their profile is not finished yet.
  const tellPending = () => toast({ heading: 'rm.customers.pendingToast', type: 'info' });
  const open = (customer: Customer) => {
    if (isPending(customer.status)) return tellPending();
    const url = urlOf(customer);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <Box>
      {!portal ? (
        <Typography sx={{ mb: 1, color: 'text.secondary' }}>{translate('rm.customers.noPortal')}</Typography>
      ) : null}
      <Paper variant="outlined" sx={SCROLL_FRAME_SX}>
        <DataTable<Customer>
          sx={TABLE_SX}
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            open(record as Customer);
            return false;
          }}
          size="medium"
          aria-label={translate('rm.customers.title')}
          rowSx={record =>
            isPending(record.status)
              ? { cursor: 'default', '& td': { color: 'text.secondary' } }
              : { '& td': { color: 'text.primary' } }
          }
        >
          <Col source="name" disableSort render={record => fullName(record)} />
          <Col source="email" disableSort render={record => record.email} />
          <Col source="createdAt" disableSort render={record => formatDate(record.createdAt, user.timezone, locale)} />
          <Col source="status" disableSort render={record => <StatusChip status={record.status} />} />
          <Col
            label={translate('rm.customers.columns.actions')}
            disableSort
            align="right"
            headerClassName={ACTIONS_CLASS}
            cellClassName={ACTIONS_CLASS}
            render={record => <ViewAction customer={record} url={urlOf(record)} />}
          />
        </DataTable>
      </Paper>
      <ResultsPagination perPage={perPage} label={translate('rm.customers.pagination')} />
    </Box>
  );
};

const ViewAction = ({ customer, url }: { customer: Customer; url?: string }) => {
  const translate = useTranslate();
  const label = translate('rm.customers.viewAria', { name: fullName(customer) });
  const pending = isPending(customer.status);
  if (pending || !url) {
    const reason = pending ? translate('rm.customers.pendingToast') : translate('rm.customers.noPortal');
    // Blocked but focusable, the reason in its tooltip and description, for the keyboard and screen readers too (a
    // click reaches the row, which says why too).
    return (
      <BlockedButton size="small" variant="outlined" aria-label={label} blockedBy={reason}>
        {translate('rm.customers.view')}
      </BlockedButton>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      endIcon={<OpenInNewIcon aria-hidden="true" />}
      onClick={event => event.stopPropagation()}
    >
      {translate('rm.customers.view')}
    </Button>
  );
};

const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const known = status === 'active' || status === 'pending';
  return (
    <Chip
      size="small"
      label={translate(`rm.customers.status.${known ? status : 'unknown'}`)}
      color={status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'default'}
      variant={status === 'active' ? 'outlined' : 'filled'}
    />
  );
};

const LoadingRows = () => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} aria-busy="true">
      <Table aria-label={translate('rm.customers.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(column => (
              <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                {column === 'actions'
                  ? translate('rm.customers.columns.actions')
                  : translateLabel({ source: column, resource: 'customers' })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index} data-testid="customer-placeholder-row">
              {COLUMNS.map(column => (
                <TableCell key={column}>
                  <Skeleton
                    width={column === 'actions' ? 56 : column === 'status' ? 64 : '70%'}
                    sx={column === 'actions' ? { ml: 'auto' } : undefined}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};

const EmptyState = ({
  icon,
  heading,
  text,
  role,
}: {
  icon: ReactNode;
  heading: string;
  text: string;
  role?: 'alert';
}) => {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      role={role}
      sx={{
        py: 6,
        px: 3,
        textAlign: 'center',
        color: 'text.secondary',
        '& svg': { fontSize: 48, color: 'primary.main' },
      }}
    >
      <Box aria-hidden="true">{icon}</Box>
      <Typography component="h2" variant="h2" sx={{ color: 'text.primary', mt: 1, mb: 1 }}>
        {translate(heading)}
      </Typography>
      <Typography>{translate(text)}</Typography>
    </Paper>
  );
};
