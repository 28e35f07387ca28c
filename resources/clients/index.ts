import BusinessIcon from '@mui/icons-material/Business';
import { lazy, named, type AppRoute } from '../../src/routeTypes';

const list = lazy(named(() => import('./ClientList'), 'ClientList'));
const posConfigIndex = lazy(named(() => import('./PosConfigIndex'), 'PosConfigIndex'));
const posSettings = lazy(named(() => import('./ClientSettingsEdit'), 'ClientSettingsEdit'));

// <Resource name="clients"> would serve /clients/…; the spec's pages are /admin and the cashiering tool's /pos-config/….
const routes: AppRoute[] = [
  { path: '/admin', component: list, access: { resource: 'clients', action: 'list' } },
  {
    path: '/pos-config',
    component: posConfigIndex,
    access: { resource: 'pos-config', action: 'list' },
    requiresClient: true,
  },
  {
    path: '/pos-config/clients/edit',
    component: posSettings,
    access: { resource: 'pos-config', action: 'edit' },
    requiresClient: true,
  },
];

export const clients = { list, icon: BusinessIcon, recordRepresentation: 'brand', routes };
