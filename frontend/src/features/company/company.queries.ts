import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyResponse, UserProfile } from '@lesne/contracts';
import { profileQuery } from '../user';
import { fetchCompany } from './company.api';

export const companyKeys = {
  current: ['company'] as const,
};

/**
 * The signed-in user's company, loaded right after the user. Fresh until told otherwise: a
 * save answers with the company, live events bring its totals, and its close or a reconnection
 * asks again.
 */
export const companyQuery = queryOptions({
  queryKey: companyKeys.current,
  queryFn: fetchCompany,
  staleTime: Infinity,
  // A company that failed to load stays failed for the screens opened next, which say so and
  // offer a retry, rather than each asking again as it opens.
  retryOnMount: false,
});

/** Only users who belong to a company have one to ask for (a platform admin has none). */
export function hasCompany(profile: UserProfile | undefined): boolean {
  return profile?._company != null;
}

/** The company query, asked for only by users who have a company. */
export function useCompanyQuery() {
  // Read, never asked for here: the route guard loads the user first.
  const { data: profile } = useQuery({ ...profileQuery, enabled: false });
  return useQuery({ ...companyQuery, enabled: hasCompany(profile) });
}

/** The signed-in user's company, or null (no company, or it could not be loaded). */
export function useCompany(): CompanyResponse | null {
  return useCompanyQuery().data ?? null;
}
