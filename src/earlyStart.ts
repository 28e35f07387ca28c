/**
 * Part of the tiny entry (src/main.tsx), so it runs before React, MUI and the start-up code have even
 * arrived. It starts at once, in parallel, what the first page needs and would otherwise fetch one
 * after another: the runtime config and the flag SDK; on an app path, the app and data-provider chunks; once the
 * config has said which, the identity provider's library (for OpenID Connect, only where the tab holds no valid token)
 * and, in a signed-in tab, the signed-in user. Each is only started here: the
 * code that needs it asks for it as before and gets the request already under way (the browser loads
 * a module once).
 */

import { startEarlyGet } from '../dataProviders/earlyGet';
import { myselfRequest } from '../dataProviders/sso/myselfRequest';
import { getSelectedClient } from './auth/clientSelection';
import { readStoredUser } from './auth/storedToken';
import { applyLastBrand } from './lib/lastBrand';
import { drawPageHeading } from './lib/pageHeadings';
import { withQuery } from './lib/queryString';

/** Served by the light sign-in shell; every other path is the react-admin app. */
export const LOGIN_PATHS = ['/login', '/login/callback'];

/** A config.json that has not arrived after this long is a failure to start, not an endless blank page. */
const CONFIG_TIMEOUT_MS = 20_000;

const ignore = () => undefined;
const onAppPath = !LOGIN_PATHS.includes(window.location.pathname);

// eslint-disable-next-line no-restricted-globals -- config.json comes before any data provider; loadConfig reads this answer
const configResponse = fetch(new URL('/config.json', window.location.origin).toString(), { cache: 'no-store', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
configResponse.catch(ignore);

// The loading screen's top bar (index.html), in the colours of the brand this browser last showed.
applyLastBrand();
// On a page whose heading its address tells, the loading screen names it at once (src/lib/pageHeadings.ts).
drawPageHeading(window.location.pathname);

/** loadConfig's fetch: the config request started when the page began, once; any later call fetches anew. */
let configTaken = false;
export const configFetch: typeof fetch = (input, init) => {
  if (!configTaken) {
    configTaken = true;
    return configResponse;
  }
  // eslint-disable-next-line no-restricted-globals -- as above, for a second load of the config
  return fetch(input, { ...init, signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
};

/** What the config names, read from a copy of its answer as soon as it arrives (boot.tsx validates the original). */
interface ConfigHints {
  api?: { sso?: string };
  auth?: { type?: string; issuer?: string; clientId?: string };
}
configResponse
  .then(response => (response.ok ? (response.clone().json() as Promise<ConfigHints | null>) : null))
  .then(hints => {
    if (!hints || typeof hints !== 'object') return;
    const auth = hints.auth ?? {};
    // The identity library is needed by every page, /login included.
    if (auth.type === 'msal') return void import('./auth/msalSession').catch(ignore);
    import('./auth/oidcSession').catch(ignore);
    const { issuer, clientId } = auth;
    const stored = onAppPath && typeof issuer === 'string' && typeof clientId === 'string' ? readStoredUser({ issuer, clientId }) : null;
    // A signed-in tab whose token is still valid needs oidc-client-ts only later (src/auth/oidcSession.ts).
    if (!stored) return void import('oidc-client-ts').catch(ignore);
    // Every page starts with the signed-in user: asked for now, while the app's code downloads, and taken by the
    // HTTP client when it asks (dataProviders/earlyGet.ts), at the URL getMyself asks for.
    const sso = hints.api?.sso;
    if (typeof sso !== 'string') return;
    const { url, query } = myselfRequest(sso, getSelectedClient()?.slug);
    startEarlyGet(withQuery(url, query), stored.access_token);
  })
  .catch(ignore);

/**
 * index.html shows a loading screen in #main until React first renders there and replaces it. If the start-up code
 * cannot be loaded (a network failure, or a new release removed the old chunks), it says so and offers a reload
 * instead of loading for ever. Once React has rendered, the screen is gone and this does nothing.
 */
export const showStartFailure = () => {
  const splash = document.querySelector('#main > .boot-splash');
  const failed = splash?.querySelector<HTMLElement>('[data-boot="failed"]');
  if (!splash || !failed) return;
  splash.querySelector('[data-boot="loading"]')?.setAttribute('hidden', '');
  failed.hidden = false;
  const reload = failed.querySelector('button');
  reload?.addEventListener('click', () => window.location.reload(), { once: true });
  reload?.focus();
};

/** Called by main.tsx just after it asks for the start-up code, so that goes first in the browser's queue. */
export const requestAppChunks = () => {
  if (onAppPath) {
    import('./startApp').catch(ignore);
    import('./createServices').catch(ignore);
  }
  /*
   * The flag SDK is needed by every page, /login included, and every deployment has a flag service: it is asked for
   * with config.json, not once the config has named the service, so the flags' first request can leave as soon as the
   * config is in (one round trip less before the first page). A configuration without a flag service fetches 35 KB
   * it never runs.
   */
  import('@launchdarkly/js-client-sdk').catch(ignore);
};
