import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** An error that a second try may mend: the words, and a button that tries again. */
export const RetryAlert = ({
  retryLabel,
  onRetry,
  sx,
  children,
}: {
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) => (
  <Alert
    severity="error"
    sx={sx}
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    }
  >
    {children}
  </Alert>
);
