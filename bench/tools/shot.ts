// Dev helper: sign in as a demo account and screenshot paths. Usage:
// tsx bench/tools/shot.ts <baseUrl> <email|-> <outPrefix> <path> [path...]   (WIDTH, HEIGHT: the window, default 1366 × 900;
// CLIENT: the client a platform admin views, by its brand; FULL=0: the window only)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import { signIn as signInAs } from '../lib/browser';
import { signIn } from './signIn';

const [base, email, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: Number(process.env.WIDTH ?? 1366), height: Number(process.env.HEIGHT ?? 900) },
});
page.on('console', msg => {
  if (msg.type() === 'error') console.log('console:', msg.text());
});
page.on('pageerror', err => console.log('pageerror:', err.message));
if (email && email !== '-') {
  if (process.env.CLIENT) await signInAs(page, base, email, process.env.CLIENT);
  else await signIn(page, base, email);
}
let i = 0;
for (const path of paths) {
  if (path.startsWith('click:')) {
    await page.getByText(path.slice(6)).first().click();
    await page.waitForLoadState('networkidle');
  } else {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
  }
  const file = `${prefix}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
  console.log('shot', file, page.url());
}
await browser.close();
