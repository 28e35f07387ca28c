import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { User } from '../../dataProviders/sso/usersContract';
import { statusTone } from './userModel';

/**
 * Deactivated or suspended is danger, active success, staged warning. A label longer than its column ("Pending
 * activation", in Spanish more) goes on to a second line rather than being cut.
 */
export const UserStatusPill = ({ user }: { user: User }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusTone(user.providerStatus)}
      label={translate(`rm.users.statuses.${user.providerStatus}`)}
      sx={PILL_SX}
    />
  );
};

const PILL_SX = {
  fontWeight: 600,
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', py: '3px' },
} as const;
