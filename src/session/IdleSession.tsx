import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'ra-core';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { AppAuthProvider } from '../auth/authProvider';
import { useAppConfig } from '../config/ConfigContext';
import { firstScreenDrawn } from '../layout/firstScreen';

/** The latest the idle timer's code waits for the first screen, and the wait before asking again should it fail. */
const TIMER_LATEST_MS = 8_000;

type IdleTimerComponent = ComponentType<{ startedAt: number }>;

/**
 * The idle session, for signed-in pages: the idle timer and its warning (IdleTimer.tsx), and the identity session
 * checked every `sessionCheckMs`. The timer draws nothing for minutes, so its code (react-idle-timer) comes after the
 * first screen is drawn (at the latest 8 s after this shell appeared), and counts idleness from this shell's start.
 * Should its code not arrive, it is asked for again: a tab must not stay signed in for want of its timer.
 */
export const IdleSession = () => {
  const { timeouts } = useAppConfig();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const queryClient = useQueryClient();
  const [startedAt] = useState(Date.now);
  const [Timer, setTimer] = useState<IdleTimerComponent>();

  useEffect(() => {
    let live = true;
    let retry: number | undefined;
    const load = () =>
      import('./IdleTimer').then(
        module => live && setTimer(() => module.IdleTimer),
        () => {
          if (live) retry = window.setTimeout(load, TIMER_LATEST_MS);
        },
      );
    const latest = new Promise<void>(resolve => (retry = window.setTimeout(resolve, TIMER_LATEST_MS)));
    void Promise.race([firstScreenDrawn(queryClient), latest]).then(() => {
      window.clearTimeout(retry);
      if (live) void load();
    });
    return () => {
      live = false;
      window.clearTimeout(retry);
    };
  }, [queryClient]);

  useSessionCheck(timeouts.sessionCheckMs, authProvider);
  return Timer ? <Timer startedAt={startedAt} /> : null;
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
