import { useAuthProvider } from 'ra-core';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIdleTimer } from 'react-idle-timer';
import type { AppAuthProvider } from '../auth/authProvider';
import { useAppConfig } from '../config/ConfigContext';
import { lazy, named } from '../routeTypes';

// The warning's code (MUI's Dialog and the countdown) comes when it is due; the timer that signs out does not need it.
const IdleWarningDialog = lazy(named(() => import('./IdleWarningDialog'), 'IdleWarningDialog'));

/** Looked up on each call rather than captured at import, so tests can drive time. */
const LIVE_TIMERS = {
  setTimeout: (handler: () => void, ms?: number) => window.setTimeout(handler, ms),
  clearTimeout: (id: number) => window.clearTimeout(id),
  setInterval: (handler: () => void, ms?: number) => window.setInterval(handler, ms),
  clearInterval: (id: number) => window.clearInterval(id),
};

/**
 * The idle session, for signed-in pages: after `idleMs` without activity (in any tab) a warning
 * counts down `logoutCountdownMs`; Stay Logged In carries on, Log Off signs out, and the end of the countdown signs
 * out with the security warning. The identity session is also checked every `sessionCheckMs`, and a session the
 * identity provider no longer knows signs out too.
 */
export const IdleSession = () => {
  const { timeouts } = useAppConfig();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const [warning, setWarning] = useState(false);

  // The security warning on /login is for a sign-out the user did not ask for: the countdown ran out.
  const signOut = useCallback(
    (asked: boolean) => {
      setWarning(false);
      void authProvider.signOut(asked ? undefined : { kind: 'idle' });
    },
    [authProvider],
  );

  const timer = useIdleTimer({
    timeout: timeouts.idleMs + timeouts.logoutCountdownMs,
    promptBeforeIdle: timeouts.logoutCountdownMs,
    onPrompt: () => setWarning(true),
    onIdle: () => signOut(false),
    onActive: () => setWarning(false),
    // Activity in any tab keeps every tab signed in; Stay Logged In in one closes the warning in all.
    crossTab: true,
    syncTimers: 200,
    name: 'rm-idle',
    eventsThrottle: 250,
    timers: LIVE_TIMERS,
  });

  useSessionCheck(timeouts.sessionCheckMs, authProvider);

  const { getRemainingTime, activate } = timer;
  if (!warning) return null;
  // Should the warning's code not arrive (the network gone meanwhile), the countdown still ends in the sign-out.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <IdleWarningDialog open remaining={getRemainingTime} onStay={() => activate()} onLogOff={() => signOut(true)} />
      </Suspense>
    </ErrorBoundary>
  );
};

/**
 * Asks the identity provider, every `intervalMs`, whether the session still exists. A user deactivated meanwhile is
 * told so (their grants ended with it), even when they made no call the API could refuse.
 */
export const useSessionCheck = (intervalMs: number, authProvider: AppAuthProvider) => {
  const checking = useRef(false);
  useEffect(() => {
    const check = async () => {
      if (checking.current) return;
      checking.current = true;
      try {
        if (!(await authProvider.session.sessionExists())) await authProvider.signOutSessionGone();
      } finally {
        checking.current = false;
      }
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, authProvider]);
};
