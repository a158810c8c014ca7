import { queryOptions } from '@tanstack/react-query';
import type { CompanyActivitiesQuery } from '@lesne/contracts';
import { fetchActivityTypes, fetchCompanyActivities, fetchRankingRowActivities, fetchUserActivities } from './activities.api';

export const activityKeys = {
  all: ['activities'] as const,
  /** someone's approved activities, as an opened ranking row shows them */
  approved: () => [...activityKeys.all, 'approved'] as const,
  approvedOf: (userId: number) => [...activityKeys.approved(), userId] as const,
  /** the signed-in user's own entries, pending and denied ones too */
  mine: () => [...activityKeys.all, 'mine'] as const,
  mineOf: (userId: number) => [...activityKeys.mine(), userId] as const,
  /** the company's approved activities, filtered and paged, with their summary */
  company: (query: CompanyActivitiesQuery) => [...activityKeys.all, 'company', query] as const,
  types: () => [...activityKeys.all, 'types'] as const,
};

/**
 * Someone's approved activities as their opened ranking row shows them, asked for when it first
 * opens; a change of the company's totals asks again for the open rows and forgets the others (useLiveCache).
 */
export const approvedActivitiesQuery = (userId: number) =>
  queryOptions({ queryKey: activityKeys.approvedOf(userId), queryFn: () => fetchRankingRowActivities(userId), staleTime: Infinity });

/** The user's own entries; a decision on one of them arrives live (useLiveCache). */
export const myActivitiesQuery = (userId: number) =>
  queryOptions({ queryKey: activityKeys.mineOf(userId), queryFn: () => fetchUserActivities(userId, true) });

export const activityTypesQuery = queryOptions({ queryKey: activityKeys.types(), queryFn: fetchActivityTypes });

/** A page of the company's activities, with the summary of all that match. */
export const companyActivitiesQuery = (query: CompanyActivitiesQuery) =>
  queryOptions({
    queryKey: activityKeys.company(query),
    queryFn: () => fetchCompanyActivities({ ...query, showSummary: true }),
    meta: { failureToast: 'activityList:fetchError' },
  });
