/**
 * The headings of the pages the loading screen can name before the app and its texts have loaded
 * (src/lib/pageHeadings.ts). The area texts use them, so each is written once. Imported by the entry: plain strings only.
 * Single constants, not an object's properties: a module whose texts read a property (which the bundler cannot tell is
 * free of side effects) stays in the build even when nothing uses its texts.
 */
export const DASHBOARD_HEADING = 'Dashboard';
export const PAYMENTS_HEADING = 'Payments';
export const CUSTOMERS_HEADING = 'Customers';
export const USERS_HEADING = 'User Settings';

export const headings = { dashboard: DASHBOARD_HEADING, payments: PAYMENTS_HEADING, customers: CUSTOMERS_HEADING, users: USERS_HEADING };
