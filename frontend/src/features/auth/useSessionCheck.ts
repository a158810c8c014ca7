import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../../shared/auth/auth.store';
import { reportQuietly } from '../../shared/feedback/notify';
import { PATHS } from '@lesne/contracts';
import { checkSession } from './auth.api';

export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const ROUTE_CHANGE_CHECK_DELAY_MS = 1000;
const UNCHECKED_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.lostPassword];

function runCheck() {
  // A rejected token answers 401, which the HTTP client turns into a sign-out. Other failures
  // (offline, a server hiccup) say nothing about the session, so they sign no one out: only logged.
  checkSession().catch((error: unknown) => reportQuietly('The session could not be checked', error));
}

/**
 * Asks the API whether the stored token still works: a second after start and after each route
 * change, and every 5 minutes. At start the screen's own first calls are already asking with the
 * token (a 401 there signs out too), so the check waits rather than compete with them.
 */
export function useSessionCheck() {
  const { pathname } = useLocation();
  const hasToken = useAuthStore((state) => state.token !== null);
  const active = hasToken && !UNCHECKED_PATHS.includes(pathname);

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(runCheck, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(runCheck, ROUTE_CHANGE_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, pathname]);
}
