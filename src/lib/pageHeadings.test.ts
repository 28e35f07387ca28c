import { i18nProvider } from '../i18n';
// The customers and users pages bring their areas' messages with them.
import '../i18n/areas/customers';
import '../i18n/areas/users';
import fs from 'node:fs';
import path from 'node:path';
import { drawPageHeading, PAGE_HEADING_SLOT, pageHeadingFor, pageLoadingScreens } from './pageHeadings';

const splash = () => {
  document.body.innerHTML = '<div id="main"><div class="boot-splash"><div class="boot-bar"></div><div role="status"><p>Loading…</p></div></div></div>';
  return document.querySelector('#main > .boot-splash')!;
};

describe('page headings known from the address', () => {
  it('names the dashboard, payments, customers and user settings pages, as the app does', () => {
    expect(pageHeadingFor('/dashboard')?.text).toBe('Dashboard');
    expect(pageHeadingFor('/payments')?.text).toBe('Payments');
    expect(pageHeadingFor('/customers')?.text).toBe('Customers');
    expect(pageHeadingFor('/settings')?.text).toBe('User Settings');
    for (const path of ['/dashboard', '/payments', '/customers', '/settings']) {
      const heading = pageHeadingFor(path)!;
      expect(i18nProvider.translate(heading.key)).toBe(heading.text);
      // Before a page's area has loaded, its loading state gives the text (src/layout/RouteLoading.tsx).
      expect(i18nProvider.translate(heading.key, { _: heading.text })).toBe(heading.text);
    }
  });

  it('names no other page: those with a heading from their data, a banner or links above it, or no page at all', () => {
    for (const path of ['/payment/1000042', '/settings/users/new', '/pos-config/agencies', '/profile', '/admin', '/login', '/', '/constructor', '/__proto__', '/settings/'])
      expect(pageHeadingFor(path)).toBeUndefined();
  });

  it('draws the nav band and the heading in the loading screen, leaving its loading text', () => {
    const screen = splash();
    expect(drawPageHeading('/settings', screen)).toBe(true);
    expect(screen.querySelector('.boot-nav')).not.toBeNull();
    expect(screen.querySelector('.boot-page h1')?.textContent).toBe('User Settings');
    expect(screen.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });

  it('draws nothing on another page, or when the loading screen is gone', () => {
    const screen = splash();
    expect(drawPageHeading('/pos-config/agencies', screen)).toBe(false);
    expect(screen.querySelector('h1, .boot-nav')).toBeNull();
    document.body.innerHTML = '<div id="main"></div>';
    expect(drawPageHeading('/settings')).toBe(false);
    expect(document.querySelector('h1')).toBeNull();
  });

  it('draws nothing more when the server sent the heading with the loading screen', () => {
    const screen = splash();
    screen.insertAdjacentHTML('beforeend', '<div class="boot-nav"></div><div class="boot-page"><h1>User Settings</h1></div>');
    expect(drawPageHeading('/settings', screen)).toBe(true);
    expect(screen.querySelectorAll('.boot-nav, .boot-page')).toHaveLength(2);
  });
});

describe("the build's loading screens with the heading in", () => {
  const indexHtml = fs.readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

  it('are written for the four pages, each at its address', () => {
    expect(pageLoadingScreens(indexHtml).map(screen => screen.fileName)).toEqual(['dashboard.html', 'payments.html', 'customers.html', 'settings.html']);
  });

  it("hold exactly what the entry would draw into index.html's loading screen, and nothing else changed", () => {
    for (const { fileName, html } of pageLoadingScreens(indexHtml)) {
      const served = new DOMParser().parseFromString(html, 'text/html').querySelector('#main > .boot-splash')!;
      const drawn = new DOMParser().parseFromString(indexHtml, 'text/html').querySelector('#main > .boot-splash')!;
      expect(drawPageHeading(`/${fileName.replace(/\.html$/, '')}`, drawn)).toBe(true);
      const normal = (markup: string) => markup.replace(PAGE_HEADING_SLOT, '').replace(/\s+/g, ' ').trim();
      expect(normal(served.innerHTML)).toBe(normal(drawn.innerHTML));
      expect(html.replace(/<div class="boot-nav"><\/div><div class="boot-page"><h1>[^<]*<\/h1><\/div>/, PAGE_HEADING_SLOT)).toBe(indexHtml);
    }
  });

  it('escape the heading, and refuse an index.html without a place for it', () => {
    expect(pageLoadingScreens(`<div>${PAGE_HEADING_SLOT}</div>`).every(screen => !screen.html.includes(PAGE_HEADING_SLOT))).toBe(true);
    expect(() => pageLoadingScreens('<div class="boot-splash"></div>')).toThrow(/page heading/);
  });
});
