// @vitest-environment jsdom
import { User } from 'oidc-client-ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetStoredUser, readStoredUser, TabUserStore, USER_KEY } from './storedToken';

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('the tab user store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what oidc-client-ts stores under our key, whatever key the library names', async () => {
    const store = new TabUserStore();
    const user = new User({
      access_token: 'at',
      token_type: 'Bearer',
      profile: { sub: 'u1', iss: 'https://idp.test', aud: 'rm', exp: inSeconds(600), iat: inSeconds(0) },
      expires_at: inSeconds(600),
    });
    await store.set('user:https://idp.test:rm', user.toStorageString());
    expect(Object.keys(sessionStorage)).toEqual([USER_KEY]);
    expect(User.fromStorageString((await store.get('user:https://idp.test:rm'))!).access_token).toBe('at');
    expect(readStoredUser()).toEqual(expect.objectContaining({ access_token: 'at', expires_at: inSeconds(600) }));
    expect(await store.getAllKeys()).toEqual([USER_KEY]);
    await store.remove('user:https://idp.test:rm');
    expect(readStoredUser()).toBeNull();
    expect(await store.getAllKeys()).toEqual([]);
  });

  it('reads nothing from an expired, unreadable or forgotten user', () => {
    sessionStorage.setItem(USER_KEY, JSON.stringify({ access_token: 'at', expires_at: inSeconds(-1) }));
    expect(readStoredUser()).toBeNull();
    sessionStorage.setItem(USER_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    sessionStorage.setItem(USER_KEY, JSON.stringify({ access_token: 'at', expires_at: inSeconds(60) }));
    expect(readStoredUser()?.access_token).toBe('at');
    forgetStoredUser();
    expect(sessionStorage.getItem(USER_KEY)).toBeNull();
  });
});
