// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeTabPref } from '../lib/tabPrefs';
import { applyThemeMode, DARK_QUERY, THEME_STORE_KEY } from './themeChoice';

const indexHtml = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
const systemDark = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: query === DARK_QUERY && dark }));

describe("the loading screen's mode (index.html)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the mode chosen in this tab, else the system's", () => {
    systemDark(true);
    applyThemeMode();
    expect(document.documentElement.dataset.theme).toBe('dark');
    writeTabPref(THEME_STORE_KEY, 'light');
    applyThemeMode();
    expect(document.documentElement.dataset.theme).toBe('light');
    systemDark(false);
    writeTabPref(THEME_STORE_KEY, 'dark');
    applyThemeMode();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('has dark colours for both brands', () => {
    expect(indexHtml).toMatch(/\[data-theme='dark'\] \.boot-splash \{/);
    expect(indexHtml).toMatch(/\[data-theme='dark'\]\[data-brand='rebrand'\] \.boot-splash \{/);
  });
});
