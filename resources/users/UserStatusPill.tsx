import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { User } from '../../dataProviders/sso/usersContract';
import { leanPill } from '../../src/layout/leanTable';
import { statusTone } from './userModel';

/** Revenue-management spec §2: deactivated or suspended is danger, active success, staged warning. */
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

/**
 * The same pill in a row of the users table: a span the table styles (src/layout/leanTable.tsx), not a Chip that
 * computes its styles for each of the 50 rows. `label` is the status's text (useUserLabels).
 */
export const UserStatusLeanPill = ({ user, label }: { user: User; label: string }) => (
  <span className={leanPill(statusTone(user.providerStatus))}>{label}</span>
);
