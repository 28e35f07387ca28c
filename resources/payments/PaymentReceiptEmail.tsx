import CloseIcon from '@mui/icons-material/Close';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { useRef, useState, type FormEvent } from 'react';
import type { AppDataProvider } from '../../dataProviders';
import { statusOfError } from '../../dataProviders/http';
import type { Payment, PaymentReceiptSent } from '../../dataProviders/payments';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../dataProviders/payments/contract';
import { OfflineNotice } from '../../src/layout/OfflineNotice';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { useToast } from '../../src/lib/toast';
import { ActionButton } from './PaymentActions';
import { newKey } from './usePaymentActions';
import { usePaymentText } from './usePaymentText';

const K = 'rm.paymentStory.receipt';

/** Whether `text` is one e-mail address the API will take. */
export const emailProblem = (text: string): 'required' | 'invalid' | null =>
  !text.trim() ? 'required' : text.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(text.trim()) ? 'invalid' : null;

/**
 * "E-mail receipt": sends the receipt of the payment in the record context to the payer's address on it or to one
 * typed here. One request at a time and one Idempotency-Key per address, kept for a retry until the server answers,
 * so the receipt goes once. Disabled with the reason for users without SEND_TRANSACTION_RECEIPT.
 */
export const PaymentReceiptEmail = () => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const tr = usePaymentText();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { user } = useCurrentUser();
  const access = useCanAccess({ resource: 'payments', action: 'receipt' });
  const [open, setOpen] = useState(false);
  const payer = payment?.specificParams.emailAddress ?? null;
  const [target, setTarget] = useState<'payer' | 'other'>(payer ? 'payer' : 'other');
  const [address, setAddress] = useState('');
  const [tried, setTried] = useState(false);
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(false);
  const mutation = useMutation<PaymentReceiptSent, Error, { id: number; email: string | null; key: string }>({
    mutationFn: ({ id, email, key }) => dataProvider.sendPaymentReceipt(id, email, { idempotencyKey: key }),
    retry: (count, error) => count < 1 && statusOfError(error) === 0,
    retryDelay: 500,
  });
  if (!payment || access.isPending) return null;

  const toOther = target === 'other' || !payer;
  const problem = toOther ? emailProblem(address) : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || inFlight.current) return;
    inFlight.current = true;
    const email = toOther ? address.trim() : null;
    const fingerprint = `${payment.id} ${email ?? ''}`;
    const key = keys.current.get(fingerprint) ?? newKey();
    keys.current.set(fingerprint, key);
    const args = { id: payment.id };
    try {
      const sent = await mutation.mutateAsync({ id: payment.id, email, key });
      keys.current.delete(fingerprint);
      toast({ heading: `${K}.sentHeading`, text: `${K}.sentText`, args: { ...args, to: sent.sentTo } });
      setOpen(false);
      setAddress('');
      setTried(false);
      refresh();
    } catch (error) {
      const status = statusOfError(error);
      // Only an answer that never came may have sent it: that retry keeps the key.
      if (status !== undefined && status !== 0 && status < 500) keys.current.delete(fingerprint);
      const message = (error as Error)?.message;
      toast({
        heading: `${K}.failedHeading`,
        text: `${K}.failedText`,
        args,
        detail: message ? [message] : [],
        type: 'error',
      });
    } finally {
      inFlight.current = false;
    }
  };

  const blockedBy = access.canAccess
    ? null
    : { key: `${K}.cannotSend`, args: { role: { key: `rm.users.roles.${user.role}` } } };
  const busy = mutation.isPending;
  return (
    <>
      <ActionButton
        blockedBy={blockedBy}
        tr={tr}
        variant="outlined"
        startIcon={<MailOutlineIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`${K}.open`)}
      </ActionButton>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="receipt-email-title"
        fullWidth
        maxWidth="sm"
        slotProps={{
          paper: { component: 'form', noValidate: true, onSubmit: (event: FormEvent) => void send(event) } as object,
        }}
      >
        <DialogTitle id="receipt-email-title">{translate(`${K}.title`, { id: payment.id })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {/* Offline, react-query holds the sending until the connection is back (then it goes, once): say so. */}
          <OfflineNotice waiting={mutation.isPaused} text={`${K}.offline`} />
          {payer ? (
            <FormControl>
              <FormLabel id="receipt-email-to">{translate(`${K}.sendTo`)}</FormLabel>
              <RadioGroup
                aria-labelledby="receipt-email-to"
                value={target}
                onChange={event => setTarget(event.target.value as 'payer' | 'other')}
              >
                <FormControlLabel
                  value="payer"
                  control={<Radio />}
                  label={translate(`${K}.toPayer`, { email: payer })}
                  sx={{ overflowWrap: 'anywhere' }}
                />
                <FormControlLabel value="other" control={<Radio />} label={translate(`${K}.toOther`)} />
              </RadioGroup>
            </FormControl>
          ) : null}
          {toOther ? (
            <TextField
              label={translate(`${K}.address`)}
              type="email"
              autoComplete="email"
              value={address}
              onChange={event => setAddress(event.target.value)}
              autoFocus
              required
              fullWidth
              error={tried && !!problem}
              helperText={tried && problem ? translate(`${K}.${problem}`) : ' '}
              sx={{ mt: payer ? 0 : 1 }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} startIcon={<CloseIcon />}>
            {translate(`${K}.cancel`)}
          </Button>
          <Button type="submit" variant="contained" loading={busy} startIcon={<MailOutlineIcon />}>
            {translate(`${K}.send`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
