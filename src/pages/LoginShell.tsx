import { CssBaseline, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import type { AppAuthProvider } from '../auth/authProvider';
import { useFlags } from '../flags/FlagsContext';
import { useShellTheme } from '../layout/useShellTheme';
import { MESSAGE_MS, ToastSurface, type ToastOptions } from '../lib/ToastContent';
import { LoginCallbackScreen } from './LoginCallbackPage';
import { LoginScreen } from './LoginPage';
import { LoginShellProvider, translateShell, type LoginShellValue } from './loginShellContext';

interface LoginShellProps {
  authProvider: AppAuthProvider;
  enterApp: (path: string) => void;
}

interface Toast extends ToastOptions {
  key: number;
}

/** The sign-in screens on their own: MUI and the identity provider's client, no react-admin. */
export const LoginShell = ({ authProvider, enterApp }: LoginShellProps) => {
  const { rebrand } = useFlags();
  const theme = useShellTheme(rebrand);
  const [path, setPath] = useState(window.location.pathname);
  const [toastState, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((options: ToastOptions) => {
    setToast({ ...options, key: Date.now() });
    setOpen(true);
  }, []);
  const go = useCallback((to: string) => {
    window.history.replaceState(null, '', to);
    setPath(window.location.pathname);
  }, []);
  const value = useMemo<LoginShellValue>(
    () => ({ authProvider, translate: translateShell, toast, enterApp, go }),
    [authProvider, toast, enterApp, go],
  );
  const type = toastState?.type ?? 'success';
  const tr = (key: string) => translateShell(key, { _: key, ...toastState?.args });

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LoginShellProvider value={value}>
        {path === '/login/callback' ? <LoginCallbackScreen key="callback" /> : <LoginScreen key="login" />}
        <Snackbar
          key={toastState?.key}
          open={open}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          autoHideDuration={MESSAGE_MS.toast}
          onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        >
          <div>
            {toastState ? (
              <ToastSurface
                heading={tr(toastState.heading)}
                text={toastState.text ? tr(toastState.text) : undefined}
                type={type}
                dismissLabel={translateShell('rm.shell.toasts.dismiss')}
                onDismiss={() => setOpen(false)}
              />
            ) : null}
          </div>
        </Snackbar>
      </LoginShellProvider>
    </ThemeProvider>
  );
};
