import { keyframes } from '@emotion/react';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/*
 * MUI's indeterminate progress bar animates `left` and `right`, so each frame lays the page out and paints it again:
 * while the users list streams in hundreds of pages, that took a third of the main thread. The same motion, drawn with
 * transforms only (the bar spans the track, is scaled to its length and slides), runs on the compositor.
 */
const indeterminate1 = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const indeterminate2 = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;
const TRANSFORM_ONLY_BAR = {
  width: '100%',
  left: 0,
  right: 'auto',
  transformOrigin: 'left',
  willChange: 'transform',
} as const;

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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      MuiTableRow: { styleOverrides: { root: { '&.MuiTableRow-hover:hover': { cursor: 'pointer' } } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiLinearProgress: {
        styleOverrides: {
          bar1Indeterminate: {
            ...TRANSFORM_ONLY_BAR,
            animation: `${indeterminate1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          },
          bar2Indeterminate: {
            ...TRANSFORM_ONLY_BAR,
            animation: `${indeterminate2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards`,
          },
        },
      },
    },
  } as RaThemeOptions);
};
