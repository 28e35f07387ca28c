import StoreIcon from '@mui/icons-material/Store';
import { lazy, named, type AppRoute } from '../../src/routeTypes';
import { AGENCIES_PATH } from './paths';

const list = lazy(named(() => import('./AgencyList'), 'AgencyList'));
const create = lazy(named(() => import('./AgencyCreate'), 'AgencyCreate'));
const edit = lazy(named(() => import('./AgencyEdit'), 'AgencyEdit'));

const routes: AppRoute[] = [
  {
    path: AGENCIES_PATH,
    component: list,
    access: { resource: 'agencies', action: 'list' },
    requiresClient: true,
  },
  {
    path: `${AGENCIES_PATH}/create`,
    component: create,
    access: { resource: 'agencies', action: 'create' },
    requiresClient: true,
  },
  {
    path: `${AGENCIES_PATH}/:id/edit`,
    component: edit,
    access: { resource: 'agencies', action: 'edit' },
    requiresClient: true,
  },
];

export const agencies = { list, create, edit, icon: StoreIcon, recordRepresentation: 'description', routes };
