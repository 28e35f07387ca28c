import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { Obligation } from '../../dataProviders/config/contract';
import type { Payment } from '../../dataProviders/payments';
import { formatDateTime } from '../../src/lib/dates';
import { formatCents } from '../../src/lib/money';
import { Fields, moneyFields } from './PaymentDetails';
import { detailStatusKey, displayAccount, formatDetailAmount, paymentFieldKey } from './paymentModel';
import { receiptOf } from './paymentReceiptModel';
import { NotAvailable } from './PaymentResults';
import { usePaymentText } from './usePaymentText';

const RECEIPT_CLASS = 'rm-receipt';
const TOOLBAR_CLASS = 'rm-receipt-toolbar';

/**
 * Printed, the receipt is the page: everything else the body holds (the app, toasts, tooltips) is left out, and the
 * dialog flows over as many sheets as it needs, black on white whatever the theme.
 */
const PRINT_STYLES = {
  '@page': { margin: '16mm' },
  '@media print': {
    'html, body': { overflow: 'visible !important', height: 'auto !important', background: '#fff !important' },
    [`body > *:not(.${RECEIPT_CLASS})`]: { display: 'none !important' },
    [`.${RECEIPT_CLASS}`]: { position: 'static !important' },
    [`.${RECEIPT_CLASS} .MuiBackdrop-root, .${TOOLBAR_CLASS}`]: { display: 'none !important' },
    [`.${RECEIPT_CLASS} .MuiDialog-container, .${RECEIPT_CLASS} .MuiDialog-paper, .${RECEIPT_CLASS} .MuiDialogContent-root`]:
      {
        display: 'block !important',
        position: 'static !important',
        height: 'auto !important',
        overflow: 'visible !important',
        boxShadow: 'none !important',
        background: '#fff !important',
        padding: '0 !important',
      },
    [`.${RECEIPT_CLASS} *`]: { color: '#000 !important' },
  },
} as const;

/** "Print receipt": the payment's receipt, full screen without the app around it, ready to print. */
export const PaymentReceiptButton = ({
  obligations,
  timezone,
  issuer,
}: {
  obligations: Obligation[] | undefined;
  timezone: string;
  /** The client the payment was made to (its brand). */
  issuer: string | undefined;
}) => {
  const translate = useTranslate();
  const payment = useRecordContext<Payment>();
  const [open, setOpen] = useState(false);
  if (!payment) return null;
  const t = (key: string, args?: Record<string, unknown>) => translate(`rm.payments.show.receipt.${key}`, args);
  return (
    <>
      <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        className={RECEIPT_CLASS}
        aria-labelledby="receipt-heading"
      >
        <GlobalStyles styles={PRINT_STYLES} />
        <Box
          className={TOOLBAR_CLASS}
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('print')}
          </Button>
          <Button startIcon={<CloseIcon />} onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
        </Box>
        <DialogContent>
          <PaymentReceipt payment={payment} obligations={obligations} timezone={timezone} issuer={issuer} />
        </DialogContent>
      </Dialog>
    </>
  );
};

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
// The totals sit under the amounts, figures aligned on the right.
const TOTALS_SX = {
  mt: 2,
  ml: { sm: 'auto' },
  maxWidth: { sm: 360 },
  '& dd': { textAlign: 'right', ...NUMBER_SX },
} as const;

/** The receipt: who paid whom for what, how, what went back and when. */
const PaymentReceipt = ({
  payment,
  obligations,
  timezone,
  issuer,
}: {
  payment: Payment;
  obligations: Obligation[] | undefined;
  timezone: string;
  issuer: string | undefined;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tr = usePaymentText();
  const t = (key: string, args?: Record<string, unknown>) => translate(`rm.payments.show.receipt.${key}`, args);
  const label = (source: string) => translate(paymentFieldKey(source));
  const receipt = receiptOf(payment, obligations);
  const amount = (cents: number) => formatDetailAmount(cents, payment, locale);
  const anyRefunded = receipt.lines.some(line => line.refunded > 0);
  return (
    <Box component="article" aria-labelledby="receipt-heading" sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography id="receipt-heading" component="h2" variant="h5">
        {t('heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {issuer}
      </Typography>
      <Fields
        fields={[
          [label('id'), String(payment.id)],
          [label('createdAt'), formatDateTime(payment.createdAt, timezone, locale)],
          [label('status'), translate(detailStatusKey(payment))],
          [t('payer'), receipt.payer],
          [label('specificParams.emailAddress'), payment.specificParams.emailAddress],
          [label('agency'), payment.agency],
          [label('serviceType'), payment.serviceType],
          [label('account.number'), displayAccount(payment.account.number)],
          [label('type'), receipt.method && tr(receipt.method)],
        ]}
      />
      <ReceiptTable
        id="receipt-items-heading"
        title={t('items')}
        columns={[
          [translate('rm.payments.show.lineItems.item'), 'left'],
          [translate('rm.payments.show.lineItems.amount'), 'right'],
          ...(anyRefunded ? [[translate('rm.payments.show.lineItems.refunded'), 'right'] as const] : []),
        ]}
      >
        {receipt.lines.map(line => (
          <TableRow key={line.id}>
            <TableCell>
              {tr(line.description)}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {tr(line.subDescription)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={NUMBER_SX}>
              {amount(line.amount)}
            </TableCell>
            {anyRefunded ? (
              <TableCell align="right" sx={NUMBER_SX}>
                {line.refunded ? formatCents(-line.refunded, locale) : '—'}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </ReceiptTable>
      <Box sx={TOTALS_SX}>
        <Fields fields={moneyFields(receipt.money, locale, translate, tr)} />
      </Box>
      {receipt.adjustments.length ? (
        <ReceiptTable
          id="receipt-adjustments-heading"
          title={t('adjustments')}
          columns={[
            [t('type'), 'left'],
            [translate('rm.payments.show.refunds.date'), 'left'],
            [translate('rm.payments.show.refunds.amount'), 'right'],
          ]}
        >
          {receipt.adjustments.map(adjustment => (
            <TableRow key={`${adjustment.kind}-${adjustment.id}`}>
              <TableCell>{t(adjustment.kind, { id: adjustment.id })}</TableCell>
              <TableCell>
                {adjustment.date ? formatDateTime(adjustment.date, timezone, locale) : <NotAvailable />}
              </TableCell>
              <TableCell align="right" sx={NUMBER_SX}>
                {formatCents(-adjustment.amount, locale)}
              </TableCell>
            </TableRow>
          ))}
        </ReceiptTable>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('printed', { date: formatDateTime(new Date().toISOString(), timezone, locale) })}
      </Typography>
    </Box>
  );
};

/** A heading and the table it names, with its column titles. */
const ReceiptTable = ({
  id,
  title,
  columns,
  children,
}: {
  id: string;
  title: string;
  columns: (readonly [string, 'left' | 'right'])[];
  children: ReactNode;
}) => (
  <>
    <Typography id={id} component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
      {title}
    </Typography>
    <Table size="small" aria-labelledby={id}>
      <TableHead>
        <TableRow>
          {columns.map(([label, align]) => (
            <TableCell key={label} scope="col" align={align}>
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </>
);
