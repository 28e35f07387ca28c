import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../dataProviders/sso/usersContract';
import { UserModificationIndicator } from './UserModificationIndicator';
import { fullName, listName } from './userModel';

/** The user's name, a link of its own (the row opens the same page), beside the state of a change just made. */
export const UserNameLink = ({ user, to, onOpen }: { user: User; to: string; onOpen: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'center' }} data-user-id={user.id}>
    <UserModificationIndicator id={user.id} name={fullName(user)} />
    <Box
      component={RouterLink}
      to={to}
      onClick={event => {
        event.stopPropagation();
        onOpen();
      }}
      sx={{
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {listName(user) || user.email}
    </Box>
  </Box>
);
