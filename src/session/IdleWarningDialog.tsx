import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useId, useState } from 'react';

interface IdleWarningDialogProps {
  open: boolean;
  /** Milliseconds left before the sign-out. */
  remaining: () => number;
  onStay: () => void;
  onLogOff: () => void;
}

/** The idle warning: a countdown to the sign-out, "Stay Logged In" (focused) and "Log Off". */
export const IdleWarningDialog = ({ open, remaining, onStay, onLogOff }: IdleWarningDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const [seconds, setSeconds] = useState(() => Math.ceil(remaining() / 1000));

  useEffect(() => {
    if (!open) return;
    const tick = () => setSeconds(Math.max(0, Math.ceil(remaining() / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [open, remaining]);

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => reason === 'escapeKeyDown' && onStay()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId} component="h2">
        {translate('rm.session.idle.heading')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate('rm.session.idle.text')}</DialogContentText>
        <Box
          role="timer"
          aria-atomic="true"
          sx={{
            mt: 2,
            fontSize: '1.25rem',
            fontWeight: 700,
            color: 'text.primary',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {translate('rm.session.idle.countdown', { smart_count: seconds })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLogOff}>{translate('rm.session.idle.logOff')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {translate('rm.session.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
