import SearchIcon from '@mui/icons-material/Search';
import { Box, CircularProgress, IconButton, InputBase, Typography, type InputBaseProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { KeyboardEvent } from 'react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** Searching (or, before the panel's code is in, loading it): a spinner beside the box. */
  busy: boolean;
  /** The combobox's attributes once the panel can list results. */
  inputProps?: InputBaseProps['inputProps'];
}

/**
 * The top bar search's box row: the box, a spinner while busy, and Esc. Drawn by the panel, and before the panel's code
 * has arrived by the dialog itself, so what is typed (or pasted) at once is kept and handed to the panel.
 */
export const SearchBox = ({ value, onChange, onClose, onKeyDown, busy, inputProps }: SearchBoxProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <SearchIcon aria-hidden color="action" />
      <InputBase
        autoFocus
        fullWidth
        value={value}
        placeholder={translate('rm.shell.search.placeholder')}
        onChange={event => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        inputProps={{ 'aria-label': translate('rm.shell.search.label'), ...inputProps }}
      />
      {busy && <CircularProgress size={20} aria-label={translate('rm.shell.search.searching')} />}
      <IconButton aria-label={translate('rm.shell.search.close')} onClick={onClose} size="small">
        <Typography component="span" variant="caption" aria-hidden sx={{ fontWeight: 700 }}>
          Esc
        </Typography>
      </IconButton>
    </Box>
  );
};
