import { readTabPref } from '../lib/tabPrefs';

export type ThemeMode = 'light' | 'dark';
/** What the user picks in the top bar: a mode, or the device's. */
export type ThemeChoice = ThemeMode | 'system';

/** react-admin's store key of the chosen mode (its ThemeProvider reads it); none stored follows the system. */
export const THEME_STORE_KEY = 'theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The device asks for less motion (src/layout/theme.ts says what stops). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The mode chosen in this tab, if any (for the screens outside react-admin). */
export const chosenMode = (): ThemeMode | undefined => {
  const value = readTabPref(THEME_STORE_KEY);
  return value === 'light' || value === 'dark' ? value : undefined;
};

const systemMode = (): ThemeMode => (window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light');

/** The loading screen (index.html's `[data-theme]` rules) and the start-up error, in the mode the app will show. */
export const applyThemeMode = (root: HTMLElement = document.documentElement) => {
  root.dataset.theme = chosenMode() ?? systemMode();
};
