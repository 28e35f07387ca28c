import type { Page } from 'playwright-core';

/** Debug scripts: signs a demo account in through the identity provider and waits for the app. */
export const signIn = async (page: Page, base: string, email: string) => {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/idp'), { timeout: 15000 });
  await page.waitForLoadState('networkidle');
};
