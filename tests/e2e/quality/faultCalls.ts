import type { Page } from '@playwright/test';
import { choose, expandCustomerSearch, expect, pickUpAndMoveDown } from '../fixtures';
import { accessToken, apiGet, openCustomerSearch, openInApp, PAYMENTS_BOOKMARK, type Account } from './support';

/**
 * Every backend call the app makes, with the user action that makes it and what the user must see
 * when it fails. A feature adds its calls here; faults.spec.ts runs each against every fault.
 */
export type FaultName = '500 JSON' | '502 HTML' | '200 truncated' | 'aborted' | 'stall' | '403' | '409' | '422' | '401';

export interface CallContext {
  page: Page;
  /** Values found once after sign-in (ids of records to use). */
  data: Record<string, string>;
}

export interface CallCase {
  /** Row of the table: backend, method and path as the spec names them. */
  name: string;
  account: Account;
  client?: string;
  /** The mock path the fault applies to, in the mock's fault pattern (`*` one segment, a final `**` any rest). */
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Runs once after sign-in: finds the records the call needs. */
  setup?: (ctx: CallContext) => Promise<void>;
  /** Before each fault: the page where the call is one action away (the call itself must not fail here). */
  prepare?: (ctx: CallContext) => Promise<void>;
  /** The user action that makes the call. */
  trigger: (ctx: CallContext) => Promise<void>;
  /** What must show when the call fails (not 401); the generic message of each fault by default. */
  expected?: (fault: FaultName, ctx: CallContext) => RegExp;
  /**
   * After a failure, what the user typed or chose is still there. A call with `kept` is tried again
   * from the same page for the next fault (it is the prepared page), unless `prepareEachTime`.
   */
  kept?: (ctx: CallContext) => Promise<void>;
  /** The failure leaves a message that every fault shares and that stays on the page: prepare afresh. */
  prepareEachTime?: boolean;
  /**
   * In the matrix `npm test` runs: one or two calls of each backend and each kind of screen (page load,
   * form, search, optimistic list). `npm run test:faults` runs every call.
   */
  core?: boolean;
  /** Faults after which the spec signs the user out (401 always). */
  signsOutOn?: FaultName[];
  /**
   * Faults the spec tells the app to absorb rather than report, with the reason; the page must still
   * work (not blank, still signed in), and the reason goes in the table.
   */
  absorbs?: Partial<Record<FaultName, string>>;
}

/** Whether a request path is the one a call case names: the mock's own matcher. */
export { pathMatches } from '../../../mock-api/faults';

/** What each fault body says, so the app's message can be recognised. */
export const FAULT_MESSAGES = {
  500: 'Internal server error',
  403: 'You do not have permission to do this (fault injected).',
  409: 'This record was changed by someone else (fault injected).',
  422: 'is not valid (fault injected)',
};

/** The clear message the app shows for a failure where the spec is silent. */
export const genericMessage = (fault: FaultName): RegExp =>
  ({
    '500 JSON': /Internal server error/,
    '502 HTML': /Network error/,
    '200 truncated': /no data|not found in response|response|Network error/i,
    aborted: /Network error/,
    stall: /took too long to respond/,
    '403': /permission to do this \(fault injected\)|Access Denied/,
    '409': /changed by someone else/,
    '422': /is not valid \(fault injected\)/,
    '401': /./,
  })[fault];

/**
 * The payment API's failures without a reason of their own show the status text, else
 * "No reason found".
 */
const paymentApiMessage = (fault: FaultName) => (fault === '502 HTML' ? /Bad Gateway/ : genericMessage(fault));

const POS_ERROR = /Error:/;
/** A search that failed says so in the spec's words; one refused (403) says Access Denied, which a retry would not help. */
const searchError = (what: 'payments' | 'customers') => (fault: FaultName) =>
  fault === '403'
    ? new RegExp(`Access Denied.*Your role doesn't allow you to search ${what}`, 's')
    : /Something went wrong, please try your search again\. If the problem persists, please contact your administrator\./;

/**
 * POS pages say "Error:" with the server's message; a refusal (403) says Access Denied as the other pages do, and an
 * answer whose body breaks the contract that the service sent a response the page does not understand.
 */
const posMessage = (fault: FaultName) =>
  fault === '403'
    ? /Access Denied.*Your role doesn't allow you to do this/s
    : fault === '200 truncated'
      ? new RegExp(`${POS_ERROR.source}.*sent a response this page does not understand`, 's')
      : new RegExp(`${POS_ERROR.source}.*(?:${genericMessage(fault).source})`, 's');

interface SearchResponse {
  transactions: { id: number; fundedAt?: string | null; account?: { number?: string | null } | null }[];
}

/**
 * The `nth` payment of the seed (newest first, end-to-end fixtures left out) that can be voided
 * (unfunded) or refunded (funded). The fault matrix never lets a call through, so it can share one;
 * tests that do act take another `nth` per retry.
 */
export const findPayment = async (page: Page, ability: 'voidable' | 'refundable', nth = 0) => {
  let seen = 0;
  for (let pageNumber = ability === 'voidable' ? 1 : 20; pageNumber < (ability === 'voidable' ? 6 : 40); pageNumber++) {
    const search = await apiGet<SearchResponse>(
      page,
      `/api/payments/payments?client=springfield&page=${pageNumber}&per_page=20&status=successful`,
    );
    for (const payment of search.transactions) {
      if (payment.account?.number?.startsWith('E2E-')) continue;
      if (ability === 'voidable' ? !!payment.fundedAt : !payment.fundedAt) continue;
      const detail = await apiGet<{ data: Record<string, unknown> }>(page, `/api/payments/payments/${payment.id}`);
      if (detail.data[ability] !== true) continue;
      if (seen++ === nth) return String(payment.id);
    }
  }
  throw new Error(`fewer than ${nth + 1} ${ability} payments in the seed`);
};

/**
 * A full start of the app, for the calls it makes while starting: on /profile, a page every user has, and not the
 * dashboard, whose frame and call of its own prove nothing about these calls.
 */
const startApp = async ({ page }: CallContext) => {
  await page.goto('/profile');
};

const clickDialogButton = async (page: Page, name: RegExp) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name }).click();
};

type ApiUser = {
  id: string;
  email: string;
  role: string;
  status?: string;
  statusLabel?: string;
  first_name?: string;
  profile?: { email?: string };
};

interface UsersResponse {
  data: ApiUser[];
}

const activeSupervisor = (user: ApiUser) => user.role === 'SUPERVISOR' && (user.status ?? 'ACTIVE') === 'ACTIVE';

/**
 * A user of Springfield that no other test changes (demo, fixture and end-to-end users are left
 * alone): an active supervisor unless `wanted` says otherwise (e.g. by provider status).
 */
const findUser = async (page: Page, wanted: (user: ApiUser) => boolean = activeSupervisor) => {
  const users = await apiGet<UsersResponse>(
    page,
    '/api/sso/api/v1/sso/users?filter[client-slug]=springfield&page[size]=100',
  );
  const user = users.data.find(candidate => {
    const email = candidate.email ?? candidate.profile?.email ?? '';
    return (
      wanted(candidate) &&
      !/^(supervisor|federated|deactivated|pending\.activation|toggle\.status|edit\.target|edit\.conflict|staged\.user)@|e2e|new\.user/i.test(
        email,
      )
    );
  });
  if (!user) throw new Error('no such user in the first page of users');
  return user.id;
};

/** An action button of Edit User (confirmed in its dialog when `confirm`), on a user `wanted` picks. */
const userButton = (
  button: string,
  confirm: boolean,
  wanted?: (user: ApiUser) => boolean,
): Pick<CallCase, 'setup' | 'prepare' | 'trigger'> => ({
  setup: async ctx => {
    ctx.data.userId = await findUser(ctx.page, wanted);
  },
  prepare: async ({ page, data }) => {
    await openInApp(page, `/settings/users/${encodeURIComponent(data.userId)}`);
    await expect(page.getByRole('button', { name: button })).toBeEnabled({ timeout: 20_000 });
  },
  trigger: async ({ page }) => {
    await page.getByRole('button', { name: button }).click();
    if (confirm) await clickDialogButton(page, new RegExp(`^${button}$`));
  },
});

/** An address no user has, new for each run (a create that got through once would make it taken). */
const newEmail = (domain: string) => `fault.matrix.${Date.now().toString(36)}@${domain}`;

/** The names and email of a user being added, as a person types them. */
const typeNewUser = async (page: Page, email: string) => {
  await page.getByRole('textbox', { name: 'First name' }).fill('Faulty');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Matrix');
  await page.getByLabel(/Email/).first().fill(email);
};

const expectNewUserKept = async (page: Page, email: string) => {
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Faulty');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Matrix');
  await expect(page.getByLabel(/Email/).first()).toHaveValue(email);
};

/**
 * A failed create, whatever the fault, is "Unable to Create User"
 * with the name typed.
 */
const CREATE_USER_FAILED =
  /Unable to Create User.*We are sorry, we were unable to create Faulty Matrix Please try again later\./s;

/**
 * A user call refused: a 403 says Access Denied with the server's reason; a 409 or 422 the form cannot show at a field
 * says the server's words under the call's own heading; anything else what the call's spec toast says (`otherwise`).
 */
const userRefusal = (heading: string, otherwise: RegExp) => (fault: FaultName) =>
  fault === '403'
    ? new RegExp(
        `Access Denied.*Your role doesn't allow you to do this.*${FAULT_MESSAGES[403].replace(/[().]/g, '\\$&')}`,
        's',
      )
    : fault === '409' || fault === '422'
      ? new RegExp(`${heading}.*${FAULT_MESSAGES[fault].replace(/[().]/g, '\\$&')}`, 's')
      : otherwise;

/** A POS form: open it, change one field, and the same field must still hold the change after a failure. */
const posForm = (
  name: string,
  path: string,
  method: 'PUT' | 'POST',
  openPath: string,
  field: string,
  value: string,
  fill?: (page: Page) => Promise<void>,
): CallCase => ({
  name,
  account: 'platformAdmin',
  client: 'Springfield',
  path,
  method,
  prepare: async ({ page }) => {
    await openInApp(page, openPath);
    await expect(page.getByLabel(field, { exact: false }).first()).toBeEditable({ timeout: 20_000 });
    await fill?.(page);
    await page.getByLabel(field, { exact: false }).first().fill(value);
  },
  trigger: async ({ page }) => {
    await page.getByRole('button', { name: method === 'POST' ? 'Create' : 'Save', exact: true }).click();
  },
  expected: posMessage,
  kept: async ({ page }) => {
    await expect(page.getByLabel(field, { exact: false }).first()).toHaveValue(value);
  },
});

const PACIFIC = '(GMT-08:00) Pacific Time (US & Canada)';

/**
 * Capital City has no cashiering client in the seed, so its client page creates one. The matrix
 * never lets the create through, but another suite run on the same data would have made it.
 */
const expectNoPosClient = async ({ page }: CallContext) => {
  const res = await page.request.get('/api/pos/clients/Capital%20City', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status(), 'Capital City has no cashiering client yet (run the matrix on fresh mock data)').toBe(404);
};

/** A POS page that loads one call on arrival. */
const posPage = (name: string, path: string, openPath: string): CallCase => ({
  name,
  account: 'platformAdmin',
  client: 'Springfield',
  path,
  method: 'GET',
  trigger: async ({ page }) => {
    await openInApp(page, openPath);
  },
  expected: posMessage,
});

/** A keyboard drop in a sortable POS list; a failed save puts the old order back and says so. */
const posSort = (name: string, path: string, openPath: string, table: string): CallCase => ({
  name,
  account: 'platformAdmin',
  client: 'Springfield',
  path,
  method: 'PUT',
  prepare: async ({ page, data }) => {
    // A full load: the order must be the server's, not one the app still holds from an earlier try.
    await page.goto(openPath);
    const rows = page.getByRole('table', { name: table }).locator('tbody tr td:nth-child(2)');
    await expect(page.getByRole('table', { name: table }).locator('tbody tr a').first()).toBeVisible({
      timeout: 20_000,
    });
    data.order = JSON.stringify(await rows.allTextContents());
  },
  trigger: async ({ page, data }) => {
    const first = (JSON.parse(data.order) as string[])[0];
    await pickUpAndMoveDown(page, page.getByRole('table', { name: table }), first);
    await page.keyboard.press('Space');
  },
  expected: () => /Error Updating Sort Order/,
  absorbs: {
    '200 truncated': 'a success whose body is not JSON is treated as empty: "Sort Order Updated", the new order stands',
  },
  kept: async ({ page, data }) => {
    await expect
      .poll(() => page.getByRole('table', { name: table }).locator('tbody tr td:nth-child(2)').allTextContents())
      .toEqual(JSON.parse(data.order));
  },
});

/** The three config-service files load together; any one failing is the settings failure. */
const configFile = (name: string, path: string): CallCase => ({
  name,
  account: 'clientAdmin',
  path,
  method: 'GET',
  trigger: startApp,
  expected: fault =>
    new RegExp(`The settings of Springfield could not be loaded: .*(?:${genericMessage(fault).source})`, 's'),
  absorbs: {
    '200 truncated': 'treated as empty (a body that is not JSON is treated as empty); the app carries on',
  },
});

export const CALLS: CallCase[] = [
  // ── Payment API ────────────────────────────────────────────────────────────────────────────
  {
    name: 'payments: GET /payments (search)',
    core: true,
    account: 'supervisor',
    path: '/api/payments/payments',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, PAYMENTS_BOOKMARK);
    },
    expected: searchError('payments'),
    kept: async ({ page }) => {
      await expect(page.getByText('Payment status: Successful')).toBeVisible();
    },
  },
  {
    name: 'payments: GET /payments/{id}',
    account: 'supervisor',
    path: '/api/payments/payments/*',
    method: 'GET',
    setup: async ctx => {
      ctx.data.paymentId = await findPayment(ctx.page, 'refundable');
    },
    trigger: async ({ page, data }) => {
      await openInApp(page, `/payment/${data.paymentId}`);
    },
    expected: paymentApiMessage,
  },
  {
    name: 'payments: GET /filter_options',
    account: 'supervisor',
    path: '/api/payments/filter_options',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, PAYMENTS_BOOKMARK);
    },
    expected: paymentApiMessage,
  },
  {
    name: 'payments: PATCH /payments/{id}/void',
    core: true,
    account: 'supervisor',
    path: '/api/payments/payments/*/void',
    method: 'PATCH',
    setup: async ctx => {
      ctx.data.voidId = await findPayment(ctx.page, 'voidable');
    },
    prepare: async ({ page, data }) => {
      await openInApp(page, `/payment/${data.voidId}`);
      await expect(page.getByRole('heading', { name: `Transaction ${data.voidId}` })).toBeAttached();
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Void', exact: true }).click();
      await clickDialogButton(page, /^Void transaction$/);
    },
    expected: (_fault, { data }) =>
      new RegExp(`Transaction Void Unsuccessful.*Transaction ${data.voidId} could not be voided`, 's'),
    // Nothing is lost: the payment stays on its page, still offering Void, where the next fault's try starts.
    kept: async ({ page, data }) => {
      await expect(page.getByRole('heading', { name: `Transaction ${data.voidId}` })).toBeAttached();
      await expect(page.getByRole('button', { name: 'Void', exact: true })).toBeEnabled();
    },
  },
  {
    name: 'payments: POST /payments/{id}/refund',
    account: 'supervisor',
    path: '/api/payments/payments/*/refund',
    method: 'POST',
    setup: async ctx => {
      ctx.data.refundId = await findPayment(ctx.page, 'refundable');
    },
    prepare: async ({ page, data }) => {
      await openInApp(page, `/payment/${data.refundId}`);
      await expect(page.getByRole('heading', { name: `Transaction ${data.refundId}` })).toBeAttached();
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      await clickDialogButton(page, /^Refund \$/);
    },
    expected: (_fault, { data }) =>
      new RegExp(`Transaction Refund Unsuccessful.*Transaction ${data.refundId} could not be refunded`, 's'),
  },

  // ── User-management API ───────────────────────────────────────────────────────────────────
  {
    name: 'sso: GET /myself',
    core: true,
    account: 'clientAdmin',
    path: '/api/sso/myself',
    method: 'GET',
    trigger: startApp,
    // A failure to load the current user signs out with
    // Authentication Failed; a network error keeps the session.
    signsOutOn: ['500 JSON', '502 HTML', '200 truncated', '403', '409', '422'],
  },
  {
    name: 'sso: GET /clients',
    account: 'platformAdmin',
    path: '/api/sso/clients',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/admin');
    },
  },
  {
    name: 'sso: GET /periscope_dashboard',
    account: 'clientAdmin',
    path: '/api/sso/periscope_dashboard',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/dashboard');
    },
    expected: fault =>
      fault === '403'
        ? /Dashboard Not Available.*Your role doesn't allow you to see the dashboard/s
        : /Something Went Wrong.*There was an issue trying to load the dashboard\. Your organization may not have a dashboard configured\./s,
  },
  {
    name: 'sso: GET /api/v1/sso/users (cursor pages)',
    core: true,
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/settings');
    },
  },
  {
    name: 'sso: GET /sso/admin/users (customer search)',
    account: 'clientAdmin',
    path: '/api/sso/sso/admin/users',
    method: 'GET',
    prepare: async ({ page }) => {
      await openInApp(page, '/customers');
      await openCustomerSearch(page, 'Fixture');
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    },
    expected: searchError('customers'),
    prepareEachTime: true,
    kept: async ({ page }) => {
      await expandCustomerSearch(page);
      await expect(page.getByRole('textbox', { name: 'Last name' }).first()).toHaveValue('Fixture');
    },
  },
  {
    name: 'sso: PATCH /api/v1/sso/users/{id}/profile',
    core: true,
    account: 'researcher',
    path: '/api/sso/api/v1/sso/users/*/profile',
    method: 'PATCH',
    prepare: async ({ page }) => {
      await page.goto('/profile');
      await expect(page.getByLabel('First name')).toBeEditable({ timeout: 20_000 });
      await page.getByLabel('First name').fill('Faulty');
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
    },
    expected: fault =>
      fault === '422'
        ? /is not valid \(fault injected\)|Profile Update Failed/
        : /Profile Update Failed.*An error ocurred while trying to update your profile\. Please try again later\./s,
    kept: async ({ page }) => {
      await expect(page.getByLabel('First name')).toHaveValue('Faulty');
    },
  },

  // ── Config service ────────────────────────────────────────────────────────────────────────
  {
    name: 'config: GET /settings/{client}/settings.json',
    core: true,
    account: 'clientAdmin',
    path: '/config-service/settings/*/settings.json',
    method: 'GET',
    trigger: startApp,
    expected: fault =>
      new RegExp(`The settings of Springfield could not be loaded: .*(?:${genericMessage(fault).source})`, 's'),
    absorbs: {
      '200 truncated': 'treated as empty settings (a body that is not JSON is treated as empty); the app carries on',
    },
  },

  // ── POS API ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'pos: GET /agencies?brand',
    core: true,
    account: 'platformAdmin',
    client: 'Capital City',
    path: '/api/pos/agencies',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/pos-config/agencies');
    },
    expected: posMessage,
  },
  {
    name: 'pos: GET /locations?brand',
    account: 'platformAdmin',
    client: 'Capital City',
    path: '/api/pos/locations',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/pos-config/locations');
    },
    expected: posMessage,
  },
  {
    name: 'pos: GET /terminals?brand',
    account: 'platformAdmin',
    client: 'Capital City',
    path: '/api/pos/terminals',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/pos-config/terminals');
    },
    expected: posMessage,
  },
  {
    name: 'pos: GET /clients/{brand}',
    account: 'platformAdmin',
    client: 'Capital City',
    path: '/api/pos/clients/*',
    method: 'GET',
    trigger: async ({ page }) => {
      await openInApp(page, '/pos-config/clients/edit');
    },
    expected: posMessage,
  },

  // ── More of the user-management API ───────────────────────────────────────────────────────
  {
    name: 'sso: PATCH /api/v1/sso/users/{id}',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users/*',
    method: 'PATCH',
    setup: async ctx => {
      ctx.data.userId = await findUser(ctx.page);
    },
    prepare: async ({ page, data }) => {
      await openInApp(page, `/settings/users/${encodeURIComponent(data.userId)}`);
      await expect(page.getByLabel('First name')).toBeEditable({ timeout: 20_000 });
      await page.getByLabel('First name').fill('Faulty');
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
    },
    expected: fault =>
      fault === '422'
        ? /is not valid \(fault injected\)/
        : userRefusal('Unable to Edit User', /Unable to Edit User/)(fault),
    kept: async ({ page }) => {
      await expect(page.getByLabel('First name')).toHaveValue('Faulty');
    },
  },
  {
    name: 'sso: GET /api/v1/sso/users/{id}',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users/*',
    method: 'GET',
    setup: async ctx => {
      ctx.data.userId = await findUser(ctx.page);
    },
    trigger: async ({ page, data }) => {
      await openInApp(page, `/settings/users/${encodeURIComponent(data.userId)}`);
    },
    expected: fault =>
      new RegExp(`This user could not be loaded: .*(?:${genericMessage(fault).source})|This user was not found`, 's'),
  },
  {
    name: 'sso: PATCH /api/v1/sso/users/{id}/status',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users/*/status',
    method: 'PATCH',
    ...userButton('Deactivate User', true),
    expected: () => /User Not Deactivated|Unable to Deactivate User/,
  },
  {
    name: 'sso: GET /permissions/revenue-management/role_combinations/cb-pos',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/permissions/revenue-management/role_combinations/cb-pos',
    method: 'GET',
    setup: async ctx => {
      ctx.data.userId = await findUser(ctx.page);
    },
    trigger: async ({ page, data }) => {
      await openInApp(page, `/settings/users/${encodeURIComponent(data.userId)}`);
    },
    expected: () =>
      /The allowed role combinations could not be loaded; the server will check the combination when you save\./,
  },
  {
    name: 'sso: GET /api/v1/sso/users/verify',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users/verify',
    method: 'GET',
    prepare: async ({ page }) => {
      await openInApp(page, '/settings/users/new');
      await expect(page.getByLabel(/Email/).first()).toBeEditable({ timeout: 20_000 });
      await typeNewUser(page, 'fault.matrix@springfield.example.com');
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    // The lookup failing is not a reason to say the user is new or taken: the app says so and keeps the form.
    expected: userRefusal(
      'Something Went Wrong',
      /Something Went Wrong.*Something went wrong, please try again in a few moments\./s,
    ),
    kept: async ({ page }) => {
      await expectNewUserKept(page, 'fault.matrix@springfield.example.com');
    },
  },
  {
    name: 'sso: POST /api/v1/sso/users (add user)',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users',
    method: 'POST',
    setup: async ctx => {
      ctx.data.email = newEmail('springfield.example.com');
    },
    // The second step, "Add User": the email was looked up (free) and roles and agencies are chosen.
    prepare: async ({ page, data }) => {
      await openInApp(page, '/settings/users/new');
      await expect(page.getByLabel(/Email/).first()).toBeEditable({ timeout: 20_000 });
      await typeNewUser(page, data.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible({ timeout: 20_000 });
      await choose(page, /Revenue Management role/, 'Supervisor');
      await page.getByRole('checkbox', { name: 'Parking Services' }).check();
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Add User' }).click();
    },
    expected: userRefusal('Unable to Create User', CREATE_USER_FAILED),
    kept: async ({ page, data }) => {
      await expectNewUserKept(page, data.email);
      await expect(page.getByRole('combobox', { name: /Revenue Management role/ })).toHaveText('Supervisor');
      await expect(page.getByRole('checkbox', { name: 'Parking Services' })).toBeChecked();
    },
  },
  {
    name: 'sso: POST /api/v1/sso/users (create client admin)',
    account: 'platformAdmin',
    path: '/api/sso/api/v1/sso/users',
    method: 'POST',
    setup: async ctx => {
      ctx.data.email = newEmail('capital-city.example.com');
    },
    prepare: async ({ page, data }) => {
      await openInApp(page, '/admin/client-admins/create');
      await expect(page.getByRole('heading', { name: 'Create Client Admin' })).toBeVisible({ timeout: 20_000 });
      await choose(page, /Select Client/, 'Capital City');
      await typeNewUser(page, data.email);
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Add User' }).click();
    },
    expected: userRefusal('Unable to Create User', CREATE_USER_FAILED),
    kept: async ({ page, data }) => {
      await expect(page.getByRole('combobox', { name: /Select Client/ })).toHaveText('Capital City');
      await expectNewUserKept(page, data.email);
    },
  },
  {
    name: 'sso: PATCH /api/v1/sso/users/{id}/status (reactivate)',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users/*/status',
    method: 'PATCH',
    ...userButton('Reactivate User', true, user => user.statusLabel === 'DEPROVISIONED'),
    expected: fault =>
      fault === '403'
        ? /Unable to Activate User.*permission to do this \(fault injected\)/s
        : /User Not Reactivated.*There was an error when trying to reactivate the user\. Please try again\./s,
  },
  {
    name: 'sso: POST /api/v1/sso/users/{id}/reactivate (resend activation link)',
    account: 'clientAdmin',
    path: '/api/sso/api/v1/sso/users/*/reactivate',
    method: 'POST',
    ...userButton('Resend activation link', false, user => user.statusLabel === 'PROVISIONED'),
    expected: () =>
      /Unable to Reactivate User.*We are sorry, we were unable to send a new activation link to \S+@\S+\. Please try again later\./s,
    absorbs: {
      '200 truncated': 'a success whose body is not JSON is treated as empty: "Activation Link Sent"',
    },
  },
  {
    name: 'sso: POST /api/v1/sso/users/{id}/reset-password',
    account: 'researcher',
    path: '/api/sso/api/v1/sso/users/*/reset-password',
    method: 'POST',
    prepare: async ({ page }) => {
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Reset Password' })).toBeEnabled({ timeout: 20_000 });
    },
    trigger: async ({ page }) => {
      await page.getByRole('button', { name: 'Reset Password' }).click();
    },
    expected: fault => new RegExp(`Password Reset Unavailable.*(?:${genericMessage(fault).source})`, 's'),
  },
  configFile(
    'config: GET /settings/{client}/profile/settings.json',
    '/config-service/settings/*/profile/settings.json',
  ),
  configFile('config: GET /metadata/{client}/profile/meta.json', '/config-service/metadata/*/profile/meta.json'),

  // ── More of the POS API ───────────────────────────────────────────────────────────────────
  posPage('pos: GET /clients/{brand}/edit', '/api/pos/clients/*/edit', '/pos-config/clients/edit'),
  posPage('pos: GET /agencies/{id}/edit', '/api/pos/agencies/*/edit', '/pos-config/agencies/1/edit'),
  posPage('pos: GET /agencies/new', '/api/pos/agencies/new', '/pos-config/agencies/create'),
  posPage('pos: GET /locations/{id}/edit', '/api/pos/locations/*/edit', '/pos-config/locations/1/edit'),
  posPage('pos: GET /locations/new', '/api/pos/locations/new', '/pos-config/locations/create'),
  posPage('pos: GET /terminals/{id}/edit', '/api/pos/terminals/*/edit', '/pos-config/terminals/1/edit'),
  posPage('pos: GET /terminals/new', '/api/pos/terminals/new', '/pos-config/terminals/create'),
  posForm(
    'pos: PUT /clients/{id}',
    '/api/pos/clients/*',
    'PUT',
    '/pos-config/clients/edit',
    'Split Fee Text Default',
    'Faulty split text {{payment_amount}}',
  ),
  {
    ...posForm(
      'pos: PUT /agencies/{id}',
      '/api/pos/agencies/*',
      'PUT',
      '/pos-config/agencies/1/edit',
      'Pay At Message',
      'Faulty message',
    ),
    core: true,
  },
  posForm(
    'pos: PUT /locations/{id}',
    '/api/pos/locations/*',
    'PUT',
    '/pos-config/locations/1/edit',
    'Address 2',
    'Suite 999',
  ),
  posForm(
    'pos: PUT /terminals/{id}',
    '/api/pos/terminals/*',
    'PUT',
    '/pos-config/terminals/1/edit',
    'Internal Device ID',
    'DEV-FAULTY',
  ),
  posForm(
    'pos: POST /agencies',
    '/api/pos/agencies',
    'POST',
    '/pos-config/agencies/create',
    'Description',
    'Fault Matrix Agency',
    async page => {
      await page.getByLabel('Code', { exact: false }).first().fill('FMX');
      await page.getByLabel('Slug', { exact: false }).first().fill('fault-matrix-agency');
      await page.getByRole('radio', { name: 'No' }).check();
    },
  ),
  posForm(
    'pos: POST /locations',
    '/api/pos/locations',
    'POST',
    '/pos-config/locations/create',
    'Name',
    'Fault Matrix Office',
    async page => {
      await page.getByLabel('Location Code', { exact: false }).first().fill('FMX-001');
      await page.getByLabel('Phone 1', { exact: false }).first().fill('(217) 555-0100');
      await page.getByLabel('Address 1', { exact: false }).first().fill('1 Fault Way');
      await page.getByLabel('City', { exact: false }).first().fill('Springfield');
      await choose(page, /^State/, 'Illinois');
      await page.getByLabel('Zip Code', { exact: false }).first().fill('62701');
      await page.getByLabel('Default Float', { exact: false }).first().fill('100.00');
    },
  ),
  posForm(
    'pos: POST /terminals',
    '/api/pos/terminals',
    'POST',
    '/pos-config/terminals/create',
    'Name',
    'Fault Matrix Window',
    async page => {
      await choose(page, /^Location/, 'City Hall');
      await choose(page, /^Payment Source/, 'Cashiering');
      await page.getByLabel('Kiosk ID', { exact: false }).first().fill('FMX-KIOSK');
    },
  ),
  {
    ...posPage('pos: GET /clients/new', '/api/pos/clients/new', '/pos-config/clients/edit'),
    client: 'Capital City',
    setup: expectNoPosClient,
  },
  {
    ...posForm(
      'pos: POST /clients',
      '/api/pos/clients',
      'POST',
      '/pos-config/clients/edit',
      'Name',
      'Capital City',
      async page => {
        await choose(page, /^Time Zone/, PACIFIC);
        await choose(page, /^Credit Card Reader Type/, 'PAX A920 Pro');
      },
    ),
    client: 'Capital City',
    setup: expectNoPosClient,
    kept: async ({ page }) => {
      await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue('Capital City');
      await expect(page.getByRole('combobox', { name: /^Time Zone/ })).toHaveText(PACIFIC);
      await expect(page.getByRole('combobox', { name: /^Credit Card Reader Type/ })).toHaveText('PAX A920 Pro');
    },
  },
  posSort('pos: PUT /locations/sort', '/api/pos/locations/sort', '/pos-config/locations', 'Locations'),
  posSort('pos: PUT /terminals/sort', '/api/pos/terminals/sort', '/pos-config/terminals', 'Terminals'),

  // ── The agencies of a client (user forms and the user list's filter) ─────────────────────────
  {
    name: 'sso: GET /agencies?client',
    account: 'clientAdmin',
    path: '/api/sso/agencies',
    method: 'GET',
    setup: async ctx => {
      ctx.data.userId = await findUser(ctx.page);
    },
    trigger: async ({ page, data }) => {
      await openInApp(page, `/settings/users/${data.userId}`);
    },
  },

  // ── LaunchDarkly ──────────────────────────────────────────────────────────────────────────
  {
    name: 'flags: GET /sdk/evalx/{env}/contexts/{context}',
    account: 'clientAdmin',
    path: '/ld/sdk/evalx/**',
    method: 'GET',
    trigger: startApp,
    absorbs: Object.fromEntries(
      (['500 JSON', '502 HTML', '200 truncated', 'aborted', 'stall', '403', '409', '422', '401'] as const).map(
        fault => [
          fault,
          'flags keep their defaults (no maintenance screen, standard brand) and the app carries on; the flag service is not ours to sign out of',
        ],
      ),
    ),
  },
];

// ── The app itself ──────────────────────────────────────────────────────────────────────────
export const CONFIG_CALL: CallCase = {
  name: 'app: GET /config.json',
  account: 'researcher',
  path: '/config.json',
  method: 'GET',
  trigger: startApp,
  expected: () => /Revenue Management cannot start/,
};
