import { Outlet, useLocation } from 'react-router-dom';
import { useAuthStore } from '../shared/auth/auth.store';
import { PATHS } from '@lesne/contracts';
import { Redirect } from '../shared/routing/links';
import type { ReturnState } from './RequireAuth';

/** Only paths inside the app, never another origin ("//host"). */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : PATHS.home;
}

/** Sign-in pages: a signed-in user (also right after signing in) goes back to where they were going, or home. */
export function PublicOnlyRoute() {
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.token !== null);
  return signedIn ? <Redirect to={returnPath(location.state)} /> : <Outlet />;
}
