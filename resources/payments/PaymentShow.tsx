import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Alert, AlertTitle, Box, Button, Grid, Link, Paper, Typography, type AlertColor } from '@mui/material';
import { ShowBase, useLocaleState, useRecordContext, useShowContext, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { Payment } from '../../dataProviders/payments';
import { statusOfError } from '../../dataProviders/http';
import { Page } from '../../src/layout/Page';
import { PageLoading } from '../../src/layout/PageLoading';
import { AccessDenied } from '../../src/pages/AccessDenied';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { PaymentActions } from './PaymentActions';
import { PaymentMethodDetails, TransactionDetails } from './PaymentDetails';
import { PaymentLineItems, PaymentRefundsTable } from './PaymentLineItems';
import { PaymentReceiptButton } from './PaymentReceipt';
import { PaymentReceiptEmail } from './PaymentReceiptEmail';
import { PaymentTimeline } from './PaymentTimeline';
import {
  detailStatusKey,
  formatDetailAmount,
  isAutopay,
  moneyOf,
  paymentFieldKey,
  paymentIdFromPath,
  relatedLinks,
} from './paymentModel';
import { formatCents } from '../../src/lib/money';

/** /payment/{id}: the id is the trailing digits of the path. */
export const PaymentShow = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const id = paymentIdFromPath(pathname);
  if (id === null) {
    return (
      <Page title={translate('rm.payments.title')}>
        <BackLink />
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
          {translate('rm.payments.show.invalidId')}
        </Alert>
      </Page>
    );
  }
  const title = translate('rm.payments.show.title', { id });
  // Another payment starts afresh (a key of its own): no partial selection, panel closed.
  return (
    <ShowBase<Payment>
      key={id}
      resource="payments"
      id={id}
      redirectOnError={false}
      queryOptions={{
        retry: (count, failure) => count < 1 && (statusOfError(failure) ?? 0) >= 500,
        refetchOnWindowFocus: false,
        onError: () => undefined,
      }}
      loading={
        <Page title={title}>
          <PageLoading />
        </Page>
      }
      error={<PaymentLoadError title={title} />}
    >
      <PaymentShowView title={title} />
    </ShowBase>
  );
};

/** The payment could not be loaded: not found, refused (403), or a failure to try again. */
const PaymentLoadError = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useShowContext<Payment>();
  const status = statusOfError(error);
  if (status === 403) return <AccessDenied text={(error as Error).message} />;
  return (
    <Page title={title}>
      <BackLink />
      <Alert
        severity="error"
        variant="outlined"
        sx={{ mt: 2 }}
        action={
          status === 404 ? undefined : (
            <Button color="inherit" onClick={() => void refetch()}>
              {translate('rm.payments.show.retry')}
            </Button>
          )
        }
      >
        <AlertTitle>
          {translate(status === 404 ? 'rm.payments.show.notFoundHeading' : 'rm.payments.show.loadFailedHeading')}
        </AlertTitle>
        {(error as Error | null)?.message}
      </Alert>
    </Page>
  );
};

const BackLink = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to="/payments"
      onClick={event => {
        // Back keeps the search the user came from (it lives in the URL).
        if (location.key !== 'default') {
          event.preventDefault();
          navigate(-1);
        }
      }}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {translate('rm.payments.show.back')}
    </Link>
  );
};

const PaymentShowView = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const payment = useRecordContext<Payment>();
  const { user, client, settings } = useCurrentUser();
  if (!payment) return null;
  const timezone = user.timezone;
  const money = moneyOf(payment);
  return (
    <Page title={title} hideTitle>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <BackLink />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <PaymentReceiptEmail />
            <PaymentReceiptButton obligations={settings?.obligations} timezone={timezone} issuer={client?.brand} />
          </Box>
        </Box>
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography variant="overline" color="text.secondary" component="p">
              {translate(paymentFieldKey('id'))}
            </Typography>
            <Typography variant="h1" component="p" aria-hidden>
              {payment.id}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {translate('rm.payments.show.amount')}
            </Typography>
            <Typography variant="h1" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatDetailAmount(payment.totalAmount, payment, locale)}
            </Typography>
            {money.refunded && money.net !== null ? (
              <Typography variant="body2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {translate('rm.payments.show.headerRefunded', { amount: formatCents(money.refunded, locale) })}
                {' · '}
                {translate('rm.payments.show.headerNet', { amount: formatCents(money.net, locale) })}
              </Typography>
            ) : null}
          </Box>
        </Paper>
        <StatusBanner />
        <RelatedLinks />
        <PaymentActions user={user} obligations={settings?.obligations} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PaymentMethodDetails timezone={timezone} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TransactionDetails timezone={timezone} />
          </Grid>
        </Grid>
        <PaymentLineItems obligations={settings?.obligations} />
        <PaymentRefundsTable obligations={settings?.obligations} timezone={timezone} />
        <PaymentTimeline timezone={timezone} />
      </Box>
    </Page>
  );
};

const SEVERITY: Record<string, AlertColor> = {
  successful: 'success',
  pending: 'info',
  voided: 'warning',
  refunded: 'warning',
  chargeback_reversal: 'info',
  debited: 'warning',
  credited: 'warning',
  duplicated: 'warning',
  expired: 'warning',
  reversal_needed: 'warning',
};

const ICONS: Partial<Record<AlertColor, ReactNode>> = {
  success: <CheckCircleOutlineIcon />,
  info: <HourglassEmptyIcon />,
  warning: <ReportProblemOutlinedIcon />,
  error: <CancelOutlinedIcon />,
};

const StatusBanner = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const payment = useRecordContext<Payment>();
  if (!payment) return null;
  const severity = SEVERITY[payment.status] ?? 'error';
  return (
    <Alert severity={severity} icon={ICONS[severity]} role="status" variant="standard">
      <AlertTitle sx={{ mb: 0 }}>
        {translate('rm.payments.show.banner.status', { status: translate(detailStatusKey(payment)) })}
      </AlertTitle>
      {payment.amountRefunded > 0 && payment.paymentProcessTypeName === 'payment' ? (
        <Typography variant="body2">
          {translate('rm.payments.show.banner.refundedSoFar', { amount: formatCents(payment.amountRefunded, locale) })}
        </Typography>
      ) : null}
      {isAutopay(payment) ? (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <EventRepeatIcon fontSize="inherit" aria-hidden />
          {translate('rm.payments.show.banner.autopay')}
        </Typography>
      ) : null}
    </Alert>
  );
};

const RelatedLinks = () => {
  const translate = useTranslate();
  const payment = useRecordContext<Payment>();
  if (!payment) return null;
  const links = relatedLinks(payment);
  if (!links.length) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="related-heading"
      sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}
    >
      <Typography id="related-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate('rm.payments.show.related.heading')}
      </Typography>
      {links.map(link => (
        <Link key={link.id} component={RouterLink} to={`/payment/${link.id}`}>
          {translate('rm.payments.show.related.link', {
            label: translate(`rm.payments.show.related.${link.kind}`),
            id: link.id,
          })}
        </Link>
      ))}
    </Box>
  );
};
