import BusinessIcon from '@mui/icons-material/Business';
import { lazy, named, type AppRoute } from '../../src/routeTypes';

const list = lazy(named(() => import('./ClientList'), 'ClientList'));

const routes: AppRoute[] = [{ path: '/admin', component: list, access: { resource: 'clients', action: 'list' } }];

export const clients = { list, icon: BusinessIcon, recordRepresentation: 'brand', routes };
