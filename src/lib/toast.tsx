import { Box, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'ra-core';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  heading: string;
  text?: string;
  type?: ToastType;
  /** Arguments for the heading and text keys. */
  args?: Record<string, unknown>;
  autoHideDuration?: number;
}

export const TOAST_MS = 3000;

/** A heading and text, announced politely (success, info) or assertively (error, warning). */
export const ToastContent = ({ heading, text, type }: { heading: string; text?: string; type: ToastType }) => (
  <Box role={type === 'error' || type === 'warning' ? 'alert' : 'status'} aria-live={type === 'error' || type === 'warning' ? 'assertive' : 'polite'} sx={{ maxWidth: 420 }}>
    <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
      {heading}
    </Typography>
    {text ? (
      <Typography component="p" variant="body2">
        {text}
      </Typography>
    ) : null}
  </Box>
);

/** The spec's toasts (heading: text, variant), shown at the bottom left. Keys or plain text both work. */
export const useToast = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    ({ heading, text, type = 'success', args, autoHideDuration = TOAST_MS }: ToastOptions) => {
      const tr = (value: string) => translate(value, { _: value, ...args });
      notify(<ToastContent heading={tr(heading)} text={text ? tr(text) : undefined} type={type} />, { type, autoHideDuration });
    },
    [notify, translate],
  );
};
