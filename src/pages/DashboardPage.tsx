import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper, Typography, useTheme } from '@mui/material';
import { useCanAccess, useGetOne, useLocaleState, useTranslate } from 'ra-core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { statusOfError } from '../../dataProviders/http';
import type { Dashboard } from '../../dataProviders/sso/dashboard';
import { useAppConfig } from '../config/ConfigContext';
import { Page } from '../layout/Page';
import { PageLoading } from '../layout/PageLoading';
import { useCurrentUser } from '../session/CurrentUserContext';
import { frameAddress, frameHeightFromMessage, MIN_FRAME_HEIGHT, originOf } from './dashboardFrame';
import { OfflineNotice } from '../layout/OfflineNotice';

/** Cross-origin, so same-origin keeps the dashboard's own origin (never ours); no top navigation. */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads';

/**
 * /dashboard: the embedded analytics dashboard. The user-management API gives its address for the
 * client and agencies; the frame stays hidden behind a spinner until the dashboard reports its
 * height, and without a report within the configured time the page says it could not load.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const { user, client } = useCurrentUser();
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'list' });
  let content: ReactNode;
  if (isPending) content = <PageLoading />;
  else if (canAccess && client)
    content = <DashboardFrame brand={client.brand} agencyNames={user.agencies.map(agency => agency.name)} />;
  else content = user.role === 'NO_ROLE' ? <NoRole /> : <Denied />;
  return <Page title={translate('rm.dashboard.title')}>{content}</Page>;
};

const DashboardFrame = ({ brand, agencyNames }: { brand: string; agencyNames: string[] }) => {
  const translate = useTranslate();
  const { dashboardOrigin, timeouts } = useAppConfig();
  const expectedOrigin = originOf(dashboardOrigin);
  const [attempt, setAttempt] = useState(0);
  // Each Try again is a read of its own (the attempt rides in meta, which the provider ignores): the frame starts over
  // from no address, as on the first visit, even when the new address is the same as the old.
  const address = useGetOne<Dashboard>(
    'dashboards',
    { id: brand, meta: { agencyNames, attempt } },
    {
      retry: false,
      // A signed address lasts an hour: keep it while the page is open (a refetch would reload the frame).
      staleTime: 30 * 60_000,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [lang] = useLocaleState();
  const mode = useTheme().palette.mode;
  // Only an address on the configured dashboard origin is framed, in the app's language and mode (a change reloads it).
  const signed = address.data?.url;
  const frameable = !!signed && !!expectedOrigin && originOf(signed) === expectedOrigin;
  const url = signed && frameable ? frameAddress(signed, { lang, theme: mode }) : signed;

  useEffect(() => {
    setHeight(null);
    setTimedOut(false);
    if (!frameable) return;
    const onMessage = (event: MessageEvent) => {
      const next = frameHeightFromMessage(event, { origin: expectedOrigin, source: frame.current?.contentWindow });
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, frameable, expectedOrigin]);

  const loaded = height !== null;
  useEffect(() => {
    if (!frameable || loaded) return;
    const timer = window.setTimeout(() => setTimedOut(true), timeouts.dashboardLoadMs);
    return () => window.clearTimeout(timer);
  }, [url, frameable, loaded, timeouts.dashboardLoadMs]);

  if (address.error && statusOfError(address.error) === 403) return <Denied />;
  const failed = !!address.error || (!!url && !frameable) || (timedOut && !loaded);
  if (failed) return <Failed onRetry={() => setAttempt(value => value + 1)} />;

  return (
    // Until the frame reports its height the box fills the window, so the footer starts below the fold and the
    // report (usually a tall dashboard) does not push it out of view under the user's eyes.
    <Box sx={{ position: 'relative', minHeight: loaded ? MIN_FRAME_HEIGHT : `max(${MIN_FRAME_HEIGHT}px, 100vh)` }}>
      {/* Offline, the address is asked for once the connection is back (react-query holds the read): say so. */}
      <Box sx={{ position: 'relative', zIndex: 2 }}>
        <OfflineNotice waiting={address.isPending} text="rm.dashboard.offline" />
      </Box>
      {!loaded ? (
        <Box sx={{ position: 'absolute', inset: 0, zIndex: 1, bgcolor: 'background.default' }}>
          <PageLoading label={translate('rm.dashboard.loading')} />
        </Box>
      ) : null}
      {frameable ? (
        <Box
          component="iframe"
          ref={frame}
          key={url}
          src={url}
          title={translate('rm.dashboard.frameTitle', { brand })}
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          aria-hidden={loaded ? undefined : true}
          tabIndex={loaded ? undefined : -1}
          sx={{
            display: 'block',
            width: '100%',
            border: 0,
            height: height ?? MIN_FRAME_HEIGHT,
            visibility: loaded ? 'visible' : 'hidden',
          }}
        />
      ) : null}
    </Box>
  );
};

const Failed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Notice
      icon={<ErrorOutlineIcon />}
      heading={translate('rm.dashboard.failedHeading')}
      text={translate('rm.dashboard.failedText')}
      role="alert"
    >
      <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
        {translate('rm.dashboard.retry')}
      </Button>
    </Notice>
  );
};

const Denied = () => {
  const translate = useTranslate();
  return (
    <Notice
      icon={<LockOutlinedIcon />}
      heading={translate('rm.dashboard.deniedHeading')}
      text={translate('rm.dashboard.deniedText')}
    />
  );
};

/** A user without a role: say what to ask the administrator for (they land here when no other page has anything for them). */
const NoRole = () => {
  const translate = useTranslate();
  return (
    <Notice
      icon={<LockOutlinedIcon />}
      heading={translate('rm.dashboard.noRoleHeading')}
      text={translate('rm.dashboard.noRoleText')}
    />
  );
};

const Notice = ({
  icon,
  heading,
  text,
  role,
  children,
}: {
  icon: ReactNode;
  heading: string;
  text: string;
  role?: 'alert';
  children?: ReactNode;
}) => (
  <Paper
    variant="outlined"
    sx={{
      py: 6,
      px: 3,
      textAlign: 'center',
      color: 'text.secondary',
      '& > svg': { fontSize: 48, color: 'primary.main' },
    }}
  >
    <Box aria-hidden="true" sx={{ '& svg': { fontSize: 48, color: 'primary.main' } }}>
      {icon}
    </Box>
    <Box role={role}>
      <Typography component="h2" variant="h2" sx={{ color: 'text.primary', mt: 1, mb: 1 }}>
        {heading}
      </Typography>
      <Typography sx={{ maxWidth: 560, mx: 'auto' }}>{text}</Typography>
    </Box>
    {children}
  </Paper>
);
