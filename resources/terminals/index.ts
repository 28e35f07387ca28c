import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy, named } from '../../src/routeTypes';
import { posRoutes } from '../cashiering/posPages';
import { TERMINALS_PATH } from './paths';

const list = lazy(named(() => import('./TerminalList'), 'TerminalList'));
const create = lazy(named(() => import('./TerminalPages'), 'TerminalCreate'));
const edit = lazy(named(() => import('./TerminalPages'), 'TerminalEdit'));

export const terminals = {
  list,
  create,
  edit,
  icon: PointOfSaleIcon,
  recordRepresentation: 'name',
  routes: posRoutes('terminals', TERMINALS_PATH, { list, create, edit }),
};
