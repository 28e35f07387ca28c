/*
 * The entry: tiny, so it runs as soon as it arrives. earlyStart starts the config, app and session
 * requests at once; the start-up code (boot.tsx, with React and the sign-in shell) loads beside them.
 */
import './earlyStart';

void import('./boot');
