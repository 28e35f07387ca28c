import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { rememberBrand } from '../lib/lastBrand';
import { MaintenancePage } from '../pages/MaintenancePage';
import type { FlagClient } from './flagClient';
import { FlagClientProvider, useFlags } from './FlagsContext';

export const MAINTENANCE_PATH = '/maintenance';

const FAVICONS = { standard: '/favicon.svg', rebrand: '/favicon-rebrand.svg' } as const;

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The favicon follows the rebrand flag, and the next visit's loading screen (index.html) draws the same brand. */
const useBrand = (rebrand: boolean) => {
  useLayoutEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = rebrand ? FAVICONS.rebrand : FAVICONS.standard;
    rememberBrand(rebrand);
  }, [rebrand]);
};

/**
 * While the maintenance flag is on, every path shows /maintenance; when it goes off, the visitor
 * is back where they were. The app is unmounted meanwhile, so it makes no calls, and it remounts
 * only after the address is restored, so its router starts on the right path.
 */
const MaintenanceGate = ({ on, children }: { on: boolean; children: ReactNode }) => {
  const [appShown, setAppShown] = useState(!on);
  const returnTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (on) {
      if (window.location.pathname !== MAINTENANCE_PATH) returnTo.current = currentPath();
      window.history.replaceState(null, '', MAINTENANCE_PATH);
      setAppShown(false);
      return;
    }
    if (returnTo.current !== null) {
      window.history.replaceState(null, '', returnTo.current);
      returnTo.current = null;
    }
    setAppShown(true);
  }, [on]);
  if (on) return <MaintenancePage />;
  return appShown ? <>{children}</> : null;
};

const Gates = ({ children }: { children: ReactNode }) => {
  const flags = useFlags();
  useBrand(flags.rebrand);
  return <MaintenanceGate on={flags.maintenance}>{children}</MaintenanceGate>;
};

/** Around everything the app renders, sign-in screens included: flags, maintenance and favicon. */
export const FlagsRoot = ({ client, children }: { client: FlagClient; children: ReactNode }) => (
  <FlagClientProvider value={client}>
    <Gates>{children}</Gates>
  </FlagClientProvider>
);
