import { Box, Button, TextField } from '@mui/material';
import { useCreate, useLocaleState, useTranslate, useUpdate } from 'ra-core';
import { useRef, useState, type FormEvent } from 'react';
import type { PaymentNote } from '../../dataProviders/payments';
import { useAskBeforeLeaving } from '../../src/lib/askBeforeLeaving';
import { useToast } from '../../src/lib/toast';
import { noteLengthArgs, noteProblem } from './paymentTimelineModel';
import { newKey } from './usePaymentActions';

const K = 'rm.paymentStory.notes';

interface PaymentNoteFormProps {
  paymentId: number;
  /** The user's own note to correct; a new note when absent. */
  note?: PaymentNote;
  /** Label of the text box (a correction names the note it corrects). */
  label?: string;
  onDone: () => void;
}

/**
 * Writes a note, or corrects the user's own: plain text as typed (never trimmed, never cut: a text over 1,000
 * characters stays in the box with the reason at the field), saved once however often Save is pressed.
 */
export const PaymentNoteForm = ({ paymentId, note, label, onDone }: PaymentNoteFormProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const toast = useToast();
  const [text, setText] = useState(note?.body ?? '');
  const [tried, setTried] = useState(false);
  const [create, createState] = useCreate();
  const [update, updateState] = useUpdate();
  // One key per text: a retry of the same note after a lost answer is not saved twice.
  const key = useRef({ text: '', value: newKey() });
  const inFlight = useRef(false);
  const problem = noteProblem(text);
  // Text typed and not saved is work a reload, closing the tab or a sign-out would lose: they ask first.
  useAskBeforeLeaving(text !== (note?.body ?? ''));
  const busy = createState.isPending || updateState.isPending;
  const args = { id: paymentId };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || inFlight.current) return;
    inFlight.current = true;
    if (key.current.text !== text) key.current = { text, value: newKey() };
    try {
      if (note)
        await update(
          'payment_notes',
          { id: note.id, data: { body: text }, previousData: note },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else
        await create(
          'payment_notes',
          { data: { payment_id: paymentId, body: text }, meta: { idempotencyKey: key.current.value } },
          { returnPromise: true },
        );
      toast(
        note
          ? { heading: `${K}.correctedHeading`, text: `${K}.correctedText`, args }
          : { heading: `${K}.savedHeading`, text: `${K}.savedText`, args },
      );
      onDone();
    } catch (error) {
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

  const shown = tried || problem === 'tooLong' ? problem : null;
  return (
    <Box component="form" noValidate onSubmit={event => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label ?? translate(`${K}.label`)}
        value={text}
        onChange={event => setText(event.target.value)}
        multiline
        minRows={3}
        autoFocus
        fullWidth
        required
        error={!!shown}
        helperText={
          shown === 'tooLong'
            ? translate(`${K}.tooLong`, noteLengthArgs(text, locale))
            : shown === 'blank'
              ? translate(`${K}.blank`)
              : translate(`${K}.counter`, noteLengthArgs(text, locale))
        }
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onDone} disabled={busy}>
          {translate(`${K}.cancel`)}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {translate(note ? `${K}.update` : `${K}.save`)}
        </Button>
      </Box>
    </Box>
  );
};
