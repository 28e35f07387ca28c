import { Box, Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import type { User } from '../../dataProviders/sso/usersContract';
import { fullName } from './userModel';

/** How many agency names show before "More". */
export const AGENCIES_SHOWN = 2;

/**
 * The Agencies cell lists the user's agencies, truncated with More/Less, or "No
 * agencies".
 */
export const UserAgenciesCell = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const names = user.agencies.map(agency => agency.name);
  if (!names.length)
    return (
      <Box component="em" sx={{ color: 'text.secondary' }}>
        {translate('rm.users.agencies.none')}
      </Box>
    );
  const truncated = names.length > AGENCIES_SHOWN;
  const shown = expanded || !truncated ? names : names.slice(0, AGENCIES_SHOWN);
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <span id={id}>
        {shown.join(', ')}
        {truncated && !expanded ? '…' : ''}
      </span>
      {truncated ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={{ fontWeight: 600 }}
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={translate(expanded ? 'rm.users.agencies.lessAria' : 'rm.users.agencies.moreAria', {
            n: names.length,
            name: fullName(user),
          })}
          onClick={event => {
            event.stopPropagation();
            setExpanded(value => !value);
          }}
        >
          {translate(expanded ? 'rm.users.agencies.less' : 'rm.users.agencies.more')}
        </Link>
      ) : null}
    </Box>
  );
};
