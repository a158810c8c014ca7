import type { QueryClient } from '@tanstack/react-query';
import { companyQuery } from '../features/company/company.queries';
import { profileQuery } from '../features/user/user.queries';
import { useAuthStore } from '../shared/auth/auth.store';

/**
 * Someone who comes back signed in: the panel's code, their user and then their company start
 * loading with the app, side by side, rather than one after another once the panel has rendered
 * (on a slow phone that chain was most of home's wait). A failure here is left to the route
 * guard, which asks again and shows it.
 */
export function warmUpSession(queryClient: QueryClient): void {
  if (useAuthStore.getState().token === null) return;
  void import('./Panel');
  queryClient
    .fetchQuery(profileQuery)
    .then((profile) => (profile._company != null ? queryClient.prefetchQuery(companyQuery) : undefined))
    .catch(() => undefined);
}
