import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useRemoveFromStore, useStore, useTranslate } from 'ra-core';
import { useState } from 'react';
import { THEME_STORE_KEY, type ThemeChoice, type ThemeMode } from './themeChoice';

const CHOICES: ThemeChoice[] = ['light', 'dark', 'system'];

const ICONS = {
  light: <LightModeOutlinedIcon />,
  dark: <DarkModeOutlinedIcon />,
  system: <SettingsBrightnessIcon />,
};

/**
 * The top bar's theme switch: Light, Dark or System. The mode chosen is react-admin's (its store's `theme`, which its
 * ThemeProvider reads); System removes it, so the device's mode is followed.
 */
export const ThemeMenu = () => {
  const translate = useTranslate();
  const [mode, setMode] = useStore<ThemeMode>(THEME_STORE_KEY);
  const removeMode = useRemoveFromStore(THEME_STORE_KEY);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: ThemeChoice = mode ?? 'system';
  const label = translate('rm.shell.theme.button', { choice: translate(`rm.shell.theme.${current}`) });

  const choose = (choice: ThemeChoice) => {
    setAnchor(null);
    if (choice === 'system') removeMode();
    else setMode(choice);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          aria-controls={anchor ? 'theme-menu' : undefined}
          onClick={event => setAnchor(event.currentTarget)}
        >
          {ICONS[current]}
        </IconButton>
      </Tooltip>
      <Menu
        id="theme-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('rm.shell.theme.menu') } }}
      >
        {CHOICES.map(choice => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === current}
            selected={choice === current}
            onClick={() => choose(choice)}
          >
            <ListItemIcon>{ICONS[choice]}</ListItemIcon>
            <ListItemText>{translate(`rm.shell.theme.${choice}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
