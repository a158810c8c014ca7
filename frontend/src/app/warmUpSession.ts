import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@lesne/contracts';
import { companyQuery, hasCompany } from '../features/company/company.queries';
import { profileQuery } from '../features/user/user.queries';
import { useAuthStore } from '../shared/auth/auth.store';

/**
 * Someone who comes back signed in: the panel's code, their user, then their company and, on
 * home, its ranking start loading with the app rather than one after another once the panel
 * has rendered (on a slow phone that chain was most of home's wait). A failure here is left to
 * the route guard and the screens, which ask again and show it.
 */
export function warmUpSession(queryClient: QueryClient): void {
  if (useAuthStore.getState().token === null) return;
  const panel = import('./Panel');
  const landsOnHome = window.location.pathname === PATHS.home;
  void (async () => {
    const profile = await queryClient.fetchQuery(profileQuery);
    if (!hasCompany(profile)) return;
    const company = await queryClient.fetchQuery(companyQuery);
    if (landsOnHome) await (await panel).prefetchHomeRanking(queryClient, profile, company);
  })().catch(() => undefined);
}
