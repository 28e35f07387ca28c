import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy, named, type AppRoute } from '../../src/routeTypes';
import { paymentFirstRead, paymentsFirstRead } from './paymentListQuery';

const list = lazy(named(() => import('./PaymentList'), 'PaymentList'));
const show = lazy(named(() => import('./PaymentShow'), 'PaymentShow'));

const routes: AppRoute[] = [
  // At /{name}: <Resource name="payments"> serves it (src/routes.tsx resourceLists).
  {
    path: '/payments',
    component: list,
    access: { resource: 'payments', action: 'list' },
    requiresClient: true,
    firstRead: paymentsFirstRead,
  },
  // <Resource> shows a record at /payments/{id}/show; the spec's detail is the singular /payment/{id}.
  // The id is the trailing digits of the path; PaymentShow answers anything else with 'Invalid id query parameter'.
  {
    path: '/payment/*',
    component: show,
    access: { resource: 'payments', action: 'show' },
    requiresClient: true,
    firstRead: paymentFirstRead,
  },
];

export const payments = {
  list,
  show,
  icon: PaymentsIcon,
  recordRepresentation: 'id',
  routes,
  // What the top bar's search finds among payments (src/routes.tsx hands it over).
  search: () => import('./paymentGlobalSearch').then(module => module.paymentsSearch),
};
