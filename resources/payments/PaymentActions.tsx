import BlockIcon from '@mui/icons-material/Block';
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Typography, type ButtonProps } from '@mui/material';
import { useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { Obligation } from '../../dataProviders/config/contract';
import type { Payment, RefundLine } from '../../dataProviders/payments';
import type { CurrentUser } from '../../src/auth/currentUser';
import { BlockedButton } from '../../src/layout/BlockedButton';
import { ConfirmDialog } from '../../src/layout/ConfirmDialog';
import { useFocusBackOnClose } from '../../src/layout/FocusOnNavigation';
import { formatCents } from '../../src/lib/money';
import { refundBlockedBy, voidBlockedBy } from './paymentActionsModel';
import type { Text } from './paymentModel';
import { PaymentPartialRefund } from './PaymentPartialRefund';
import { PaymentReasonField } from './PaymentReasonField';
import { reasonProblem } from './paymentTimelineModel';
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
  // What the confirmation asks about, kept while it closes (its text must not change under the closing animation to the
  // payment as it is after the action, "$0.00 will be refunded").
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [partialOpen, setPartialOpen] = useState(false);
  // After a partial refund, or its panel's Cancel, the panel (and the button pressed) is gone: focus goes back to
  // Partial refund.
  const focusPartialOnClose = useFocusBackOnClose(partialOpen, PARTIAL_BUTTON_ID);
  const voidAccess = useCanAccess({ resource: 'payments', action: 'void' });
  const refundAccess = useCanAccess({ resource: 'payments', action: 'refund' });
  // The dialogs' optional reason, saved as a note with the action: offered to those who may write notes.
  const noteAccess = useCanAccess({ resource: 'payments', action: 'note' });
  const [reason, setReason] = useState('');
  const who = { role: user.role, mayVoid: !!voidAccess.canAccess, mayRefund: !!refundAccess.canAccess };
  const actions = usePaymentActions({ user: who, obligations });
  if (!payment) return null;
  const voidBlocked = voidBlockedBy(who, payment, locale);
  const refundBlocked = refundBlockedBy(who, payment, locale);
  const partial = allowsPartialRefund(payment.refundTypeAllowed);
  const { busy } = actions;

  // Nothing is asked while an action is on its way or the payment is being read again after one: the question would be
  // about the payment as it was (Enter held down on the confirmation reached the page's button again).
  const ask = (next: NonNullable<Dialog>) => {
    if (busy) return;
    setDialog(next);
    setDialogOpen(true);
  };
  const closeDialog = () => {
    if (busy) return;
    setDialogOpen(false);
    setReason('');
  };

  // Success or failure, the modal closes; a second click meanwhile is ignored by usePaymentActions. An action the
  // payment no longer allows (done meanwhile, here or elsewhere) is not sent.
  const confirm = async () => {
    if (!dialog || !dialogOpen || reasonProblem(reason)) return;
    if (dialog.kind === 'void' ? voidBlocked : refundBlocked) return closeDialog();
    const note = noteAccess.canAccess && reason.trim() ? reason : undefined;
    const ok =
      dialog.kind === 'void' ? await actions.voidPayment(note) : await actions.refundPayment(dialog.lines, note);
    setDialogOpen(false);
    // A failure keeps the reason typed: asked again, the same request goes with the same key.
    if (ok) setReason('');
    if (ok && dialog.kind === 'refund' && dialog.lines) focusPartialOnClose();
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
          onClick={() => ask({ kind: 'refund', lines: null, total: payment.amountRefundable })}
        >
          {translate('rm.payments.show.actions.refund')}
        </ActionButton>
        {partial ? (
          <ActionButton
            blockedBy={refundBlocked}
            tr={tr}
            startIcon={<TuneIcon />}
            variant="outlined"
            id={PARTIAL_BUTTON_ID}
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
          onClick={() => ask({ kind: 'void' })}
        >
          {translate('rm.payments.show.actions.void')}
        </ActionButton>
      </Box>
      {partialOpen && partial && !refundBlocked ? (
        <Box id="partial-refund-panel">
          <PaymentPartialRefund
            obligations={obligations}
            busy={busy}
            onRefund={(lines, total) => ask({ kind: 'refund', lines, total })}
            onClose={() => {
              // Closed by its own Cancel too, the panel takes its buttons with it: focus goes back to Partial refund.
              focusPartialOnClose();
              setPartialOpen(false);
            }}
          />
        </Box>
      ) : null}
      <ConfirmDialog
        isOpen={dialogOpen && dialog?.kind === 'void'}
        loading={busy}
        title={translate('rm.payments.show.confirm.voidTitle', { id: payment.id })}
        content={translate('rm.payments.show.confirm.voidText', { amount: formatCents(payment.totalAmount, locale) })}
        extra={noteAccess.canAccess ? <PaymentReasonField kind="void" value={reason} onChange={setReason} /> : null}
        confirm={translate('rm.payments.show.confirm.voidConfirm')}
        cancel={translate('rm.payments.show.confirm.cancel')}
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        CancelIcon={CloseIcon}
        onConfirm={() => void confirm()}
        onClose={closeDialog}
      />
      <ConfirmDialog
        isOpen={dialogOpen && dialog?.kind === 'refund'}
        loading={busy}
        title={translate('rm.payments.show.confirm.refundTitle', { id: payment.id })}
        content={
          dialog?.kind === 'refund' && dialog.lines
            ? translate('rm.payments.show.confirm.refundPartialText', {
                amount: formatCents(dialog.total, locale),
                count: dialog.lines.length,
              })
            : translate('rm.payments.show.confirm.refundFullText', {
                amount: formatCents(dialog?.kind === 'refund' ? dialog.total : payment.amountRefundable, locale),
              })
        }
        extra={noteAccess.canAccess ? <PaymentReasonField kind="refund" value={reason} onChange={setReason} /> : null}
        confirm={translate('rm.payments.show.confirm.refundConfirm', {
          amount: formatCents(dialog?.kind === 'refund' ? dialog.total : payment.amountRefundable, locale),
        })}
        cancel={translate('rm.payments.show.confirm.cancel')}
        ConfirmIcon={ReplayIcon}
        CancelIcon={CloseIcon}
        onConfirm={() => void confirm()}
        onClose={closeDialog}
      />
    </Box>
  );
};

const PARTIAL_BUTTON_ID = 'partial-refund-button';

interface ActionButtonProps extends Omit<ButtonProps, 'disabled'> {
  blockedBy: Text | null;
  tr: (text: Text) => string;
  children: ReactNode;
}

/** A payment's action, blocked with its reason in the models' words (`BlockedButton`). */
export const ActionButton = ({ blockedBy, tr, ...props }: ActionButtonProps) => (
  <BlockedButton blockedBy={blockedBy ? tr(blockedBy) : null} {...props} />
);
