import { keyframes } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import type { ThemeMode } from './themeChoice';

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

/**
 * Each brand in each mode. Text colours meet WCAG AA on the mode's background and paper, and `on…` colours on the
 * colour itself. The top bar keeps the brand's colour in both modes, with white text.
 */
export const palettes = {
  standard: {
    brand: '#0b3d6e',
    light: {
      primary: '#0b3d6e',
      onPrimary: '#fff',
      secondary: '#0b6e5f',
      onSecondary: '#fff',
      background: '#f4f6f9',
      paper: '#fff',
    },
    dark: {
      primary: '#9ccaff',
      onPrimary: '#0b1d33',
      secondary: '#6fd6c4',
      onSecondary: '#00201b',
      background: '#0f151c',
      paper: '#17202a',
    },
  },
  rebrand: {
    brand: '#4a2c82',
    /** The stroke of the rebrand's login logo, on the brand's colour. */
    accent: '#f5c542',
    light: {
      primary: '#4a2c82',
      onPrimary: '#fff',
      secondary: '#b3261e',
      onSecondary: '#fff',
      background: '#f6f4fa',
      paper: '#fff',
    },
    dark: {
      primary: '#cfbcff',
      onPrimary: '#21005e',
      secondary: '#ffb4ab',
      onSecondary: '#410e0b',
      background: '#15121b',
      paper: '#1e1a26',
    },
  },
} as const;

/** The status colours of each mode, with the text drawn on them. */
const statusColours = {
  light: {
    success: { main: '#1b6e3a', contrastText: '#fff' },
    warning: { main: '#8a5300', contrastText: '#fff' },
    error: { main: '#b3261e', contrastText: '#fff' },
    info: { main: '#0b5cad', contrastText: '#fff' },
  },
  dark: {
    success: { main: '#7dd99a', contrastText: '#06290f' },
    warning: { main: '#ffb95c', contrastText: '#2e1a00' },
    error: { main: '#ffb4ab', contrastText: '#410e0b' },
    info: { main: '#9ccaff', contrastText: '#0b1d33' },
  },
} as const;

/**
 * For a device set to reduce motion (`prefers-reduced-motion: reduce`): menus, dialogs, drawers, collapses and hovers
 * change at once, as MUI's transitions last no time and transition nothing; no ripple spreads from a click or pulses
 * round a focused button (a ring marks keyboard focus instead); loading placeholders stay still; a spinner turns
 * without its arc stretching. The progress bar keeps moving: it is how a long load shows it is still going.
 */
const STILL: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      // Two rings, the text's colour outside the paper's, so the focus shows on any background (the page, the top bar,
      // a contained button's own colour).
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.text.primary}`,
            outlineOffset: 2,
            boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
          },
        }),
      },
    },
    MuiSkeleton: { defaultProps: { animation: false } },
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
  },
};

export const createAppTheme = (
  variant: keyof typeof palettes = 'standard',
  mode: ThemeMode = 'light',
  reducedMotion = false,
): RaThemeOptions => {
  const brand = palettes[variant];
  const colours = brand[mode];
  const theme: RaThemeOptions = deepmerge(mode === 'dark' ? defaultDarkTheme : defaultTheme, {
    palette: {
      mode,
      primary: { main: colours.primary, contrastText: colours.onPrimary },
      secondary: { main: colours.secondary, contrastText: colours.onSecondary },
      background: { default: colours.background, paper: colours.paper },
      ...statusColours[mode],
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
    },
    components: {
      // MUI draws a dark mode's app bar in the paper's colour: the brand's stays, in both modes.
      MuiAppBar: { styleOverrides: { colorPrimary: { backgroundColor: brand.brand, color: '#fff' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      MuiTableRow: { styleOverrides: { root: { '&.MuiTableRow-hover:hover': { cursor: 'pointer' } } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // react-admin's columns menu ends in its Reset button, which on a phone it draws as an icon button; Reset has no
      // icon, so there it showed as an empty strip: its name is written instead.
      MuiPopover: {
        styleOverrides: {
          paper: {
            '& .columns-selector-actions .MuiIconButton-root': { borderRadius: 8, padding: '4px 10px' },
            '& .columns-selector-actions .MuiIconButton-root::after': {
              content: 'attr(aria-label)',
              fontSize: '0.875rem',
              fontWeight: 600,
              lineHeight: 1.75,
            },
          },
        },
      },
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
  return reducedMotion ? deepmerge(theme, STILL) : theme;
};
