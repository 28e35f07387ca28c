import type { LDContext } from '@launchdarkly/js-client-sdk';
import type { CurrentUser } from '../auth/currentUser';
import type { Environment } from '../config/schema';

/** Who the flags are evaluated for: the signed-in user, or an anonymous visitor before sign-in. */
export interface FlagUser {
  id: string;
  email: string;
  name: string;
  role: string;
  clientSlug: string | null;
  clientBrand: string | null;
}

/** Whom the flags are for, from the signed-in user and the client the app works on. */
export const flagUserOf = (
  { id, email, fullName, role }: Pick<CurrentUser, 'id' | 'email' | 'fullName' | 'role'>,
  client: { slug: string; brand: string } | null,
): FlagUser => ({
  id,
  email,
  name: fullName,
  role,
  clientSlug: client?.slug ?? null,
  clientBrand: client?.brand ?? null,
});

/**
 * A multi-kind context of the user and the environment (flags are evaluated for the user
 * and the environment). Email and name are private: used for targeting, never sent in events.
 */
export const flagContextOf = (environment: Environment, user: FlagUser | null, version?: string): LDContext => ({
  kind: 'multi',
  user: user
    ? {
        key: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        ...(user.clientSlug ? { client: user.clientSlug, clientBrand: user.clientBrand } : {}),
        _meta: { privateAttributes: ['email', 'name'] },
      }
    : // The SDK gives an anonymous context a generated key.
      { key: '', anonymous: true },
  environment: { key: environment, name: environment, ...(version ? { version } : {}) },
});
