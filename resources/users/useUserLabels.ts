import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import type { Role } from '../../dataProviders/sso/contract';
import type { User } from '../../dataProviders/sso/usersContract';

export interface UserLabels {
  roleLabel: (role: Role) => string;
  role: (user: User) => string;
  posRole: (user: User) => string;
  status: (user: User) => string;
  noAgencies: string;
}

/** The texts the table shows for roles and statuses; sorting, search and users.csv use the same ones. */
export const useUserLabels = (): UserLabels => {
  const translate = useTranslate();
  return useMemo(() => {
    // A handful of distinct texts, asked for 10,000 times by a sort: translated once each.
    const cache = new Map<string, string>();
    const cached = (key: string) => {
      let text = cache.get(key);
      if (text === undefined) {
        text = translate(key);
        cache.set(key, text);
      }
      return text;
    };
    const roleLabel = (role: Role) => cached(`rm.users.roles.${role}`);
    return {
      roleLabel,
      role: (user: User) => roleLabel(user.role),
      posRole: (user: User) => roleLabel(user.posRole),
      status: (user: User) => cached(`rm.users.statuses.${user.providerStatus}`),
      noAgencies: translate('rm.users.agencies.none'),
    };
  }, [translate]);
};
