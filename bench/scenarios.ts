/**
 * What the bench visits. Each feature adds its page here when it lands: a path, who signs in, and
 * what "loaded" means on it. A page whose route does not exist yet (the app redirects elsewhere) is
 * reported as "not built", not measured.
 */
export const ACCOUNTS = {
  platformAdmin: 'platform.admin@example.com',
  clientAdmin: 'client.admin@springfield.example.com',
  supervisor: 'supervisor@springfield.example.com',
} as const;

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** The page is loaded once an element matching `selector` has text and contains nothing matching `exclude`. */
export interface ReadyProbe {
  selector: string;
  exclude?: string;
  /** The element's text must contain this. */
  text?: string;
}

export interface PageScenario {
  id: string;
  label: string;
  path: string;
  /** null: signed out. */
  account: string | null;
  /** A platform admin first chooses this client on /admin. */
  client?: string;
  ready: ReadyProbe;
}

const SKELETON = '.MuiSkeleton-root';
/** A data row of the page's main table, not a loading placeholder. */
export const FIRST_ROW: ReadyProbe = { selector: 'main table tbody tr', exclude: SKELETON };

/** A bookmarked payment search: a date range with results, as a user would save it. */
export const PAYMENTS_BOOKMARK = `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}&order=DESC&page=1&perPage=20&sort=createdAt`;

export const PAGES: PageScenario[] = [
  { id: 'login', label: '/login', path: '/login', account: null, ready: { selector: 'main button', text: 'Sign in' } },
  {
    id: 'dashboard',
    label: '/dashboard',
    path: '/dashboard',
    account: ACCOUNTS.clientAdmin,
    ready: { selector: 'main h1' },
  },
  {
    id: 'payments',
    label: '/payments (bookmarked search)',
    path: PAYMENTS_BOOKMARK,
    account: ACCOUNTS.supervisor,
    ready: FIRST_ROW,
  },
  { id: 'settings', label: '/settings', path: '/settings', account: ACCOUNTS.clientAdmin, ready: FIRST_ROW },
  {
    id: 'posConfig',
    label: '/pos-config/agencies',
    path: '/pos-config/agencies',
    account: ACCOUNTS.platformAdmin,
    client: 'Springfield',
    ready: FIRST_ROW,
  },
];

/** Libraries that must load only on the screens that use them (matched against module paths). */
export const HEAVY_LIBRARIES: Record<string, RegExp> = {
  'date pickers': /node_modules\/@mui\/x-date-pickers\//,
  'drag and drop': /node_modules\/@dnd-kit\//,
  CSV: /node_modules\/(papaparse|jsonexport)\//,
  MSAL: /node_modules\/(@azure\/msal-browser|@azure\/msal-common|ra-auth-msal)\//,
  charts: /node_modules\/(recharts|d3-[a-z]+|chart\.js|@mui\/x-charts|victory[a-z-]*)\//,
};

/** Payment searches the API latency run cycles through (large seed, Springfield, as the app sends them). */
export const PAYMENT_API_SEARCHES = [
  '/api/payments/payments?client=springfield&page=1&per_page=20',
  '/api/payments/payments?client=springfield&page=3&per_page=20&status=successful',
  '/api/payments/payments?client=springfield&page=1&per_page=20&payment_method=credit_card',
  '/api/payments/payments?amount=1000&client=springfield&page=1&per_page=20',
];

/** The user list at 10,000 users (large seed: Springfield's client admin). */
export const USERS = {
  path: '/settings',
  account: ACCOUNTS.clientAdmin,
  total: 10_000,
  searchLabel: 'Search by Name or Email Address',
  searchText: 'smith',
  sortColumn: 'Email Address',
  download: /Download ([\d,]+) User\(s\)/,
};

/** The terminal list at 500+ terminals (large seed: Springfield), reordered by keyboard. */
export const TERMINALS = {
  path: '/pos-config/terminals',
  account: ACCOUNTS.platformAdmin,
  client: 'Springfield',
  minRows: 500,
  /** dnd-kit marks each sortable item's activator so. */
  handle: '[aria-roledescription="sortable"]',
  saved: 'Sort Order Updated',
};

/** The payments export: a search of at least `rows` payments (large seed; Springfield's client admin sees every agency). */
export const EXPORT = {
  account: ACCOUNTS.clientAdmin,
  client: 'springfield',
  timezone: 'America/Chicago',
  rows: 21_000,
};

/**
 * The top bar's search (default seed): 20 lookups of mixed kinds, each timed from its last keystroke to its results
 * shown. Transaction IDs, last fours and amounts are read from what the warm-up names find; e-mails and names are the
 * seed's own (the demo accounts are users and customers of Springfield).
 */
export const GLOBAL_SEARCH = {
  account: ACCOUNTS.clientAdmin,
  warmUp: ['Smith', 'Greene'],
  emails: [
    'agency.admin@springfield.example.com',
    ACCOUNTS.supervisor,
    'researcher@springfield.example.com',
    ACCOUNTS.clientAdmin,
  ],
  names: ['Smith', 'Greene', 'Zelda Fixture', 'Johnson'],
  lookups: 20,
};
