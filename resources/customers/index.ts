import PeopleIcon from '@mui/icons-material/People';
import { lazy, named, type AppRoute } from '../../src/routeTypes';

const list = lazy(named(() => import('./CustomerList'), 'CustomerList'));

/** /customers: only when the client enables customer management (the route does not exist otherwise). */
const routes: AppRoute[] = [
  // At /{name}: <Resource name="customers"> serves it (src/routes.tsx resourceLists).
  {
    path: '/customers',
    component: list,
    access: { resource: 'customers', action: 'list' },
    requiresClient: true,
    requiresCustomerManagement: true,
  },
];

export const customers = {
  list,
  icon: PeopleIcon,
  recordRepresentation: (record: { firstName?: string; lastName?: string; email?: string }) =>
    `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim() || record.email || '',
  routes,
  // What the top bar's search finds among customers (src/routes.tsx hands it over).
  search: () => import('./customerGlobalSearch').then(module => module.customersSearch),
};
