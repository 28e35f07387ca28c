/**
 * The headings of the pages the loading screen can name before the app and its texts have loaded
 * (src/lib/pageHeadings.ts). The area texts use them, so each is written once. Imported by the entry: plain strings only.
 */
export const headings = {
  dashboard: 'Dashboard',
  payments: 'Payments',
  customers: 'Customers',
  users: 'User Settings',
};
