/**
 * The opened page's code, asked for by the entry with the start-up code and the app instead of once the app has run
 * and routed to it (a round trip later). The build writes into index.html which chunks each lazily loaded page needs
 * beyond those two (`pageChunks` in vite.config.ts); this list says which page an address opens, as the routes
 * (resources/{name}/index.ts, src/routes.tsx) load it. The chunks are preloaded, not run: the page runs when the app
 * routes to it, as before. An address not listed, or a module the build did not write, asks for nothing early.
 *
 * Imported by the entry (src/main.tsx): it must stay free of libraries.
 */
export const PAGE_MODULES: [address: RegExp, module: string][] = [
  [/^\/dashboard$/, 'src/pages/DashboardPage.tsx'],
  [/^\/payments$/, 'resources/payments/PaymentList.tsx'],
  [/^\/payment\//, 'resources/payments/PaymentShow.tsx'],
  [/^\/customers$/, 'resources/customers/CustomerList.tsx'],
  [/^\/settings$/, 'resources/users/UserList.tsx'],
  [/^\/settings\/users\/new$/, 'resources/users/UserCreate.tsx'],
  [/^\/settings\/users\/[^/]+$/, 'resources/users/UserEdit.tsx'],
  [/^\/profile$/, 'resources/users/UserProfile.tsx'],
  [/^\/admin$/, 'resources/clients/ClientList.tsx'],
  [/^\/admin\/client-admins\/create$/, 'resources/users/ClientAdminCreate.tsx'],
  [/^\/pos-config$/, 'resources/clients/PosConfigIndex.tsx'],
  [/^\/pos-config\/clients\/edit$/, 'resources/clients/ClientSettingsEdit.tsx'],
  [/^\/pos-config\/agencies$/, 'resources/agencies/AgencyList.tsx'],
  [/^\/pos-config\/agencies\/create$/, 'resources/agencies/AgencyCreate.tsx'],
  [/^\/pos-config\/agencies\/[^/]+\/edit$/, 'resources/agencies/AgencyEdit.tsx'],
  [/^\/pos-config\/locations$/, 'resources/locations/LocationList.tsx'],
  [/^\/pos-config\/locations\/create$/, 'resources/locations/LocationCreate.tsx'],
  [/^\/pos-config\/locations\/[^/]+\/edit$/, 'resources/locations/LocationEdit.tsx'],
  [/^\/pos-config\/terminals$/, 'resources/terminals/TerminalList.tsx'],
  [/^\/pos-config\/terminals\/create$/, 'resources/terminals/TerminalCreate.tsx'],
  [/^\/pos-config\/terminals\/[^/]+\/edit$/, 'resources/terminals/TerminalEdit.tsx'],
];

/** The chunk files the build listed for the page `pathname` opens (paths from the site's root), if any. */
export const pageChunksFor = (pathname: string, doc: Document = document): string[] => {
  const module = PAGE_MODULES.find(([address]) => address.test(pathname))?.[1];
  if (!module) return [];
  try {
    const pages = JSON.parse(doc.getElementById('rm-page-chunks')?.textContent ?? '{}') as Record<string, unknown>;
    const files = Object.hasOwn(pages, module) ? pages[module] : undefined;
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file)) : [];
  } catch {
    return [];
  }
};

/** Preloads (fetches and compiles, without running) the chunks of the page `pathname` opens. */
export const preloadPageChunks = (pathname: string, doc: Document = document) => {
  const files = pageChunksFor(pathname, doc);
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.append(link);
  }
  return files.length;
};
