// @vitest-environment jsdom
import { readTabPref, TAB_PREF_PREFIX } from './tabPrefs';
import { tabStore } from './tabStore';

describe('tabStore', () => {
  it('keeps the listed keys for the tab, and only those', () => {
    const store = tabStore({ locale: 'en' }, ['theme']);
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('payments.listParams', { page: 2 });
    expect(readTabPref('theme')).toBe('dark');
    expect(Object.keys(sessionStorage)).toEqual([`${TAB_PREF_PREFIX}theme`]);

    // The next page load of the tab starts with it.
    const next = tabStore({ locale: 'en' }, ['theme']);
    next.setup();
    expect(next.getItem('theme')).toBe('dark');
    expect(next.getItem('locale')).toBe('en');
    expect(next.getItem('payments.listParams')).toBeUndefined();
  });

  it('keeps them through the reset of a sign-out, which forgets the rest; removing one forgets it for the tab', () => {
    const store = tabStore({}, ['theme']);
    store.setup();
    const seen: unknown[] = [];
    store.subscribe('theme', value => seen.push(value));
    store.setItem('theme', 'light');
    store.setItem('payments.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('theme')).toBe('light');
    expect(store.getItem('payments.listParams')).toBeUndefined();
    expect(seen.at(-1)).toBe('light');

    store.removeItem('theme');
    expect(store.getItem('theme')).toBeUndefined();
    expect(readTabPref('theme')).toBeUndefined();
  });
});
