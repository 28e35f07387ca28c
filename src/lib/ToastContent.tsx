import { Box, IconButton, SnackbarContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/* The toast's look, apart from react-admin's notify, so the light sign-in path (src/pages/LoginShell.tsx) can show it too. */

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  heading: string;
  text?: string;
  /** Lines below the text, shown as given (not keys): why it happened, in words already translated. */
  detail?: string[];
  type?: ToastType;
  /** Arguments for the heading and text keys. */
  args?: Record<string, unknown>;
  /** How long it stays, by its line in MESSAGE_MS: `toast` (5000 ms) unless its spec says otherwise. */
  lasts?: 'toast' | 'posToast';
}

/**
 * How long each kind of message stays before it clears itself: the one table of durations, each as its spec says.
 * Hovering or focusing a message holds it; errors the cashiering pages show as alerts stay until dismissed.
 */
export const MESSAGE_MS = {
  /** Every toast of the app and react-admin's own: "auto-clear after 5000 ms" (revenue-management spec, errors). */
  toast: 5000,
  /** Cashiering's toasts, Sort Order Updated ("shown for 3 s") and Error Updating Sort Order (pos-config spec: 3000 ms). */
  posToast: 3000,
  /** Cashiering's success and Client not found alerts: "clear after 3000 ms" (pos-config spec). */
  posAlert: 3000,
} as const satisfies Record<string, number>;

/**
 * How long a polite toast's region is on the page, empty, before its words come: screen readers announce what changes
 * in a live region they already know, not one inserted with its text (an alert they do announce so).
 */
export const POLITE_TOAST_DELAY_MS = 100;

/** A heading, text and detail, announced politely (success, info) or assertively (error, warning). */
export const ToastContent = ({
  heading,
  text,
  detail = [],
  type,
}: {
  heading: string;
  text?: string;
  detail?: string[];
  type: ToastType;
}) => {
  const assertive = type === 'error' || type === 'warning';
  const [said, setSaid] = useState(assertive);
  useEffect(() => {
    if (said) return;
    const timer = setTimeout(() => setSaid(true), POLITE_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [said]);
  return (
    <Box
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      // The toast keeps its size while its words come (the snackbar is still growing in then).
      sx={{ maxWidth: 420, minHeight: '1.5rem' }}
    >
      {said ? (
        <>
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          {text ? (
            <Typography component="p" variant="body2">
              {text}
            </Typography>
          ) : null}
          {detail.map((line, index) => (
            <Typography key={index} component="p" variant="body2">
              {line}
            </Typography>
          ))}
        </>
      ) : null}
    </Box>
  );
};

/** The toast's surface: the variant's colour with its contrast text (AA in both modes), the content, and a dismiss button. */
export const ToastSurface = ({
  heading,
  text,
  detail,
  type,
  onDismiss,
  dismissLabel,
}: {
  heading: string;
  text?: string;
  detail?: string[];
  type: ToastType;
  onDismiss: () => void;
  dismissLabel: string;
}) => (
  <SnackbarContent
    // ToastContent is the live region; a second one around it would announce twice.
    role="presentation"
    sx={{ bgcolor: `${type}.main`, color: `${type}.contrastText`, flexWrap: 'nowrap' }}
    message={<ToastContent heading={heading} text={text} detail={detail} type={type} />}
    action={
      <IconButton size="small" color="inherit" aria-label={dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </IconButton>
    }
  />
);
