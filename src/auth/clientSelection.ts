/** The client a platform admin chose on /admin; per tab, like the session. */
export interface SelectedClient {
  slug: string;
  brand: string;
}

const KEY = 'rm.selectedClient';

export const getSelectedClient = (): SelectedClient | null => {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SelectedClient | null;
    return value && typeof value.slug === 'string' && typeof value.brand === 'string' ? value : null;
  } catch {
    return null;
  }
};

export const setSelectedClient = (client: SelectedClient | null) => {
  if (client) sessionStorage.setItem(KEY, JSON.stringify({ slug: client.slug, brand: client.brand }));
  else sessionStorage.removeItem(KEY);
};
