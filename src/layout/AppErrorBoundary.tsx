import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';

const Fallback = ({ reset }: { reset: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper role="alert" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {translate('rm.shell.error.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate('rm.shell.error.text')}</Typography>
        <Button
          variant="contained"
          onClick={() => {
            navigate('/dashboard');
            reset();
          }}
        >
          {translate('rm.shell.error.home')}
        </Button>
      </Paper>
    </Box>
  );
};

/** The same page for an error outside any page (react-admin's own error boundary, around the layout). */
export const AppErrorPage = ({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) => <Fallback reset={() => resetErrorBoundary()} />;

/** "Something Went Wrong / Please return home and try again."; a new route clears it. */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ resetErrorBoundary }) => <Fallback reset={resetErrorBoundary} />}>
      {children}
    </ErrorBoundary>
  );
};
