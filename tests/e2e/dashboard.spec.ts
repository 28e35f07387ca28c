// Journey: A signed-in user sees their client's dashboard, or a clear message when it, or their client's settings,
// cannot load. (A user without a role is told what to ask for on it: shell.spec.ts, where they land.)
import {
  ACCOUNTS,
  enterSignedIn,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothModes,
  test,
} from './fixtures';

const FAILURE =
  'There was an issue trying to load the dashboard. Your organization may not have a dashboard configured.';

test.describe('dashboard', () => {
  test.slow();

  test('embeds the dashboard of the client and agencies, sized to the height it reports plus 100', async ({ page }) => {
    await enterSignedIn(page, ACCOUNTS.clientAdmin, '/');
    await expect(page).toHaveURL(/\/dashboard$/);
    const frame = page.getByTitle('Analytics dashboard of Springfield');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/dashboards\/embed\/springfield\?/);
    await expect(frame).toBeVisible();
    const inside = page.frameLocator('iframe[title="Analytics dashboard of Springfield"]');
    await expect(inside.getByRole('heading', { level: 1, name: 'Payments overview' })).toBeVisible();
    await expect(inside.getByRole('img', { name: /Amount and payments by day/ })).toBeVisible();
    await expect(inside.getByRole('heading', { name: 'By channel' })).toBeVisible();
    await expect(inside.getByRole('heading', { name: 'By payment method' })).toBeVisible();
    await expect(inside.getByRole('heading', { name: 'By agency' })).toBeVisible();
    await expect(inside.getByRole('heading', { name: 'Refunds and chargebacks' })).toBeVisible();

    const reported = async () => {
      const content = page.frames().find(candidate => candidate.url().includes('/dashboards/embed/'))!;
      return content.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    };
    await expect.poll(async () => Math.round((await frame.boundingBox())!.height)).toBeGreaterThan(592);
    await expect
      .poll(async () => Math.abs((await frame.boundingBox())!.height - ((await reported()) + 100)))
      .toBeLessThanOrEqual(2);
    await expectNoAxeViolationsInBothModes(page);
    await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });

    // Another period inside the frame reloads it; the new height is reported and applied.
    const before = (await frame.boundingBox())!.height;
    await inside.getByRole('link', { name: '7 days' }).click();
    await expect(inside.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => Math.abs((await frame.boundingBox())!.height - ((await reported()) + 100)))
      .toBeLessThanOrEqual(2);
    expect((await frame.boundingBox())!.height).not.toBe(before);
  });

  test('a client without a dashboard shows the failure text after the load timeout', async ({ page, mock }) => {
    await mock.config({ timeouts: { dashboardLoadMs: 8000 } });
    // The load timeout runs on the page's clock: once the loading text has been seen, the clock is moved past it.
    await page.clock.install();
    await enterSignedIn(page, ACCOUNTS.platformAdmin, '/', 'Capital City');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').getByText('Loading the dashboard…')).toBeVisible();
    await page.clock.fastForward(9000);
    await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a failed call shows the failure text at once; the client's settings failing say so", async ({ page, mock }) => {
    await mock.fault({ path: '/api/sso/periscope_dashboard', type: 'status', status: 500 });
    await enterSignedIn(page, ACCOUNTS.researcher, '/');
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
    await mock.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTitle('Analytics dashboard of Springfield')).toBeVisible();

    await mock.fault({ path: '/config-service/settings/*/settings.json', type: 'status', status: 500 });
    await page.goto('/dashboard');
    await expect(page.getByText('The settings of Springfield could not be loaded', { exact: false })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });
});
