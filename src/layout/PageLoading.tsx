import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { placeholderShown } from './firstScreen';

/** The loading state of a page or of the shell: while one shows, the first screen is not drawn (firstScreen.ts). */
export const PageLoading = ({ label }: { label?: string }) => {
  const translate = useTranslate();
  useEffect(placeholderShown, []);
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
