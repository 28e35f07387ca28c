import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
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
import { useLogout, useTranslate } from 'ra-core';
import { LocalesMenuButton } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import { Logo } from './Logo';

export const PROFILE_PATH = '/profile';

/** Logo to /dashboard, the language, the user's email to the profile, and Log Out; a menu toggle on small screens. */
export const TopBar = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: { xs: '1.0625rem', sm: undefined } }}
          >
            {translate('rm.shell.appName')}
          </Typography>
        </Link>
        <Box sx={{ flex: 1 }} />
        <LanguageMenu iconOnly={small} />
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
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  navigate(PROFILE_PATH);
                }}
              >
                {user.email}
              </MenuItem>
              <MenuItem onClick={() => logout()}>{translate('rm.shell.nav.logOut')}</MenuItem>
            </Menu>
          </>
        ) : (
          <>
            <Link
              component={RouterLink}
              to={PROFILE_PATH}
              color="inherit"
              aria-label={translate('rm.shell.nav.profileOf', { email: user.email })}
              sx={{ fontWeight: 500 }}
            >
              {user.email}
            </Link>
            <Button
              color="inherit"
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => logout()}
              sx={{ borderColor: 'rgba(255,255,255,0.6)' }}
            >
              {translate('rm.shell.nav.logOut')}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
};

/**
 * react-admin's language menu (the i18nProvider's languages; the choice lasts for the tab, src/i18n). On a phone its icon
 * alone fits beside the app name: the language's name stays in the button, as its accessible name.
 */
const LanguageMenu = ({ iconOnly }: { iconOnly: boolean }) => (
  <Box sx={iconOnly ? ICON_ONLY : undefined}>
    <LocalesMenuButton />
  </Box>
);

const ICON_ONLY = {
  '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
  '& .MuiButton-startIcon': { m: 0 },
  '& .MuiButton-endIcon': { display: 'none' },
};
