import { Button, CssBaseline, Paper, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { shell } from '../i18n/en/shell';
import { CenteredMain } from '../layout/CenteredMain';
import { useShellTheme } from '../layout/useShellTheme';

/** Shown when config.json cannot be read or is invalid: no flags or messages yet, so the standard brand and English. */
export const ConfigErrorPage = () => {
  const theme = useShellTheme(false);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <CenteredMain>
        <Paper elevation={3} sx={{ width: 'min(520px, 100%)', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
            {shell.config.heading}
          </Typography>
          <Typography sx={{ mb: 3 }}>{shell.config.text}</Typography>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            {shell.config.retry}
          </Button>
        </Paper>
      </CenteredMain>
    </ThemeProvider>
  );
};
