import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { CenteredMain } from '../layout/CenteredMain';
import { useEffect, useRef, useState } from 'react';
import { landingPathFor } from '../auth/authProvider';
import { safeRedirectPath } from '../auth/redirect';
import { rememberSignInEntry, takePathAfterSignIn } from '../auth/signInEntry';
import { takeSignoutReason, type SignoutReason } from '../auth/signoutReason';
import { useFlags } from '../flags/FlagsContext';
import { Logo } from '../layout/Logo';
import { palettes } from '../layout/theme';
import { translateShell, useLoginShell } from './loginShellContext';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/** `?fromLogin=true` or an authorisation response on /login is the identity provider coming back. */
export const isCallbackSearch = (search: URLSearchParams) =>
  search.get('fromLogin') === 'true' || (search.has('code') && search.has('state'));

/**
 * /login: signed-out only. A spinner while the session is checked, then the sign-in prompt.
 * Rendered by the light start-up path (src/boot.tsx), never inside react-admin.
 */
export const LoginScreen = () => {
  const { authProvider, translate, toast, enterApp, go } = useLoginShell();
  const { rebrand } = useFlags();
  const search = new URLSearchParams(window.location.search);
  const isCallback = isCallbackSearch(search);
  const [status, setStatus] = useState<'checking' | 'signedOut' | 'redirecting'>('checking');
  const [reason] = useState<SignoutReason | undefined>(() => (isCallback ? undefined : takeSignoutReason()));
  // A session that ended mid-work comes back to where the user was.
  const returnTo =
    safeRedirectPath(search.get('returnTo')) ?? (reason?.kind === 'expired' ? reason.returnTo : undefined);
  const started = useRef(false);

  const arrive = async () => {
    // The callback came back to this entry (src/auth/signInEntry.ts) to enter the app here.
    const after = safeRedirectPath(takePathAfterSignIn());
    if (reason && !after) return setStatus('signedOut');
    // A new tab of a signed-in browser: the identity provider's session signs it in without a click. Not after a
    // sign-out the app caused (a reason to show): that one waits for the user.
    const signedIn =
      (await authProvider.session.isSignedIn()) ||
      (!reason && !!(await authProvider.session.signInSilently?.().catch(() => false)));
    if (!signedIn) return setStatus('signedOut');
    try {
      const user = await authProvider.getCurrentUser();
      enterApp(after ?? returnTo ?? landingPathFor(user));
    } catch {
      setStatus('signedOut');
    }
  };

  useEffect(() => {
    if (isCallback) {
      go(`/login/callback${window.location.search}`);
      return;
    }
    if (started.current) return;
    started.current = true;
    if (reason?.kind === 'auth_failed')
      toast({ heading: 'rm.shell.toasts.authFailedHeading', text: 'rm.shell.toasts.authFailedText', type: 'error' });
    if (reason?.kind === 'deactivated')
      toast({
        heading: 'rm.shell.toasts.deactivatedHeading',
        text: 'rm.shell.toasts.deactivatedText',
        args: { email: reason.email },
        type: 'error',
      });
    void arrive();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on arrival
  }, []);

  useEffect(() => {
    // Back in this page from the browser's cache, as it was when it left for the identity provider.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && void arrive();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrival check, whenever the page shows again
  }, []);

  useEffect(() => {
    document.title = `${translate('rm.shell.login.signIn')} · ${translate('rm.shell.appName')}`;
  }, [translate]);

  const signIn = async () => {
    setStatus('redirecting');
    rememberSignInEntry();
    try {
      await authProvider.login({ returnTo });
    } catch {
      setStatus('signedOut');
      toast({
        heading: 'rm.shell.toasts.somethingWrongHeading',
        text: 'rm.shell.toasts.somethingWrongText',
        type: 'error',
      });
    }
  };

  return (
    <CenteredMain>
      <Paper elevation={3} sx={{ width: 'min(440px, 100%)', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box sx={{ color: 'primary.main', mb: 2 }}>{rebrand ? <RebrandLogo size={64} /> : <Logo size={56} />}</Box>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {translate('rm.shell.appName')}
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          {translate('rm.shell.login.welcome')} {translate('rm.shell.login.prompt')}
        </Typography>
        {reason?.kind === 'idle' || reason?.kind === 'expired' ? (
          <Alert severity="warning" sx={{ mb: 3, textAlign: 'left' }}>
            {translate(reason.kind === 'idle' ? 'rm.shell.sessionExpired' : 'rm.shell.sessionEnded')}
          </Alert>
        ) : null}
        {/* The button and the spinner share one box of the same height, so nothing shifts when the check ends. */}
        <Box sx={{ minHeight: 48, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {status === 'signedOut' ? (
            <Button variant="contained" size="large" fullWidth onClick={signIn}>
              {translate('rm.shell.login.signIn')}
            </Button>
          ) : (
            <Box
              role="status"
              aria-live="polite"
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
            >
              <CircularProgress size={28} aria-hidden="true" />
              <span>{translate(status === 'checking' ? 'rm.shell.login.checking' : 'rm.shell.login.redirecting')}</span>
            </Box>
          )}
        </Box>
      </Paper>
    </CenteredMain>
  );
};

/** Where react-admin's own redirect to /login was headed, as a returnTo query. */
export const loginUrlFor = (search: string, state: LoginLocationState | null | undefined) => {
  const params = new URLSearchParams(search);
  if (!params.has('returnTo') && !isCallbackSearch(params)) {
    const headed = safeRedirectPath(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined);
    if (headed && headed !== '/') params.set('returnTo', headed);
  }
  const query = params.toString();
  return `/login${query ? `?${query}` : ''}`;
};

/**
 * The full app's /login route (react-admin's loginPage): hands over to the light start-up path with a
 * page load, so the sign-in screen is the same whichever way it is reached. It reads the router's
 * location from the window, so this module stays free of the router (it is on the /login path).
 */
export const LoginPage = () => {
  useEffect(() => {
    const state = (window.history.state as { usr?: LoginLocationState } | null)?.usr;
    window.location.replace(loginUrlFor(window.location.search, state));
  }, []);
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={translateShell('rm.shell.loading')} />
    </Box>
  );
};

/** The login logo of the rebrand (rebrand-pos-revm): a round mark in the rebrand's colours, whatever the mode. */
const RebrandLogo = ({ size }: { size: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-testid="rebrand-logo">
    <circle cx="20" cy="20" r="20" fill={palettes.rebrand.brand} />
    <path
      d="M12 28V12h8.5a5 5 0 0 1 0 10H12m8.5 0 6.5 6"
      fill="none"
      stroke={palettes.rebrand.accent}
      strokeWidth="3.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
