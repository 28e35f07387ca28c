import PlaceIcon from '@mui/icons-material/Place';
import { lazy, named, type AppRoute } from '../../src/routeTypes';
import { LOCATIONS_PATH } from './paths';

const list = lazy(named(() => import('./LocationList'), 'LocationList'));
const create = lazy(named(() => import('./LocationCreate'), 'LocationCreate'));
const edit = lazy(named(() => import('./LocationEdit'), 'LocationEdit'));

const routes: AppRoute[] = [
  { path: LOCATIONS_PATH, component: list, access: { resource: 'locations', action: 'list' }, requiresClient: true },
  {
    path: `${LOCATIONS_PATH}/create`,
    component: create,
    access: { resource: 'locations', action: 'create' },
    requiresClient: true,
  },
  {
    path: `${LOCATIONS_PATH}/:id/edit`,
    component: edit,
    access: { resource: 'locations', action: 'edit' },
    requiresClient: true,
  },
];

export const locations = { list, create, edit, icon: PlaceIcon, recordRepresentation: 'name', routes };
