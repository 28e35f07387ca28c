import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy, named } from '../../src/routeTypes';
import { sortableListRead } from '../cashiering/posListParams';
import { posRoutes } from '../cashiering/posRoutes';
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
  // The terminals (of the location in the address, if any) and the locations their filter offers, as TerminalList asks.
  routes: posRoutes('terminals', TERMINALS_PATH, { list, create, edit }, ({ search }, { brand }) =>
    brand
      ? [
          sortableListRead('terminals', {
            brand,
            location_id: new URLSearchParams(search).get('location_id') || undefined,
          }),
          sortableListRead('locations', { brand }),
        ]
      : undefined,
  ),
};
