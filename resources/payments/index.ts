import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy, named, type AppRoute } from '../../src/routeTypes';

const list = lazy(named(() => import('./PaymentList'), 'PaymentList'));
const show = lazy(named(() => import('./PaymentShow'), 'PaymentShow'));

const routes: AppRoute[] = [
  {
    path: '/payments',
    component: list,
    access: { resource: 'payments', action: 'list' },
    requiresClient: true,
  },
  // The id is the trailing digits of the path; PaymentShow answers anything else with 'Invalid id query parameter'.
  { path: '/payment/*', component: show, access: { resource: 'payments', action: 'show' }, requiresClient: true },
];

export const payments = { list, show, icon: PaymentsIcon, recordRepresentation: 'id', routes };
