import StoreIcon from '@mui/icons-material/Store';
import { lazy, named } from '../../src/routeTypes';
import { posRoutes } from '../cashiering/posRoutes';
import { agencyListParams } from './listParams';
import { AGENCIES_PATH } from './paths';

const list = lazy(named(() => import('./AgencyList'), 'AgencyList'));
const create = lazy(named(() => import('./AgencyPages'), 'AgencyCreate'));
const edit = lazy(named(() => import('./AgencyPages'), 'AgencyEdit'));

export const agencies = {
  list,
  create,
  edit,
  icon: StoreIcon,
  recordRepresentation: 'description',
  routes: posRoutes('agencies', AGENCIES_PATH, { list, create, edit }, (_address, { brand }) =>
    brand ? { method: 'getList', resource: 'agencies', params: agencyListParams(brand) } : undefined,
  ),
};
