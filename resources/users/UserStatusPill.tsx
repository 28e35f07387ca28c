import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { User } from '../../dataProviders/sso/usersContract';
import { statusTone } from './userModel';

/**
 * Deactivated or suspended is danger, active success, staged warning.
 */
export const UserStatusPill = ({ user }: { user: User }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusTone(user.providerStatus)}
      label={translate(`rm.users.statuses.${user.providerStatus}`)}
      sx={{ fontWeight: 600 }}
    />
  );
};
