import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { openCustomerSearch, PAYMENTS_BOOKMARK, type Account } from './support';

/**
 * Every screen of the app, as the quality sweep (xss.spec.ts: hostile text, card numbers, CSP violations) visits it.
 * A feature adds its screens here; each group signs in once and visits its screens in order.
 *
 * Accessibility is not swept here: each screen, state, dialog and alert is scanned by axe in both themes
 * (expectNoAxeViolationsInBothModes) by the feature spec that reaches it, so no screen is opened twice for it:
 * - /login, the identity provider's pages, the start-up error, /admin, no-role pages: shell.spec.ts
 * - /admin/client-admins/create, /settings (and no results), /settings/users/{id} and /new, /profile: users.spec.ts
 * - /pos-config (client, and each list, create and edit page): pos.spec.ts
 * - /dashboard (and its failures, and the client settings failing): dashboard.spec.ts
 * - /customers (Perform a Search, no results, failed search): customers.spec.ts
 * - /payments (Perform a Search, results, no results, failed search): payments.spec.ts
 * - /payment/{id}, the void and refund dialogs, the error toast: payments-detail.spec.ts
 * - maintenance: flags.spec.ts; the idle warning and the session-expired notice: session.spec.ts
 */
export interface Screen {
  name: string;
  /** A path to open, or the clicks that reach the screen from the previous one. */
  open: string | ((page: Page) => Promise<void>);
  /** The screen is ready (its data shown) once this passes. */
  ready: (page: Page) => Promise<void>;
}

export interface ScreenGroup {
  name: string;
  /** null: signed out. */
  account: Account | null;
  client?: string;
  screens: Screen[];
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

/** A data row (not a loading placeholder: MUI's skeleton, or the payment results' lean loading row) in the main table. */
const rows = (page: Page) =>
  page
    .locator('main table tbody tr:not([data-testid="skeleton-row"])')
    .filter({ hasNot: page.locator('.MuiSkeleton-root') });

const headingWithRows = (name: string | RegExp) => async (page: Page) => {
  await heading(name)(page);
  await expect(rows(page).first()).toBeVisible();
};

/** Opens the first data row of the main table (its own link or the row itself). */
const openFirstRow =
  (skip = 0) =>
  async (page: Page) => {
    const row = rows(page).nth(skip);
    await expect(row).toBeVisible();
    await row.click();
  };

export const SCREEN_GROUPS: ScreenGroup[] = [
  {
    name: 'platform admin',
    account: 'platformAdmin',
    screens: [
      { name: '/admin (clients)', open: '/admin', ready: headingWithRows('Clients') },
      {
        name: '/admin/client-admins/create',
        open: '/admin/client-admins/create',
        ready: heading('Create Client Admin'),
      },
    ],
  },
  {
    name: 'cashiering configuration',
    account: 'platformAdmin',
    client: 'Springfield',
    screens: [
      {
        name: '/pos-config/clients/edit',
        open: '/pos-config/clients/edit',
        ready: heading('Cashiering Client Settings'),
      },
      { name: '/pos-config/agencies', open: '/pos-config/agencies', ready: headingWithRows('Agencies') },
      { name: '/pos-config/agencies/{id}/edit', open: openFirstRow(), ready: heading('Edit Agency') },
      { name: '/pos-config/agencies/create', open: '/pos-config/agencies/create', ready: heading('Create Agency') },
      { name: '/pos-config/locations', open: '/pos-config/locations', ready: headingWithRows('Locations') },
      { name: '/pos-config/locations/{id}/edit', open: openFirstRow(), ready: heading('Edit Location') },
      { name: '/pos-config/locations/create', open: '/pos-config/locations/create', ready: heading('Create Location') },
      { name: '/pos-config/terminals', open: '/pos-config/terminals', ready: headingWithRows('Terminals') },
      { name: '/pos-config/terminals/{id}/edit', open: openFirstRow(), ready: heading('Edit Terminal') },
      { name: '/pos-config/terminals/create', open: '/pos-config/terminals/create', ready: heading('Create Terminal') },
    ],
  },
  {
    name: 'client admin',
    account: 'clientAdmin',
    screens: [
      { name: '/dashboard', open: '/dashboard', ready: heading('Dashboard') },
      { name: '/settings', open: '/settings', ready: headingWithRows('User Settings') },
      { name: '/settings/users/{id}', open: openFirstRow(1), ready: heading(/Edit User|Profile/) },
      { name: '/settings/users/new', open: '/settings/users/new', ready: heading('Add a New User') },
      { name: '/profile', open: '/profile', ready: heading('Profile') },
      { name: '/customers', open: '/customers', ready: heading('Customers') },
      {
        // Every poisoned last name starts with the payload; the client's poisoned portal address (`javascript:…`) is
        // refused as its settings are read, so View cannot open it.
        name: '/customers (results, View of a customer)',
        open: async page => {
          await openCustomerSearch(page, '<img');
          await page.getByRole('button', { name: 'Search', exact: true }).click();
        },
        ready: async page => {
          const view = page
            .getByRole('button', { name: /^View/ })
            .or(page.getByRole('link', { name: /^View/ }))
            .first();
          await expect(view).toBeVisible();
          await expect(
            page.getByText(
              'The payment portal address of this client is not configured, so customers cannot be viewed.',
            ),
          ).toBeVisible();
          await expect(view).toBeDisabled();
          await view.click({ force: true });
        },
      },
    ],
  },
  {
    name: 'supervisor',
    account: 'supervisor',
    screens: [
      {
        name: '/payments (Perform a Search)',
        open: '/payments',
        ready: async page => expect(page.getByRole('heading', { name: 'Perform a Search' })).toBeVisible(),
      },
      { name: '/payments (results)', open: PAYMENTS_BOOKMARK, ready: headingWithRows('Payments') },
      {
        name: '/payment/{id}',
        open: async page => rows(page).first().getByRole('link').first().click(),
        ready: heading(/^Transaction \d+$/),
      },
    ],
  },
  {
    name: 'no role',
    account: 'noRole',
    screens: [
      {
        name: '/payments (Access Denied)',
        open: '/payments',
        ready: async page => expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible(),
      },
      {
        name: '/settings (Nothing to See Here)',
        open: '/settings',
        ready: async page => expect(page.getByRole('heading', { name: 'Nothing to See Here' })).toBeVisible(),
      },
    ],
  },
];

/** Opens each screen of a group in turn (signed in already) and hands it to `check`. */
export const visitScreens = async (page: Page, group: ScreenGroup, check: (screen: Screen) => Promise<void>) => {
  for (const screen of group.screens) {
    if (typeof screen.open === 'string') await page.goto(screen.open);
    else await screen.open(page);
    await screen.ready(page);
    await check(screen);
  }
};
