import { ADMIN_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { reloadAt } from '../navigation';
import { readStoredTokens, useAuthStore } from './auth.store';

jest.mock('../navigation');
const reloadMock = jest.mocked(reloadAt);

const stored = () => ({
  local: localStorage.getItem(TOKEN_STORAGE_KEY),
  session: sessionStorage.getItem(TOKEN_STORAGE_KEY),
  localAdmin: localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY),
  sessionAdmin: sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY),
});

function start(storage: Storage, tokens: Record<string, string>) {
  for (const [key, value] of Object.entries(tokens)) storage.setItem(key, value);
  useAuthStore.setState(readStoredTokens());
}

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    reloadMock.mockReset();
  });

  describe('signIn', () => {
    it('keeps the token in localStorage with "remember me"', () => {
      useAuthStore.getState().signIn('t1', true);
      expect(stored()).toEqual({ local: 't1', session: null, localAdmin: null, sessionAdmin: null });
      expect(useAuthStore.getState().token).toBe('t1');
    });

    it('keeps the token in sessionStorage without "remember me"', () => {
      useAuthStore.getState().signIn('t1', false);
      expect(stored()).toEqual({ local: null, session: 't1', localAdmin: null, sessionAdmin: null });
    });

    it('replaces a token kept in the other storage', () => {
      start(localStorage, { [TOKEN_STORAGE_KEY]: 'old' });
      useAuthStore.getState().signIn('new', false);
      expect(stored()).toMatchObject({ local: null, session: 'new' });
    });

    it('drops a leftover admin token, so no stale impersonation banner shows', () => {
      start(localStorage, { [ADMIN_TOKEN_STORAGE_KEY]: 'admin' });
      useAuthStore.getState().signIn('t1', true);
      expect(stored().localAdmin).toBeNull();
      expect(useAuthStore.getState().adminToken).toBeNull();
    });
  });

  it('reads a token from either storage at start', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 's1');
    expect(readStoredTokens()).toEqual({ token: 's1', adminToken: null });
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'a1');
    expect(readStoredTokens()).toEqual({ token: 's1', adminToken: 'a1' });
  });

  describe('loginAs', () => {
    it('sets the admin token aside in the same storage and reloads at /', () => {
      start(localStorage, { [TOKEN_STORAGE_KEY]: 'admin' });
      useAuthStore.getState().loginAs('company-admin');

      expect(stored()).toEqual({ local: 'company-admin', session: null, localAdmin: 'admin', sessionAdmin: null });
      expect(useAuthStore.getState()).toMatchObject({ token: 'company-admin', adminToken: 'admin' });
      expect(reloadMock).toHaveBeenCalledWith('/');
    });

    it('uses sessionStorage when that is where the admin signed in', () => {
      start(sessionStorage, { [TOKEN_STORAGE_KEY]: 'admin' });
      useAuthStore.getState().loginAs('company-admin');
      expect(stored()).toEqual({ local: null, session: 'company-admin', localAdmin: null, sessionAdmin: 'admin' });
    });

    it("keeps the admin's own token when switching from one account to another", () => {
      start(localStorage, { [TOKEN_STORAGE_KEY]: 'first', [ADMIN_TOKEN_STORAGE_KEY]: 'admin' });
      useAuthStore.getState().loginAs('second');
      expect(stored()).toMatchObject({ local: 'second', localAdmin: 'admin' });
    });
  });

  describe('backToAdmin', () => {
    it('restores the admin token and reloads at the events screen', () => {
      start(sessionStorage, { [TOKEN_STORAGE_KEY]: 'company-admin', [ADMIN_TOKEN_STORAGE_KEY]: 'admin' });
      useAuthStore.getState().backToAdmin();

      expect(stored()).toEqual({ local: null, session: 'admin', localAdmin: null, sessionAdmin: null });
      expect(useAuthStore.getState()).toMatchObject({ token: 'admin', adminToken: null });
      expect(reloadMock).toHaveBeenCalledWith('/zarzadzanie-eventami');
    });

    it('does nothing without an admin token', () => {
      start(localStorage, { [TOKEN_STORAGE_KEY]: 'user' });
      useAuthStore.getState().backToAdmin();
      expect(stored().local).toBe('user');
      expect(reloadMock).not.toHaveBeenCalled();
    });
  });

  it('logout removes user and admin tokens from both storages and goes to sign in', () => {
    start(localStorage, { [TOKEN_STORAGE_KEY]: 'a', [ADMIN_TOKEN_STORAGE_KEY]: 'b' });
    start(sessionStorage, { [TOKEN_STORAGE_KEY]: 'c', [ADMIN_TOKEN_STORAGE_KEY]: 'd' });
    useAuthStore.getState().logout();

    expect(stored()).toEqual({ local: null, session: null, localAdmin: null, sessionAdmin: null });
    expect(useAuthStore.getState()).toMatchObject({ token: null, adminToken: null });
    expect(reloadMock).toHaveBeenCalledWith('/logowanie');
  });

  it('expire removes the user token from both storages without reloading', () => {
    start(localStorage, { [TOKEN_STORAGE_KEY]: 'a' });
    start(sessionStorage, { [TOKEN_STORAGE_KEY]: 'c' });
    useAuthStore.getState().expire();

    expect(stored()).toMatchObject({ local: null, session: null });
    expect(useAuthStore.getState().token).toBeNull();
    expect(reloadMock).not.toHaveBeenCalled();
  });
});
