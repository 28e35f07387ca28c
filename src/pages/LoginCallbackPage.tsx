import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHandleAuthCallback, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';

/** /login/callback: completes the identity-provider sign-in, then goes where the user was headed. */
export const LoginCallbackPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  useHandleAuthCallback({
    onSuccess: (result: unknown) => {
      // What react-admin learnt about the session before sign-in completed is stale now.
      queryClient.removeQueries({ queryKey: ['auth'] });
      queryClient.removeQueries({ queryKey: ['rm'] });
      navigate((result as { redirectTo?: string } | undefined)?.redirectTo ?? '/dashboard', { replace: true });
    },
    onError: () => setFailed(true),
  });
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: 'min(440px, 100%)', textAlign: 'center' }}>
        <h1 style={{ position: 'absolute', left: -9999 }}>{translate('rm.shell.appName')}</h1>
        {failed ? (
          <>
            <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
              {translate('rm.shell.login.callbackFailed')}
            </Alert>
            <Button variant="contained" onClick={() => navigate('/login', { replace: true })}>
              {translate('rm.shell.login.tryAgain')}
            </Button>
          </>
        ) : (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress size={28} aria-hidden="true" />
            <span>{translate('rm.shell.login.checking')}</span>
          </Box>
        )}
      </Paper>
    </Box>
  );
};
