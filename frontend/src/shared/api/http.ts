import axios, { isAxiosError } from 'axios';
import i18next from 'i18next';
import { useAuthStore } from '../auth/auth.store';

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
