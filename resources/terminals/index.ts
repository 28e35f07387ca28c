import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy, named, type AppRoute } from '../../src/routeTypes';
import { TERMINALS_PATH } from './paths';

const list = lazy(named(() => import('./TerminalList'), 'TerminalList'));
const create = lazy(named(() => import('./TerminalCreate'), 'TerminalCreate'));
const edit = lazy(named(() => import('./TerminalEdit'), 'TerminalEdit'));

const routes: AppRoute[] = [
  { path: TERMINALS_PATH, component: list, access: { resource: 'terminals', action: 'list' }, requiresClient: true },
  {
    path: `${TERMINALS_PATH}/create`,
    component: create,
    access: { resource: 'terminals', action: 'create' },
    requiresClient: true,
  },
  {
    path: `${TERMINALS_PATH}/:id/edit`,
    component: edit,
    access: { resource: 'terminals', action: 'edit' },
    requiresClient: true,
  },
];

export const terminals = { list, create, edit, icon: PointOfSaleIcon, recordRepresentation: 'name', routes };
