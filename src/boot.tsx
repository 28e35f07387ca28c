import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppDataProvider } from '../dataProviders';
import { createAuthProvider } from './auth/authProvider';
import { createAuthSession } from './auth/createAuthSession';
import { CONFIG_MISSING_LOG, loadConfig } from './config/loadConfig';
import type { AppConfig } from './config/schema';
import { createFlagClient } from './flags/flagClient';
import { flagUserOf } from './flags/flagContext';
import { FlagsRoot } from './flags/FlagsRoot';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { LoginShell } from './pages/LoginShell';
import { setShellTexts } from './pages/loginShellContext';
import { preferredLocale } from './i18n/locale';
import { configFetch, LOGIN_PATHS, showStartFailure } from './startUp';
import { createCrossTabSignOut } from './session/crossTab';

/** How long the first page waits for the flags (maintenance, rebrand) before showing with every flag off, and for the client's settings. */
const FLAG_WAIT_MS = 1000;

const wait = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms));

/** The sign-in screens in the tab's language; another than English is a small chunk of its own (else English stays). */
const loginLanguage = async () => {
  const locale = preferredLocale();
  if (locale === 'en') return;
  try {
    setShellTexts((await import('./i18n/es/shell')).shell);
    document.documentElement.lang = locale;
  } catch {
    // The chunk did not come: the sign-in screens show in English.
  }
};

const element = document.getElementById('main');
if (!element) throw new Error('No main element!');
const root = createRoot(element);

/*
 * Start-up path. /login and /login/callback are served by a light shell (React, a few MUI parts and
 * the identity provider's client); the react-admin app is a separate chunk for every other path,
 * already requested by the entry (main.tsx) before this code arrived, so it costs no extra round trip.
 */
const isLoginPath = () => LOGIN_PATHS.includes(window.location.pathname);
const loadApp = () => import('./startApp');
let appModule: ReturnType<typeof loadApp> | undefined;

const start = async () => {
  let config: AppConfig;
  try {
    config = await loadConfig(configFetch);
  } catch (error) {
    console.error(CONFIG_MISSING_LOG, error);
    root.render(<ConfigErrorPage />);
    return;
  }
  // The flag SDK loads while the session does, so the first page rarely waits for it. It starts once told whom the flags
  // are for: below, as soon as that is known.
  const flags = createFlagClient(config);
  const session = await createAuthSession(config);
  // The first page waits for the flags; the calls made before it (the current user) do not.
  const flagsSettled = Promise.race([flags.ready, wait(FLAG_WAIT_MS)]);
  let services: Promise<AppDataProvider> | undefined;
  const dataProvider = () =>
    (services ??= import('./createServices').then(module => module.createServices(config, session)));
  const crossTab = createCrossTabSignOut();
  crossTab.listen(session);
  const authProvider = createAuthProvider(
    session,
    async slug => (await dataProvider()).getMyself(slug),
    crossTab.announce,
  );

  const enterApp = async (path?: string) => {
    if (path) window.history.replaceState(null, '', path);
    const [{ prepareApp, renderApp }, provider] = await Promise.all([(appModule ??= loadApp()), dataProvider()]);
    const { queryClient, ready } = prepareApp(authProvider, provider);
    // The first render waits for the client's settings as it does for the flags, and not longer.
    await Promise.all([flagsSettled, Promise.race([ready, wait(FLAG_WAIT_MS)])]);
    renderApp(root, config, authProvider, provider, flags, queryClient);
  };

  const showLogin = async () => {
    await Promise.all([flagsSettled, loginLanguage()]);
    root.render(
      <StrictMode>
        <FlagsRoot client={flags}>
          <LoginShell authProvider={authProvider} enterApp={path => void enterApp(path)} />
        </FlagsRoot>
      </StrictMode>,
    );
  };

  if (isLoginPath()) {
    // After the identity provider answers, the app is needed next: fetch it while sign-in completes.
    if (window.location.pathname === '/login/callback') appModule ??= loadApp();
    flags.identify(null);
    return showLogin();
  }
  if (!(await session.isSignedIn())) {
    flags.identify(null);
    // Signed-out visitors of an app path sign in first and come back to it.
    const returnTo = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(
      null,
      '',
      returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`,
    );
    return showLogin();
  }
  // The current user is needed first by every page: ask for it while the app chunk arrives. The flags are evaluated for
  // them from the first (src/flags/flagClient.ts); a user who is slow to come (or does not) must not hold the flags,
  // and so a maintenance screen, back: after FLAG_WAIT_MS they are evaluated for an anonymous visitor, and for the user
  // once the app knows them (FlagIdentity).
  const user = authProvider.getCurrentUser().then(
    current => flagUserOf(current, current.client),
    () => null,
  );
  void Promise.race([user, wait(FLAG_WAIT_MS).then(() => null)]).then(flags.identify);
  await enterApp();
};

// A chunk that cannot be loaded before the first render (the identity library, the app) leaves the loading screen saying so.
start().catch(showStartFailure);
