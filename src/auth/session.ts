/** What the app needs from an identity provider, whichever library talks to it. */
export interface AuthSession {
  kind: 'oidc' | 'msal';
  isSignedIn(): Promise<boolean>;
  getAccessToken(): Promise<string | null>;
  /** Redirects to the identity provider; `returnTo` comes back from completeSignIn. */
  signIn(returnTo?: string, loginHint?: string): Promise<void>;
  /** Finishes the redirect sign-in on /login/callback and returns what signIn was given. */
  completeSignIn(): Promise<string | undefined>;
  /** Ends the session at the identity provider too; navigates away. */
  signOut(): Promise<void>;
  /** Forgets the local tokens only. */
  clearLocal(): Promise<void>;
  /** false when the identity provider says the session no longer exists. */
  sessionExists(): Promise<boolean>;
}
