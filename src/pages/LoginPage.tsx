import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useAuthProvider, useTranslate } from 'ra-core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AppAuthProvider } from '../auth/authProvider';
import { landingPathFor } from '../auth/authProvider';
import { safeRedirectPath } from '../auth/redirect';
import { takeSignoutReason, type SignoutReason } from '../auth/signoutReason';
import { Logo } from '../layout/Logo';
import { useToast } from '../lib/toast';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

const returnToOf = (search: URLSearchParams, state: LoginLocationState | null) =>
  safeRedirectPath(search.get('returnTo')) ?? safeRedirectPath(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined);

/** /login: signed-out only. A spinner while the session is checked, then the sign-in prompt. */
export const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const search = new URLSearchParams(location.search);
  const isCallback = search.get('fromLogin') === 'true' || (search.has('code') && search.has('state'));
  const [status, setStatus] = useState<'checking' | 'signedOut' | 'redirecting'>('checking');
  const [reason] = useState<SignoutReason | undefined>(() => (isCallback ? undefined : takeSignoutReason()));
  const started = useRef(false);

  useEffect(() => {
    if (isCallback || started.current) return;
    started.current = true;
    if (reason?.kind === 'auth_failed') toast({ heading: 'rm.shell.toasts.authFailedHeading', text: 'rm.shell.toasts.authFailedText', type: 'error', autoHideDuration: 8000 });
    if (reason?.kind === 'deactivated')
      toast({ heading: 'rm.shell.toasts.deactivatedHeading', text: 'rm.shell.toasts.deactivatedText', args: { email: reason.email }, type: 'error', autoHideDuration: 8000 });
    (async () => {
      if (reason || !(await authProvider.session.isSignedIn())) return setStatus('signedOut');
      try {
        const user = await authProvider.getCurrentUser();
        navigate(returnToOf(search, location.state as LoginLocationState | null) ?? landingPathFor(user), { replace: true });
      } catch {
        setStatus('signedOut');
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on arrival
  }, []);

  useEffect(() => {
    document.title = `${translate('rm.shell.login.signIn')} · ${translate('rm.shell.appName')}`;
  }, [translate]);

  if (isCallback) return <Navigate to={`/login/callback${location.search}`} replace />;

  const signIn = async () => {
    setStatus('redirecting');
    try {
      await authProvider.login({ returnTo: returnToOf(search, location.state as LoginLocationState | null) });
    } catch {
      setStatus('signedOut');
      toast({ heading: 'rm.shell.toasts.somethingWrongHeading', text: 'rm.shell.toasts.somethingWrongText', type: 'error' });
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={3} sx={{ width: 'min(440px, 100%)', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box sx={{ color: 'primary.main', mb: 2 }}>
          <Logo size={56} />
        </Box>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {translate('rm.shell.appName')}
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          {translate('rm.shell.login.welcome')} {translate('rm.shell.login.prompt')}
        </Typography>
        {reason?.kind === 'idle' ? (
          <Alert severity="warning" sx={{ mb: 3, textAlign: 'left' }}>
            {translate('rm.shell.sessionExpired')}
          </Alert>
        ) : null}
        {status === 'signedOut' ? (
          <Button variant="contained" size="large" fullWidth onClick={signIn}>
            {translate('rm.shell.login.signIn')}
          </Button>
        ) : (
          <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 1 }}>
            <CircularProgress size={28} aria-hidden="true" />
            <span>{translate(status === 'checking' ? 'rm.shell.login.checking' : 'rm.shell.login.redirecting')}</span>
          </Box>
        )}
      </Paper>
    </Box>
  );
};
