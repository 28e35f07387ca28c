import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { placeholderShown, useFirstScreenDrawn } from './firstScreen';

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
 * A page mounted in a background render while the app starts (until its first screen is drawn): on the app's first
 * render the shell commits and paints first (AppLayout), and a route's page waits for its access check (GuardedRoute),
 * whose answer arriving is rendered at once, in one task. React renders the page in slices that leave the main thread
 * free between them instead; mounted in that one task, /payments held the main thread for about 120 ms at full speed,
 * 400 on a slow phone. Until the page is ready the loading state stays. Later, a page opened from another shows in the
 * navigation's own render, with no loading state between the two.
 */
export const DeferredPage = ({ children }: { children: ReactNode }) =>
  useDeferredValue(true, useFirstScreenDrawn()) ? children : <PageLoading />;
