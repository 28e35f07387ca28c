/**
 * The pages whose heading is known from their address alone, before the app has run. The loading screen (index.html)
 * draws it where the page will (under the top bar and the nav band), and the app's own loading state
 * (src/layout/RouteLoading.tsx) keeps it there until the page renders its own: a bookmarked page is named from the
 * first frames, not after its whole start-up. Only pages laid out by `Page` at its default width are listed; the POS
 * configuration pages have a client banner and section links above their heading.
 *
 * The build also writes each listed page's loading screen with its heading already in (`<page>.html`, by
 * `pageLoadingScreens` below), which the server sends for that address: the heading is then in the browser's first
 * paint rather than drawn by the entry a frame or more later, once the entry has arrived and run. A server that
 * sends index.html instead still gets it drawn by the entry.
 *
 * Imported by the entry (src/earlyStart.ts): it must stay free of libraries.
 */
import { DASHBOARD_PATH, USERS_PATH } from '../../resources/users/paths';
import { headings } from '../i18n/en/headings';

export interface PageHeading {
  /** The message the app translates. */
  key: string;
  /** Its English text, for the loading screen, which runs before the app's texts have loaded. */
  text: string;
}

const PAGE_HEADINGS: Record<string, PageHeading> = {
  [DASHBOARD_PATH]: { key: 'rm.dashboard.title', text: headings.dashboard },
  '/payments': { key: 'rm.payments.title', text: headings.payments },
  '/customers': { key: 'rm.customers.title', text: headings.customers },
  [USERS_PATH]: { key: 'rm.users.list.title', text: headings.users },
};

export const pageHeadingFor = (pathname: string): PageHeading | undefined =>
  Object.hasOwn(PAGE_HEADINGS, pathname) ? PAGE_HEADINGS[pathname] : undefined;

/** Where index.html's loading screen takes a page's heading, as drawPageHeading adds it (at the screen's end). */
export const PAGE_HEADING_SLOT = '<!-- page heading -->';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);

/**
 * The build's copies of index.html for the pages above: file name (the address plus `.html`) and content, the
 * loading screen holding the nav band and heading drawPageHeading would add.
 */
export const pageLoadingScreens = (indexHtml: string) => {
  if (!indexHtml.includes(PAGE_HEADING_SLOT)) throw new Error(`index.html has no ${PAGE_HEADING_SLOT} in its loading screen`);
  return Object.entries(PAGE_HEADINGS).map(([pathname, heading]) => ({
    fileName: `${pathname.slice(1)}.html`,
    html: indexHtml.replace(PAGE_HEADING_SLOT, `<div class="boot-nav"></div><div class="boot-page"><h1>${escapeHtml(heading.text)}</h1></div>`),
  }));
};

/**
 * Adds the nav band and the page's heading to the loading screen, when the page is one of those above and the server
 * did not send them with it.
 */
export const drawPageHeading = (pathname: string, splash = document.querySelector('#main > .boot-splash')) => {
  const heading = pageHeadingFor(pathname);
  if (!heading || !splash) return false;
  if (splash.querySelector('.boot-page')) return true;
  const nav = document.createElement('div');
  nav.className = 'boot-nav';
  const page = document.createElement('div');
  page.className = 'boot-page';
  const title = document.createElement('h1');
  title.textContent = heading.text;
  page.append(title);
  splash.append(nav, page);
  return true;
};
