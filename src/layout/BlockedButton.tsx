import { Button, Tooltip, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

interface BlockedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the action cannot be taken now, in words; null when it can. */
  blockedBy: string | null;
  children: ReactNode;
}

/**
 * A disabled action stays focusable (aria-disabled) so its reason can be read in the tooltip by keyboard and screen
 * reader too. Enabled or not it is the same element, so a button that becomes disabled (Void after a void) keeps focus.
 */
export const BlockedButton = ({ blockedBy, children, onClick, ...props }: BlockedButtonProps) => (
  <Tooltip title={blockedBy ?? ''} describeChild>
    <Button
      {...props}
      aria-disabled={blockedBy ? 'true' : undefined}
      onClick={blockedBy ? event => event.preventDefault() : onClick}
      sx={
        blockedBy
          ? {
              opacity: 0.55,
              cursor: 'not-allowed',
              '&:hover': { bgcolor: props.variant === 'contained' ? 'primary.main' : 'transparent' },
            }
          : props.sx
      }
    >
      {children}
    </Button>
  </Tooltip>
);
