/**
 * The start-up code, asked for by the HTML itself. On every path the entry asks at once for the start-up code and the
 * flag SDK, and on every path but the sign-in page for the app too (src/earlyStart.ts). The build also lists those files
 * in index.html as module scripts (`startUpScripts` in vite.config.ts), so the browser fetches them while it reads the
 * HTML rather than once the entry has arrived and run: a round trip sooner on a slow network. The browser runs a
 * module once, so the entry's requests get these. They are deferred, as the entry is: each runs after the entry (which
 * must run first: src/lib/zodNoEval.ts), in order, as soon as it is in. Of low fetch priority: they
 * do not hold the first paint. Not `preload` or `modulepreload` links: the browser then compiles the code on the main
 * thread instead of while it downloads.
 *
 * Which HTML has them:
 * - index.html (every app path without a page of its own) has them all;
 * - login.html (the sign-in page) leaves the app's out: it is not needed before sign-in;
 * - the pages whose loading screen already shows their heading (src/lib/pageHeadings.ts) have none: their entry asks
 *   as before. The heading is their largest paint, and Lighthouse's simulation counts every file that arrived before
 *   it: with these scripts the start-up code often did, and their simulated LCP went from 1.0 to 2.5 s
 *   (docs/decisions.md, session 22).
 *
 * Used by the build only.
 */

/** Marks the build's start-up scripts in the HTML: `every` (every path), `app` (every path but /login). */
export const START_UP_ATTRIBUTE = 'data-start-up';

export interface StartUpScript {
  tag: 'script';
  attrs: Record<string, string | boolean>;
  injectTo: 'head';
}

/** The script tags for index.html: the files every path needs, then the app's (paths from the site's root). */
export const startUpScriptTags = (everyPath: string[], appOnly: string[]): StartUpScript[] => {
  const script = (file: string, needed: 'every' | 'app'): StartUpScript => ({
    tag: 'script',
    attrs: { type: 'module', crossorigin: true, fetchpriority: 'low', src: `/${file}`, [START_UP_ATTRIBUTE]: needed },
    injectTo: 'head',
  });
  return [...everyPath.map(file => script(file, 'every')), ...appOnly.filter(file => !everyPath.includes(file)).map(file => script(file, 'app'))];
};

/** The HTML without the build's start-up scripts: only the app's, or all of them. */
export const withoutStartUpScripts = (html: string, which: 'app' | 'all') => {
  const needed = which === 'app' ? '"app"' : '"(?:every|app)"';
  return html.replace(new RegExp(`<script\\b[^>]*\\b${START_UP_ATTRIBUTE}=${needed}[^>]*></script>\\s*`, 'g'), '');
};

/** The sign-in page's copy of index.html, which the server sends for /login. */
export const loginScreen = (indexHtml: string) => ({ fileName: 'login.html', html: withoutStartUpScripts(indexHtml, 'app') });
