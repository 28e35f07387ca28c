import type { AuthProvider } from 'ra-core';
import type { Myself } from '../../dataProviders/sso/contract';
import { allowedActions, allows } from './access';
import { getSelectedClient } from './clientSelection';
import { toCurrentUser, type CurrentUser, type ReadScope } from './currentUser';
import { rememberForTab, TAB_MEMORY } from '../lib/tabMemory';
import { safeRedirectPath } from './redirect';
import { leaveWithoutAsking, listenFirstForLeaving } from './leaving';
import type { AuthSession } from './session';
import { sessionEndedHere, setSignoutReason, type SignoutReason } from './signoutReason';

export interface AppAuthProvider extends AuthProvider {
  getCurrentUser(): Promise<CurrentUser>;
  /** Forgets the cached current user, e.g. after an admin changes client or edits their profile. */
  refreshCurrentUser(): void;
  /** Signs out once, whatever the number of callers, showing `reason` on /login. */
  signOut(reason?: SignoutReason): Promise<void>;
  /** True once a sign-out has begun: the browser is on its way to the identity provider. */
  isSigningOut(): boolean;
  /**
   * Signs out because the identity provider no longer knows the session: with the deactivated message when the user
   * was deactivated meanwhile, else with the security warning.
   */
  signOutSessionGone(): Promise<void>;
  session: AuthSession;
}

/**
 * Where sign-in lands: /admin for an admin without a client, the dashboard for whoever may see it, and otherwise the
 * app's root, whose LandingRedirect finds the page the user's role has something to show on.
 */
export const landingPathFor = (user: CurrentUser) => {
  if (user.isAdmin && !getSelectedClient()) return '/admin';
  return allows(user, { resource: 'dashboard', action: 'list' }) ? '/dashboard' : '/';
};

/** The scope of the reads a page makes for this user (ReadScope). */
export const readScopeOf = (user: CurrentUser): ReadScope => ({
  client: user.client?.slug ?? null,
  brand: user.client?.brand ?? null,
  timezone: user.timezone,
  allowed: allowedActions(user),
});

/**
 * The authProvider for every identity provider: the AuthSession does the protocol, this does the rest. getIdentity
 * comes from GET /myself?client={slug}; canAccess answers from the role and permission rules in ./access.ts for
 * that user. There is no getPermissions: pages ask react-admin's useCanAccess / <CanAccess>, never a permission
 * list.
 */
export const createAuthProvider = (
  session: AuthSession,
  getMyself: (clientSlug: string | null) => Promise<Myself>,
  /** Told of every sign-out of this tab before it leaves, whatever its cause (src/session/crossTab.ts resets the tab). */
  onSignOut?: (reason?: SignoutReason) => void,
): AppAuthProvider => {
  let current: { slug: string | null; promise: Promise<CurrentUser> } | undefined;
  let signingOut = false;
  listenFirstForLeaving();

  const signOut = async (reason?: SignoutReason) => {
    if (signingOut) return;
    signingOut = true;
    current = undefined;
    leaveWithoutAsking();
    onSignOut?.(reason);
    if (reason) setSignoutReason(reason);
    if (await session.isSignedIn()) {
      await session.signOut();
    } else {
      await session.clearLocal();
      window.location.assign('/login');
    }
  };

  /**
   * A session that ended without the user asking: a call refused with 401, or a session the identity provider no longer
   * knows. Deactivating a user ends both, but /myself still says who the token is for: a user deactivated mid-work is
   * told so, with their email, rather than `otherwise` (the session ended, or the security warning).
   */
  const signOutEnded = async (otherwise: () => SignoutReason) => {
    if (signingOut) return;
    const reason = otherwise();
    const myself = await getMyself(getSelectedClient()?.slug ?? null).catch(() => undefined);
    const user = myself && toCurrentUser(myself);
    await signOut(user && !user.active ? { kind: 'deactivated', email: user.email } : reason);
  };

  const loadCurrentUser = async (slug: string | null): Promise<CurrentUser> => {
    let myself: Myself;
    try {
      myself = await getMyself(slug);
    } catch (error) {
      const status = (error as { status?: number }).status;
      // A network failure is not a reason to sign out; anything else the server says is (a 401: the session has ended).
      if (status !== 0) void signOut(status === 401 ? sessionEndedHere() : { kind: 'auth_failed' });
      throw error;
    }
    const user = toCurrentUser(myself);
    rememberForTab(TAB_MEMORY.readScope, readScopeOf(user));
    if (!user.active) {
      void signOut({ kind: 'deactivated', email: user.email });
      throw new Error('User deactivated');
    }
    return user;
  };

  const getCurrentUser = () => {
    const slug = getSelectedClient()?.slug ?? null;
    if (!current || current.slug !== slug) {
      const promise = loadCurrentUser(slug);
      current = { slug, promise };
      promise.catch(() => {
        if (current?.promise === promise) current = undefined;
      });
    }
    return current.promise;
  };

  return {
    session,
    getCurrentUser,
    refreshCurrentUser: () => {
      current = undefined;
    },
    signOut,
    isSigningOut: () => signingOut,
    signOutSessionGone: () => signOutEnded(() => ({ kind: 'idle' })),
    async login(params: { returnTo?: string; loginHint?: string } = {}) {
      await session.signIn(safeRedirectPath(params.returnTo), params.loginHint);
    },
    async handleCallback() {
      const returnTo = await session.completeSignIn();
      signingOut = false;
      current = undefined;
      const user = await getCurrentUser();
      return { redirectTo: safeRedirectPath(returnTo) ?? landingPathFor(user) };
    },
    async checkAuth() {
      // The local tokens go before the browser leaves for the identity provider's sign-out: routing to
      // /login in that moment would cancel the leaving and keep the provider's session alive.
      if (signingOut) return new Promise<never>(() => undefined);
      if (!(await session.isSignedIn())) throw { redirectTo: '/login', message: false };
    },
    async checkError(error: { status?: number }) {
      // Only 401 signs out; 403 explains and stays, a network error keeps the session. The sign-out starts here, and
      // the failure is not reported as handled: react-admin answers a call whose failure checkError rejects with empty
      // data, so a refund, a void or a save refused with 401 looked done. The caller shows its failure as the browser leaves.
      // /login says why, and signing in again comes back here, search included.
      if (error?.status === 401) void signOutEnded(sessionEndedHere);
    },
    async logout() {
      if (signingOut) return false;
      current = undefined;
      if (await session.isSignedIn()) {
        signingOut = true;
        leaveWithoutAsking();
        onSignOut?.();
        await session.signOut();
        // The browser is leaving for the identity provider: resolving would let react-admin clear its
        // queries and route to /login, racing that navigation.
        return new Promise<never>(() => undefined);
      }
      // Not signed in (e.g. a protected deep link): react-admin goes to /login and remembers the path.
      await session.clearLocal();
      return '/login';
    },
    async getIdentity() {
      const user = await getCurrentUser();
      return { ...user, id: user.id, fullName: user.fullName };
    },
    async canAccess({ resource, action }) {
      // Without a session there is no one to ask /myself about (and asking would sign out with Authentication Failed).
      if (!(await session.isSignedIn())) return false;
      return allows(await getCurrentUser(), { resource, action });
    },
  };
};
