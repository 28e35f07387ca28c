import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Menu, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useId, useState, type FormEvent } from 'react';

export interface MoveTarget {
  name: string;
  /** 1-based. */
  position: number;
  total: number;
}

interface MoveMenuProps {
  anchor: HTMLElement | null;
  target: MoveTarget;
  onClose: () => void;
  /** Moves the row to `position` (1-based). */
  onMoveTo: (position: number) => void;
}

/**
 * The moves a row's handle offers to a single click or tap (no dragging, WCAG 2.5.7): up, down, to the top or bottom,
 * or to a position typed in.
 */
export const MoveMenu = ({ anchor, target, onClose, onMoveTo }: MoveMenuProps) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const { position, total } = target;
  const choose = (to: number) => {
    onClose();
    onMoveTo(to);
  };
  return (
    <>
      <Menu
        anchorEl={anchor}
        open={!!anchor && !asking}
        onClose={onClose}
        slotProps={{ list: { 'aria-label': translate('rm.pos.move.menu', { name: target.name }) } }}
      >
        <MenuItem disabled={position === 1} onClick={() => choose(1)}>
          {translate('rm.pos.move.top')}
        </MenuItem>
        <MenuItem disabled={position === 1} onClick={() => choose(position - 1)}>
          {translate('rm.pos.move.up')}
        </MenuItem>
        <MenuItem disabled={position === total} onClick={() => choose(position + 1)}>
          {translate('rm.pos.move.down')}
        </MenuItem>
        <MenuItem disabled={position === total} onClick={() => choose(total)}>
          {translate('rm.pos.move.bottom')}
        </MenuItem>
        <MenuItem disabled={total < 2} onClick={() => setAsking(true)}>
          {translate('rm.pos.move.toPosition')}
        </MenuItem>
      </Menu>
      {asking ? (
        <MovePositionDialog
          target={target}
          onClose={() => {
            setAsking(false);
            onClose();
          }}
          onMoveTo={to => {
            setAsking(false);
            choose(to);
          }}
        />
      ) : null}
    </>
  );
};

const MovePositionDialog = ({
  target,
  onClose,
  onMoveTo,
}: {
  target: MoveTarget;
  onClose: () => void;
  onMoveTo: (position: number) => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [value, setValue] = useState(String(target.position));
  const [touched, setTouched] = useState(false);
  const position = Number(value);
  const valid = Number.isInteger(position) && position >= 1 && position <= target.total;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) onMoveTo(position);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('rm.pos.move.dialogTitle', { name: target.name })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('rm.pos.move.positionLabel', { total: target.total })}
            value={value}
            onChange={event => setValue(event.target.value.replace(/\D/g, ''))}
            error={touched && !valid}
            helperText={touched && !valid ? translate('rm.pos.move.positionError', { total: target.total }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': touched && !valid } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('rm.pos.actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('rm.pos.move.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
