import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import BlockIcon from '@mui/icons-material/Block';
import GavelIcon from '@mui/icons-material/Gavel';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import NoteAltOutlinedIcon from '@mui/icons-material/NoteAltOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useCanAccess, useGetList, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { Payment, PaymentNote, PaymentReceiptSent } from '../../dataProviders/payments';
import { useFocusBackOnClose } from '../../src/layout/FocusOnNavigation';
import { formatDateTime } from '../../src/lib/dates';
import { formatCents } from '../../src/lib/money';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { ActionButton } from './PaymentActions';
import { PaymentNoteForm } from './PaymentNoteForm';
import { canCorrect, timelineOf, type TimelineEvent } from './paymentTimelineModel';
import { usePaymentText } from './usePaymentText';

const K = 'rm.paymentStory';
const ADD_NOTE_ID = 'add-note-button';
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'ASC' as const } };

/**
 * The payment's history, oldest first: what happened to it (from the payment and its related payments), its notes
 * and the receipts e-mailed, each with an icon, words and its time in the user's timezone. Notes are read with
 * useGetList('payment_notes'), receipts with useGetList('payment_receipts'); a note's text is shown as text.
 */
export const PaymentTimeline = ({ timezone }: { timezone: string }) => {
  const payment = useRecordContext<Payment>();
  const translate = useTranslate();
  const tr = usePaymentText();
  const { user } = useCurrentUser();
  const access = useCanAccess({ resource: 'payments', action: 'note' });
  const [adding, setAdding] = useState(false);
  const focusAddOnClose = useFocusBackOnClose(adding, ADD_NOTE_ID);
  const filter = { payment_id: payment?.id };
  const notes = useGetList<PaymentNote & { id: number }>('payment_notes', { ...ALL, filter }, { enabled: !!payment });
  const receipts = useGetList<PaymentReceiptSent & { id: number }>(
    'payment_receipts',
    { ...ALL, filter },
    { enabled: !!payment },
  );
  if (!payment) return null;
  const events = timelineOf(payment, notes.data ?? [], receipts.data ?? []);
  const failed = notes.error || receipts.error;
  const blockedBy = access.canAccess
    ? null
    : { key: `${K}.notes.cannotAdd`, args: { role: { key: `rm.users.roles.${user.role}` } } };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="payment-history-heading"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="payment-history-heading" component="h2" variant="h6">
          {translate(`${K}.heading`)}
        </Typography>
        {access.isPending || adding ? null : (
          <ActionButton
            blockedBy={blockedBy}
            tr={tr}
            variant="outlined"
            startIcon={<AddCommentOutlinedIcon />}
            id={ADD_NOTE_ID}
            onClick={() => setAdding(true)}
          >
            {translate(`${K}.notes.add`)}
          </ActionButton>
        )}
      </Box>
      {adding ? (
        <PaymentNoteForm
          paymentId={payment.id}
          onDone={() => {
            // Saved or cancelled, the form and its buttons go: the focus goes back to Add note, where it came from.
            focusAddOnClose();
            setAdding(false);
          }}
        />
      ) : null}
      {failed ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void notes.refetch();
                void receipts.refetch();
              }}
            >
              {translate(`${K}.retry`)}
            </Button>
          }
        >
          {translate(`${K}.loadFailed`)}
        </Alert>
      ) : null}
      {notes.isPending || receipts.isPending ? <LinearProgress aria-label={translate(`${K}.heading`)} /> : null}
      <Box
        component="ol"
        aria-label={translate(`${K}.listLabel`, { id: payment.id })}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }}
      >
        {events.map((event, index) => (
          <TimelineItem
            key={`${event.kind}-${'id' in event ? event.id : ''}-${eventKey(event, index)}`}
            event={event}
            timezone={timezone}
            last={index === events.length - 1}
          />
        ))}
      </Box>
    </Paper>
  );
};

const eventKey = (event: TimelineEvent, index: number) =>
  event.kind === 'note' ? `n${event.note.id}` : event.kind === 'receipt' ? `r${event.receipt.id}` : String(index);

const ICONS: Record<TimelineEvent['kind'], ReactNode> = {
  created: <PaymentsOutlinedIcon fontSize="small" />,
  funded: <AccountBalanceOutlinedIcon fontSize="small" />,
  voided: <BlockIcon fontSize="small" />,
  refund: <ReplayIcon fontSize="small" />,
  chargeback: <GavelIcon fontSize="small" />,
  chargeback_reversal: <UndoIcon fontSize="small" />,
  ach_return: <UndoIcon fontSize="small" />,
  note: <NoteAltOutlinedIcon fontSize="small" />,
  receipt: <MailOutlineIcon fontSize="small" />,
};

/** One event: its icon, its words, its time (or "date not recorded"), and a note's text as typed. */
const TimelineItem = ({ event, timezone, last }: { event: TimelineEvent; timezone: string; last: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user } = useCurrentUser();
  const [correcting, setCorrecting] = useState(false);
  const money = (cents: number) => formatCents(cents, locale);
  const when = (iso: string) => formatDateTime(iso, timezone, locale);
  const by = (name: string | null) => (name ? ` ${translate(`${K}.events.by`, { name })}` : '');

  let words: string;
  switch (event.kind) {
    case 'created':
      words = event.processType
        ? translate(`${K}.events.createdOther`, {
            type: translate(`rm.payments.show.processTypes.${event.processType}`, { _: event.processType }),
            amount: money(event.amount),
          })
        : translate(`${K}.events.created`, { amount: money(event.amount) });
      break;
    case 'funded':
      words = translate(`${K}.events.funded`);
      break;
    case 'voided':
      words = translate(`${K}.events.voided`) + by(event.by);
      break;
    case 'refund':
      words = event.failed
        ? translate(`${K}.events.refundFailed`, { id: event.id, amount: money(event.amount) })
        : translate(`${K}.events.refund`, { id: event.id, amount: money(event.amount), smart_count: event.lines }) +
          by(event.by);
      break;
    case 'note':
      words =
        event.note.action?.kind === 'refund'
          ? translate(`${K}.events.refundReason`, { id: event.note.action.paymentId, name: event.note.author.name })
          : event.note.action?.kind === 'void'
            ? translate(`${K}.events.voidReason`, { name: event.note.author.name })
            : translate(`${K}.events.note`, { name: event.note.author.name });
      break;
    case 'receipt':
      words = translate(`${K}.events.receipt`, { to: event.receipt.sentTo, name: event.receipt.sentBy.name });
      break;
    default:
      words = translate(`${K}.events.${event.kind}`, { id: event.id, amount: money(event.amount) });
  }
  const note = event.kind === 'note' ? event.note : null;
  const mayCorrect = !!note && canCorrect(note, user.id, Date.now());

  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '32px 1fr', columnGap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
        <Box
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'text.primary',
          }}
        >
          {ICONS[event.kind]}
        </Box>
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', minHeight: 12 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {words}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {event.at ? <time dateTime={event.at}>{when(event.at)}</time> : translate(`${K}.dateNotRecorded`)}
          {note?.updatedAt ? ` · ${translate(`${K}.events.edited`, { time: when(note.updatedAt) })}` : null}
        </Typography>
        {note && correcting ? (
          <Box sx={{ mt: 1 }}>
            <PaymentNoteForm
              paymentId={note.paymentId}
              note={note}
              label={translate(`${K}.notes.editLabel`, { time: when(note.createdAt) })}
              onDone={() => setCorrecting(false)}
            />
          </Box>
        ) : note ? (
          <>
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.body}
            </Typography>
            {mayCorrect ? (
              <Button
                size="small"
                onClick={() => setCorrecting(true)}
                aria-label={translate(`${K}.notes.editLabel`, { time: when(note.createdAt) })}
                title={translate(`${K}.notes.editHint`, { time: when(note.editableUntil!) })}
                sx={{ mt: 0.5, px: 1, minHeight: 32 }}
              >
                {translate(`${K}.notes.edit`)}
              </Button>
            ) : null}
          </>
        ) : null}
      </Box>
    </Box>
  );
};
