import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuthProvider, readScopeOf } from './auth/authProvider';
import { createAuthSession } from './auth/createAuthSession';
import { CONFIG_MISSING_LOG, loadConfig } from './config/loadConfig';
import type { AppConfig } from './config/schema';
import { createFlagClient, rememberedFlags } from './flags/flagClient';
import { flagUserOf } from './flags/flagContext';
import { FlagsRoot } from './flags/FlagsRoot';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { LoginShell } from './pages/LoginShell';
import { setShellTexts } from './pages/loginShellContext';
import { preferredLocale } from './i18n/locale';
import { configFetch, LOGIN_PATHS, showStartFailure } from './startUp';
import { createCrossTabSignOut } from './session/crossTab';
import { sameReadScope, type ReadScope } from './auth/currentUser';
import { recallForTab, TAB_MEMORY } from './lib/tabMemory';
import type { MyselfRecord } from '../dataProviders/sso';

const ignore = () => undefined;

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
/** The latest the flag SDK of a tab that remembers its flags waits for the first screen, from the start. */
const FLAG_SDK_LATEST_MS = 8_000;

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
  // A tab that remembers its last flags starts from them and needs the flag SDK only to check them again: it loads
  // once the first screen is rendered. A first visit loads it at once (main.tsx asked for it) and waits for its answer.
  const remembered = rememberedFlags();
  let firstScreen: () => void = ignore;
  const firstScreenShown = new Promise<void>(resolve => {
    firstScreen = resolve;
    // A page that never gets drawn (its current user stalled) must still hear a maintenance switch.
    setTimeout(resolve, FLAG_SDK_LATEST_MS);
  });
  const flags = createFlagClient(
    config,
    remembered ? () => firstScreenShown.then(() => import('@launchdarkly/js-client-sdk')) : undefined,
  );
  const session = await createAuthSession(config);
  let services: ReturnType<typeof loadServices> | undefined;
  const loadServices = () => import('./createServices').then(module => module.createServices(config, session));
  const dataProvider = async () => (await (services ??= loadServices())).dataProvider;
  const crossTab = createCrossTabSignOut();
  crossTab.listen(session);
  const authProvider = createAuthProvider(
    session,
    async slug => (await (await dataProvider()).getOne<MyselfRecord>('myself', { id: slug ?? '' })).data,
    crossTab.announce,
  );

  /** No timer: the app renders as soon as its code is in, with the flags the tab remembers (a first visit waits for them). */
  const enterApp = async (path?: string) => {
    if (path) window.history.replaceState(null, '', path);
    const [{ prepareApp, renderApp, firstScreenDrawn }, provider] = await Promise.all([
      (appModule ??= loadApp()),
      dataProvider(),
    ]);
    const { queryClient, ready } = prepareApp(config);
    await Promise.all([flags.ready, ready]);
    renderApp(root, config, authProvider, provider, flags, queryClient);
    // The maintenance screen reads nothing: only the SDK can say when it is over.
    if (flags.getSnapshot().maintenance) firstScreen();
    else void firstScreenDrawn(queryClient).then(firstScreen);
  };

  const showLogin = async () => {
    await Promise.all([flags.ready, loginLanguage()]);
    root.render(
      <StrictMode>
        <FlagsRoot client={flags}>
          <LoginShell authProvider={authProvider} enterApp={path => void enterApp(path)} />
        </FlagsRoot>
      </StrictMode>,
    );
    firstScreen();
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
  // A tab that remembers whom its flags were for has them checked for that person at once, so a user slow to come
  // (or who does not) holds no maintenance screen back; the user's own identity follows when known (a same person
  // changes nothing). A first visit evaluates them for the user, or for an anonymous visitor if /myself fails.
  if (remembered) flags.identify(remembered.user);
  const user = authProvider.getCurrentUser();
  user.then(
    current => flags.identify(flagUserOf(current, current.client)),
    () => flags.identify(null),
  );
  // The opened page's first read leaves as soon as the client and the time zone are known, while the page's code may
  // still be loading; its controller is handed the same request (dataProviders/startUpReads.ts). A tab that had them
  // before asks at once, with those; otherwise, or if the user's turn out to differ, when /myself has answered.
  const lastScope = recallForTab<ReadScope>(TAB_MEMORY.readScope);
  const ready = Promise.all([(appModule ??= loadApp()), (services ??= loadServices())]);
  const readAhead = (scope: ReadScope) =>
    ready
      .then(([{ firstReadsOf }, provided]) => {
        for (const read of firstReadsOf(window.location, scope)) provided.readAhead(read);
      })
      .catch(ignore);
  if (lastScope) void readAhead(lastScope);
  // Then the page's code: its chunk and the twenty-odd chunks it imports, one preload link each, which take the main
  // thread 10 ms (20 on a slow phone) that the reads above and /myself need not wait for.
  void ready.then(([{ preloadPage }]) => setTimeout(() => preloadPage(window.location.pathname), 0)).catch(ignore);
  user.then(current => {
    const scope = readScopeOf(current);
    if (!sameReadScope(lastScope, scope)) void readAhead(scope);
  }, ignore);
  await enterApp();
};

// A chunk that cannot be loaded before the first render (the identity library, the app) leaves the loading screen saying so.
start().catch(showStartFailure);
