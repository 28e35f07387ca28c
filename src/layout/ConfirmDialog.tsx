import type { SvgIconComponent } from '@mui/icons-material';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  loading: boolean;
  title: string;
  content: string;
  /** Below the text: what else the question needs (a void's optional reason). */
  extra?: ReactNode;
  confirm: string;
  cancel: string;
  confirmColor?: ButtonProps['color'];
  ConfirmIcon: SvgIconComponent;
  CancelIcon: SvgIconComponent;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be undone (a void, a refund, a user's deactivation). Focus starts on Cancel, so
 * Enter pressed twice (once on the action, once more) does not act (react-admin's Confirm focuses the action); closed,
 * focus goes back to the button that opened it (MUI's default).
 */
export const ConfirmDialog = ({
  isOpen,
  loading,
  title,
  content,
  extra,
  confirm,
  cancel,
  confirmColor = 'primary',
  ConfirmIcon,
  CancelIcon,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{content}</DialogContentText>
        {extra}
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={loading} onClick={onClose} startIcon={<CancelIcon />}>
          {cancel}
        </Button>
        <Button disabled={loading} onClick={onConfirm} color={confirmColor} startIcon={<ConfirmIcon />}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
