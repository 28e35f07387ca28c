import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PaymentSummary } from '../../dataProviders/payments';
import { LEAN, LeanSkeletonRows, leanTableSx } from '../../src/layout/leanTable';
import { formatDateTime } from '../../src/lib/dates';
import { displayAccount, formatPaymentAmount, isAutopay, paymentMethodOf, statusLabelKey } from './paymentModel';
import { Pager } from '../../src/layout/Pager';
import { usePaymentText } from './usePaymentText';

export const SKELETON_ROWS = 10;
const COLUMNS = ['id', 'agency', 'account', 'date', 'method', 'status', 'amount'] as const;
const SKELETON_COLUMNS = COLUMNS.map(column => (column === 'amount' ? { key: column, width: 60, right: true } : { key: column }));
const LEAN_SMALL = leanTableSx('small');

interface PaymentResultsProps {
  performed: boolean;
  rows: PaymentSummary[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: Error | null;
  timezone: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

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

/** The results: count line, a table of 20 a page (10 skeleton rows while loading), the pager, and the empty and error states. */
export const PaymentResults = memo(function PaymentResults({ performed, rows, total, loading, error, timezone, page, pageCount, onPage, onRetry }: PaymentResultsProps) {
  const translate = useTranslate();
  const dots = usePendingDots(loading);

  if (!performed) {
    return <EmptyState icon={<ManageSearchIcon />} heading={translate('rm.payments.results.performHeading')} text={translate('rm.payments.results.performText')} />;
  }
  if (error && !loading) {
    return (
      <EmptyState
        icon={<ReportProblemOutlinedIcon />}
        heading={translate('rm.payments.results.errorHeading')}
        text={translate('rm.payments.results.errorText')}
        role="alert"
        action={<Button onClick={onRetry}>{translate('rm.payments.results.retry')}</Button>}
      />
    );
  }
  if (!loading && (total ?? 0) === 0) {
    return <EmptyState icon={<SearchOffIcon />} heading={translate('rm.payments.results.noResultsHeading')} text={translate('rm.payments.results.noResultsText')} />;
  }
  return (
    <Box>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600, mb: 1 }}>
        {loading ? `${translate('rm.payments.results.pending')}${dots}` : translate('rm.payments.results.count', { n: (total ?? 0).toLocaleString('en-US') })}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" sx={LEAN_SMALL} aria-label={translate('rm.payments.results.label')} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {COLUMNS.map(column => (
                <TableCell key={column} scope="col" align={column === 'amount' ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {translate(`rm.payments.results.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <LeanSkeletonRows count={SKELETON_ROWS} columns={SKELETON_COLUMNS} testId="skeleton-row" />
            ) : (
              (rows ?? []).map(row => <ResultRow key={row.id} row={row} timezone={timezone} />)
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager page={page} pageCount={pageCount} onPage={onPage} label={translate('rm.payments.pager.label')} />
    </Box>
  );
});

/** A result row: plain cells styled by the table (src/layout/leanTable.tsx); the whole row opens the payment. */
const ResultRow = ({ row, timezone }: { row: PaymentSummary; timezone: string }) => {
  const translate = useTranslate();
  const tr = usePaymentText();
  const navigate = useNavigate();
  const account = displayAccount(row.account.number);
  const method = paymentMethodOf(row);
  const to = `/payment/${row.id}`;
  const notAvailable = <em className={LEAN.muted}>{translate('rm.payments.results.notAvailable')}</em>;
  return (
    <tr className={LEAN.link} onClick={() => navigate(to)}>
      <td>
        <RouterLink to={to} className={LEAN.anchor} onClick={event => event.stopPropagation()} aria-label={translate('rm.payments.results.open', { id: row.id })}>
          {row.id}
        </RouterLink>
      </td>
      <td>{row.agency ?? notAvailable}</td>
      <td>{account ?? notAvailable}</td>
      <td className={LEAN.nowrap}>{formatDateTime(row.createdAt, timezone)}</td>
      <td className={LEAN.nowrap}>
        {method.kind === 'bank' ? (
          <span className={LEAN.inline}>
            <AccountBalanceIcon fontSize="small" titleAccess={translate('rm.payments.method.bankLabel')} />
            {tr(method.text)}
          </span>
        ) : method.kind === 'other' ? (
          method.label || notAvailable
        ) : (
          tr(method.text)
        )}
      </td>
      <td className={LEAN.nowrap}>
        <span className={LEAN.inline}>
          {translate(statusLabelKey(row.status))}
          {isAutopay(row) ? (
            // Named by its SVG title, which the browser also shows on hover (MUI's Tooltip would bring Popper for one hint).
            <EventRepeatIcon fontSize="small" color="primary" titleAccess={translate('rm.payments.results.autopay')} />
          ) : null}
        </span>
      </td>
      <td className={`${LEAN.right} ${LEAN.nowrap} ${LEAN.numeric}`}>{formatPaymentAmount(row.subtotal, row.status, row.originalPaymentId)}</td>
    </tr>
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
