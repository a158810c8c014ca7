import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { useAuthStore } from '../auth/auth.store';
import { connectionBack, connectionLost } from './connection.store';
import { retryDelayMs, serverAway, shouldRetry } from './retry';

const REQUEST_TIMEOUT_MS = 15_000;

/** The one client for the API: same origin, the current language, the token when there is one. */
export const http = axios.create({
  baseURL: '/api/v1',
  timeout: REQUEST_TIMEOUT_MS,
  validateStatus: (status) => status >= 200 && status < 300,
});

const bearer = (token: string) => `Bearer ${token}`;

http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', i18next.language);
  const { token } = useAuthStore.getState();
  if (token) config.headers.set('Authorization', bearer(token));
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const { token, expire } = useAuthStore.getState();
    // Only a call made with the current token proves the session is over: a 401 from
    // signing in means a wrong password, and one from a previous session means nothing now.
    if (token && error.config?.headers.get('Authorization') === bearer(token)) expire();
  }
  return Promise.reject(error);
});

type RetriedConfig = InternalAxiosRequestConfig & { retries?: number };

/**
 * What is sent again, and when, is decided by shouldRetry (retry.ts); the screen or form waiting
 * for the call fills in by itself when it is answered. While a retry waits, or after the server
 * was away, the session stays and the app says it is reconnecting, until a call ends in an answer.
 */
http.interceptors.response.use(
  (response) => {
    connectionBack();
    return response;
  },
  async (error: unknown) => {
    if (!isAxiosError(error) || !error.config) return Promise.reject(error);
    const request = error.config as RetriedConfig;
    if (!shouldRetry(error, request)) {
      if (serverAway(error)) connectionLost();
      else if (error.response) connectionBack();
      return Promise.reject(error);
    }
    connectionLost();
    const retries = request.retries ?? 0;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(error, retries)));
    return http.request({ ...request, retries: retries + 1 } as RetriedConfig);
  },
);
