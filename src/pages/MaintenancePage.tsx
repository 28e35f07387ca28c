import { Box, CssBaseline, Paper, Typography } from '@mui/material';
import { CenteredMain } from '../layout/CenteredMain';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { useFlags } from '../flags/FlagsContext';
import { shell } from '../i18n/en/shell';
import { session } from '../i18n/en/session';
import { session as spanishSession } from '../i18n/es/session';
import { preferredLocale } from '../i18n/locale';
import { useShellTheme } from '../layout/useShellTheme';

const TEXTS = { en: session.maintenance, es: spanishSession.maintenance };

/**
 * /maintenance: replaces the whole app while the maintenance flag is on, sign-in screens included,
 * so it stands alone: its own theme, and its two texts in the tab's language read straight from the messages.
 */
export const MaintenancePage = () => {
  const { rebrand } = useFlags();
  const theme = useShellTheme(rebrand);
  const texts = TEXTS[preferredLocale()];
  useEffect(() => {
    document.title = `${texts.heading} · ${shell.appName}`;
  }, [texts]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <CenteredMain>
        <Paper elevation={3} sx={{ width: 'min(560px, 100%)', p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <Box sx={{ color: 'primary.main', mb: 3 }}>
            <MaintenanceIllustration />
          </Box>
          <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
            {texts.heading}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.0625rem' }}>{texts.text}</Typography>
        </Paper>
      </CenteredMain>
    </ThemeProvider>
  );
};

const MaintenanceIllustration = () => (
  <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
    <circle cx="48" cy="48" r="46" fill="currentColor" opacity="0.1" />
    <path
      d="M61.5 26.5a13 13 0 0 0-16.8 16.3L26 61.5a5 5 0 1 0 7.1 7.1l18.7-18.7a13 13 0 0 0 16.3-16.8l-7.6 7.6-6.1-1.1-1.1-6.1z"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinejoin="round"
    />
  </svg>
);
