import { parseConfig, type AppConfig } from './schema';

export const CONFIG_MISSING_LOG = 'Config was not fetched, cannot render app.';

/** Reads the runtime config served beside the SPA; the same build serves every environment. */
export const loadConfig = async (
  fetchImpl: typeof fetch = fetch,
  location: Location = window.location,
): Promise<AppConfig> => {
  const response = await fetchImpl(new URL('/config.json', location.origin).toString(), { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return parseConfig(await response.json(), location.hostname);
};
