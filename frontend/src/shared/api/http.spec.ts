import i18next from 'i18next';
import type { InternalAxiosRequestConfig } from 'axios';
import { readStoredTokens, useAuthStore } from '../auth/auth.store';
import { apiFailure } from '../../test/api-error';
import { http } from './http';

jest.mock('../navigation');

/** Answers every request through the test instead of the network; returns what was sent. */
function answerWith(status: number) {
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    if (status >= 200 && status < 300) return { data: {}, status, statusText: '', headers: {}, config };
    const failure = apiFailure(status, 'nope');
    failure.config = config;
    throw failure;
  };
  return sent;
}

describe('http client', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
  });

  afterEach(() => i18next.changeLanguage('pl'));

  it('sends the language and the token', async () => {
    useAuthStore.getState().signIn('t1', false);
    await i18next.changeLanguage('en');
    const sent = answerWith(200);
    await http.get('/user');

    expect(sent[0].baseURL).toBe('/api/v1');
    expect(sent[0].timeout).toBe(15000);
    expect(sent[0].headers.get('Accept-Language')).toBe('en');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer t1');
  });

  it('sends no Authorization header without a token', async () => {
    const sent = answerWith(200);
    await http.post('/auth/login', {});
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it('drops the session when a call made with the token answers 401', async () => {
    useAuthStore.getState().signIn('t1', true);
    answerWith(401);
    await expect(http.get('/user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('treats a 401 from signing in as a wrong password, not as an ended session', async () => {
    answerWith(401);
    await expect(http.post('/auth/login', {})).rejects.toBeDefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    useAuthStore.getState().signIn('t1', true);
    answerWith(403);
    await expect(http.get('/user')).rejects.toBeDefined();
    expect(useAuthStore.getState().token).toBe('t1');
  });
});
