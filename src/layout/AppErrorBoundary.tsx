import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoadError } from '../routeTypes';

const Fallback = ({ error, reset }: { error: unknown; reset: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const home = () => {
    navigate('/dashboard');
    reset();
  };
  // A page whose code could not be loaded stays broken until the tab reloads (React keeps the failed page, and the
  // chunk may be gone after a release); the session and the address survive a reload.
  const pageLoad = error instanceof PageLoadError;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper role="alert" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {translate('rm.shell.error.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {translate(pageLoad ? 'rm.shell.error.pageLoadText' : 'rm.shell.error.text')}
        </Typography>
        {pageLoad ? (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" autoFocus onClick={() => window.location.reload()}>
              {translate('rm.shell.error.reload')}
            </Button>
            <Button variant="outlined" onClick={() => window.location.assign('/dashboard')}>
              {translate('rm.shell.error.home')}
            </Button>
          </Box>
        ) : (
          <Button variant="contained" onClick={home}>
            {translate('rm.shell.error.home')}
          </Button>
        )}
      </Paper>
    </Box>
  );
};

/** The same page for an error outside any page (react-admin's own error boundary, around the layout). */
export const AppErrorPage = ({
  error,
  resetErrorBoundary,
}: {
  error?: unknown;
  resetErrorBoundary: (...args: unknown[]) => void;
}) => <Fallback error={error} reset={() => resetErrorBoundary()} />;

/** "Something Went Wrong / Please return home and try again."; a new route clears it. */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error, resetErrorBoundary }) => <Fallback error={error} reset={resetErrorBoundary} />}
    >
      {children}
    </ErrorBoundary>
  );
};
