import { Box, Link, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';

/**
 * The router state of "Change client": /admin clears the client on arrival (resources/clients/ClientList), so a way
 * out that asks first (a form's unsaved edits) clears nothing when the user stays.
 */
export const CHANGE_CLIENT_STATE = 'changeClient';

/** "You are viewing {brand}" with "Change client", for admins with a client selected. */
export const ClientBanner = () => {
  const translate = useTranslate();
  const { user, client } = useCurrentUser();
  if (!user.isAdmin || !client) return null;
  return (
    <Box
      component="aside"
      aria-label={translate('rm.shell.banner.viewing', { brand: client.brand })}
      sx={{
        // A tint of the brand's colour over the page, in either mode.
        bgcolor: theme => alpha(theme.palette.primary.main, 0.12),
        color: 'text.primary',
        px: 3,
        py: 1,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('rm.shell.banner.viewing', { brand: client.brand })}
      </Typography>
      <Link
        component={RouterLink}
        to="/admin"
        state={{ [CHANGE_CLIENT_STATE]: true }}
        variant="body2"
        sx={{ fontWeight: 600 }}
      >
        {translate('rm.shell.banner.changeClient')}
      </Link>
    </Box>
  );
};
