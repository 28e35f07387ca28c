import {
  Box,
  Button,
  Checkbox,
  InputAdornment,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Obligation } from '../../dataProviders/config/contract';
import type { Payment, RefundLine } from '../../dataProviders/payments';
import { centsToInput, formatCents, parseMoney } from '../../src/lib/money';
import { lineItemLabels, obligationOf } from './paymentModel';
import {
  allSelected,
  canRefund,
  currentSelection,
  refundLinesOf,
  refundTotal,
  setLineAmount,
  toggleAll,
  toggleLine,
  validateLineAmount,
  type RefundSelection,
} from './paymentRefundModel';
import { usePaymentText } from './usePaymentText';

interface PaymentPartialRefundProps {
  obligations: Obligation[] | undefined;
  busy: boolean;
  onRefund: (lines: RefundLine[], total: number) => void;
  onClose: () => void;
}

// On a phone the refundable amount moves under the line item's name, so the amount field and its message fit the card
// without scrolling sideways.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** The partial refund panel: line items to choose, amounts per item when the refund type allows them, and the total. */
export const PaymentPartialRefund = ({ obligations, busy, onRefund, onClose }: PaymentPartialRefundProps) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  const [picked, setPicked] = useState<RefundSelection>({});
  if (!payment) return null;
  const selection = currentSelection(picked, payment.lineItems);
  const setSelection = (change: (current: RefundSelection) => RefundSelection) => setPicked(change(selection));
  const refundType = payment.refundTypeAllowed;
  const amountsEditable = refundType === 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM';
  const lines = payment.lineItems;
  const obligation = obligationOf(obligations, payment.obligationSlug);
  const total = refundTotal(selection, lines, refundType);
  const ready = canRefund(selection, lines, refundType);
  const some = Object.keys(selection).length > 0;
  const mixed = some && !allSelected(selection, lines);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="partial-refund-heading" sx={{ p: 2 }}>
      <Typography id="partial-refund-heading" component="h2" variant="h6">
        {translate('rm.payments.show.partial.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(amountsEditable ? 'rm.payments.show.partial.amounts' : 'rm.payments.show.partial.fullLines')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="partial-refund-heading">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected(selection, lines)}
                  indeterminate={mixed}
                  inputRef={(input: HTMLInputElement | null) => {
                    // A native checkbox says "mixed" through its own property; MUI's aria-checked="mixed" on it is
                    // an ARIA attribute the element does not allow.
                    if (input) input.indeterminate = mixed;
                  }}
                  onChange={() => setSelection(current => toggleAll(current, lines))}
                  slotProps={{
                    input: { 'aria-label': translate('rm.payments.show.partial.selectAll'), 'aria-checked': undefined },
                  }}
                />
              </TableCell>
              <TableCell scope="col">{translate('rm.payments.show.partial.columns.item')}</TableCell>
              <TableCell scope="col" align="right" sx={WIDE_ONLY}>
                {translate('rm.payments.show.partial.columns.refundable')}
              </TableCell>
              <TableCell scope="col" align="right">
                {translate('rm.payments.show.partial.columns.amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map(line => {
              const labels = lineItemLabels(line, obligation);
              const name = tr(labels.description);
              const chosen = line.id in selection;
              const error =
                chosen && amountsEditable
                  ? validateLineAmount(selection[line.id], line.amountRefundableInCents)
                  : undefined;
              return (
                <TableRow key={line.id} selected={chosen}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen}
                      disabled={line.amountRefundableInCents <= 0}
                      onChange={() => setSelection(current => toggleLine(current, line))}
                      slotProps={{
                        input: { 'aria-label': translate('rm.payments.show.partial.select', { item: name }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {tr(labels.subDescription)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
                      {translate('rm.payments.show.lineItems.refundable', {
                        amount: formatCents(line.amountRefundableInCents, locale),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(line.amountRefundableInCents, locale)}
                  </TableCell>
                  <TableCell align="right" sx={{ width: { xs: 136, sm: 220 }, pr: { xs: 0, sm: 2 } }}>
                    {amountsEditable ? (
                      <RefundAmountInput
                        cents={selection[line.id]}
                        disabled={line.amountRefundableInCents <= 0}
                        onChange={cents => setSelection(current => setLineAmount(current, line.id, cents))}
                        error={
                          error
                            ? translate(
                                error === 'invalid'
                                  ? 'rm.payments.show.partial.invalid'
                                  : 'rm.payments.show.partial.tooMuch',
                              )
                            : undefined
                        }
                        notAmount={translate('rm.payments.show.partial.notAmount')}
                        label={translate('rm.payments.show.partial.amountFor', { item: name })}
                      />
                    ) : (
                      <Typography variant="body2">
                        {chosen ? formatCents(line.amountRefundableInCents, locale) : '—'}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {translate('rm.payments.show.partial.total', { amount: formatCents(total, locale) })}
        </Typography>
        <Button onClick={onClose} disabled={busy}>
          {translate('rm.payments.show.partial.close')}
        </Button>
        <Button
          variant="contained"
          disabled={!ready || busy}
          onClick={() => onRefund(refundLinesOf(selection, lines, refundType), total)}
        >
          {translate('rm.payments.show.partial.submit', { amount: formatCents(total, locale) })}
        </Button>
      </Box>
    </Paper>
  );
};

interface RefundAmountInputProps {
  /** The cents chosen, or undefined when the line item is not chosen. */
  cents: number | undefined;
  disabled: boolean;
  onChange: (cents: number | null) => void;
  error: string | undefined;
  /** What the field says when what is typed is not an amount at all. */
  notAmount: string;
  label: string;
}

/**
 * A line item's refund amount. The selection holds cents; the text is kept here exactly as typed, and follows the
 * cents when they change from outside (Select all, the line chosen again). A cleared field is null (the line item leaves
 * the refund). Text that is not an amount ("1e5", "12.345") is kept and flagged, and counts as 0, so it cannot be
 * refunded: nothing typed is silently turned into another amount.
 */
const RefundAmountInput = ({ cents, disabled, onChange, error, notAmount, label }: RefundAmountInputProps) => {
  const [shown, setShown] = useState({ cents, text: cents === undefined ? '' : centsToInput(cents) });
  if (shown.cents !== cents) setShown({ cents, text: cents === undefined ? '' : centsToInput(cents) });
  const parsed = parseMoney(shown.text);
  const message = shown.text.trim() !== '' && parsed === null ? notAmount : error;
  return (
    <TextField
      size="small"
      value={shown.text}
      disabled={disabled}
      onChange={event => {
        const text = event.target.value;
        const next = text.trim() === '' ? null : (parseMoney(text) ?? 0);
        setShown({ cents: next ?? undefined, text });
        onChange(next);
      }}
      error={!!message}
      helperText={message}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': label, style: { textAlign: 'right' } },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
};
