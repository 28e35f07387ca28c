import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { useClientSelection, useCurrentUser } from '../session/CurrentUserContext';

/** "You are viewing {brand}" with "Change client", for admins with a client selected. */
export const ClientBanner = () => {
  const translate = useTranslate();
  const { user, client } = useCurrentUser();
  const { clear } = useClientSelection();
  if (!user.isAdmin || !client) return null;
  return (
    <Box
      component="aside"
      aria-label={translate('rm.shell.banner.viewing', { brand: client.brand })}
      sx={{
        bgcolor: '#e3eefa',
        color: '#0b2f55',
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
        onClick={clear}
        variant="body2"
        sx={{ fontWeight: 600, color: '#0b3d6e' }}
      >
        {translate('rm.shell.banner.changeClient')}
      </Link>
    </Box>
  );
};
