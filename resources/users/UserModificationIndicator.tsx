import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useUserModification } from './useUserActions';

/** A row's modification: a spinner while pending, a check when done, a warning when it failed. */
export const UserModificationIndicator = ({ id, name }: { id: string; name: string }) => {
  const translate = useTranslate();
  const modification = useUserModification(id);
  if (!modification) return null;
  const label = translate(`rm.users.list.modification.${modification.status}`, { name });
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex', verticalAlign: 'middle', mr: 1 }}
    >
      {modification.status === 'pending' ? (
        <CircularProgress size={16} aria-hidden="true" />
      ) : modification.status === 'successful' ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
      ) : (
        <ErrorIcon fontSize="small" color="error" aria-hidden="true" />
      )}
    </Box>
  );
};
