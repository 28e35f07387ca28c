import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormState } from 'react-hook-form';

/**
 * Whether the form's own rules hold its save (a field marked in red). The server's errors do not: the field the server
 * refused may be one the user cannot change (a client's brand, a taken email on a later step), and saving again asks
 * the server anew.
 */
export const useRulesHold = () => {
  const { errors } = useFormState();
  return Object.values(errors).some(error => error?.type !== 'server');
};

/** Says why the save is held, beside its button (whose `aria-describedby` is `id`). */
export const RulesHoldReason = ({ id }: { id: string }) => {
  const translate = useTranslate();
  return (
    // First in its row of buttons, wherever it is written.
    <Typography id={id} variant="body2" color="error" sx={{ mr: 'auto', order: -1 }}>
      {translate('rm.shell.form.fixErrors')}
    </Typography>
  );
};
