// Journey: A user searching payments loses the connection: the search says so and runs once the browser is back online.
import { ACCOUNTS, enterSignedIn, expect, test } from './fixtures';

test('offline, a search says the connection dropped and runs once the browser is back online', async ({
  page,
  context,
}) => {
  const search = `/payments?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'refunded' }))}`;
  await enterSignedIn(page, ACCOUNTS.researcher, search);
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(next).toBeEnabled({ timeout: 20_000 });
  const offline = page.getByRole('alert').filter({ hasText: 'Connection Lost' });

  await context.setOffline(true);
  await next.click();
  await expect(offline).toContainText('Your device is offline. The search will run as soon as the connection is back.');
  await page.screenshot({ path: test.info().outputPath('offline-search.png') });

  const searched = page.waitForRequest(request => new URL(request.url()).pathname === '/api/payments/payments');
  await context.setOffline(false);
  await searched;
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Page 2, current page' })).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
});
