import { i18nProvider } from '../i18n';
import { drawPageHeading, pageHeadingFor } from './pageHeadings';

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
});
