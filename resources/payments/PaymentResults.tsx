import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  Box,
  Button,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useListContext, useLocaleState, useStore, useTranslate, useTranslateLabel } from 'ra-core';
import { ColumnsButton } from 'react-admin';
import { memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { statusOfError } from '../../dataProviders/http';
import type { PaymentSummary } from '../../dataProviders/payments';
import { RESULTS_PER_PAGE } from '../../dataProviders/payments/contract';
import { formatDateTime } from '../../src/lib/dates';
import { formatCount } from '../../src/lib/locale';
import { formatCents } from '../../src/lib/money';
import { useOnline } from '../../src/lib/useOnline';
import {
  detailStatusKey,
  displayAccount,
  isAutopay,
  isOriginalPayment,
  moneyOf,
  paymentMethodOf,
} from './paymentModel';
import { ReorderableColumn, ReorderableDataTable } from '../../src/layout/ReorderableColumns';
import { OfflineNotice } from '../../src/layout/OfflineNotice';
import { ResultsPagination } from '../../src/layout/ResultsPagination';
import { PaymentExport } from './PaymentExport';
import { RESULT_COLUMNS_STORE_KEY } from './paymentExportModel';
import { shownOrder } from '../../src/lib/columnOrder';
import { usePaymentText } from './usePaymentText';
import { SCROLL_FRAME_SX, stickyMoneySx } from '../../src/layout/tableFrame';

export const SKELETON_ROWS = 10;
/**
 * The results' columns (sources as DataTable and its ColumnsButton know them, in RESULT_SOURCES' order); each is titled
 * by its field's label, `resources.payments.fields.<source>`, but the two whose spec headers differ from it.
 */
interface ResultColumn {
  source: string;
  className?: string;
  label?: string;
}
const CREATED_AT_LABEL = 'rm.payments.results.columns.createdAt';
const AMOUNT_LABEL = 'rm.payments.results.columns.subtotal';
const COLUMNS: readonly ResultColumn[] = [
  { source: 'id' },
  { source: 'agency' },
  { source: 'account.number' },
  { source: 'createdAt', className: 'rm-wraps', label: CREATED_AT_LABEL },
  { source: 'type' },
  { source: 'status', className: 'rm-wraps' },
  { source: 'subtotal', className: 'rm-amount', label: AMOUNT_LABEL },
];
const NONE_HIDDEN: string[] = [];

// Icons in a cell take the text's line, so a row with one (bank, autopay) is as tall as the others.
const INLINE_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  verticalAlign: 'top',
  '& svg': { fontSize: '1.25em', my: '-0.125em' },
} as const;
/**
 * Money is never cut. The date and the status may wrap (the time under the date, a two-word status), so the table
 * fits its card at 1280 px and wider in either language. Narrower, the table scrolls
 * sideways with its scroll bar shown, and the amount column stays in view at the right edge.
 */
const TABLE_SX = {
  '& td, & th': { whiteSpace: 'nowrap' },
  // The date (its time goes under it) and the status (two words) are the columns that give way.
  '& td.rm-wraps': { whiteSpace: 'normal' },
  '& th': { fontWeight: 700 },
  // The amount sticks while it is the last column (ColumnsButton may move it).
  '& td.rm-amount:last-of-type, & th.rm-amount:last-of-type': stickyMoneySx('lg'),
} as const;
/** Date and time: the time goes under the date when the column is narrow, never broken itself. */
const DateTime = ({ text }: { text: string }) => {
  const [day, ...time] = text.split(' ');
  return (
    <>
      {day}{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time.join(' ')}
      </Box>
    </>
  );
};
const Column = ReorderableColumn<PaymentSummary>;

interface PaymentResultsProps {
  /** A search is applied (else "Perform a Search"). */
  performed: boolean;
  timezone: string;
  /** The client searched (null: the user's own, bound by the server); the export searches it too. */
  client: string | null;
}

/** The columns the user shows, in the order chosen (ColumnsButton), for the loading rows to match the table's. */
const useShownColumns = () => {
  const [hidden] = useStore<string[]>(RESULT_COLUMNS_STORE_KEY, NONE_HIDDEN);
  const [ranks] = useStore<number[] | undefined>(`${RESULT_COLUMNS_STORE_KEY}_columnRanks`);
  return useMemo(
    () =>
      shownOrder(COLUMNS.length, ranks)
        .map(index => COLUMNS[index])
        .filter(column => !hidden.includes(column.source)),
    [hidden, ranks],
  );
};

/** "Pending", "Pending.", "Pending..", "Pending..." while a search runs. */
const usePendingDots = (active: boolean) => {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setDots(count => (count + 1) % 4), 400);
    return () => {
      clearInterval(timer);
      setDots(0);
    };
  }, [active]);
  return '.'.repeat(dots);
};

/**
 * The results of the list in context: count line, react-admin's DataTable of 20 a page (10 skeleton rows while a page
 * loads, the spec's count, which DataTable's own loading rows are not), the pager, and the empty and error states.
 * Memoised: the page around it draws again when the filters' options arrive, which changes nothing here, and every
 * row and cell of the table was drawn again with it.
 */
export const PaymentResults = memo(function PaymentResults({ performed, timezone, client }: PaymentResultsProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [locale] = useLocaleState();
  const { total, error, isPending, isFetching, isPlaceholderData, refetch, filterValues } =
    useListContext<PaymentSummary>();
  const loading = performed && (!!isPending || (!!isFetching && !!isPlaceholderData));
  // Offline, a held search shows the rows before it (placeholder data) or the pending line, under OfflineNotice.
  const online = useOnline();
  const dots = usePendingDots(loading && online);
  const shown = useShownColumns();

  if (!performed) {
    return (
      <EmptyState
        icon={<ManageSearchIcon />}
        heading={translate('rm.payments.results.performHeading')}
        text={translate('rm.payments.results.performText')}
      />
    );
  }
  // A 403 explains, as every page does; trying the search again would not help.
  if (error && !loading && statusOfError(error) === 403) {
    return (
      <EmptyState
        icon={<LockOutlinedIcon />}
        heading={translate('rm.shell.accessDenied.heading')}
        text={translate('rm.payments.results.deniedText')}
        role="alert"
      />
    );
  }
  if (error && !loading) {
    return (
      <EmptyState
        icon={<ReportProblemOutlinedIcon />}
        heading={translate('rm.payments.results.errorHeading')}
        text={translate('rm.payments.results.errorText')}
        role="alert"
        action={<Button onClick={() => void refetch()}>{translate('rm.payments.results.retry')}</Button>}
      />
    );
  }
  if (!loading && (total ?? 0) === 0) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        heading={translate('rm.payments.results.noResultsHeading')}
        text={translate('rm.payments.results.noResultsText')}
      />
    );
  }
  const label = translate('rm.payments.results.label');
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {loading
            ? `${translate('rm.payments.results.pending')}${dots}`
            : translate('rm.payments.results.count', { n: formatCount(total ?? 0, locale) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <ColumnsButton storeKey={RESULT_COLUMNS_STORE_KEY} disabled={loading} />
          <PaymentExport timezone={timezone} client={client} disabled={loading} />
        </Box>
      </Box>
      <OfflineNotice waiting={loading || !!isPlaceholderData} />
      {typeof filterValues.amount === 'number' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('rm.payments.results.amountHint')}
        </Typography>
      ) : null}
      <TableContainer component={Paper} variant="outlined" sx={SCROLL_FRAME_SX}>
        {loading ? (
          <Table size="small" aria-label={label} aria-busy sx={TABLE_SX}>
            <TableHead>
              <TableRow>
                {shown.map(column => (
                  <TableCell
                    key={column.source}
                    scope="col"
                    className={column.className}
                    align={column.source === 'subtotal' ? 'right' : 'left'}
                  >
                    {translateLabel({ source: column.source, label: column.label, resource: 'payments' })}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={index} data-testid="skeleton-row">
                  {shown.map(column => (
                    <TableCell
                      key={column.source}
                      className={column.className}
                      align={column.source === 'subtotal' ? 'right' : 'left'}
                    >
                      <Skeleton
                        variant="text"
                        width={column.source === 'subtotal' ? 60 : '80%'}
                        sx={{ display: 'inline-block' }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <PaymentTable timezone={timezone} label={label} />
        )}
      </TableContainer>
      <ResultsPagination perPage={RESULTS_PER_PAGE} label={translate('rm.payments.pager.label')} />
    </Box>
  );
});

/** The rows: each opens its payment (a click anywhere, or the id's link for the keyboard and a new tab). */
const PaymentTable = ({ timezone, label }: { timezone: string; label: string }) => {
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  return (
    <ReorderableDataTable<PaymentSummary>
      storeKey={RESULT_COLUMNS_STORE_KEY}
      aria-label={label}
      bulkActionButtons={false}
      rowClick={id => `/payment/${id}`}
      sx={TABLE_SX}
    >
      <Column
        source="id"
        disableSort
        render={row => (
          <Link
            component={RouterLink}
            to={`/payment/${row.id}`}
            onClick={event => event.stopPropagation()}
            aria-label={translate('rm.payments.results.open', { id: row.id })}
          >
            {row.id}
          </Link>
        )}
      />
      <Column source="agency" disableSort render={row => row.agency ?? <NotAvailable />} />
      <Column
        source="account.number"
        disableSort
        render={row => displayAccount(row.account.number) ?? <NotAvailable />}
      />
      <Column
        source="createdAt"
        label={CREATED_AT_LABEL}
        cellClassName="rm-wraps"
        disableSort
        render={row => <DateTime text={formatDateTime(row.createdAt, timezone, locale)} />}
      />
      <Column
        source="type"
        disableSort
        render={row => {
          const method = paymentMethodOf(row);
          if (method.kind === 'other') return method.text ? tr(method.text) : <NotAvailable />;
          if (method.kind !== 'bank') return tr(method.text);
          return (
            <Box component="span" sx={INLINE_SX}>
              <AccountBalanceIcon titleAccess={translate('rm.payments.method.bankLabel')} />
              {tr(method.text)}
            </Box>
          );
        }}
      />
      <Column
        source="status"
        cellClassName="rm-wraps"
        disableSort
        render={row => (
          <Box component="span" sx={INLINE_SX}>
            {translate(detailStatusKey(row))}
            {isAutopay(row) ? (
              <EventRepeatIcon color="primary" titleAccess={translate('rm.payments.results.autopay')} />
            ) : null}
          </Box>
        )}
      />
      <Column
        source="subtotal"
        label={AMOUNT_LABEL}
        cellClassName="rm-amount"
        headerClassName="rm-amount"
        disableSort
        align="right"
        render={row => <ResultAmount row={row} locale={locale} />}
      />
    </ReorderableDataTable>
  );
};

/**
 * The Amount cell: the subtotal, signed as on the payment's page (moneyOf). A payment refunded in full shows its own
 * amount struck, so it does not read like its refund row (which carries the minus). After an amount search that found
 * the payment by its total with fees, it says so with that total.
 */
const ResultAmount = ({ row, locale }: { row: PaymentSummary; locale: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext<PaymentSummary>();
  const money = moneyOf(row);
  const text = formatCents(money.subtotal ?? row.subtotal, locale);
  const searched = typeof filterValues.amount === 'number' ? Math.abs(filterValues.amount) : null;
  const byTotal =
    searched !== null &&
    money.total !== null &&
    Math.abs(money.total) === searched &&
    Math.abs(row.subtotal) !== searched;
  const refundedInFull = isOriginalPayment(row) && row.status === 'refunded';
  return (
    <>
      {refundedInFull ? (
        <>
          <Box component="del" sx={{ color: 'text.secondary' }}>
            {text}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {` ${translate('rm.payments.results.refundedInFull')}`}
          </Box>
        </>
      ) : (
        text
      )}
      {byTotal ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('rm.payments.results.matchedTotal', { amount: formatCents(money.total!, locale) })}
        </Typography>
      ) : null}
    </>
  );
};

export const NotAvailable = () => {
  const translate = useTranslate();
  return (
    <Box component="em" sx={{ color: 'text.secondary' }}>
      {translate('rm.payments.results.notAvailable')}
    </Box>
  );
};

interface EmptyStateProps {
  icon: ReactNode;
  heading: string;
  text: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}

const EmptyState = ({ icon, heading, text, action, role = 'status' }: EmptyStateProps) => (
  <Paper variant="outlined" role={role} sx={{ textAlign: 'center', py: 6, px: 3 }}>
    <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }} aria-hidden>
      {icon}
    </Box>
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {heading}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
      {text}
    </Typography>
    {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
  </Paper>
);
