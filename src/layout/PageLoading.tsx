import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
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

/**
 * A page mounted in a background render, after what shows it has been committed: the app's first render (the shell
 * commits and paints first, AppLayout) and a route's access check answering (GuardedRoute). React renders the page in
 * slices that leave the main thread free between them; mounted in the update that showed it (an answer arriving is
 * rendered at once, in one task), a page such as /payments held the main thread for 100 ms at full speed, 400 on a
 * slow phone. Until the page is ready the loading state stays.
 */
export const DeferredPage = ({ children }: { children: ReactNode }) =>
  useDeferredValue(true, false) ? children : <PageLoading />;
