import PlaceIcon from '@mui/icons-material/Place';
import { lazy, named } from '../../src/routeTypes';
import { sortableListRead } from '../cashiering/posListParams';
import { posRoutes } from '../cashiering/posRoutes';
import { LOCATIONS_PATH } from './paths';

const list = lazy(named(() => import('./LocationList'), 'LocationList'));
const create = lazy(named(() => import('./LocationPages'), 'LocationCreate'));
const edit = lazy(named(() => import('./LocationPages'), 'LocationEdit'));

export const locations = {
  list,
  create,
  edit,
  icon: PlaceIcon,
  recordRepresentation: 'name',
  routes: posRoutes('locations', LOCATIONS_PATH, { list, create, edit }, (_address, { brand }) =>
    brand ? sortableListRead('locations', { brand }) : undefined,
  ),
};
