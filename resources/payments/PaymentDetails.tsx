import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from '../../dataProviders/payments';
import { BANK_PAYMENT_TYPES, CARD_PAYMENT_TYPES } from '../../dataProviders/payments/contract';
import { formatDateInput, formatDateTime, formatShortDate, isCalendarDate } from '../../src/lib/dates';
import { formatCents } from '../../src/lib/money';
import {
  cardTypeLabel,
  displayAccount,
  humanise,
  isAutopay,
  methodDetailsAvailable,
  moneyLines,
  moneyOf,
  paymentFieldKey,
  type PaymentMoney,
} from './paymentModel';
import { NotAvailable } from './PaymentResults';
import { usePaymentText } from './usePaymentText';

type Value = ReactNode | string | number | null | undefined;

/** Label and value pairs; a missing value reads 'Not available'. */
export const Fields = ({ fields }: { fields: [string, Value][] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 40%) 1fr' },
      columnGap: 2,
      rowGap: 1,
      m: 0,
    }}
  >
    {fields.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value === null || value === undefined || value === '' ? <NotAvailable /> : value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
    <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const CARD_TYPES_SET = new Set<string>(CARD_PAYMENT_TYPES);
const BANK_TYPES_SET = new Set<string>(BANK_PAYMENT_TYPES);

/** Payment Details, by method; 'Details Unavailable' for errored payments and unknown types. */
export const PaymentMethodDetails = ({ timezone }: { timezone: string }) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  if (!payment) return null;
  const t = (key: string) => translate(`rm.payments.show.paymentDetails.${key}`);
  const label = (source: string) => translate(paymentFieldKey(source));
  const type = payment.type ?? '';
  let body: ReactNode;
  if (!methodDetailsAvailable(payment)) {
    body = (
      <Box role="note" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <InfoOutlinedIcon color="action" aria-hidden />
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('unavailableHeading')}
          </Typography>
          <Typography variant="body2">{t('unavailableText')}</Typography>
        </Box>
      </Box>
    );
  } else {
    const fields: [string, Value][] = [
      [
        label('type'),
        type === 'bank_account'
          ? translate('rm.payments.method.bankLabel')
          : translate(`rm.payments.filters.methods.${type}`, { _: humanise(type) }),
      ],
    ];
    if (payment.creditCard && (CARD_TYPES_SET.has(type) || type === 'token')) {
      const card = payment.creditCard;
      const cardType = cardTypeLabel(card.type);
      fields.push(
        [label('creditCard.type'), typeof cardType === 'string' ? cardType || null : tr(cardType)],
        [label('creditCard.lastFour'), card.lastFour ? `${card.firstSix ?? '••••••'}••••••${card.lastFour}` : null],
        [label('creditCard.cardholderName'), card.cardholderName],
        [
          label('creditCard.expiration'),
          card.expMonth && card.expYear ? `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : null,
        ],
        [label('creditCard.zipCode'), card.zipCode],
      );
    }
    if (payment.bankAccount && (BANK_TYPES_SET.has(type) || type === 'check')) {
      const bank = payment.bankAccount;
      const bankType = bank.bankAccountType;
      fields.push(
        [label('bankAccount.bankAccountHolderName'), bank.bankAccountHolderName],
        [
          label('bankAccount.bankAccountType'),
          bankType
            ? translate(`rm.payments.show.paymentDetails.bankTypes.${bankType}`, { _: humanise(bankType) })
            : null,
        ],
        [label('bankAccount.lastFour'), bank.lastFour ? `•••• ${bank.lastFour}` : null],
      );
    } else if (BANK_TYPES_SET.has(type)) {
      fields.push(
        [label('bankAccount.bankAccountHolderName'), null],
        [label('bankAccount.bankAccountType'), null],
        [label('bankAccount.lastFour'), null],
      );
    }
    if (type === 'wire_payment') {
      const wire = payment.wirePayment;
      fields.push(
        [label('wirePayment.name'), wire?.name],
        [label('wirePayment.description'), wire?.description],
        [
          label('wirePayment.effectiveDate'),
          wire?.effectiveDate ? formatShortDateOf(wire.effectiveDate, timezone, locale) : null,
        ],
      );
    }
    body = (
      <>
        <Fields fields={fields} />
        {type === 'check' ? (
          <Box sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t('checkImages')}
            </Typography>
            {payment.checkImageUrlFront || payment.checkImageUrlBack ? (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {payment.checkImageUrlFront ? (
                  <Box
                    component="img"
                    src={payment.checkImageUrlFront}
                    alt={label('checkImageUrlFront')}
                    sx={{ maxWidth: '100%', width: 320, border: 1, borderColor: 'divider' }}
                  />
                ) : null}
                {payment.checkImageUrlBack ? (
                  <Box
                    component="img"
                    src={payment.checkImageUrlBack}
                    alt={label('checkImageUrlBack')}
                    sx={{ maxWidth: '100%', width: 320, border: 1, borderColor: 'divider' }}
                  />
                ) : null}
              </Box>
            ) : (
              <NotAvailable />
            )}
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <Section id="payment-details-heading" title={t('heading')}>
      {body}
    </Section>
  );
};

/**
 * The money lines of a transaction (moneyOf, the export's and the receipt's too) as label and value pairs: signed
 * amounts, and where the net is zero although the total is not, why.
 */
export const moneyFields = (
  money: PaymentMoney,
  locale: string,
  translate: (key: string) => string,
  tr: ReturnType<typeof usePaymentText>,
): [string, Value][] =>
  moneyLines(money).map(line => [
    translate(paymentFieldKey(line.key)),
    line.cents === null ? null : line.note ? (
      <>
        {formatCents(line.cents, locale)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {tr(line.note)}
        </Typography>
      </>
    ) : (
      formatCents(line.cents, locale)
    ),
  ]);

// A wire's effective date is a day; shown like other dates.
const formatShortDateOf = (date: string, timezone: string, locale: string) =>
  isCalendarDate(date) ? formatDateInput(date, locale) : formatShortDate(date, timezone, locale);

/** Transaction Details: where, what and how much. */
export const TransactionDetails = ({ timezone }: { timezone: string }) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  if (!payment) return null;
  const t = (key: string) => translate(`rm.payments.show.transactionDetails.${key}`);
  const label = (source: string) => translate(paymentFieldKey(source));
  const channel = payment.paymentChannel
    ? translate(`rm.payments.filters.channels.${payment.paymentChannel}`, { _: humanise(payment.paymentChannel) })
    : null;
  const fields: [string, Value][] = [
    [label('agency'), payment.agency],
    [label('serviceType'), payment.serviceType],
    [label('paymentSource'), payment.paymentSource],
    [label('paymentChannel'), channel],
    [
      label('paymentInitiator'),
      translate(isAutopay(payment) ? 'rm.payments.filters.modes.autopay' : 'rm.payments.filters.modes.one_time'),
    ],
    [
      label('paymentProcessTypeName'),
      payment.paymentProcessTypeName
        ? translate(`rm.payments.show.processTypes.${payment.paymentProcessTypeName}`, {
            _: humanise(payment.paymentProcessTypeName),
          })
        : null,
    ],
    [label('account.number'), displayAccount(payment.account.number)],
    [label('createdAt'), formatDateTime(payment.createdAt, timezone, locale)],
    [label('fundedAt'), payment.fundedAt ? formatShortDate(payment.fundedAt, timezone, locale) : null],
    ...moneyFields(moneyOf(payment), locale, translate, tr),
  ];
  if (payment.refundable) fields.push([label('amountRefundable'), formatCents(payment.amountRefundable, locale)]);
  fields.push([label('specificParams.emailAddress'), payment.specificParams.emailAddress]);
  if (payment.specificParams.reversalReason)
    fields.push([label('specificParams.reversalReason'), payment.specificParams.reversalReason]);
  if (payment.originalPaymentId)
    fields.push([
      label('originalPaymentId'),
      <Link key="original" component={RouterLink} to={`/payment/${payment.originalPaymentId}`}>
        {payment.originalPaymentId}
      </Link>,
    ]);
  return (
    <Section id="transaction-details-heading" title={t('heading')}>
      <Fields fields={fields} />
    </Section>
  );
};
