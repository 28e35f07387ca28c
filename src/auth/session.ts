/** What the app needs from an identity provider, whichever library talks to it. */
export interface AuthSession {
  kind: 'oidc' | 'msal';
  isSignedIn(): Promise<boolean>;
  getAccessToken(): Promise<string | null>;
  /** Redirects to the identity provider; `returnTo` comes back from completeSignIn. */
  signIn(returnTo?: string, loginHint?: string): Promise<void>;
  /**
   * Signs this tab in without a prompt when the identity provider's session is alive (a new tab of a signed-in
   * browser); false, having shown nothing, when it is not. Optional: a session that cannot ask says false by its absence.
   */
  signInSilently?(): Promise<boolean>;
  /** Finishes the redirect sign-in on /login/callback and returns what signIn was given. */
  completeSignIn(): Promise<string | undefined>;
  /** Ends the session at the identity provider too; navigates away. */
  signOut(): Promise<void>;
  /** Forgets the local tokens only. */
  clearLocal(): Promise<void>;
  /** false when the identity provider says the session no longer exists. */
  sessionExists(): Promise<boolean>;
}
