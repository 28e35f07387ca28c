// Journey: A Spanish speaker switches the app to Spanish and works in it: navigation, a payment search and its detail.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  enterSignedIn,
  expect as baseExpect,
  expectNoAxeViolations,
  signIn,
  test,
} from './fixtures';

// Several suites share two cores; these screens get more time than the default 10 s before an expectation fails.
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH_MS = 30_000;
test.describe.configure({ timeout: 180_000 });

// Springfield users work in America/Chicago.
const TZ = 'America/Chicago';

/** The day of an instant in the user's timezone, day first as Spanish writes it. */
const dayFirst = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
};

const field = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const chip = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: 'Búsqueda aplicada' }).getByRole('button', { name });

/** Runs an action that searches payments and returns the first payment the search answered. */
const searched = async (page: Page, action: () => Promise<unknown>) => {
  const response = page.waitForResponse(res => res.url().includes('/api/payments/payments?'), { timeout: SEARCH_MS });
  await action();
  const body = (await (await response).json()) as { transactions: { id: number; createdAt: string }[]; total: number };
  return body;
};

test.describe('Spanish', () => {
  test('chosen from the top bar: navigation, a whole payment search and its detail in Spanish; a reload keeps it', async ({
    page,
  }) => {
    // Any page of the app without the dashboard's frame: the language is chosen from the top bar.
    await enterSignedIn(page, ACCOUNTS.researcher, '/profile');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Tablero' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The app is drawn anew in the language: the keyboard goes on from the page, not from the start of the document.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await nav.getByRole('link', { name: 'Pagos' }).click();
    await expect(page.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Realice una búsqueda' })).toBeVisible();
    await expect(page.getByText('Arme su búsqueda a continuación')).toBeVisible();

    // Criteria.
    await page.getByRole('combobox', { name: /^Seleccione un criterio de búsqueda/ }).click();
    await page.getByRole('option', { name: 'Titular de la tarjeta', exact: true }).click();
    await page.getByRole('textbox', { name: 'Titular de la tarjeta', exact: true }).fill('Zelda Fixture');
    const answer = await searched(page, () => page.getByRole('button', { name: 'Buscar', exact: true }).click());
    expect(answer.total).toBe(1);

    // Results.
    const table = page.getByRole('table', { name: 'Resultados de la búsqueda de pagos' });
    await expect(page.getByText('1 resultado(s)', { exact: true })).toBeVisible({ timeout: SEARCH_MS });
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID de transacción',
      'Agencia',
      'Número de cuenta',
      'Fecha de transacción',
      'Método de pago',
      'Estado',
      'Monto',
    ]);
    const [payment] = answer.transactions;
    const row = table.locator('tbody tr').first();
    await expect(row.locator('td').nth(3)).toHaveText(
      new RegExp(`^${dayFirst(payment.createdAt)} \\d{2}:\\d{2}:\\d{2} (am|pm) C[SD]T$`),
    );
    await expect(row.locator('td').nth(5)).toHaveText('Exitoso');
    await expect(row.locator('td').nth(6)).toHaveText(/^\$[\d,]+\.\d{2}$/);

    // Filters and chips; an end date typed day first (31/12 is no month-first date).
    await page.getByRole('combobox', { name: /^Estado del pago/ }).click();
    await expect(page.getByRole('option', { name: 'Contracargo', exact: true })).toBeVisible();
    await page.getByRole('option', { name: 'Exitoso', exact: true }).click();
    await expect(chip(page, 'Quitar Estado del pago: Exitoso')).toBeVisible();
    await expect(chip(page, 'Quitar Titular de la tarjeta: Zelda Fixture')).toBeVisible();
    const nextYear = new Date().getFullYear() + 1;
    const end = page.getByRole('textbox', { name: 'Fecha de fin' });
    await end.pressSequentially(`3112${nextYear}`);
    await expect(end).toHaveValue(`31/12/${nextYear}`);
    await end.press('Tab');
    await expect(chip(page, `Quitar Fecha de transacción: hasta el 31/12/${nextYear}`)).toBeVisible();
    await expect(page.getByText('1 resultado(s)', { exact: true })).toBeVisible({ timeout: SEARCH_MS });
    await expectNoAxeViolations(page);

    // Detail.
    await table.getByRole('link', { name: `Abrir la transacción ${payment.id}` }).click();
    await expect(page.getByRole('heading', { name: `Transacción ${payment.id}`, level: 1 })).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: 'Estado: Exitoso' })).toBeVisible({ timeout: SEARCH_MS });
    await expect(field(page, 'Detalles del pago', 'Titular de la tarjeta')).toHaveText('Zelda Fixture');
    await expect(field(page, 'Detalles de la transacción', 'Fecha de transacción')).toHaveText(
      new RegExp(`^${dayFirst(payment.createdAt)} \\d{2}:\\d{2}:\\d{2} (am|pm) C[SD]T$`),
    );
    await expect(page.getByRole('region', { name: 'Conceptos' })).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+\.\d{2} reembolsable$/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A reload keeps the language of the tab.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Detalles de la transacción' })).toBeVisible({ timeout: SEARCH_MS });
    await expect(nav.getByRole('link', { name: 'Pagos' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Español' })).toBeVisible();
  });
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX', viewport: { width: 390, height: 844 } });

  test('starts in Spanish, from the sign-in screen on; its screens fit a phone', async ({ page }) => {
    /** Nothing wider than the screen: long Spanish words wrap or shorten instead of pushing the page sideways. */
    const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Email address').fill(ACCOUNTS.researcher);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The identity provider's own page has a heading too: the app's is the one after its redirects.
    await page.waitForURL(url => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/login'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SEARCH_MS });
    expect(await fitsThePhone()).toBe(true);
    // On a phone the tabs and the language are chosen in the bar's menu.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('menuitem', { name: 'Pagos' })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    await page.goto(
      `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}`,
    );
    const table = page.getByRole('table', { name: 'Resultados de la búsqueda de pagos' });
    await expect(page.getByText(/^[\d,]+ resultado\(s\)$/)).toBeVisible({ timeout: SEARCH_MS });
    await expect(chip(page, 'Quitar Estado del pago: Exitoso')).toBeVisible();
    expect(await fitsThePhone()).toBe(true);
    await table.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Detalles de la transacción' })).toBeVisible({ timeout: SEARCH_MS });
    expect(await fitsThePhone()).toBe(true);
  });
});

test('the language chosen is kept for the tab through a sign-out, as the theme is: the sign-in screen speaks it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.researcher);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
