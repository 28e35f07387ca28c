// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { en } from '../i18n/en';
import { applyLastBrand, LAST_BRAND_KEY, rememberBrand } from './lastBrand';

const root = resolve(__dirname, '../..');
const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8');
const brand = () => document.documentElement.getAttribute('data-brand');

describe("the loading screen's top bar (index.html)", () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.brand;
  });

  it('is drawn in the brand the app last showed in this browser', () => {
    applyLastBrand();
    expect(brand()).toBeNull();
    rememberBrand(true);
    expect(localStorage.getItem(LAST_BRAND_KEY)).toBe('rebrand');
    applyLastBrand();
    expect(brand()).toBe('rebrand');
    rememberBrand(false);
    applyLastBrand();
    expect(brand()).toBeNull();
  });

  it('is drawn in the standard colours when storage cannot be read', () => {
    localStorage.setItem(LAST_BRAND_KEY, 'rebrand');
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      applyLastBrand();
      expect(brand()).toBeNull();
    } finally {
      getItem.mockRestore();
    }
  });

  it("shows the app's name and logo, and has colours for both brands", () => {
    document.body.innerHTML = indexHtml.slice(indexHtml.indexOf('<body>') + 6, indexHtml.indexOf('</body>'));
    const bar = document.querySelector('#main .boot-bar');
    expect(bar?.textContent?.trim()).toBe(en.rm.shell.appName);
    const logo = readFileSync(resolve(root, 'src/layout/Logo.tsx'), 'utf8');
    expect(logo).toContain(`d="${bar?.querySelector('path')?.getAttribute('d')}"`);
    expect(indexHtml).toMatch(/\[data-brand='rebrand'\] \.boot-bar/);
  });
});
