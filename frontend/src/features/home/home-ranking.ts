import type { QueryClient } from '@tanstack/react-query';
import type { CompanyResponse, UserProfile } from '@lesne/contracts';
import { canSeeRanking, defaultRankingType, podiumQuery, rankingListQuery } from '../ranking';

/** What home shows of the ranking: nothing to someone who may not see it, and the podium too once the event closed. */
export function homeRanking(profile: UserProfile, company: CompanyResponse): { list: boolean; podium: boolean } {
  const list = canSeeRanking(profile.role, company);
  return { list, podium: list && company.stats.eventStatus === 'closed' };
}

/** Asks for home's ranking as soon as the company is known, rather than once home has rendered. */
export async function prefetchHomeRanking(queryClient: QueryClient, profile: UserProfile, company: CompanyResponse): Promise<void> {
  const { list, podium } = homeRanking(profile, company);
  const type = defaultRankingType(company);
  await Promise.all([
    list ? queryClient.prefetchInfiniteQuery(rankingListQuery(type)) : undefined,
    podium ? queryClient.prefetchQuery(podiumQuery(type)) : undefined,
  ]);
}
