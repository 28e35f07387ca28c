import { Box, IconButton, SnackbarContent, Typography } from '@mui/material';

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
}

/** Every toast stays this long (5000 ms), whatever it says. */
export const TOAST_MS = 5000;

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
}) => (
  <Box
    role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    aria-live={type === 'error' || type === 'warning' ? 'assertive' : 'polite'}
    sx={{ maxWidth: 420 }}
  >
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
  </Box>
);

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
