import PeopleIcon from '@mui/icons-material/People';
import { lazy, named, type AppRoute } from '../../src/routeTypes';
import { CREATE_CLIENT_ADMIN_PATH, NEW_USER_PATH, PROFILE_PATH, USER_PATH, USERS_PATH } from './paths';
import { usersFirstRead } from './usersListParams';

const list = lazy(named(() => import('./UserList'), 'UserList'));
const create = lazy(named(() => import('./UserCreate'), 'UserCreate'));
const edit = lazy(named(() => import('./UserEdit'), 'UserEdit'));
const profile = lazy(named(() => import('./UserProfile'), 'UserProfile'));
const createClientAdmin = lazy(named(() => import('./ClientAdminCreate'), 'ClientAdminCreate'));

/**
 * /settings lists the users (every signed-in user with a client may open it; without LIST_ADMINISTERED_USERS it says
 * so), /settings/users/new adds one, /settings/users/{id} edits one, /profile is the signed-in user's own page and
 * /admin/client-admins/create is the platform admin's Create Client Admin.
 */
// <Resource name="users"> would serve /users/…; the spec puts the users under /settings, the profile at /profile.
const routes: AppRoute[] = [
  { path: USERS_PATH, component: list, requiresClient: true, firstRead: usersFirstRead },
  { path: NEW_USER_PATH, component: create, requiresClient: true, access: { resource: 'users', action: 'create' } },
  { path: USER_PATH, component: edit, requiresClient: true, access: { resource: 'users', action: 'edit' } },
  { path: PROFILE_PATH, component: profile, access: { resource: 'profile', action: 'show' } },
  { path: CREATE_CLIENT_ADMIN_PATH, component: createClientAdmin, access: { resource: 'clients', action: 'create' } },
];

export const users = {
  list,
  create,
  edit,
  icon: PeopleIcon,
  recordRepresentation: (record: { firstName?: string; lastName?: string; email?: string }) =>
    `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim() || record.email || '',
  routes,
  // What the top bar's search finds among users (src/routes.tsx hands it over).
  search: () => import('./userGlobalSearch').then(module => module.usersSearch),
};
