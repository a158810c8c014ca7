import axios, { AxiosError, isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { useAuthStore } from '../auth/auth.store';
import { connectionBack, connectionLost } from './connection.store';

const REQUEST_TIMEOUT_MS = 15_000;

/** Answers meaning the API, or Postgres or Redis behind it, is away for now: wait and ask again. */
const UNAVAILABLE_STATUSES: readonly number[] = [502, 503, 504];

/** A GET asked again while the server is away waits twice as long each time, from 1 s to 30 s, and at least its Retry-After. */
export const GET_RETRY_FIRST_MS = 1_000;
export const GET_RETRY_MAX_MS = 30_000;

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

type RetriedConfig = InternalAxiosRequestConfig & { unavailableRetries?: number };

export function isUnavailable(error: AxiosError): boolean {
  return error.response ? UNAVAILABLE_STATUSES.includes(error.response.status) : error.code === AxiosError.ERR_NETWORK;
}

export function retryDelayMs(error: AxiosError, retries: number): number {
  const retryAfterMs = (Number(error.response?.headers['retry-after']) || 0) * 1000;
  return Math.min(GET_RETRY_MAX_MS, Math.max(retryAfterMs, GET_RETRY_FIRST_MS * 2 ** retries));
}

/**
 * The server is away (no answer, or 502-504): the session stays, the app says it is reconnecting,
 * and a GET, which changes nothing, is asked again until the server answers; the screen waiting
 * for it fills in by itself then. Any answer ends the reconnecting.
 */
http.interceptors.response.use(
  (response) => {
    connectionBack();
    return response;
  },
  async (error: unknown) => {
    if (!isAxiosError(error)) return Promise.reject(error);
    if (!isUnavailable(error)) {
      if (error.response) connectionBack();
      return Promise.reject(error);
    }
    connectionLost();
    const config = error.config as RetriedConfig | undefined;
    if (config?.method !== 'get') return Promise.reject(error);
    const retries = config.unavailableRetries ?? 0;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(error, retries)));
    return http.request({ ...config, unavailableRetries: retries + 1 } as RetriedConfig);
  },
);
