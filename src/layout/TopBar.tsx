import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Divider, IconButton, Link, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLocales, useLogout, useTranslate } from 'ra-core';
import { LocalesMenuButton } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import { GlobalSearch } from './GlobalSearch';
import { Logo } from './Logo';
import { useNarrowShell, useNavTabs } from './NavTabs';
import { ThemeMenu } from './ThemeMenu';

export const PROFILE_PATH = '/profile';

/**
 * Logo to /dashboard, the language, the user's email to the profile, and Log Out. On a narrow screen one menu holds
 * them all, the nav tabs first (the tab bar is not drawn there: its tabs would be cut off).
 */
export const TopBar = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const small = useNarrowShell();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Link
          component={RouterLink}
          to="/dashboard"
          color="inherit"
          underline="none"
          aria-label={translate('rm.shell.nav.home')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, '& > svg': { flexShrink: 0 } }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            // On a phone the name takes two lines rather than losing its end beside the bar's two buttons.
            sx={{
              fontWeight: 600,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              lineHeight: { xs: 1.2, sm: 1.6 },
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {translate('rm.shell.appName')}
          </Typography>
        </Link>
        <Box sx={{ flex: 1 }} />
        <GlobalSearch />
        <ThemeMenu />
        {small ? (
          <>
            <IconButton
              color="inherit"
              aria-label={translate('rm.shell.nav.menu')}
              aria-haspopup="menu"
              aria-expanded={!!menuAnchor}
              aria-controls={menuAnchor ? 'user-menu' : undefined}
              onClick={event => setMenuAnchor(event.currentTarget)}
            >
              <MenuIcon />
            </IconButton>
            <Menu id="user-menu" anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
              <NavMenuItems onChosen={() => setMenuAnchor(null)} />
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  navigate(PROFILE_PATH);
                }}
              >
                {user.email}
              </MenuItem>
              <LanguageMenuItems onChosen={() => setMenuAnchor(null)} />
              <MenuItem onClick={() => logout()}>{translate('rm.shell.nav.logOut')}</MenuItem>
            </Menu>
          </>
        ) : (
          <>
            <LocalesMenuButton />
            <Link
              component={RouterLink}
              to={PROFILE_PATH}
              color="inherit"
              aria-label={translate('rm.shell.nav.profileOf', { email: user.email })}
              sx={{ fontWeight: 500 }}
            >
              {user.email}
            </Link>
            <Button color="inherit" variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
              {translate('rm.shell.nav.logOut')}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
};

/** The nav tabs as the menu's first items, the current page marked as the tabs mark it; a divider after them. */
const NavMenuItems = ({ onChosen }: { onChosen: () => void }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const tabs = useNavTabs();
  if (!tabs.length) return null;
  return [
    ...tabs.map(tab => {
      const active = tab.match(pathname);
      return (
        <MenuItem
          key={tab.key}
          component={RouterLink}
          to={tab.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onChosen}
          sx={{ fontWeight: 600 }}
        >
          {translate(`rm.shell.nav.${tab.key}`)}
        </MenuItem>
      );
    }),
    <Divider key="divider" />,
  ];
};

/**
 * The language on a phone, where the bar has no room for react-admin's LocalesMenuButton: the same choice (the
 * i18nProvider's languages, kept for the tab by src/i18n) as items of the menu.
 */
const LanguageMenuItems = ({ onChosen }: { onChosen: () => void }) => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  return languages.map(language => (
    <MenuItem
      key={language.locale}
      role="menuitemradio"
      aria-checked={language.locale === locale}
      selected={language.locale === locale}
      lang={language.locale}
      onClick={() => {
        setLocale(language.locale);
        onChosen();
      }}
    >
      {language.name}
    </MenuItem>
  ));
};
