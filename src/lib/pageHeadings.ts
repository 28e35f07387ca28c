/**
 * The pages whose heading is known from their address alone, before the app has run. The loading screen (index.html)
 * draws it where the page will (under the top bar and the nav band), and the app's own loading state
 * (src/layout/RouteLoading.tsx) keeps it there until the page renders its own: a bookmarked page is named from the
 * first frames, not after its whole start-up. Only pages laid out by `Page` at its default width are listed; the POS
 * configuration pages have a client banner and section links above their heading.
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

/** Adds the nav band and the page's heading to the loading screen, when the page is one of those above. */
export const drawPageHeading = (pathname: string, splash = document.querySelector('#main > .boot-splash')) => {
  const heading = pageHeadingFor(pathname);
  if (!heading || !splash) return false;
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
