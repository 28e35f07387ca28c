import { Box, Link } from '@mui/material';
import { memo, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { FlagIdentity } from '../flags/FlagIdentity';
import { VersionTag } from '../flags/VersionTag';
import { CurrentUserProvider, useCurrentUser } from '../session/CurrentUserContext';
import { IdleSession } from '../session/IdleSession';
import { UserPrefsScope } from '../lib/userPrefs';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ClientBanner } from './ClientBanner';
import { FocusOnNavigation, MAIN_ID } from './FocusOnNavigation';
import { Footer } from './Footer';
import { NavTabs } from './NavTabs';
import { DeferredPage, PageLoading } from './PageLoading';
import { RetryAlert } from './RetryAlert';
import { TopBar } from './TopBar';

const SettingsError = () => {
  const translate = useTranslate();
  const { client, settingsError, retrySettings } = useCurrentUser();
  if (!settingsError || !client) return null;
  return (
    <RetryAlert sx={{ m: 2 }} retryLabel={translate('rm.shell.settingsFailed.retry')} onRetry={retrySettings}>
      {translate('rm.shell.settingsFailed.text', { brand: client.brand, message: settingsError.message })}
    </RetryAlert>
  );
};

/*
 * The shell's parts above and below the page. react-admin renders the layout again, with a new page element, each time
 * its router settles its routes (twice just after the app's first render); memoised, the parts only render again when
 * what they read changes.
 */
const ShellTop = memo(function ShellTop() {
  return (
    <>
      <UserPrefsScope />
      <TopBar />
      <NavTabs />
      <ClientBanner />
      <SettingsError />
    </>
  );
});

const ShellBottom = memo(function ShellBottom() {
  return (
    <>
      <Footer extra={<VersionTag />} />
      <FlagIdentity />
      <IdleSession />
      <FocusOnNavigation />
    </>
  );
});

/** The shell of every signed-in page: top bar, nav tabs, client banner, content, footer. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        {translate('rm.shell.nav.skip')}
      </Link>
      <CurrentUserProvider loading={<PageLoading />}>
        <ShellTop />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, width: '100%', outline: 'none' }}>
          <AppErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <DeferredPage>{children}</DeferredPage>
            </Suspense>
          </AppErrorBoundary>
        </Box>
        <ShellBottom />
      </CurrentUserProvider>
    </Box>
  );
};
