/** The users area's paths (the profile path is the one the top bar links to). */
export const USERS_PATH = '/settings';
export const NEW_USER_PATH = '/settings/users/new';
export const USER_PATH = '/settings/users/:id';
export const PROFILE_PATH = '/profile';
export const CREATE_CLIENT_ADMIN_PATH = '/admin/client-admins/create';
export const ADMIN_PATH = '/admin';
export const DASHBOARD_PATH = '/dashboard';
export const userPath = (id: string) => `/settings/users/${encodeURIComponent(id)}`;

/** The list's location state after a user was saved: the list shows that row, highlighted, where it is. */
export interface UsersListLocationState {
  savedUserId?: string;
}
export const savedUserState = (id: string): UsersListLocationState => ({ savedUserId: id });
