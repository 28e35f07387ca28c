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
    // A bookmarked search's first page is asked for as soon as the user is known, not once the page has rendered. Its
    // reading of the address (ra-core's list parameters, query-string) comes with the payment pages' code, which the
    // entry has asked for already, not with the app's, which every page loads.
    prefetch: context =>
      void import('./paymentListQuery').then(({ prefetchPaymentSearch }) => prefetchPaymentSearch(context)).catch(() => undefined),
  },
  // The id is the trailing digits of the path; PaymentShow answers anything else with 'Invalid id query parameter'.
  { path: '/payment/*', component: show, access: { resource: 'payments', action: 'show' }, requiresClient: true },
];

export const payments = { list, show, icon: PaymentsIcon, recordRepresentation: 'id', routes };
