/*
 * The entry: tiny, so it runs as soon as it arrives and asks at once, in parallel, for config.json, the start-up code
 * (boot.tsx: React and the sign-in shell), the flag SDK (unless the tab remembers its flags) and, on an app path, the app's chunks. The code that needs each
 * asks for it again later and gets the request already under way (the browser loads a module once).
 */
import { applyThemeMode } from './layout/themeChoice';
import { applyLastBrand } from './lib/lastBrand';
import { recallForTab, TAB_MEMORY } from './lib/tabMemory';
import { loadTimeZoneData, LOGIN_PATHS, requestConfig, showStartFailure } from './startUp';

const ignore = () => undefined;

requestConfig();
// The loading screen (index.html): its top bar in the colours of the brand this browser last showed, in the tab's mode.
applyLastBrand();
applyThemeMode();
import('./boot').catch(showStartFailure);
if (!LOGIN_PATHS.includes(window.location.pathname)) {
  import('./startApp').catch(ignore);
  import('./createServices').catch(ignore);
  loadTimeZoneData();
}
// A tab that remembers its last flags starts from them; the SDK, which only checks them again, loads after the first
// screen (src/boot.tsx).
if (recallForTab(TAB_MEMORY.flags) === undefined) import('@launchdarkly/js-client-sdk').catch(ignore);
