import { CanAccess } from 'ra-core';
import { matchPath, Navigate } from 'react-router-dom';
import { agencies } from '../resources/agencies';
import { clients } from '../resources/clients';
import { customers } from '../resources/customers';
import { locations } from '../resources/locations';
import { payments } from '../resources/payments';
import { terminals } from '../resources/terminals';
import { users } from '../resources/users';
import { RequireClient } from './auth/guards';
import type { SearchPartLoaders } from './layout/globalSearchModel';
import { DeferredPage, PageLoading } from './layout/PageLoading';
import { lazy, named, type AppRoute } from './routeTypes';
import { useCurrentUser } from './session/CurrentUserContext';
import { AccessDenied } from './pages/AccessDenied';
import { LandingRedirect } from './pages/LandingRedirect';

const DashboardPage = lazy(named(() => import('./pages/DashboardPage'), 'DashboardPage'));

const shellRoutes: AppRoute[] = [{ path: '/dashboard', component: DashboardPage, requiresClient: true }];

export const appRoutes: AppRoute[] = [
  ...shellRoutes,
  ...clients.routes,
  ...payments.routes,
  ...customers.routes,
  ...users.routes,
  // <Resource> mounts its pages at /{name}/…; the spec puts these under /pos-config/, which its routing cannot serve.
  ...agencies.routes,
  ...locations.routes,
  ...terminals.routes,
];

/** The route a path opens, if any. */
export const findAppRoute = (pathname: string) =>
  appRoutes.find(candidate => matchPath({ path: candidate.path, end: true }, pathname));

export const resources = { payments, customers, users, clients, agencies, locations, terminals };

/** Each group of the top bar's search, as its resource searches and shows it (src/layout/GlobalSearch.tsx). */
export const searchParts: SearchPartLoaders = {
  payments: payments.search,
  customers: customers.search,
  users: users.search,
};

/** The resource whose <Resource> serves a route: a list at /{name}, where react-admin's routing puts it. */
const resourceOf = (route: AppRoute) => Object.keys(resources).find(name => route.path === `/${name}`);
/** Each resource's list page that its <Resource> serves (App.tsx). */
export const resourceLists: Record<string, AppRoute> = {};
for (const route of appRoutes) {
  const name = resourceOf(route);
  if (name) resourceLists[name] = route;
}
/** The pages on paths <Resource> cannot serve (each resource's index says why), as custom routes. */
export const customRoutes = appRoutes.filter(route => !resourceOf(route));

const RequireCustomerManagement = ({ children }: { children: React.ReactNode }) => {
  const { settings, settingsPending } = useCurrentUser();
  if (settingsPending) return <PageLoading />;
  if (!settings?.customerManagementEnabled) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
};

/** A route's page inside its guards: client, customer management, then react-admin's canAccess. */
export const GuardedRoute = ({ route }: { route: AppRoute }) => {
  const Component = route.component;
  let element = route.access ? (
    <CanAccess
      resource={route.access.resource}
      action={route.access.action}
      loading={<PageLoading />}
      accessDenied={<AccessDenied />}
    >
      <DeferredPage>
        <Component />
      </DeferredPage>
    </CanAccess>
  ) : (
    <Component />
  );
  if (route.requiresCustomerManagement) element = <RequireCustomerManagement>{element}</RequireCustomerManagement>;
  if (route.requiresClient) element = <RequireClient>{element}</RequireClient>;
  return element;
};

export { LandingRedirect };
