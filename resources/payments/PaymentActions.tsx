import BlockIcon from '@mui/icons-material/Block';
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Tooltip, Typography, type ButtonProps } from '@mui/material';
import { useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState, type ReactNode } from 'react';
import type { Obligation } from '../../dataProviders/config/contract';
import type { Payment, RefundLine } from '../../dataProviders/payments';
import type { CurrentUser } from '../../src/auth/currentUser';
import { formatCents } from '../../src/lib/money';
import { refundBlockedBy, voidBlockedBy } from './paymentActionsModel';
import type { Text } from './paymentModel';
import { PaymentPartialRefund } from './PaymentPartialRefund';
import { allowsPartialRefund } from './paymentRefundModel';
import { usePaymentActions } from './usePaymentActions';
import { usePaymentText } from './usePaymentText';

interface PaymentActionsProps {
  user: CurrentUser;
  obligations: Obligation[] | undefined;
}

type Dialog = { kind: 'void' } | { kind: 'refund'; lines: RefundLine[] | null; total: number } | null;

/** Refund, Partial refund and Void of the payment in the record context, each confirmed in a modal; disabled ones say why. */
export const PaymentActions = ({ user, obligations }: PaymentActionsProps) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [partialOpen, setPartialOpen] = useState(false);
  const voidAccess = useCanAccess({ resource: 'payments', action: 'void' });
  const refundAccess = useCanAccess({ resource: 'payments', action: 'refund' });
  const who = { role: user.role, mayVoid: !!voidAccess.canAccess, mayRefund: !!refundAccess.canAccess };
  const actions = usePaymentActions({ user: who, obligations });
  if (!payment) return null;
  const voidBlocked = voidBlockedBy(who, payment, locale);
  const refundBlocked = refundBlockedBy(who, payment, locale);
  const partial = allowsPartialRefund(payment.refundTypeAllowed);
  const { busy } = actions;

  // Success or failure, the modal closes; a second click meanwhile is ignored by
  // usePaymentActions.
  const confirm = async () => {
    if (!dialog) return;
    const ok = dialog.kind === 'void' ? await actions.voidPayment() : await actions.refundPayment(dialog.lines);
    setDialog(null);
    if (ok) setPartialOpen(false);
  };

  // The buttons show once react-admin has said what the user may do: never enabled first, then disabled.
  if (voidAccess.isPending || refundAccess.isPending) return null;
  return (
    <Box
      component="section"
      aria-labelledby="payment-actions-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="payment-actions-heading" component="h2" variant="h6">
        {translate('rm.payments.show.actions.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <ActionButton
          blockedBy={refundBlocked}
          tr={tr}
          startIcon={<ReplayIcon />}
          variant="contained"
          onClick={() => setDialog({ kind: 'refund', lines: null, total: payment.amountRefundable })}
        >
          {translate('rm.payments.show.actions.refund')}
        </ActionButton>
        {partial ? (
          <ActionButton
            blockedBy={refundBlocked}
            tr={tr}
            startIcon={<TuneIcon />}
            variant="outlined"
            aria-expanded={partialOpen}
            aria-controls="partial-refund-panel"
            onClick={() => setPartialOpen(open => !open)}
          >
            {translate('rm.payments.show.actions.partialRefund')}
          </ActionButton>
        ) : null}
        <ActionButton
          blockedBy={voidBlocked}
          tr={tr}
          startIcon={<BlockIcon />}
          variant="outlined"
          color="error"
          onClick={() => setDialog({ kind: 'void' })}
        >
          {translate('rm.payments.show.actions.void')}
        </ActionButton>
      </Box>
      {partialOpen && partial && !refundBlocked ? (
        <Box id="partial-refund-panel">
          <PaymentPartialRefund
            obligations={obligations}
            busy={busy}
            onRefund={(lines, total) => setDialog({ kind: 'refund', lines, total })}
            onClose={() => setPartialOpen(false)}
          />
        </Box>
      ) : null}
      <Confirm
        isOpen={dialog?.kind === 'void'}
        loading={busy}
        title={translate('rm.payments.show.confirm.voidTitle', { id: payment.id })}
        content={translate('rm.payments.show.confirm.voidText', { amount: formatCents(payment.totalAmount, locale) })}
        confirm={translate('rm.payments.show.confirm.voidConfirm')}
        cancel={translate('rm.payments.show.confirm.cancel')}
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        CancelIcon={CloseIcon}
        onConfirm={() => void confirm()}
        onClose={() => !busy && setDialog(null)}
      />
      <Confirm
        isOpen={dialog?.kind === 'refund'}
        loading={busy}
        title={translate('rm.payments.show.confirm.refundTitle', { id: payment.id })}
        content={
          dialog?.kind === 'refund' && dialog.lines
            ? translate('rm.payments.show.confirm.refundPartialText', {
                amount: formatCents(dialog.total, locale),
                count: dialog.lines.length,
              })
            : translate('rm.payments.show.confirm.refundFullText', {
                amount: formatCents(payment.amountRefundable, locale),
              })
        }
        confirm={translate('rm.payments.show.confirm.refundConfirm', {
          amount: formatCents(dialog?.kind === 'refund' ? dialog.total : payment.amountRefundable, locale),
        })}
        cancel={translate('rm.payments.show.confirm.cancel')}
        ConfirmIcon={ReplayIcon}
        CancelIcon={CloseIcon}
        onConfirm={() => void confirm()}
        onClose={() => !busy && setDialog(null)}
      />
    </Box>
  );
};

interface ActionButtonProps extends Omit<ButtonProps, 'disabled'> {
  blockedBy: Text | null;
  tr: (text: Text) => string;
  children: ReactNode;
}

/** A disabled action stays focusable (aria-disabled) so its reason can be read in the tooltip by keyboard and screen reader too. */
const ActionButton = ({ blockedBy, tr, children, onClick, ...props }: ActionButtonProps) => {
  if (!blockedBy)
    return (
      <Button onClick={onClick} {...props}>
        {children}
      </Button>
    );
  const reason = tr(blockedBy);
  return (
    <Tooltip title={reason} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        onClick={event => event.preventDefault()}
        sx={{
          opacity: 0.55,
          cursor: 'not-allowed',
          '&:hover': { bgcolor: props.variant === 'contained' ? 'primary.main' : 'transparent' },
        }}
      >
        {children}
      </Button>
    </Tooltip>
  );
};
