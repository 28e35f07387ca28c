import { useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import type { User } from '../../dataProviders/sso/usersContract';
import { LEAN } from '../../src/layout/leanTable';
import { fullName } from './userModel';

/** How many agency names show before "More". */
export const AGENCIES_SHOWN = 2;

/** The class of the names and their More/Less button, laid out by the users table's styles. */
export const AGENCIES_CLASS = 'rm-users-agencies';

/**
 * Revenue-management spec §2: the Agencies cell lists the user's agencies, truncated with More/Less, or "No
 * agencies". Plain elements styled by the users table (src/layout/leanTable.tsx): a row of the table renders no MUI
 * component of its own.
 */
export const UserAgenciesCell = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const names = user.agencies.map(agency => agency.name);
  if (!names.length) return <em className={LEAN.muted}>{translate('rm.users.agencies.none')}</em>;
  const truncated = names.length > AGENCIES_SHOWN;
  const shown = expanded || !truncated ? names : names.slice(0, AGENCIES_SHOWN);
  return (
    <span className={AGENCIES_CLASS}>
      <span id={id}>
        {shown.join(', ')}
        {truncated && !expanded ? '…' : ''}
      </span>
      {truncated ? (
        <button
          type="button"
          className={LEAN.textButton}
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={translate(expanded ? 'rm.users.agencies.lessAria' : 'rm.users.agencies.moreAria', { n: names.length, name: fullName(user) })}
          onClick={event => {
            event.stopPropagation();
            setExpanded(value => !value);
          }}
        >
          {translate(expanded ? 'rm.users.agencies.less' : 'rm.users.agencies.more')}
        </button>
      ) : null}
    </span>
  );
};
