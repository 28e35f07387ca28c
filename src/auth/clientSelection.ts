/**
 * The client a platform admin chose on /admin. Each tab keeps its own choice (two tabs may view two clients); a tab
 * that has not chosen yet starts from the choice last made in this browser session, kept in a session cookie (it ends
 * with the browser, and with a sign-out: forgetBrowserClient). docs/decisions.md, "Client choice", says why.
 */
export interface SelectedClient {
  slug: string;
  brand: string;
}

const KEY = 'rm.selectedClient';
const COOKIE = 'rm.client';

const parse = (raw: string | null): SelectedClient | null => {
  try {
    const value = JSON.parse(raw ?? 'null') as SelectedClient | null;
    return value && typeof value.slug === 'string' && typeof value.brand === 'string' ? value : null;
  } catch {
    return null;
  }
};

const readCookie = () => {
  const entry = document.cookie.split('; ').find(part => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : null;
};

/** No Expires: the cookie lasts as long as the browser session. Strict: it goes to no other site. */
const writeCookie = (value: string | null) => {
  document.cookie =
    value === null
      ? `${COOKIE}=; path=/; max-age=0; SameSite=Strict`
      : `${COOKIE}=${encodeURIComponent(value)}; path=/; SameSite=Strict`;
};

export const getSelectedClient = (): SelectedClient | null => {
  const own = sessionStorage.getItem(KEY);
  if (own !== null) return parse(own);
  // A tab that never chose (a new tab): the browser session's last choice, kept for this tab from now on.
  const shared = parse(readCookie());
  if (shared) sessionStorage.setItem(KEY, JSON.stringify(shared));
  return shared;
};

/** Chooses for this tab and for the tabs opened next; clearing (Change client) leaves this tab without a client. */
export const setSelectedClient = (client: SelectedClient | null) => {
  const value = client ? JSON.stringify({ slug: client.slug, brand: client.brand }) : null;
  // "null" rather than nothing: this tab has chosen to have no client, it does not take the browser session's.
  sessionStorage.setItem(KEY, value ?? 'null');
  writeCookie(value);
};

/** On sign-out: the next sign-in in this browser chooses again. */
export const forgetBrowserClient = () => writeCookie(null);
