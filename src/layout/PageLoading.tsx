import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

export const PageLoading = ({ label }: { label?: string }) => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress aria-hidden="true" />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label ?? translate('rm.shell.loading')}
      </Box>
    </Box>
  );
};
