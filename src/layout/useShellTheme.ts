import { useMediaQuery } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { createAppTheme } from './theme';
import { chosenMode, DARK_QUERY, REDUCED_MOTION_QUERY } from './themeChoice';

/**
 * The theme of the screens outside react-admin (sign-in, maintenance, start-up error): the mode chosen in this tab,
 * else the system's, followed as it changes; with less motion when the device asks for it.
 */
export const useShellTheme = (rebrand: boolean) => {
  const systemDark = useMediaQuery(DARK_QUERY, { noSsr: true });
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const mode = chosenMode() ?? (systemDark ? 'dark' : 'light');
  return useMemo(
    () => createTheme(createAppTheme(rebrand ? 'rebrand' : 'standard', mode, reducedMotion)),
    [rebrand, mode, reducedMotion],
  );
};
