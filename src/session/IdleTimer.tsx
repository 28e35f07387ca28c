import { useAuthProvider, useTranslate } from 'ra-core';
import { Suspense, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIdleTimer } from 'react-idle-timer';
import type { AppAuthProvider } from '../auth/authProvider';
import { mayLeaveWork } from '../auth/leaving';
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
 * The idle timer of IdleSession, a chunk of its own that comes once the first screen is drawn: after `idleMs` without
 * activity (in any tab) a warning counts down `logoutCountdownMs`; Stay Logged In carries on, Log Off signs out, and
 * the end of the countdown signs out with the security warning. Idleness counts from `startedAt`, when the signed-in
 * shell appeared, not from this code's arrival.
 */
export const IdleTimer = ({ startedAt }: { startedAt: number }) => {
  const { timeouts } = useAppConfig();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const translate = useTranslate();
  const [warning, setWarning] = useState(false);
  const total = timeouts.idleMs + timeouts.logoutCountdownMs;
  // Until the first activity the timeout is what is left of it since `startedAt` (react-idle-timer has no start time
  // to give; at least a moment more than the countdown, which it requires). Any activity after that counts in full.
  const [lateBy] = useState(() => Date.now() - startedAt);
  const [active, setActive] = useState(false);

  // The security warning on /login is for a sign-out the user did not ask for: the countdown ran out.
  const signOut = useCallback(
    (asked: boolean) => {
      setWarning(false);
      void authProvider.signOut(asked ? undefined : { kind: 'idle' });
    },
    [authProvider],
  );

  const timer = useIdleTimer({
    timeout: active ? total : Math.max(total - lateBy, timeouts.logoutCountdownMs + 1),
    promptBeforeIdle: timeouts.logoutCountdownMs,
    onPrompt: () => setWarning(true),
    onIdle: () => signOut(false),
    onActive: () => {
      setWarning(false);
      setActive(true);
    },
    // Activity while the warning shows does not answer it (only Stay Logged In does): the timeout stays as it is then.
    onAction: () => {
      if (!warning) setActive(true);
    },
    // Activity in any tab keeps every tab signed in; Stay Logged In in one closes the warning in all.
    crossTab: true,
    syncTimers: 200,
    name: 'rm-idle',
    eventsThrottle: 250,
    timers: LIVE_TIMERS,
  });

  const { getRemainingTime, activate } = timer;
  if (!warning) return null;
  // Should the warning's code not arrive (the network gone meanwhile), the countdown still ends in the sign-out.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <IdleWarningDialog
          open
          remaining={getRemainingTime}
          onStay={() => activate()}
          // Log Off is asked for: work the page would lose is asked about first (the countdown's end does not ask).
          onLogOff={() => {
            if (mayLeaveWork(translate('ra.message.unsaved_changes'))) signOut(true);
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
};
