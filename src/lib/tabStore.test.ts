// @vitest-environment jsdom
import { readTabPref, TAB_PREF_PREFIX } from './tabPrefs';
import { tabStore, USER_PREF_PREFIX, USER_SCOPE_KEY } from './tabStore';

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

  it('keeps session keys for the tab through a reload, and forgets them at sign-out', () => {
    const keys = { session: /^rm\.search\.recent\./ };
    const store = tabStore({}, [], keys);
    store.setup();
    store.setItem('rm.search.recent.u1', ['Smith']);
    store.setItem('payments.listParams', { page: 2 });

    const reloaded = tabStore({}, [], keys);
    reloaded.setup();
    expect(reloaded.getItem('rm.search.recent.u1')).toEqual(['Smith']);
    expect(reloaded.getItem('payments.listParams')).toBeUndefined();

    reloaded.reset();
    expect(reloaded.getItem('rm.search.recent.u1')).toBeUndefined();
    expect(tabStore({}, [], keys).getItem('rm.search.recent.u1')).toBeUndefined();
  });

  it('keeps user keys in the browser for the user and client the scope names, each their own', () => {
    const keys = { user: /^payments\.savedQueries$/ };
    const store = tabStore({}, [], keys);
    store.setup();
    store.setItem(USER_SCOPE_KEY, 'ann@springfield');
    store.setItem('payments.savedQueries', [{ label: 'Mine' }]);
    expect(localStorage.getItem(`${USER_PREF_PREFIX}ann@springfield:payments.savedQueries`)).toContain('Mine');

    // Another user signs in on the same browser: none of Ann's.
    store.reset();
    expect(store.getItem('payments.savedQueries')).toBeUndefined();
    store.setItem(USER_SCOPE_KEY, 'bob@springfield');
    expect(store.getItem('payments.savedQueries')).toBeUndefined();
    store.setItem('payments.savedQueries', [{ label: 'Bob’s' }]);
    // Ann on another client has none either.
    store.setItem(USER_SCOPE_KEY, 'ann@shelbyville');
    expect(store.getItem('payments.savedQueries')).toBeUndefined();

    // Ann back on her client, after a reload: hers, and only in memory once named.
    const next = tabStore({}, [], keys);
    next.setup();
    expect(next.getItem('payments.savedQueries')).toBeUndefined();
    const seen: unknown[] = [];
    next.subscribe('payments.savedQueries', value => seen.push(value));
    next.setItem(USER_SCOPE_KEY, 'ann@springfield');
    expect(next.getItem('payments.savedQueries')).toEqual([{ label: 'Mine' }]);
    expect(seen).toEqual([[{ label: 'Mine' }]]);
  });
});
