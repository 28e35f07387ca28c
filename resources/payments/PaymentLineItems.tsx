import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { Box, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Obligation } from '../../dataProviders/config/contract';
import type { AssociatedPayment, LineItem, Payment } from '../../dataProviders/payments';
import { formatDate } from '../../src/lib/dates';
import { formatCents } from '../../src/lib/money';
import {
  lineItemLabels,
  obligationOf,
  previousRefundRows,
  refundAmountOf,
  refundsOf,
  statusLabelKey,
} from './paymentModel';
import { Section } from './PaymentDetails';
import { NotAvailable } from './PaymentResults';
import { usePaymentText } from './usePaymentText';
import { DETAIL_TABLE_SX, SCROLL_FRAME_SX } from '../../src/layout/tableFrame';

export const LineLabels = ({
  line,
  obligation,
}: {
  line: Pick<LineItem, 'id' | 'customAttributes'>;
  obligation: Obligation | undefined;
}) => {
  const tr = usePaymentText();
  const labels = lineItemLabels(line, obligation);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {tr(labels.description)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {tr(labels.subDescription)}
      </Typography>
    </>
  );
};

const REFUNDABLE_SX = { whiteSpace: { xs: 'normal', sm: 'nowrap' } } as const;

/** Line items with what is refunded and refundable of each, and links to their previous refunds, 3 per line. */
export const PaymentLineItems = ({ obligations }: { obligations: Obligation[] | undefined }) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!payment) return null;
  const t = (key: string, args?: Record<string, unknown>) => translate(`rm.payments.show.lineItems.${key}`, args);
  const obligation = obligationOf(obligations, payment.obligationSlug);
  return (
    <Section id="line-items-heading" title={t('heading')}>
      {payment.lineItems.length === 0 ? (
        <Typography variant="body2">{t('none')}</Typography>
      ) : (
        <Box sx={SCROLL_FRAME_SX}>
          <Table size="small" aria-labelledby="line-items-heading" sx={DETAIL_TABLE_SX}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('item')}</TableCell>
                <TableCell scope="col" align="right" className="rm-money">
                  {t('amount')}
                </TableCell>
                <TableCell scope="col" align="right" className="rm-money">
                  {t('refunded')}
                </TableCell>
                <TableCell scope="col">{t('previousRefunds')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payment.lineItems.map(line => {
                const rows = previousRefundRows(payment, line.id);
                return (
                  <TableRow key={line.id}>
                    <TableCell>
                      <LineLabels line={line} obligation={obligation} />
                    </TableCell>
                    <TableCell align="right" className="rm-money">
                      {formatCents(line.amountInCents, locale)}
                      {payment.refundable && line.amountRefundableInCents > 0 ? (
                        // On a phone "refundable" goes under its amount.
                        <Typography variant="body2" color="success.main" sx={REFUNDABLE_SX}>
                          {t('refundable', { amount: formatCents(line.amountRefundableInCents, locale) })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    {/* What went back, with the leading minus of every refunded amount (the details above, the receipt). */}
                    <TableCell align="right" className="rm-money">
                      {formatCents(-line.amountRefundedInCents, locale)}
                    </TableCell>
                    <TableCell>
                      {rows.length ? (
                        rows.map((row, index) => (
                          <Box key={index} sx={{ display: 'flex', gap: 1.5 }}>
                            {row.map(refund => (
                              <Link
                                key={refund.id}
                                component={RouterLink}
                                to={`/payment/${refund.id}`}
                                aria-label={t('refundLink', { id: refund.id })}
                                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 28, px: 0.25 }}
                              >
                                {refund.id}
                              </Link>
                            ))}
                          </Box>
                        ))
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          —
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  );
};

/** Refunds of this payment; a row expands to the line items it refunded. */
export const PaymentRefundsTable = ({
  obligations,
  timezone,
}: {
  obligations: Obligation[] | undefined;
  timezone: string;
}) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`rm.payments.show.refunds.${key}`, args);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const refunds = payment ? refundsOf(payment) : [];
  if (!payment || !refunds.length) return null;
  const obligation = obligationOf(obligations, payment.obligationSlug);
  const toggle = (id: number) =>
    setExpanded(current => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Section id="refunds-heading" title={t('heading')}>
      <Box sx={SCROLL_FRAME_SX}>
        <Table size="small" aria-labelledby="refunds-heading" sx={DETAIL_TABLE_SX}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell scope="col">{t('id')}</TableCell>
              <TableCell scope="col">{t('date')}</TableCell>
              <TableCell scope="col">{t('status')}</TableCell>
              <TableCell scope="col" align="right" className="rm-money">
                {t('amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map(refund => (
              <RefundRow
                key={refund.id}
                refund={refund}
                open={expanded.has(refund.id)}
                onToggle={() => toggle(refund.id)}
                obligation={obligation}
                timezone={timezone}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
};

interface RefundRowProps {
  refund: AssociatedPayment;
  open: boolean;
  onToggle: () => void;
  obligation: Obligation | undefined;
  timezone: string;
}

const RefundRow = ({ refund, open, onToggle, obligation, timezone }: RefundRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, args?: Record<string, unknown>) => translate(`rm.payments.show.refunds.${key}`, args);
  const detailId = `refund-${refund.id}-lines`;
  return (
    <Fragment>
      <TableRow>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={t(open ? 'collapse' : 'expand', { id: refund.id })}
            onClick={onToggle}
          >
            {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Link component={RouterLink} to={`/payment/${refund.id}`}>
            {refund.id}
          </Link>
        </TableCell>
        <TableCell>{refund.createdAt ? formatDate(refund.createdAt, timezone, locale) : <NotAvailable />}</TableCell>
        <TableCell>{translate(statusLabelKey(refund.status))}</TableCell>
        <TableCell align="right" className="rm-money">
          {formatCents(refundAmountOf(refund), locale)}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={detailId}>
          <TableCell />
          <TableCell colSpan={4}>
            <Table size="small" aria-label={t('lineItemsOf', { id: refund.id })}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{translate('rm.payments.show.lineItems.item')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('amountRefunded')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {refund.lineItems.map(line => (
                  <TableRow key={line.id}>
                    <TableCell>
                      <LineLabels line={line} obligation={obligation} />
                    </TableCell>
                    <TableCell align="right">
                      {formatCents(line.amountRefundedInCents || line.amountInCents, locale)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
};
