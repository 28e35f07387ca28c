import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import { CenteredMain } from '../layout/CenteredMain';
import { useEffect, useState } from 'react';
import type { AppAuthProvider } from '../auth/authProvider';
import { returnToSignInEntry } from '../auth/signInEntry';
import { translateShell, useLoginShell } from './loginShellContext';

// StrictMode runs effects twice; an authorisation code can be redeemed only once.
let pending: { search: string; promise: Promise<{ redirectTo: string }> } | undefined;

const completeOnce = (authProvider: AppAuthProvider, search: string) => {
  if (pending?.search !== search)
    pending = { search, promise: authProvider.handleCallback!() as Promise<{ redirectTo: string }> };
  return pending.promise;
};

/** /login/callback: completes the identity-provider sign-in, then goes where the user was headed. */
export const LoginCallbackScreen = () => {
  const { authProvider, translate, enterApp, go } = useLoginShell();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    completeOnce(authProvider, window.location.search).then(
      result => {
        const path = result?.redirectTo ?? '/dashboard';
        if (live && !returnToSignInEntry(path)) enterApp(path);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [authProvider, enterApp]);

  useEffect(() => {
    document.title = `${translate('rm.shell.login.checking')} · ${translate('rm.shell.appName')}`;
  }, [translate]);

  return (
    <CenteredMain>
      <Paper sx={{ p: 4, width: 'min(440px, 100%)', textAlign: 'center' }}>
        <h1 style={{ position: 'absolute', left: -9999 }}>{translate('rm.shell.appName')}</h1>
        {failed ? (
          <>
            <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
              {translate('rm.shell.login.callbackFailed')}
            </Alert>
            <Button variant="contained" onClick={() => go('/login')}>
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
    </CenteredMain>
  );
};

/** The full app's /login/callback route: hands over to the light start-up path with a page load. */
export const LoginCallbackPage = () => {
  useEffect(() => {
    window.location.replace(`/login/callback${window.location.search}`);
  }, []);
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={translateShell('rm.shell.loading')} />
    </Box>
  );
};
