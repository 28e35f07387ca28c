import { useEffect } from 'react';
import { useCurrentUser } from '../session/CurrentUserContext';
import { flagUserOf } from './flagContext';
import { useFlagClient } from './FlagsContext';

/**
 * Flags are evaluated for the signed-in user and their client. A page load that starts signed in has already said so
 * (src/boot.tsx, before the flags' first evaluation); this follows what changes after: a sign-in in this tab, a
 * platform admin choosing a client, a profile edit.
 */
export const FlagIdentity = () => {
  const { user, client } = useCurrentUser();
  const flags = useFlagClient();
  const { id, email, fullName, role } = user;
  const slug = client?.slug ?? null;
  const brand = client?.brand ?? null;
  useEffect(() => {
    flags.identify(flagUserOf({ id, email, fullName, role }, slug !== null && brand !== null ? { slug, brand } : null));
  }, [flags, id, email, fullName, role, slug, brand]);
  return null;
};
