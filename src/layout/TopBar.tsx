import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Button,
  Divider,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLocales, useLogout, useTranslate } from 'ra-core';
import { LocalesMenuButton } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { mayLeaveWork } from '../auth/leaving';
import { useCurrentUser } from '../session/CurrentUserContext';
import { GlobalSearch } from './GlobalSearch';
import { Logo } from './Logo';
import { useNarrowShell, useNavTabs } from './NavTabs';
import { ThemeMenu } from './ThemeMenu';

export const PROFILE_PATH = '/profile';

/**
 * Logo to /dashboard, the language, the user's email to the profile, and Log Out. Below a wide screen one menu holds
 * the language, the email and Log Out, and on a narrow one the nav tabs first (the tab bar is not drawn there: its tabs
 * would be cut off). The app's name is never squeezed: the loading screen (index.html) draws it the same, so it does
 * not move when the app starts.
 */
export const TopBar = () => {
  const translate = useTranslate();
  const raLogout = useLogout();
  // Work the page would lose (a form's unsaved changes, a refund being sent) is asked about before the tokens go.
  const logout = () => {
    if (mayLeaveWork(translate('ra.message.unsaved_changes'))) void raLogout();
  };
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const narrow = useNarrowShell();
  // The language, the email and Log Out need about 600 px beside the name and the search box.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
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
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minWidth: 0,
            flexShrink: { xs: 1, sm: 0 },
            // What follows goes to the bar's end (no spacer, which would take a gap of its own on a phone).
            mr: 'auto',
            '& > svg': { flexShrink: 0 },
          }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            // On a phone the name takes two lines, always at the same word, rather than losing its end beside the bar's
            // buttons (the loading screen's bar in index.html breaks it the same).
            sx={{
              fontWeight: 600,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              maxWidth: { xs: '8em', sm: 'none' },
              lineHeight: { xs: 1.2, sm: 1.6 },
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {translate('rm.shell.appName')}
          </Typography>
        </Link>
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
              {narrow ? <NavMenuItems onChosen={() => setMenuAnchor(null)} /> : null}
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
              title={user.email}
              // A long address ends in an ellipsis (whole in its title and name) rather than squeezing the bar.
              sx={{ fontWeight: 500, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {user.email}
            </Link>
            <Button
              color="inherit"
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => logout()}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
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
