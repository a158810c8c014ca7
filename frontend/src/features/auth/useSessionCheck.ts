import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../../shared/auth/auth.store';
import { PATHS } from '@lesne/contracts';
import { checkSessionQuietly } from './auth.queries';

export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const ROUTE_CHANGE_CHECK_DELAY_MS = 1000;
const UNCHECKED_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.lostPassword];

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
    const timer = window.setInterval(checkSessionQuietly, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(checkSessionQuietly, ROUTE_CHANGE_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, pathname]);
}
