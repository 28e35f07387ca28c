import { TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { noteLengthArgs, reasonProblem } from './paymentTimelineModel';

interface PaymentReasonFieldProps {
  kind: 'refund' | 'void';
  value: string;
  onChange: (value: string) => void;
}

/** The optional reason of a refund or void dialog, saved by the API as a note with the action. */
export const PaymentReasonField = ({ kind, value, onChange }: PaymentReasonFieldProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tooLong = reasonProblem(value) === 'tooLong';
  return (
    <TextField
      label={translate('rm.paymentStory.reason.label')}
      value={value}
      onChange={event => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      error={tooLong}
      helperText={
        tooLong
          ? translate('rm.paymentStory.notes.tooLong', noteLengthArgs(value, locale))
          : translate(`rm.paymentStory.reason.${kind}Hint`)
      }
      sx={{ mt: 2 }}
    />
  );
};
