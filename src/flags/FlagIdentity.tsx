import { useEffect } from 'react';
import { useCurrentUser } from '../session/CurrentUserContext';
import { useFlagClient } from './FlagsContext';

/** Once the user is known, flags are evaluated for them (and their client) instead of an anonymous visitor. */
export const FlagIdentity = () => {
  const { user, client } = useCurrentUser();
  const flags = useFlagClient();
  const { id, email, fullName, role } = user;
  const slug = client?.slug ?? null;
  const brand = client?.brand ?? null;
  useEffect(() => {
    flags.identify({ id, email, name: fullName, role, clientSlug: slug, clientBrand: brand });
  }, [flags, id, email, fullName, role, slug, brand]);
  return null;
};
