import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.on('framenavigated', f => { if (f === page.mainFrame()) console.log('NAV', f.url().slice(0, 120)); });
await page.goto('http://localhost:4100/settings?tab=1');
await page.waitForTimeout(2000);
console.log(page.url(), await page.evaluate(() => JSON.stringify(history.state)));
await browser.close();
