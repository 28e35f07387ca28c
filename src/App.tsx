import { CssBaseline, useMediaQuery } from '@mui/material';
import {
  CoreAdminUI,
  CustomRoutes,
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitionContextValue,
} from 'ra-core';
import { AdminContext, AuthenticationError } from 'react-admin';
import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router-dom';
import type { AppDataProvider } from '../dataProviders';
import type { AppAuthProvider } from './auth/authProvider';
import type { AppConfig } from './config/schema';
import { ConfigProvider } from './config/ConfigContext';
import { useFlags } from './flags/FlagsContext';
import { i18nProvider, preferredLocale } from './i18n';
import { LOCALE_STORE_KEY } from './i18n/locale';
import { ToastOutlet } from './lib/toast';
import { AppLayout } from './layout/AppLayout';
import { PageLoading } from './layout/PageLoading';
import { createAppTheme } from './layout/theme';
import { REDUCED_MOTION_QUERY, THEME_STORE_KEY } from './layout/themeChoice';
import { tabStore } from './lib/tabStore';
import { USER_PREF_KEYS } from './lib/userPrefs';
import { RECENT_LOOKUPS_KEY } from './layout/globalSearchModel';
import { AccessDenied } from './pages/AccessDenied';
import { AppErrorPage } from './layout/AppErrorBoundary';
import { LandingRedirect } from './pages/LandingRedirect';
import { LoginCallbackPage } from './pages/LoginCallbackPage';
import { LoginPage } from './pages/LoginPage';
import { customRoutes, GuardedRoute, resourceLists, resources } from './routes';

const AppLoading = () => <PageLoading />;

const resourceElements = Object.entries(resources).map(([name, resource]) => (
  <Resource
    key={name}
    name={name}
    list={resourceLists[name] ? <GuardedRoute route={resourceLists[name]} /> : undefined}
    {...('recordRepresentation' in resource ? { recordRepresentation: resource.recordRepresentation } : {})}
  />
));

/**
 * The resources' definitions, known from the start: react-admin registers each <Resource> in an effect after the first
 * render, and each registration rendered the whole app again. Ours never change (no resource depends on permissions),
 * so they are given once, as react-admin would compute them, and registration does nothing.
 */
export const resourceDefinitions: ResourceDefinitionContextValue = {
  definitions: Object.fromEntries(
    resourceElements.map(element => [element.props.name, Resource.registerResource(element.props)]),
  ),
  register: () => undefined,
  unregister: () => undefined,
};

/**
 * The app's store (in memory, but the theme, the recent lookups of the top bar's search and each user's saved searches
 * and columns: see tabStore), with the locale in it from the start: react-admin's
 * I18nContextProvider renders nothing on its first render when the stored locale differs from the provider's (none
 * stored counts), and the whole app then rendered in a second, blocking pass instead of the first render's transition
 * (see startApp.tsx, which loads a preferred language other than English before that render).
 */
export const createAppStore = () =>
  tabStore({ [LOCALE_STORE_KEY]: preferredLocale() }, [THEME_STORE_KEY, LOCALE_STORE_KEY], {
    session: RECENT_LOOKUPS_KEY,
    user: USER_PREF_KEYS,
  });

interface AppProps {
  config: AppConfig;
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  /** Created before the first render (prepareApp in src/startApp.tsx), which may have put the client's settings in it. */
  queryClient: QueryClient;
}

export const App = ({ config, authProvider, dataProvider, queryClient }: AppProps) => {
  const store = useMemo(createAppStore, []);
  const { rebrand } = useFlags();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const variant = rebrand ? 'rebrand' : 'standard';
  // With no mode stored (the top bar's System), react-admin's ThemeProvider follows the device's.
  const lightTheme = useMemo(() => createAppTheme(variant, 'light', reducedMotion), [variant, reducedMotion]);
  const darkTheme = useMemo(() => createAppTheme(variant, 'dark', reducedMotion), [variant, reducedMotion]);
  return (
    <ConfigProvider value={config}>
      {/*
       * react-admin's <Admin> is AdminContext + AdminUI, and AdminUI imports a default for every page it can show
       * (layout, app bar, menu, login form…) even when the app gives its own: composed here from the parts, the
       * defaults we replace are not in the bundle.
       */}
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <CssBaseline enableColorScheme>
          <ResourceDefinitionContext.Provider value={resourceDefinitions}>
            <CoreAdminUI
              layout={AppLayout}
              loginPage={LoginPage}
              dashboard={LandingRedirect}
              catchAll={LandingRedirect}
              loading={AppLoading}
              error={AppErrorPage}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/login/callback" element={<LoginCallbackPage />} />
              </CustomRoutes>
              <CustomRoutes>
                {customRoutes.map(route => (
                  <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
                ))}
              </CustomRoutes>
              {resourceElements}
            </CoreAdminUI>
          </ResourceDefinitionContext.Provider>
          <ToastOutlet />
        </CssBaseline>
      </AdminContext>
    </ConfigProvider>
  );
};
