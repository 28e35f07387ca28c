import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Colours meet WCAG AA contrast on white and on the primary bar. */
export const palettes = {
  standard: { primary: '#0b3d6e', secondary: '#0b6e5f', background: '#f4f6f9' },
  rebrand: { primary: '#4a2c82', secondary: '#b3261e', background: '#f6f4fa' },
} as const;

export const createAppTheme = (variant: keyof typeof palettes = 'standard'): RaThemeOptions => {
  const colours = palettes[variant];
  return deepmerge(defaultTheme, {
    palette: {
      mode: 'light',
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background },
      success: { main: '#1b6e3a' },
      warning: { main: '#8a5300' },
      error: { main: '#b3261e' },
      info: { main: '#0b5cad' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiTableRow: { styleOverrides: { root: { '&.MuiTableRow-hover:hover': { cursor: 'pointer' } } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  } as RaThemeOptions);
};
