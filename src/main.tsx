/*
 * The entry: tiny, so it runs as soon as it arrives. The start-up code (boot.tsx, with React and the
 * sign-in shell) is asked for first; earlyStart has already asked for config.json and then asks for the
 * app and data-provider chunks, so none of them waits for the others to arrive and run. Where the page's HTML
 * already asked for these (src/lib/startUpScripts.ts), these requests get the same modules.
 */
// First: zod's no-eval mode, before any module that loads zod runs.
import './lib/zodNoEval';
import { requestAppChunks, showStartFailure } from './earlyStart';
import { warmUpIntl } from './lib/intlWarmUp';
import { preloadPageChunks } from './lib/pageChunks';

import('./boot').catch(showStartFailure);
requestAppChunks();
// Then the opened page's own chunks, which the app would only ask for once it has run and routed (src/lib/pageChunks.ts;
// the sign-in paths open no listed page).
preloadPageChunks(window.location.pathname);
// Last, on the payment pages, a worker that prepares the browser's date data off the main thread (src/lib/intlWarmUp.ts).
warmUpIntl(window.location.pathname);
